import Foundation
import HabitCore
import XCTest

final class ReminderPlannerTests: XCTestCase {
  private var zone = TimeZone(identifier: "Asia/Seoul")!
  private var settings = Settings()
  private var habits: [Habit] = []
  private var entries: [Int64: [String: EntryStatus]] = [:]
  private var acknowledged: Set<String> = []
  private var bursts: [Burst] = []
  private var fired: Set<String> = []
  private var language = Language.en

  private func add(
    _ name: String, at time: String?, schedule: Schedule = .daily, alarm: Bool = false,
    start: String = "2026-01-01"
  ) {
    let id = Int64(habits.count + 1)
    habits.append(
      Habit(
        id: id, uuid: "u\(id)", name: name, targetTime: time.flatMap(TimeOfDay.init(parsing:)),
        schedule: schedule, alarm: alarm, start: d(start), position: habits.count))
  }

  private func plan(at now: String) -> ReminderPlan {
    let local = LocalTime(zone: zone, dayStart: settings.dayStart)
    let instant = Timestamp.parse(now, local: local)!
    let histories = Dictionary(
      uniqueKeysWithValues: habits.map { habit in
        (
          habit.id,
          HabitHistory(
            origin: habit.start, entries: (entries[habit.id] ?? [:]).map { (d($0.key), $0.value) })
        )
      })
    let today = local.day(of: instant)
    let board = Board(
      habits: habits, histories: histories, today: today, settings: settings,
      missingDays: local.missingDays(from: today.adding(days: -1), through: today.adding(days: 9)))
    return ReminderPlanner.plan(
      .init(
        board: board, now: instant, local: local, language: language, acknowledged: acknowledged,
        bursts: bursts, fired: fired))
  }

  private func instant(_ text: String) -> Date {
    Timestamp.parse(text, local: LocalTime(zone: zone, dayStart: settings.dayStart))!
  }

  /// `kind id-suffix local-time` lines for compact assertions.
  private func lines(
    _ plan: ReminderPlan, kinds: Set<ReminderKind> = [.pre, .overdue, .summary, .alarm, .timer]
  ) -> [String] {
    let local = LocalTime(zone: zone, dayStart: settings.dayStart)
    return plan.requests.filter { kinds.contains($0.kind) }.map {
      "\($0.kind.rawValue) \($0.habit ?? "-") \(Timestamp.format($0.fireDate, local: local))"
    }
  }

  func testPreAndOverdueAroundTheTargetTime() {
    add("독서", at: "09:30")
    let result = lines(plan(at: "2026-11-30T08:00"), kinds: [.pre, .overdue])
    XCTAssertEqual(
      Array(result.prefix(4)),
      [
        "pre 독서 2026-11-30T09:20:00+09:00", "overdue 독서 2026-11-30T10:30:00+09:00",
        "pre 독서 2026-12-01T09:20:00+09:00", "overdue 독서 2026-12-01T10:30:00+09:00",
      ])
    XCTAssertEqual(result.count, 14)
    XCTAssertEqual(result.last, "overdue 독서 2026-12-06T10:30:00+09:00")
  }

  func testOnlyStrictlyFutureRequestsWithinSevenDays() {
    add("독서", at: "09:30")
    let result = lines(plan(at: "2026-11-30T09:20"), kinds: [.pre, .overdue])
    XCTAssertEqual(result.first, "overdue 독서 2026-11-30T10:30:00+09:00")
    // Neither now itself nor now + 7 days is inside the window.
    XCTAssertFalse(result.contains("pre 독서 2026-11-30T09:20:00+09:00"))
    XCTAssertFalse(result.contains("pre 독서 2026-12-07T09:20:00+09:00"))
    XCTAssertEqual(result.last, "overdue 독서 2026-12-06T10:30:00+09:00")
  }

  func testADoneOrSkippedDayHasNoReminders() {
    add("독서", at: "09:30")
    add("러닝", at: "07:00")
    entries[1] = ["2026-11-30": .done]
    entries[2] = ["2026-11-30": .skipped]
    let today = lines(plan(at: "2026-11-30T06:00")).filter { $0.contains("2026-11-30T") }
    XCTAssertEqual(today, [])
  }

