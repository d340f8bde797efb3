/// The identifiers and threads of planned requests: the same reminder always gets the same ones,
/// so planning again replaces a pending request in place and an acknowledgement or a delivery
/// names exactly one occurrence.
///
/// One per (habit, habit day, time, kind); `DAY` is the habit day (`YYYY-MM-DD`) and `HHMM` the
/// habit's wall-clock time on it (not the fire time, which offsets and clock changes move):
///
/// | request | identifier | thread |
/// | --- | --- | --- |
/// | pre-reminder, per time | `pre:UUID:DAYTHHMM` | `habit:UUID` |
/// | overdue, after the day's last time | `overdue:UUID:DAY` | `habit:UUID` |
/// | alarm burst step NN (00-59), per time | `alarm:UUID:DAYTHHMM:NN` | `alarm:UUID:DAYTHHMM` |
/// | system alarm (AlarmKit mode), per time | `alarmkit:UUID:DAYTHHMM` | `alarm:UUID:DAYTHHMM` |
/// | daily summary | `summary:DAY` | `summary` |
/// | timer or snooze step NN | `BURST:NN` | the burst's own id |
///
/// A time before the day start belongs to the end of its habit day, so `pre:UUID:2026-11-30T0100`
/// fires on 1 December when the day starts at 03:00.
enum ReminderIdentifiers {
  /// `pre:UUID:DAYTHHMM`.
  static func pre(_ habit: Habit, _ day: Day, _ time: TimeOfDay) -> String {
    "pre:\(habit.uuid):\(occurrence(day, time))"
  }

  /// `overdue:UUID:DAY`: one per habit day, whatever the times.
  static func overdue(_ habit: Habit, _ day: Day) -> String {
    "overdue:\(habit.uuid):\(day.iso)"
  }

  /// The thread of a habit's pre and overdue reminders.
  static func habitThread(_ habit: Habit) -> String {
    "habit:\(habit.uuid)"
  }

  /// `alarm:UUID:DAYTHHMM`: the thread of one time's burst (and of its system alarm), which is
  /// acknowledged on its own.
  static func alarmThread(_ habit: Habit, _ day: Day, _ time: TimeOfDay) -> String {
    "alarm:\(habit.uuid):\(occurrence(day, time))"
  }

  /// The habit UUID of an alarm thread (`alarm:UUID:DAYTHHMM`), or nil for any other string.
  /// The occurrence has no colon, so the UUID is what lies between the prefix and the last one:
  /// a habit whose UUID no acknowledged thread names has none of its alarms acknowledged.
  static func habit(ofAlarmThread thread: String) -> Substring? {
    guard thread.hasPrefix("alarm:") else { return nil }
    let rest = thread.dropFirst("alarm:".count)
    return rest.lastIndex(of: ":").map { rest[..<$0] }
  }

  /// `alarmkit:UUID:DAYTHHMM`.
  static func systemAlarm(_ habit: Habit, _ day: Day, _ time: TimeOfDay) -> String {
    "alarmkit:\(habit.uuid):\(occurrence(day, time))"
  }

  /// `summary:DAY`.
  static func summary(_ day: Day) -> String {
    "summary:\(day.iso)"
  }

  /// A burst step: the thread and the two-digit step, `...:07`.
  static func step(_ thread: String, _ step: Int) -> String {
    "\(thread):\(step < 10 ? "0" : "")\(step)"
  }

  /// `YYYY-MM-DDTHHMM`: a habit day and a time on it.
  private static func occurrence(_ day: Day, _ time: TimeOfDay) -> String {
    "\(day.iso)T\(pad(time.hour, 2))\(pad(time.minute, 2))"
  }
}
