/// How the statistics read as text, the same on the command line and on the screen.
public enum StatisticsText {
  /// `65.6%`: a fraction as a percentage with one decimal.
  public static func percent(_ fraction: Double) -> String {
    tenths(fraction * 100) + "%"
  }

  /// `+12.3` or `-4.0`: a change of a fraction in percentage points.
  public static func points(_ change: Double) -> String {
    (change < 0 ? "-" : "+") + tenths(abs(change) * 100)
  }

  /// `81%`, or `-` when no day counted.
  public static func rate(_ fraction: Double?) -> String {
    fraction.map { String(Int(($0 * 100).rounded())) + "%" } ?? "-"
  }

  /// A total as the habit counts it: check-ins (`4`), or an amount in thousandths with the
  /// unit, escaped for a terminal (`8.5 L`).
  public static func amount(_ value: Int64, of habit: Habit) -> String {
    guard let measure = habit.measure else { return String(value) }
    let text = Amount(thousandths: value).description
    return measure.unit.isEmpty ? text : text + " " + TerminalText.escaped(measure.unit)
  }

  private static func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(abs(scaled % 10))"
  }
}
