/// The colours of heatmap cells on a 256-colour terminal, one table for the interface and the
/// command line.
public enum HeatmapPalette {
  /// An empty day (level 0), the same grey in every colour.
  public static let empty = 237
  /// A skipped day.
  public static let skipped = 24
  /// Today, still open.
  public static let pending = 240

  /// Five shades per habit colour in the 256-colour cube, dark to bright. Levels 1...4 of a
  /// heatmap take the first four, a measurable habit's level 5 (target met) the brightest; green
  /// is GitHub's greens, the default.
  public static func shades(of color: HabitColor) -> [Int] {
    switch color {
    case .red: return [52, 88, 124, 160, 196]
    case .orange: return [94, 130, 166, 202, 208]
    case .amber: return [94, 136, 172, 178, 214]
    case .yellow: return [58, 100, 142, 184, 226]
    case .lime: return [64, 70, 76, 112, 118]
    case .green: return [22, 28, 34, 40, 46]
    case .teal: return [23, 29, 36, 43, 50]
    case .cyan: return [23, 31, 38, 45, 51]
    case .blue: return [17, 19, 20, 27, 33]
    case .indigo: return [17, 54, 55, 62, 105]
    case .purple: return [53, 90, 91, 128, 171]
    case .pink: return [89, 125, 162, 199, 205]
    }
  }

  /// The colour of a level (0...5) in a habit's colour (green when it has none).
  public static func code(level: Int, color: HabitColor?) -> Int {
    guard level > 0 else { return empty }
    return shades(of: color ?? .green)[min(5, level) - 1]
  }

  /// The colour a habit's list marker is drawn in.
  public static func marker(_ color: HabitColor) -> Int {
    shades(of: color)[3]
  }
}
