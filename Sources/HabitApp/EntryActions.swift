import Foundation
import HabitCore

extension Library {
  /// Sets a habit's day to `status`, with `amount` for a measurable habit, or clears the day
  /// (nil). `note` replaces the day's note; nil keeps it (a cleared day keeps nothing). A day
  /// set done may earn achievements: the outcome says which. With `onlyIfOpen`, a day that has
  /// an entry by now is left as it is (the outcome carries no change).
  public func record(
    _ status: EntryStatus?, amount: Amount? = nil, note: String? = nil, of habit: Habit,
    on day: Day, now: Date, onlyIfOpen: Bool = false, written: Written = { _ in nil }
  ) throws -> ActionOutcome {
    var before: AchievementsBefore?
    var weekBefore: Day?? = nil
    var entry: Entry?
    return try act(
      now: now, checkIn: habit.id, written: written,
      {
        let previous = try store.read { try $0.entry(habitID: habit.id, day: day) }
        // Answered elsewhere meanwhile (`ask` waits minutes for a key): that answer stands.
        if onlyIfOpen, previous != nil { return nil }
        if status == .done {
          // What the habit held before, to tell what is new. Announcing is extra: a failure
          // in it must not cost the check-in.
          before = try? reminders.achievementsBefore(habit, now: now, checkingIn: day)
          weekBefore = perfectWeekBefore(checkInOn: day, now: now)
        }
        if status != .done || habit.schedule.frequency != nil || habit.isMeasurable {
          // Anything but a yes/no check-in may take a perfect week away (an amount lowered, a
          // frequency's intervals reaching back, an uncheck): read it again when next needed.
          knownPerfectWeek = nil
        }
        entry = status.map {
          Entry(day: day, status: $0, note: note ?? previous?.note, amount: amount)
        }
        if let entry {
          try store.write { try $0.save(entry, habitID: habit.id) }
        } else {
          _ = try store.write { try $0.deleteEntry(habitID: habit.id, day: day) }
        }
        return .entry(habitID: habit.id, day: day, before: previous, after: entry)
      },
      earning: { earned(before, weekBefore: weekBefore, setting: entry, on: day, now: now) })
  }

  /// What a check-in earned, from what its habit held before it (nil: nothing to announce).
  private func earned(
    _ before: AchievementsBefore?, weekBefore: Day??, setting entry: Entry?, on day: Day,
    now: Date
  ) -> [Achievement] {
    guard let before,
      let earned = try? reminders.earnedByCheckIn(
        before, change: (day, entry), weekBefore: weekBefore, now: now)
    else { return [] }
    if earned.contains(where: { $0.kind == .perfectWeek }) {
      knownPerfectWeek = .some(earned.last?.day)
    }
    return earned
  }

  /// The first perfect week before a check-in on `day` whose week is whole by today (nil when it
  /// is not: nothing to announce), from what the library knows when it can.
  private func perfectWeekBefore(checkInOn day: Day, now: Date) -> Day?? {
    guard let settings = try? store.read({ try $0.settings() }) else { return nil }
    let today = LocalTime(zone: reminders.zone, dayStart: settings.dayStart).day(of: now)
    guard settings.weekStart.isWhole(weekOf: day, by: today) else { return nil }
    if let known = knownPerfectWeek { return known }
    // Not `try?`: it would flatten "no perfect week yet" into "cannot tell".
    do {
      let read = try reminders.firstPerfectWeek(now: now)
      knownPerfectWeek = .some(read)
      return .some(read)
    } catch {
      return nil
    }
  }
}
