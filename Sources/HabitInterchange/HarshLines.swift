import HabitCore

/// One habit of a harsh `habits` file.
struct HarshHabitLine {
  var name: String
  var schedule: Schedule
  /// The end date after the frequency, if any.
  var end: Day?
  var line: Int
}

/// One line of a harsh `log` file.
struct HarshLogLine {
  var day: Day
  var name: String
  /// The entry's status: `n` is an answer of "not done".
  var status: EntryStatus
  var note: String?
  var line: Int
}

/// The lines of a harsh file, numbered from 1, without their line breaks (LF or CRLF) and
/// without a byte order mark at the start.
func harshLines(_ text: String) -> [(number: Int, text: Substring)] {
  var text = Substring(text)
  if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
  // CRLF is one character in Swift, so it is a separator of its own.
  let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  return lines.enumerated().map {
    var line = $1
    if line.hasSuffix("\r") { line = line.dropLast() }
    return (number: $0 + 1, text: line)
  }
}

/// Text without the spaces and tabs around it.
func harshTrimmed(_ text: Substring) -> String {
  let spaces: (Character) -> Bool = { $0 == " " || $0 == "\t" }
  guard let first = text.firstIndex(where: { !spaces($0) }),
    let last = text.lastIndex(where: { !spaces($0) })
  else { return "" }
  return String(text[first...last])
}

extension HarshFormat {
  /// Reads a line of the habits file: `Name: frequency` or `Name: frequency: YYYY-MM-DD`; nil
  /// for a blank line, a `!` heading or a `#` comment. The first `:` ends the name.
  static func habitLine(_ text: Substring, number: Int, file: String) throws -> HarshHabitLine? {
    let trimmed = harshTrimmed(text)
    if trimmed.isEmpty || trimmed.hasPrefix("!") || trimmed.hasPrefix("#") { return nil }
    let problem = { (text: String) in
      FileProblem(file: file, place: "line \(number)", problem: text)
    }
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false).map(harshTrimmed)
    let name = try validName(parts[0], problem: problem)
    guard parts.count >= 2, !parts[1].isEmpty else { throw problem("\"\(name)\" has no frequency") }
    guard parts.count <= 3 else {
      throw problem("\"\(name)\" has more than a frequency and an end date")
    }
    guard let schedule = schedule(parts[1]) else {
      throw problem("\"\(name)\" has a bad frequency \"\(parts[1])\"")
    }
    var end: Day?
    if parts.count == 3 {
      guard let day = day(parts[2]) else {
        throw problem("\"\(name)\" has a bad end date \"\(parts[2])\"")
      }
      end = day
    }
    return HarshHabitLine(name: name, schedule: schedule, end: end, line: number)
  }

  /// Reads a line of the log: `YYYY-MM-DD : Name : y|n|s [: comment [: amount]]`; nil for a
  /// blank line or a `#` comment.
  static func logLine(_ text: Substring, number: Int, file: String) throws -> HarshLogLine? {
    let trimmed = harshTrimmed(text)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let problem = { (text: String) in
      FileProblem(file: file, place: "line \(number)", problem: text)
    }
    let parts = trimmed.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count >= 3 else { throw problem("expected \"date : habit : y|n|s\"") }
    let dayText = harshTrimmed(parts[0])
    guard let day = day(dayText) else { throw problem("bad date \"\(dayText)\"") }
    let name = try validName(harshTrimmed(parts[1]), problem: problem)
    let statusText = harshTrimmed(parts[2])
    let status: EntryStatus
    switch statusText {
    case "y": status = .done
    case "s": status = .skipped
    case "n": status = .notDone
    default: throw problem("bad status \"\(statusText)\"; expected y, n or s")
    }
    let note = parts.count == 4 ? self.note(parts[3]) : nil
    return HarshLogLine(day: day, name: name, status: status, note: note, line: number)
  }

  /// The schedule of a harsh frequency (see `read`), or nil when it is not one.
  static func schedule(_ text: String) -> Schedule? {
    let halves = text.split(separator: "/", omittingEmptySubsequences: false)
    if halves.count == 1 {
      guard let days = count(halves[0]) else { return nil }
      if days == 0 { return trackedSchedule }
      return days == 1 ? .daily : Frequency(times: 1, days: days).map(Schedule.frequency)
    }
    guard halves.count == 2, let times = count(halves[0]), let days = count(halves[1]) else {
      return nil
    }
    guard let frequency = Frequency(times: times, days: days) else { return nil }
    return times == days ? .daily : .frequency(frequency)
  }

  /// A whole number of days: digits, or digits followed by `w` for that many weeks.
  private static func count(_ text: Substring) -> Int? {
    let weeks = text.hasSuffix("w")
    let digits = weeks ? text.dropLast() : text
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(isASCIIDigit),
      let number = Int(digits)
    else { return nil }
    return weeks ? number * 7 : number
  }

  /// A `YYYY-MM-DD` day HabitFlow takes, or nil.
  private static func day(_ text: String) -> Day? {
    Day(iso: text).flatMap { Day.supported.contains($0) ? $0 : nil }
  }

  /// The canonical form of a name, or the problem with it.
  private static func validName(_ text: String, problem: (String) -> FileProblem) throws -> String {
    let name = HabitName.canonical(text)
    if let reason = HabitName.problem(with: name) { throw problem(reason) }
    return name
  }

  /// The note of a log line from what follows its status: the comment, and a non-zero amount
  /// after it (`Leg day · 1.5`, or `1.5` alone); nil when both are empty. The last `:` part is
  /// the amount field when it is a number or empty (harsh writes `y :  : ` for neither);
  /// otherwise it belongs to the comment.
  static func note(_ rest: Substring) -> String? {
    var comment = harshTrimmed(rest)
    var amount = ""
    if let colon = rest.lastIndex(of: ":") {
      let tail = harshTrimmed(rest[rest.index(after: colon)...])
      let value = number(tail)
      if value != nil || tail.isEmpty {
        comment = harshTrimmed(rest[..<colon])
        amount = value == nil || value == 0 ? "" : tail
      }
    }
    let note = [comment, amount].filter { !$0.isEmpty }.joined(separator: " · ")
    return note.isEmpty ? nil : note
  }

  /// The value of a plain decimal (`1.5`, `-2`, `10`), or nil.
  private static func number(_ text: String) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ isASCIIDigit($0) || $0 == "." || $0 == "-" }) else {
      return nil
    }
    return Double(text)
  }
}
