/// Where a habit's achievement walk stood after its streak checkpoint's day: the check-ins
/// counted, Loop's score, whether the score has passed `Achievement.strongScore`, and what the
/// score's window holds. With the checkpoint's run and best it is everything
/// `Achievement.earned` knows of the days up to then, so a check-in after that day tells what it
/// earned from the days after it alone (see `AchievementWalk`).
///
/// Kept for yes/no habits that are due by the calendar (no frequency, not only tracked) with a
/// short score window (see `isKept(for:)`): their marks are their check-ins, day by day. The others
/// are walked whole.
public struct AchievementProgress: Hashable, Sendable {
  /// The check-ins from the habit's start through the day.
  public var checkIns: Int
  /// The score on the day (`ScoreRule.initial` before the start).
  public var score: Double
  /// Whether the score passed `Achievement.strongScore` on the day or before.
  public var strong: Bool
  /// What each of the score window's days up to the day added (see `ScoreHistory.counted`),
  /// oldest first: `ScoreRule.window` values.
  public var window: [Int64]

  /// Creates a progress.
  public init(checkIns: Int, score: Double, strong: Bool, window: [Int64]) {
    self.checkIns = checkIns
    self.score = score
    self.strong = strong
    self.window = window
  }

  /// Nothing walked yet: the progress on the day before the habit's start.
  public init(before habit: Habit) {
    let rule = ScoreRule(habit: habit)
    self.init(
      checkIns: 0, score: rule.initial, strong: false,
      window: Array(repeating: 0, count: rule.window))
  }

  /// Whether the store keeps a progress for `habit`.
  public static func isKept(for habit: Habit) -> Bool {
    switch habit.schedule {
    case .daily, .weekdays, .every:
      return habit.measure == nil && ScoreRule(habit: habit).window <= maximumWindow
    // Loop's intervals reach back over older days; a habit never due earns no streak.
    case .frequency, .tracked: return false
    }
  }

  /// The longest score window kept (every 32 days or less).
  static let maximumWindow = 64

  /// Whether this can be `habit`'s: kept for it, with its score's window. Not a proof that it
  /// is: a change of the habit's rules rebuilds its derived data whole, progress included.
  public func fits(_ habit: Habit) -> Bool {
    Self.isKept(for: habit) && window.count == ScoreRule(habit: habit).window
  }
}

extension AchievementProgress {
  /// The progress as the store keeps it: the check-ins (4 bytes, little-endian), the score's
  /// bits (8 bytes), whether strong (1 byte), then the window, a byte a day (0 or 1: yes/no).
  public var bytes: [UInt8] {
    LittleEndian.bytes(UInt64(UInt32(truncatingIfNeeded: checkIns)), count: 4)
      + LittleEndian.bytes(score.bitPattern, count: 8) + [strong ? 1 : 0]
      + window.map { UInt8(truncatingIfNeeded: $0) }
  }

  /// Reads stored bytes; nil when they are not of this form.
  public init?(bytes: [UInt8]) {
    guard bytes.count >= 13, bytes[12] <= 1, bytes[13...].allSatisfy({ $0 <= 1 }) else {
      return nil
    }
    self.init(
      checkIns: Int(LittleEndian.value(bytes, at: 0, count: 4)),
      score: Double(bitPattern: LittleEndian.value(bytes, at: 4, count: 8)),
      strong: bytes[12] == 1, window: bytes[13...].map(Int64.init))
  }
}

/// The walk of `Achievement.earned` over a habit's days, from where a progress and a streak
/// checkpoint stood: the same streak runs, check-in counts and scores, so the same achievements
/// on the same days.
public struct AchievementWalk: Sendable {
  /// The last day walked.
  public private(set) var day: Day
  /// The streak run and the best run through `day`.
  public private(set) var run: Int
  public private(set) var best: Int
  /// Counts, score and window through `day`.
  public var progress: AchievementProgress {
    AchievementProgress(
      checkIns: checkIns, score: score, strong: strong, window: window.values)
  }

  private var checkIns: Int
  private var score: Double
  private var strong: Bool
  private var window: SlidingTotal
  private let rule: ScoreRule

  /// A walk resuming after `checkpoint`'s day with `progress` (of the same day).
  public init(habit: Habit, checkpoint: StreakCheckpoint, progress: AchievementProgress) {
    day = checkpoint.day
    run = checkpoint.run
    best = checkpoint.best
    checkIns = progress.checkIns
    score = progress.score
    strong = progress.strong
    rule = ScoreRule(habit: habit)
    window = SlidingTotal(values: progress.window, length: rule.window)
  }

  /// A walk from the habit's start (nothing walked yet).
  public init(habit: Habit) {
    self.init(
      habit: habit,
      checkpoint: StreakCheckpoint(day: habit.start.adding(days: -1), run: 0, best: 0),
      progress: AchievementProgress(before: habit))
  }

  /// Walks the days after `day` through `last` as `completion` reads them, `today` still open
  /// (its missing check-in breaks no run), days in `missing` never due; returns what was
  /// earned on the way in `Achievement.earned`'s order.
  @discardableResult
  public mutating func walk(
    _ completion: Completion, through last: Day, today: Day?, missing: Set<Day> = []
  ) -> [Achievement] {
    var streaks: [Achievement] = []
    var totals: [Achievement] = []
    var strength: [Achievement] = []
    let habit = completion.habit
    while day < last {
      day = day.adding(days: 1)
      if habit.isDue(day, missing: missing) {
        for milestone in stepRun(completion.mark(on: day), today: today) {
          streaks.append(earned(.streak(milestone), habit))
        }
      }
      let status = completion.entry(on: day).status
      if status == .done {
        checkIns += 1
        if Achievement.totalMilestones.contains(checkIns) {
          totals.append(earned(.total(checkIns), habit))
        }
      }
      window.push(ScoreHistory.counted(status, amount: nil, rule: rule))
      if status != .skipped {
        score = rule.next(score, windowTotal: window.total, recorded: status == .done)
      }
      if !strong, score > Achievement.strongScore {
        strong = true
        strength.append(earned(.strength, habit))
      }
    }
    return Achievement.inOrder(streaks + totals + strength)
  }

  /// One due day of the streak run; returns the streak milestones it reached: a milestone is
  /// earned the day the best run first reaches it.
  private mutating func stepRun(_ mark: DayMark, today: Day?) -> [Int] {
    switch mark {
    case .done, .auto:
      run += 1
      guard run > best else { return [] }
      defer { best = run }
      return Achievement.streakMilestones.filter { $0 > best && $0 <= run }
    case .skipped: return []
    case .none:
      if day != today { run = 0 }
      return []
    }
  }

  private func earned(_ kind: Achievement.Kind, _ habit: Habit) -> Achievement {
    Achievement(kind, habit: habit, day: day)
  }
}
