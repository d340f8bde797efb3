/// Comma-separated values as RFC 4180 has them, read leniently and written plainly.
///
/// The reader takes quoted fields holding commas, doubled quotes and line breaks, records ending
/// in CRLF, LF or a lone CR, a last record with or without a line break, and ignores a byte order
/// mark at the start and records without a single character (blank lines); a line break inside
/// quotes reads as LF, whichever it was. The writer quotes
/// only the fields that need it and ends every record with LF, as Loop Habit Tracker does.
public enum CSV {
  /// One record of a file and the line it starts on, for error messages.
  public struct Row: Hashable, Sendable {
    /// The 1-based line the record starts on (a quoted line break moves later records down).
    public var line: Int
    /// The fields, unquoted.
    public var fields: [String]

    /// Creates a row.
    public init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  /// The records of `text`, or a `FileProblem` naming `file` for a quoted field left open or text
  /// after a closing quote.
  public static func rows(_ text: String, file: String) throws -> [Row] {
    var reader = Reader(file: file)
    var scalars = text.unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
    var iterator = scalars.makeIterator()
    var pending = iterator.next()
    while let scalar = pending {
      pending = iterator.next()
      if scalar == "\r", pending == "\n" {
        pending = iterator.next()
        try reader.take("\n")
      } else {
        try reader.take(scalar)
      }
    }
    return try reader.finish()
  }

  /// A field as written: quoted (its quotes doubled) when it holds a comma, quote, CR or LF.
  public static func field(_ text: String) -> String {
    let special = text.unicodeScalars.contains {
      $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n"
    }
    guard special else { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      if scalar == "\"" { quoted.unicodeScalars.append(scalar) }
      quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
  }

  /// One record as written, without its line break; a lone empty field is written `""`, so
  /// that it is not read as a blank line.
  public static func line(_ fields: [String]) -> String {
    fields == [""] ? "\"\"" : fields.map(field).joined(separator: ",")
  }

  /// A whole file: every record followed by LF.
  public static func text(_ records: [[String]]) -> String {
    records.map { line($0) + "\n" }.joined()
  }
}

/// The reader's state as it takes one scalar at a time (a CRLF arrives as one LF).
private struct Reader {
  enum State {
    /// At the start of a field.
    case fieldStart
    /// Inside an unquoted field.
    case plain
    /// Inside a quoted field.
    case quoted
    /// Just after a quote inside a quoted field: a closing quote, or the first of a doubled one.
    case quoteInQuoted
  }

  let file: String
  var rows: [CSV.Row] = []
  var fields: [String] = []
  var field = String.UnicodeScalarView()
  var state = State.fieldStart
  /// The line being read, and the line the current record started on.
  var line = 1
  var recordLine = 1
  /// Whether the current record has any character at all (a blank line has none).
  var started = false

  init(file: String) {
    self.file = file
  }

  mutating func take(_ scalar: Unicode.Scalar) throws {
    let isBreak = scalar == "\n" || scalar == "\r"
    switch state {
    case .quoted:
      if scalar == "\"" {
        state = .quoteInQuoted
      } else {
        field.append(isBreak ? "\n" : scalar)
      }
      if isBreak { line += 1 }
      return
    case .quoteInQuoted:
      if scalar == "\"" {
        field.append(scalar)
        state = .quoted
        return
      }
      guard scalar == "," || isBreak else {
        throw FileProblem(
          file: file, place: "line \(line)", problem: "text follows a closing quote")
      }
    case .fieldStart, .plain:
      break
    }
    try takeOutsideQuotes(scalar, isBreak: isBreak)
  }

  private mutating func takeOutsideQuotes(_ scalar: Unicode.Scalar, isBreak: Bool) throws {
    if isBreak {
      if started { endRecord() }
      line += 1
      recordLine = line
      return
    }
    started = true
    if scalar == "," {
      endField()
    } else if scalar == "\"", state == .fieldStart {
      state = .quoted
    } else {
      field.append(scalar)
      state = .plain
    }
  }

  private mutating func endField() {
    fields.append(String(field))
    field = String.UnicodeScalarView()
    state = .fieldStart
  }

  private mutating func endRecord() {
    endField()
    rows.append(CSV.Row(line: recordLine, fields: fields))
    fields = []
    started = false
  }

  mutating func finish() throws -> [CSV.Row] {
    if state == .quoted {
      throw FileProblem(
        file: file, place: "line \(recordLine)", problem: "a quoted field is never closed")
    }
    if started { endRecord() }
    return rows
  }
}

/// Whether a character is one of the ASCII digits 0 to 9.
func isASCIIDigit(_ character: Character) -> Bool {
  character.isASCII && character.isNumber
}
