/// A rule a habit's fields must keep, whichever front end set them: the command line, the form,
/// an undo. Each front end says it in its own words; the rule is this one.
public enum HabitRule: Error, Hashable, Sendable {
  /// An alarm with no time to ring at.
  case alarmNeedsTime
  /// An alarm on a tracked habit, which is never due and so never rings.
  case trackedAlarm
  /// Yes/no <-> measurable on a habit with entries (`measurable`: what it is and stays).
  case kindLocked(measurable: Bool)
}

extension Habit {
  /// The first rule this habit breaks, or nil. Given `before` (the habit as stored, this being
  /// its edit) and whether it has entries, its kind must stay.
  public func brokenRule(editing before: Habit? = nil, hasEntries: Bool = false) -> HabitRule? {
    if let before, hasEntries, before.isMeasurable != isMeasurable {
      return .kindLocked(measurable: before.isMeasurable)
    }
    if alarm, times.isEmpty { return .alarmNeedsTime }
    if alarm, schedule == .tracked { return .trackedAlarm }
    return nil
  }
}
