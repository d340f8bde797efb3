import HabitCore
import HabitSync

/// This device's replica as kept in the sync tables: every synced key's value with its stamp.
extension HabitStore {
  /// The whole replica, as this device's file carries it.
  public func syncReplica() throws -> Replica {
    var replica = Replica()
    var devices = Interned()
    let fields = try database.prepare(
      "SELECT uuid, field, value, wall, counter, device FROM sync_habit_fields ORDER BY uuid")
    while try fields.step() {
      let register = Register(fields.text(2) ?? "", at: Self.stamp(fields, 3, &devices))
      replica.habits[fields.text(0) ?? "", default: [:]][fields.text(1) ?? ""] = register
    }
    let entries = try database.prepare(
      "SELECT uuid, day, value, wall, counter, device FROM sync_entries ORDER BY uuid, day")
    var uuids = Interned()
    replica.entries.reserveCapacity(
      Int(try database.scalar("SELECT count(*) FROM sync_entries")?.integer ?? 0))
    while try entries.step() {
      guard let day = entries.withBytes(1, { Day(isoBytes: $0) }) else { continue }
      let key = EntryKey(habit: uuids.text(entries, 0), day: day)
      replica.entries[key] = Register(entries.text(2), at: Self.stamp(entries, 3, &devices))
    }
    let settings = try database.prepare(
      "SELECT key, value, wall, counter, device FROM sync_settings")
    while try settings.step() {
      replica.settings[settings.text(0) ?? ""] = Register(
        settings.text(1) ?? "", at: Self.stamp(settings, 2, &devices))
    }
    return replica
  }

  /// One recorded field of a habit: its synced text, its stamp, and the name shown here when a
  /// merge numbered it.
  typealias RecordedField = (value: String, stamp: Stamp, shown: String?)

  /// The recorded fields of one habit, by field.
  func recordedFields(of uuid: String) throws -> [String: RecordedField] {
    let statement = try database.prepare(
      "SELECT field, value, wall, counter, device, shown FROM sync_habit_fields WHERE uuid = ?",
      [.text(uuid)])
    var fields: [String: RecordedField] = [:]
    var devices = Interned()
    while try statement.step() {
      fields[statement.text(0) ?? ""] = (
        statement.text(1) ?? "", Self.stamp(statement, 2, &devices), statement.text(5)
      )
    }
    return fields
  }

  /// Keeps registers in the replica, replacing what it held for their keys.
  func keep(_ registers: Replica) throws {
    let field = try database.prepare(
      """
      INSERT OR REPLACE INTO sync_habit_fields (uuid, field, value, wall, counter, device, shown)
      VALUES (?, ?, ?, ?, ?, ?, NULL)
      """)
    for (uuid, fields) in registers.habits {
      for (name, register) in fields {
        try field.reset(
          binding: [.text(uuid), .text(name), .text(register.value)] + Self.values(register.stamp))
        try field.runToEnd()
      }
    }
    let entry = try database.prepare(
      """
      INSERT OR REPLACE INTO sync_entries (uuid, day, value, wall, counter, device)
      VALUES (?, ?, ?, ?, ?, ?)
      """)
    for (key, register) in registers.entries {
      try entry.reset(
        binding: [.text(key.habit), .text(key.day.iso), register.value.map(SQLValue.text) ?? .null]
          + Self.values(register.stamp))
      try entry.runToEnd()
    }
    let setting = try database.prepare(
      """
      INSERT OR REPLACE INTO sync_settings (key, value, wall, counter, device)
      VALUES (?, ?, ?, ?, ?)
      """)
    for (key, register) in registers.settings {
      try setting.reset(binding: [.text(key), .text(register.value)] + Self.values(register.stamp))
      try setting.runToEnd()
    }
  }

  private static func values(_ stamp: Stamp) -> [SQLValue] {
    [.integer(stamp.wall), .integer(Int64(stamp.counter)), .text(stamp.device)]
  }

  private static func stamp(_ row: Statement, _ column: Int32, _ devices: inout Interned) -> Stamp {
    Stamp(
      wall: row.int(column), counter: Int(row.int(column + 1)),
      device: devices.text(row, column + 2))
  }
}

/// Texts read many times over (a habit's uuid on each of its days, a device on each stamp),
/// made into one string each.
struct Interned {
  private var last: (bytes: [UInt8], text: String)?
  private var seen: [[UInt8]: String] = [:]

  mutating func text(_ row: Statement, _ column: Int32) -> String {
    row.withBytes(column) { bytes in
      if let last, last.bytes.elementsEqual(bytes) { return last.text }
      let key = Array(bytes)
      let text = seen[key] ?? String(decoding: key, as: UTF8.self)
      seen[key] = text
      last = (key, text)
      return text
    }
  }
}
