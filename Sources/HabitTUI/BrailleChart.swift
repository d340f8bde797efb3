/// A line chart of values in 0...1 drawn with braille characters: each character holds 2 x 4
/// dots, so `height` rows give 4 x `height` levels and `width` characters 2 x `width` points.
/// Braille has a single width in every terminal (block elements are ambiguous in East Asian ones).
enum BrailleChart {
  /// The chart's rows, top first, each `width` characters. The values are spread over the
  /// columns (the last value in the last column); a column between two points is joined
  /// vertically so the line has no gaps. A nil value (a day before the habit's first) draws
  /// nothing.
  static func rows(_ values: [Double?], width: Int, height: Int) -> [String] {
    guard width > 0, height > 0 else { return [] }
    let columns = width * 2
    let levels = height * 4
    var dots = Array(repeating: Array(repeating: false, count: columns), count: levels)
    guard !values.isEmpty else { return render(dots, width: width, height: height) }
    var previous: Int?
    for column in 0..<columns {
      // The value shown in this column: the one at the same share of the series.
      let index =
        values.count == 1
        ? 0 : Int((Double(column) / Double(columns - 1) * Double(values.count - 1)).rounded())
      guard let shown = values[index] else {
        previous = nil
        continue
      }
      let value = min(1, max(0, shown))
      let level = Int((value * Double(levels - 1)).rounded())
      let from = previous.map { min($0, level) } ?? level
      let to = previous.map { max($0, level) } ?? level
      for row in from...to { dots[levels - 1 - row][column] = true }
      previous = level
    }
    return render(dots, width: width, height: height)
  }

  /// The dots as braille characters: U+2800 plus one bit per dot (columns left then right,
  /// rows top to bottom: 1, 2, 3, 7 on the left, 4, 5, 6, 8 on the right).
  private static func render(_ dots: [[Bool]], width: Int, height: Int) -> [String] {
    let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    return (0..<height).map { row in
      String(
        String.UnicodeScalarView(
          (0..<width).map { cell in
            var code: UInt32 = 0x2800
            for dy in 0..<4 {
              for dx in 0..<2 where dots[row * 4 + dy][cell * 2 + dx] { code |= bits[dy][dx] }
            }
            return Unicode.Scalar(code)!
          }))
    }
  }
}
