import Foundation
import HabitCore
import HabitTUI
import NotificationSimulator
import XCTest

/// A household in Seoul on Monday 2026-11-30 at 09:00, with Korean names and some history.
enum Fixture {
  static let zone = Zone(TimeZone(identifier: "Asia/Seoul")!)
  static let local = LocalTime(zone: zone)
  static let now = Timestamp.parse("2026-11-30T09:00:00+09:00", local: local)!
  static let today = Day(iso: "2026-11-30")!

  static let habits = [
    Habit(
      id: 1, uuid: "u1", name: "독서", targetTime: TimeOfDay(parsing: "09:30"),
      start: Day(iso: "2026-06-01")!, position: 0),
    Habit(
      id: 2, uuid: "u2", name: "Running", targetTime: TimeOfDay(parsing: "07:00"),
      schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])), alarm: true,
      start: Day(iso: "2026-06-01")!, position: 1),
    Habit(
      id: 3, uuid: "u3", name: "물 마시기", schedule: .every(2), start: Day(iso: "2026-10-01")!,
      position: 2),
    Habit(
      id: 4, uuid: "u4", name: "영어 공부 Speaking",
      schedule: .weekdays(WeekdaySet([.saturday, .sunday])),
      start: Day(iso: "2026-11-01")!, position: 3),
  ]

  /// Done most days, a skip every ninth, nothing every fifth; Running done today.
  static func histories() -> [Int64: HabitHistory] {
    var result: [Int64: HabitHistory] = [:]
    for habit in habits {
      var history = HabitHistory(origin: habit.start)
      var day = habit.start
      var index = 0
      while day < today {
        if habit.isDue(day) {
          index += 1
          if index % 9 == 0 {
            history.set(.skipped, on: day)
          } else if index % 5 != 0 {
            history.set(.done, on: day)
          }
        }
        day = day.adding(days: 1)
      }
      result[habit.id] = history
    }
    result[2]!.set(.done, on: today)
    return result
  }

  static func snapshot(delivered: [DeliveredNotification] = [], settings: Settings = Settings())
    -> Snapshot
  {
    Snapshot(
      board: Board(habits: habits, histories: histories(), today: today, settings: settings),
      pendingCount: 42,
      horizon: Timestamp.parse("2026-12-02T07:00:00+09:00", local: local),
      delivered: delivered, ringing: [])
  }

  /// The household's screen; `language` is the locale's (the setting stays `auto`).
  static func model(width: Int = 100, height: Int = 30, language: Language = .en) -> Model {
    Model(
      snapshot: snapshot(), now: now, zone: zone, speed: 1, width: width, height: height,
      localeLanguage: language)
  }

  static func reminder(
    _ kind: ReminderKind, _ habit: String?, _ body: String, at time: String, thread: String = "t"
  )
    -> Reminder
  {
    Reminder(
      id: "\(kind.rawValue):\(time)", kind: kind, habit: habit,
      fireDate: Timestamp.parse("2026-11-30T\(time)+09:00", local: local)!, title: "HabitFlow",
      body: body, thread: thread)
  }
}