  func testSummaryListsWhatIsLeftInListOrder() {
    add("독서", at: "09:30")
    add("러닝", at: nil)
    add("영어", at: nil, schedule: .weekdays(WeekdaySet([.tuesday])))
    entries[1] = ["2026-11-30": .done]
    let summaries = plan(at: "2026-11-30T08:00").requests.filter { $0.kind == .summary }
    XCTAssertEqual(summaries.count, 7)
    XCTAssertEqual(summaries[0].body, "1 habit still not done today (러닝)")
    XCTAssertEqual(summaries[1].body, "3 habits still not done today (독서, 러닝, 영어)")
    XCTAssertEqual(summaries[0].id, "summary:2026-11-30")
    XCTAssertEqual(summaries[0].habit, nil)
  }

  func testNoSummaryWhenEverythingIsDone() {
    add("독서", at: nil)
    entries[1] = ["2026-11-30": .done]
    XCTAssertFalse(plan(at: "2026-11-30T08:00").requests.contains { $0.id == "summary:2026-11-30" })
  }

  func testAlarmBurstIsSixtyRequestsTwoSecondsApart() {
    add("Running", at: "07:00", alarm: true)
    let alarms = plan(at: "2026-11-30T06:00").requests.filter { $0.kind == .alarm }
    XCTAssertEqual(alarms.count, 60 - 0)  // today's burst fills the first 60 with pre before it
    XCTAssertEqual(alarms.first?.id, "alarm:u1:2026-11-30T0700:00")
    XCTAssertEqual(alarms.last?.id, "alarm:u1:2026-11-30T0700:59")
    XCTAssertEqual(alarms.last!.fireDate.timeIntervalSince(alarms.first!.fireDate), 118)
    XCTAssertEqual(Set(alarms.map(\.thread)), ["alarm:u1:2026-11-30T0700"])
  }

  func testTheCapKeepsTheSoonestAndReportsTheHorizon() {
    add("Running", at: "07:00", alarm: true)
    let result = plan(at: "2026-11-30T06:00")
    XCTAssertEqual(result.requests.count, 64)
    // pre 06:50, 60 alarms from 07:00, overdue 08:00, summary 21:00, pre tomorrow 06:50.
    XCTAssertEqual(
      lines(result, kinds: [.pre, .overdue, .summary]),
      [
        "pre Running 2026-11-30T06:50:00+09:00", "overdue Running 2026-11-30T08:00:00+09:00",
        "summary - 2026-11-30T21:00:00+09:00", "pre Running 2026-12-01T06:50:00+09:00",
      ])
    XCTAssertEqual(result.dropped, 7 * 63 - 64)
    let local = LocalTime(zone: zone)
    XCTAssertEqual(Timestamp.format(result.horizon, local: local), "2026-12-01T07:00:00+09:00")
  }

  func testHorizonIsTheWindowEndWhenNothingIsDropped() {
    add("독서", at: "09:30")
    let result = plan(at: "2026-11-30T08:00")
    XCTAssertEqual(result.dropped, 0)
    XCTAssertEqual(
      Timestamp.format(result.horizon, local: LocalTime(zone: zone)), "2026-12-07T08:00:00+09:00")
  }

  func testEqualFireDatesOrderByKindThenListOrder() {
    add("b", at: "09:10")
    add("a", at: "09:00")
    add("c", at: "09:10", alarm: true)
    settings.reminders.preReminderMinutes = 10
    settings.reminders.overdueDelayMinutes = 10
    let first = plan(at: "2026-11-30T08:00").requests.prefix(4).map {
      "\($0.kind.rawValue) \($0.habit!)"
    }
    // 08:50 pre a; 09:00 pre b, pre c, ...; 09:10 alarm c first, then overdue a.
    XCTAssertEqual(first, ["pre a", "pre b", "pre c", "alarm c"])
    let atTen = plan(at: "2026-11-30T08:00").requests.filter {
      Timestamp.format($0.fireDate, local: LocalTime(zone: zone)) == "2026-11-30T09:10:00+09:00"
    }
    XCTAssertEqual(atTen.map { "\($0.kind.rawValue) \($0.habit!)" }, ["alarm c", "overdue a"])
  }

  func testOffsetsCrossMidnight() {
    add("독서", at: "23:30")
    settings.reminders.overdueDelayMinutes = 120
    let result = lines(plan(at: "2026-11-30T08:00"), kinds: [.overdue])
    XCTAssertEqual(result.first, "overdue 독서 2026-12-01T01:30:00+09:00")
  }

  func testYesterdaysLateOverdueIsStillPlannedAfterMidnight() {
    add("독서", at: "23:30")
    settings.reminders.overdueDelayMinutes = 120
    let result = lines(plan(at: "2026-12-01T00:30"), kinds: [.overdue])
    XCTAssertEqual(result.first, "overdue 독서 2026-12-01T01:30:00+09:00")
  }

