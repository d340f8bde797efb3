/// The twelve colours a habit can be tinted with (its heatmap and list marker).
public enum HabitColor: String, Hashable, Sendable, CaseIterable {
  case red, orange, amber, yellow, lime, green, teal, cyan, blue, indigo, purple, pink

  /// The names, in palette order, for messages and help.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
