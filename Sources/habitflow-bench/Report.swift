import Foundation

/// One database size's whole-process command figures.
struct SizeFigures {
  var size: Size
  var entries: Int
  var commands: [CommandFigure]

  /// The goal for a command's ratio to `--version` at this size: 1.3 up to 50 habits,
  /// 3 up to 1000; none above.
  var goal: Double? {
    size.habits <= 50 ? 1.3 : size.habits <= 1000 ? 3 : nil
  }

  /// A command's goal at this size: the size's, but 1.5 up to 50 habits for `status`, which
  /// status bars call every few seconds (the desktop issue's goal).
  func goal(of figure: CommandFigure) -> Double? {
    figure.label.hasPrefix("status") && size.habits <= 50 ? 1.5 : goal
  }

  /// The median of the `--version` medians paired with each command.
  var versionMs: Double { median(commands.map(\.versionMs)) }

  /// The figures as JSON: the size, then `commands` keyed by command line.
  var json: JSONValue {
    let goalValue: JSONValue = goal.map { .fixed($0, 1) } ?? .null
    let commandPairs = commands.map { figure -> (String, JSONValue) in
      let goal = goal(of: figure)
      return (
        figure.label,
        .object([
          ("medianMs", .fixed(figure.medianMs, 2)), ("versionMs", .fixed(figure.versionMs, 2)),
          ("ratio", .fixed(figure.ratio, 3)), ("goal", goal.map { .fixed($0, 1) } ?? .null),
          ("met", goal.map { .bool(figure.ratio <= $0) } ?? .null),
        ])
      )
    }
    return .object([
      ("habits", .integer(size.habits)), ("years", .integer(size.years)),
      ("entries", .integer(entries)), ("versionMs", .fixed(versionMs, 2)),
      ("goal", goalValue), ("commands", .object(commandPairs)),
    ])
  }
}

/// The Markdown tables for the README's Performance section.
enum MarkdownTable {
  /// The commands by size, then the floors, then the interface; `runs` is the pairs per figure.
  static func text(
    sizes: [SizeFigures], floors: [CommandFigure], interface: (Size, InterfaceFigures)?, runs: Int
  ) -> String {
    var lines: [String] = []
    if !sizes.isEmpty { lines += commands(sizes, runs: runs) + [""] }
    if !floors.isEmpty { lines += self.floors(floors, sizes: sizes) + [""] }
    if let (size, figures) = interface { lines += self.interface(size, figures) }
    return lines.joined(separator: "\n")
  }

  private static func commands(_ sizes: [SizeFigures], runs: Int) -> [String] {
    let header =
      "| Command (median of \(runs), ms) | "
      + sizes.map { "\($0.size) ms | ratio (goal \(goalText($0.goal)))" }.joined(separator: " | ")
      + " |"
    let rule = "|---|" + sizes.map { _ in "--:|--:|" }.joined()
    let version =
      "| `--version` | "
      + sizes.map { "\(format($0.versionMs, 1)) | 1" }.joined(separator: " | ") + " |"
    let rows = sizes[0].commands.indices.map { index in
      "| `\(sizes[0].commands[index].label)` | "
        + sizes.map { size in
          let figure = size.commands[index]
          let ratio = format(figure.ratio, 2) + mark(figure.ratio, size.goal(of: figure))
          return "\(format(figure.medianMs, 1)) | \(ratio)"
        }.joined(separator: " | ") + " |"
    }
    return [header, rule, version] + rows
  }

  private static func floors(_ floors: [CommandFigure], sizes: [SizeFigures]) -> [String] {
    var lines = ["| Floor | median ms | ratio to `--version` |", "|---|--:|--:|"]
    for floor in floors {
      lines.append("| \(floor.label) | \(format(floor.medianMs, 1)) | \(format(floor.ratio, 2)) |")
    }
    let version = median(floors.map(\.versionMs))
    lines.append("| `habitflow --version` | \(format(version, 1)) | 1 |")
    if !floors.contains(where: { $0.label.hasPrefix("calcurse") }) {
      lines.append("| `calcurse -Q` | not installed | |")
    }
    return lines
  }

  private static func interface(_ size: Size, _ figures: InterfaceFigures) -> [String] {
    let p99 = percentile(figures.keyToFrame, 0.99)
    return [
      "| Interface (\(size)) | figure | goal |", "|---|--:|--:|",
      "| first frame, ms (empty database: \(format(figures.emptyFirstFrameMs, 1))) | "
        + "\(format(figures.firstFrameMs, 1)) | |",
      "| first frame / empty database's | \(format(figures.firstFrameRatio, 2))"
        + "\(mark(figures.firstFrameRatio, 1.5)) | ≤ 1.5 |",
      "| key to frame p50 / p99 / max, ms (\(figures.keyToFrame.count) keys) | "
        + "\(format(percentile(figures.keyToFrame, 0.5), 2)) / \(format(p99, 2))\(mark(p99, 5)) / "
        + "\(format(figures.keyToFrame.max() ?? .nan, 2)) | p99 ≤ 5 |",
      "| peak RSS, MiB | \(format(figures.peakMiB, 1))\(mark(figures.peakMiB, 30)) | ≤ 30 |",
    ]
  }

  private static func goalText(_ goal: Double?) -> String {
    goal.map { "≤ \(format($0, $0 == $0.rounded() ? 0 : 1))" } ?? "none"
  }

  /// ` ✓` when `value` meets `goal`, ` ✗` when not, nothing without a goal.
  /// ` ✓` when `value` meets `goal`, ` ✗` when not, nothing without a goal.
  static func mark(_ value: Double, _ goal: Double?) -> String {
    guard let goal else { return "" }
    return value <= goal ? " ✓" : " ✗"
  }

  /// A figure with `digits` decimals, `–` when it is not a number.
  static func format(_ value: Double, _ digits: Int) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "–"
  }
}