  func testDSTGapMovesForwardAndFoldTakesTheFirstOccurrence() {
    zone = TimeZone(identifier: "America/New_York")!
    add("독서", at: "02:30")
    // 02:30 does not exist on 8 March: the habit's instant is 03:30 EDT, and the offsets are real
    // minutes from there.
    let spring = lines(plan(at: "2026-03-07T12:00"), kinds: [.pre, .overdue])
    XCTAssertTrue(spring.contains("pre 독서 2026-03-08T03:20:00-04:00"), "\(spring)")
    XCTAssertTrue(spring.contains("overdue 독서 2026-03-08T04:30:00-04:00"), "\(spring)")
    habits = []
    add("독서", at: "01:30")
    // 01:30 happens twice on 1 November: the first (EDT) is the habit's; an hour later is 01:30 EST.
    let fall = lines(plan(at: "2026-10-31T12:00"), kinds: [.pre, .overdue])
    XCTAssertTrue(fall.contains("pre 독서 2026-11-01T01:20:00-04:00"), "\(fall)")
    XCTAssertTrue(fall.contains("overdue 독서 2026-11-01T01:30:00-05:00"), "\(fall)")
  }

  func testOffsetsAreRealMinutesAcrossTheSpringForwardNight() {
    zone = TimeZone(identifier: "America/New_York")!
    add("독서", at: "03:05")
    let spring = lines(plan(at: "2026-03-07T12:00"), kinds: [.pre, .overdue])
    // Ten minutes before 03:05 EDT is 01:55 EST, not 02:55 (which does not exist) or 03:55.
    XCTAssertTrue(spring.contains("pre 독서 2026-03-08T01:55:00-05:00"), "\(spring)")
    XCTAssertTrue(spring.contains("overdue 독서 2026-03-08T04:05:00-04:00"), "\(spring)")
  }

  func testAlarmKitModePlansOneSystemAlarmPerAlarmHabitAndTimer() {
    settings.reminders.alarmMode = .alarmkit
    add("Running", at: "07:00", alarm: true)
    add("독서", at: "09:30")
    bursts = [Burst(id: "timer:t1", kind: .timer, habit: "독서", start: instant("2026-11-30T08:25"))]
    entries[1] = ["2026-11-30": .done]
    let result = plan(at: "2026-11-30T06:00")
    XCTAssertFalse(result.requests.contains { $0.kind.rings }, "no burst steps take slots")
    XCTAssertEqual(result.requests.count, 7 * 3 + 6 * 2)
    // Today's run is done: the alarm is tomorrow's occurrence, and only that one.
    XCTAssertEqual(
      result.alarms.map { "\($0.id) \($0.kind.rawValue) \($0.thread)" },
      [
        "timer:t1 alarmkit timer:t1",
        "alarmkit:u1:2026-12-01T0700 alarmkit alarm:u1:2026-12-01T0700",
      ])
    acknowledged = ["alarm:u1:2026-12-01T0700"]
    XCTAssertEqual(plan(at: "2026-11-30T06:00").alarms.last?.id, "alarmkit:u1:2026-12-02T0700")
    settings.reminders.alarmMode = .burst
    XCTAssertEqual(plan(at: "2026-11-30T06:00").alarms, [])
  }

  func testWhatAlreadyFiredIsNeverPlannedAgain() {
    add("Running", at: "09:00", alarm: true)
    let first = plan(at: "2026-11-30T09:00:05")
    XCTAssertEqual(first.requests.first?.id, "alarm:u1:2026-11-30T0900:03")
    // The device delivered steps 3 to 10 before a process whose clock is behind made this plan.
    fired = Set((3...10).map { String(format: "alarm:u1:2026-11-30T0900:%02d", $0) })
    let second = plan(at: "2026-11-30T09:00:05")
    XCTAssertEqual(second.requests.first?.id, "alarm:u1:2026-11-30T0900:11")
    XCTAssertEqual(second.requests.count, 64)
    XCTAssertFalse(second.requests.contains { fired.contains($0.id) })
  }

  func testADateTheZoneSkippedGetsNoReminders() {
    zone = TimeZone(identifier: "Pacific/Apia")!
    add("독서", at: "09:00", start: "2011-12-01")
    let result = lines(plan(at: "2011-12-29T12:00"), kinds: [.pre])
    // 30 December 2011 did not exist in Samoa; the 31st gets its own reminder, once.
    XCTAssertEqual(
      Array(result.prefix(2)),
      ["pre 독서 2011-12-31T08:50:00+14:00", "pre 독서 2012-01-01T08:50:00+14:00"])
  }

