import HabitCore

extension HabitStore {
  /// Every note written on a day (empty ones aside), by habit id and day: what the interface's
  /// day cursor shows. Notes are few, and a partial index holds just the entries with one, so
  /// this reads them without passing over years of entries.
  public func notes() throws -> [Int64: [Day: String]] {
    let statement = try database.prepare(
      "SELECT habit_id, day, note FROM entries WHERE note IS NOT NULL AND note != ''")
    var notes: [Int64: [Day: String]] = [:]
    while try statement.step() {
      guard let day = Day(iso: statement.text(1) ?? ""), let note = statement.text(2) else {
        continue
      }
      notes[statement.int(0), default: [:]][day] = note
    }
    return notes
  }
}
