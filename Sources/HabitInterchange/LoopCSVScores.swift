import HabitCore

/// Loop's score files read: the top `Scores.csv` (a column per habit) and a habit folder's
/// (`date,score`, under a `Date,Score` header from Loop 2.3 on). HabitFlow works scores out
/// itself; these are read only to find what older exports leave out of `Habits.csv` (a
/// measurable habit's target), so a row or file that does not read is passed over.
enum LoopCSVScores {
  /// The scores of each habit (named `names`) in the top file; none when it does not read.
  static func readTop(_ text: String, names: [String]) -> [[Day: Double]] {
    var scores = Array(repeating: [Day: Double](), count: names.count)
    guard let rows = try? CSV.rows(text, file: LoopCSV.scoresFile), let header = rows.first,
      let columns = try? LoopCSVColumns.habits(of: header, names: names, file: LoopCSV.scoresFile)
    else { return scores }
    for row in rows.dropFirst() {
      let fields = LoopCSV.trimmingTrailingEmpty(row.fields)
      guard fields.count == columns.count + 1, let day = Day(iso: fields[0]) else { continue }
      for (column, index) in columns.enumerated() {
        if let score = score(fields[column + 1]) { scores[index][day] = score }
      }
    }
    return scores
  }

  /// The scores of a habit folder's file.
  static func readFolder(_ text: String) -> [Day: Double] {
    var scores: [Day: Double] = [:]
    for row in (try? CSV.rows(text, file: LoopCSV.scoresFile)) ?? [] where row.fields.count == 2 {
      if let day = Day(iso: row.fields[0]), let score = score(row.fields[1]) {
        scores[day] = score
      }
    }
    return scores
  }

  /// A score as Loop prints it: a decimal in 0...1 (`0.4375`).
  private static func score(_ text: String) -> Double? {
    guard let value = Double(text), (0...1).contains(value) else { return nil }
    return value
  }
}