  func testWeekdayAndEveryNSchedules() {
    add("월수금", at: "07:00", schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])))
    add("격일", at: "08:00", schedule: .every(2), start: "2026-11-29")
    let days = plan(at: "2026-11-30T00:00").requests.filter { $0.kind == .pre }
      .map { "\($0.habit!) \(LocalTime(zone: zone).day(of: $0.fireDate).iso)" }
    XCTAssertEqual(
      days,
      [
        "월수금 2026-11-30", "격일 2026-12-01", "월수금 2026-12-02", "격일 2026-12-03",
        "월수금 2026-12-04", "격일 2026-12-05",
      ])
  }

  func testAcknowledgedAlarmIsNeverArmedAgain() {
    add("Running", at: "07:00", alarm: true)
    acknowledged = ["alarm:u1:2026-11-30T0700"]
    let alarms = plan(at: "2026-11-30T07:00:30").requests.filter { $0.kind == .alarm }
    XCTAssertEqual(alarms.first?.id, "alarm:u1:2026-12-01T0700:00")
  }

  func testTimersJoinThePlanAsBursts() {
    bursts = [
      Burst(
        id: "timer:t1", kind: .timer, habit: "독서",
        start: Timestamp.parse("2026-11-30T09:25:00+09:00", local: LocalTime(zone: zone))!)
    ]
    let result = plan(at: "2026-11-30T09:00")
    XCTAssertEqual(result.requests.count, 60)
    XCTAssertEqual(result.requests.first?.body, "⏱ Time's up for 독서")
    XCTAssertEqual(result.requests.first?.thread, "timer:t1")
  }

  func testMasterOffPlansNothing() {
    add("독서", at: "09:30")
    settings.reminders.masterEnabled = false
    XCTAssertEqual(plan(at: "2026-11-30T08:00").requests, [])
  }

  func testDayStartMovesEarlyTargetsToTheEndOfTheHabitDay() {
    settings.dayStart = TimeOfDay(parsing: "03:00")!
    add("늦은 독서", at: "01:00")
    let first = lines(plan(at: "2026-11-30T12:00"), kinds: [.pre]).first
    XCTAssertEqual(first, "pre 늦은 독서 2026-12-01T00:50:00+09:00")
  }

  func testKoreanTexts() {
    language = .ko
    add("독서", at: "09:30")
    add("러닝", at: nil)
    let result = plan(at: "2026-11-30T08:00").requests
    XCTAssertEqual(result[0].body, "독서할 시간이에요")
    XCTAssertEqual(result[1].body, "독서를 아직 안 했어요")
    XCTAssertEqual(result[2].body, "오늘 아직 2개 습관을 완료하지 않았어요 (독서, 러닝)")
    XCTAssertEqual(result[0].title, "HabitFlow")
  }

  func testKoreanParticle() {
    XCTAssertEqual(ReminderTexts.overdue("독서", .ko), "독서를 아직 안 했어요")
    XCTAssertEqual(ReminderTexts.overdue("러닝", .ko), "러닝을 아직 안 했어요")
    XCTAssertEqual(ReminderTexts.overdue("Yoga", .ko), "Yoga을(를) 아직 안 했어요")
    XCTAssertEqual(ReminderTexts.overdue("물 마시기", .ko), "물 마시기를 아직 안 했어요")
    XCTAssertEqual(ReminderTexts.overdue("영어 공부", .ko), "영어 공부를 아직 안 했어요")
    XCTAssertEqual(ReminderTexts.overdue("명상", .ko), "명상을 아직 안 했어요")
    XCTAssertEqual(ReminderTexts.summary(["독서"], .en), "1 habit still not done today (독서)")
  }

  func testLanguageFollowsTheLocale() {
    XCTAssertEqual(LanguageChoice.auto.resolved(environment: ["LANG": "ko_KR.UTF-8"]), .ko)
    XCTAssertEqual(
      LanguageChoice.auto.resolved(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]),
      .en)
    XCTAssertEqual(
      LanguageChoice.auto.resolved(environment: ["LC_MESSAGES": "ko_KR", "LANG": "C"]), .ko)
    XCTAssertEqual(LanguageChoice.auto.resolved(environment: [:]), .en)
    XCTAssertEqual(LanguageChoice.ko.resolved(environment: ["LANG": "en_US"]), .ko)
  }
}
