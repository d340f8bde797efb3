extension PosixZoneRule {
  /// Parses a POSIX `TZ` rule string, or returns nil when it does not follow the grammar
  /// `std offset [dst [offset] [,start[/time],end[/time]]]`.
  public init?(parsing text: String) {
    guard let parsed = Self.parse(text) else { return nil }
    self = parsed.rule
  }

  /// A rule string's rule, and whether a daylight part says when it starts and ends: glibc
  /// takes the dates of one that does not (`AAA3BBB`) from its `posixrules` file (see
  /// `ZoneFile.init(glibcDefaultFrom:standardOffset:daylightOffset:)`), and the US rule here
  /// stands for them only without that file.
  static func parse(_ text: String) -> (rule: PosixZoneRule, datesGiven: Bool)? {
    var reader = PosixReader(Array(text.utf8))
    guard reader.name(), let standard = reader.offset(maxHours: 24) else { return nil }
    if reader.atEnd {
      return (PosixZoneRule(standardOffset: -standard, daylight: nil), false)
    }
    guard reader.name() else { return nil }
    var daylightOffset = -standard + 3600
    if !reader.atEnd, reader.peek != UInt8(ascii: ",") {
      guard let west = reader.offset(maxHours: 24) else { return nil }
      daylightOffset = -west
    }
    let undated = PosixZoneRule(
      standardOffset: -standard,
      daylight: Daylight(offset: daylightOffset, start: Self.defaultStart, end: Self.defaultEnd))
    if reader.atEnd { return (undated, false) }
    guard reader.take(",") else { return nil }
    // `AAA3BBB,`: glibc reads a lone comma as no dates.
    if reader.atEnd { return (undated, false) }
    guard let start = reader.change(), reader.take(","), let end = reader.change(), reader.atEnd
    else { return nil }
    return (
      PosixZoneRule(
        standardOffset: -standard,
        daylight: Daylight(offset: daylightOffset, start: start, end: end)),
      true
    )
  }
}

/// A cursor over the bytes of a POSIX `TZ` string.
private struct PosixReader {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index == bytes.count }
  var peek: UInt8? { atEnd ? nil : bytes[index] }

  mutating func take(_ character: Character) -> Bool {
    guard peek == character.asciiValue else { return false }
    index += 1
    return true
  }

  /// A zone abbreviation: three or more letters, or `<...>` of letters, digits, `+` and `-`.
  mutating func name() -> Bool {
    if take("<") {
      let from = index
      while let byte = peek,
        isAlphanumeric(byte) || byte == UInt8(ascii: "+")
          || byte == UInt8(ascii: "-")
      {
        index += 1
      }
      return index - from >= 3 && take(">")
    }
    let from = index
    while let byte = peek, isLetter(byte) { index += 1 }
    return index - from >= 3
  }

  /// `[+-]hh[:mm[:ss]]` as seconds, hours at most `maxHours`.
  mutating func offset(maxHours: Int) -> Int? {
    var sign = 1
    if take("-") { sign = -1 } else { _ = take("+") }
    guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
    var seconds = hours * 3600
    for unit in [60, 1] {
      guard take(":") else { break }
      guard let value = number(maxDigits: 2), value < 60 else { return nil }
      seconds += value * unit
    }
    return sign * seconds
  }

  /// A date rule and its optional `/time` (default 02:00).
  mutating func change() -> (PosixZoneRule.DateRule, Int)? {
    let rule: PosixZoneRule.DateRule
    if take("J") {
      guard let day = number(maxDigits: 3), (1...365).contains(day) else { return nil }
      rule = .julian(day)
    } else if take("M") {
      guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
        let week = number(maxDigits: 1), (1...5).contains(week), take("."),
        let weekday = number(maxDigits: 1), weekday <= 6
      else { return nil }
      rule = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else {
      guard let day = number(maxDigits: 3), day <= 365 else { return nil }
      rule = .ordinal(day)
    }
    guard take("/") else { return (rule, 7200) }
    // POSIX.1-2024 (and glibc) allow -167...167 hours here.
    guard let time = offset(maxHours: 167) else { return nil }
    return (rule, time)
  }

  private mutating func number(maxDigits: Int) -> Int? {
    var value = 0
    var digits = 0
    while digits < maxDigits, let byte = peek, byte >= 48, byte <= 57 {
      value = value * 10 + Int(byte - 48)
      digits += 1
      index += 1
    }
    return digits > 0 ? value : nil
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  private func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (48...57).contains(byte)
  }
}
