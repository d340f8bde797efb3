import HabitCore

/// Loop Habit Tracker's CSV export, read and written: `Habits.csv`, the top `Checkmarks.csv`
/// and `Scores.csv` with a column per habit, and a folder per habit (`001 Run/`) holding its
/// own `Checkmarks.csv` (with notes) and `Scores.csv`.
///
/// Reading takes `Habits.csv` (required) and the checkmark files (each optional); the scores are
/// Loop's arithmetic over the checkmarks, so they are written but not read. Loop's own parts of
/// the mapping (colours, frequencies, stored values) are `LoopMapping`'s.
public enum LoopCSV {
  /// The habits' file.
  public static let habitsFile = "Habits.csv"
  /// The file of every habit's checkmarks, at the top and in each habit's folder.
  public static let checkmarksFile = "Checkmarks.csv"
  /// The file of every habit's scores, at the top and in each habit's folder.
  public static let scoresFile = "Scores.csv"

  /// The habits and entries of an export whose files are given by their paths inside it
  /// (`Habits.csv`, `Checkmarks.csv`, `001 Run/Checkmarks.csv`), or a `FileProblem` naming the
  /// file and line; all or nothing. Every layout Loop's versions wrote is read:
  ///
  /// - `Habits.csv` needs Name and the frequency (FrequencyNumerator and FrequencyDenominator,
  ///   or before Loop 2.3 NumRepetitions and Interval); the other columns default to a yes/no,
  ///   active habit without colour. The question becomes the description, Loop's description
  ///   appended after a blank line. The colour (`#RRGGBB`, or a palette index) is the nearest
  ///   palette entry's. A unit longer than HabitFlow allows is cut. The habits keep the file's
  ///   order, placed from position 0; their identity is derived from the name
  ///   (`Identity.derived(format: "loop", name:)`).
  /// - A checkmark cell is a word (YES_MANUAL done, SKIP skipped; YES_AUTO, NO, UNKNOWN and
  ///   empty no entry), Loop's stored number (2.1 and 2.2), or Loop 2.0's
  ///   `Entry(timestamp=…, value=N)`; a measurable habit's amount is in thousandths, as Loop
  ///   stores it (`8000` is 8), and a decimal (`1.25`) is read as written.
  /// - `Checkmarks.csv` columns are matched to habits by name, rows in any date order. A habit's
  ///   folder (`NNN Name/Checkmarks.csv`: date, value, notes) is matched by NNN, its 1-based
  ///   place in `Habits.csv`, whatever the name after it, and where it is there it gives that
  ///   habit's days (the top file can miss some).
  /// - Without a Type column a habit is measurable when its values are amounts; Loop then wrote
  ///   no target, which is read back from `Scores.csv` (`LoopTargetReading`), and `notices` say so.
  /// - A habit starts on the first day Loop knows it (see `LoopCSVHabitReading`), or on
  ///   `today` without one.
  /// - `HabitFlow.json`, in an export HabitFlow wrote, gives back what Loop's layout cannot hold
  ///   (`LoopExtras`).
  public static func read(files: [String: String], today: Day) throws -> Carried {
    guard let habitsText = files[habitsFile] else {
      throw FileProblem(file: habitsFile, problem: "the export has no \(habitsFile)")
    }
    let rows = try LoopCSVHabits.read(habitsText, today: today)
    let names = rows.map(\.habit.name)
    var days =
      try files[checkmarksFile].map { try LoopCSVCheckmarks.readTop($0, names: names) }
      ?? Array(repeating: LoopDays(), count: rows.count)
    var scores =
      files[scoresFile].map { LoopCSVScores.readTop($0, names: names) }
      ?? Array(repeating: [:], count: rows.count)
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      guard let (number, member) = habitFile(inPath: path) else { continue }
      guard rows.indices.contains(number - 1) else {
        throw FileProblem(file: path, problem: "Habits.csv has no habit \(number)")
      }
      if member == checkmarksFile {
        days[number - 1] = try LoopCSVCheckmarks.readFolder(text, of: names[number - 1], file: path)
      } else if case let own = LoopCSVScores.readFolder(text), !own.isEmpty {
        scores[number - 1] = own
      }
    }
    var notices: [String] = []
    var notesLeftOut = 0
    var habits: [CarriedHabit] = []
    for (index, row) in rows.enumerated() {
      habits.append(
        try LoopCSVHabitReading.carried(
          row, days: days[index], scores: scores[index], today: today, notices: &notices,
          notesLeftOut: &notesLeftOut))
    }
    let read = Carried(habits: habits, notesLeftOut: notesLeftOut, notices: notices)
    guard let extras = files[LoopExtras.csvFile].flatMap(LoopExtras.read) else { return read }
    // HabitFlow's own export: its habits are in the order of their folders.
    return LoopExtras.apply(extras, to: read, reminders: false) { index, item in
      extras.habits.indices.contains(index) && extras.habits[index].habit.name == item.habit.name
        ? extras.habits[index] : nil
    }
  }

  /// The habit number and file of a path `NNN Name/Checkmarks.csv` or `NNN Name/Scores.csv`
  /// (the digits its folder starts with), or nil for any other path.
  static func habitFile(inPath path: String) -> (number: Int, file: String)? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1] == checkmarksFile || parts[1] == scoresFile else {
      return nil
    }
    let digits = parts[0].prefix(while: isASCIIDigit)
    guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
    return (number, String(parts[1]))
  }

  /// A row's fields when it has `count` of them, or one more that is empty (Loop ends its lines
  /// with a comma); else a `FileProblem`.
  static func fields(of row: CSV.Row, count: Int, file: String) throws -> [String] {
    if row.fields.count == count { return row.fields }
    if row.fields.count == count + 1, row.fields.last == "" { return row.fields.dropLast() }
    throw FileProblem(
      file: file, place: "line \(row.line)",
      problem: "expected \(count) fields, found \(row.fields.count)")
  }

  /// A header without the empty field a trailing comma leaves.
  static func trimmingTrailingEmpty(_ fields: [String]) -> [String] {
    fields.last == "" ? Array(fields.dropLast()) : fields
  }

  /// Our colour for a `Habits.csv` colour: `#RRGGBB` through the nearest palette entry, or a
  /// palette index (older exports); `.some(nil)` for none; nil when it is neither.
  static func color(_ text: String) -> HabitColor?? {
    if text.isEmpty { return .some(nil) }
    if text.allSatisfy(isASCIIDigit), let index = Int(text) {
      return LoopMapping.palette.indices.contains(index)
        ? .some(LoopMapping.color(loopIndex: index)) : nil
    }
    guard text.hasPrefix("#"), text.count == 7, let rgb = UInt32(text.dropFirst(), radix: 16)
    else { return nil }
    let nearest = LoopMapping.palette.indices.min {
      rgbDistance(LoopMapping.palette[$0], rgb) < rgbDistance(LoopMapping.palette[$1], rgb)
    }!
    return .some(LoopMapping.color(loopIndex: nearest))
  }

  private static func rgbDistance(_ first: UInt32, _ second: UInt32) -> Int {
    [16, 8, 0].reduce(0) { total, shift in
      let gap = Int((first >> UInt32(shift)) & 0xFF) - Int((second >> UInt32(shift)) & 0xFF)
      return total + gap * gap
    }
  }

  /// `#RRGGBB` of a palette colour.
  static func hex(_ rgb: UInt32) -> String {
    let digits = String(rgb, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// An amount from a decimal of any precision (`8.0`, `0.33333`), rounded to thousandths; nil
  /// for anything else, a sign included.
  static func amount(_ text: String) -> Amount? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !whole.isEmpty || !fraction.isEmpty, whole.count <= 13,
      (whole + fraction).allSatisfy(isASCIIDigit)
    else { return nil }
    let digits = Array(fraction.prefix(4)) + Array(repeating: "0", count: 4)
    let tenThousandths = Int64(String(digits.prefix(4)))!
    let value = (Int64(whole) ?? 0) * 1000 + (tenThousandths + 5) / 10
    return value <= Amount.maximum.thousandths ? Amount(thousandths: value) : nil
  }

  /// An amount as Loop prints a double: always with a fraction (`8.0`, `1.5`).
  static func decimal(_ amount: Amount) -> String {
    let text = amount.description
    return text.contains(".") ? text : text + ".0"
  }

  /// A habit's folder number as Loop writes it: its 1-based place, at least three digits.
  static func folderNumber(_ index: Int) -> String {
    let digits = String(index + 1)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
