import HabitCore

extension StoreReader {
  static let selectNotes =
    EntryColumn.select(omitting: [.status, .amount]) + " WHERE note IS NOT NULL AND note != ''"

  /// Every note written on a day (empty ones aside), by habit id and day: what the interface's
  /// day cursor shows. Notes are few, and a partial index holds just the entries with one, so
  /// this reads them without passing over years of entries.
  public func notes() throws -> [Int64: [Day: String]] {
    let row = try database.prepare(Self.selectNotes)
    var notes: [Int64: [Day: String]] = [:]
    while try row.step() {
      guard let day = Day(iso: row.text(EntryColumn.day) ?? ""),
        let note = row.text(EntryColumn.note)
      else {
        continue
      }
      notes[row.int(EntryColumn.habitID), default: [:]][day] = note
    }
    return notes
  }
}
