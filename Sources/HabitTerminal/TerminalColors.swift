internal import CNcurses

/// What terminfo says of a terminal type's colours, for the command line's output.
public enum TerminalColors {
  /// The number of colours terminal type `term` has, 0 when none, nil when terminfo does not
  /// know the type.
  public static func count(term: String) -> Int? {
    let colors = Int(habitflow_terminfo_colors(term))
    return colors == -2 ? nil : max(0, colors)
  }
}
