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

extension HabitRule {
  /// The kind lock alone: `before`, as stored, with entries when `hasEntries`, made measurable or
  /// not. A form asks it as the kind is chosen, before the fields that follow are read.
  public static func kindLock(keeping before: Habit, measurable: Bool, hasEntries: Bool)
    -> HabitRule?
  {
    hasEntries && before.isMeasurable != measurable
      ? .kindLocked(measurable: before.isMeasurable) : nil
  }
}

extension Habit {
  /// Every rule this habit breaks, in the order they are told. Given `before` (the habit as
  /// stored, this being its edit) and whether it has entries, its kind must stay.
  public func brokenRules(editing before: Habit? = nil, hasEntries: Bool = false) -> [HabitRule] {
    var rules: [HabitRule] = []
    if let before,
      let lock = HabitRule.kindLock(
        keeping: before, measurable: isMeasurable, hasEntries: hasEntries)
    {
      rules.append(lock)
    }
    if alarm, times.isEmpty { rules.append(.alarmNeedsTime) }
    if alarm, schedule == .tracked { rules.append(.trackedAlarm) }
    return rules
  }

  /// The first rule this habit breaks, or nil (see `brokenRules`).
  public func brokenRule(editing before: Habit? = nil, hasEntries: Bool = false) -> HabitRule? {
    brokenRules(editing: before, hasEntries: hasEntries).first
  }
}
