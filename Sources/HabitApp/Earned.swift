import Foundation
import HabitCore

extension ReminderService {
  /// What a habit has earned as of `now` (its own achievements: streaks, check-ins, strength),
  /// read from its stored marks, or its whole history when measurable: compared before and
  /// after a check-in, it tells what the check-in earned.
  public func earned(by habit: Habit, now: Date) throws -> [Achievement] {
    let board = try board(now: now, habits: [habit], reach: .statistics)
    guard let read = board.habits.first else { return [] }
    let completion = board.completion(of: read)
    return Achievement.earned(
      by: completion, scores: ScoreHistory(of: completion, through: board.today),
      through: board.today, missing: board.missingDays)
  }

  /// The achievements in `after` whose kind `before` did not hold: what a change earned.
  public static func newlyEarned(before: [Achievement], after: [Achievement]) -> [Achievement] {
    let held = Set(before.map(\.kind))
    return after.filter { !held.contains($0.kind) }
  }
}
