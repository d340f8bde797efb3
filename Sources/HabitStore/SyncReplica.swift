import HabitCore
import HabitSync

/// This device's replica as kept in the sync tables: every synced key's value with its stamp.
extension StoreReader {
  /// The whole replica, as this device's file carries it.
  public func syncReplica() throws -> Replica {
    var replica = Replica()
    var devices = Interned()
    typealias Field = SyncFieldColumn
    let fields = try database.prepare(Self.selectReplicaFields)
    while try fields.step() {
      let register = Register(
        fields.text(Field.value) ?? "",
        at: Self.stamp(fields, Field.wall, Field.counter, Field.device, &devices))
      replica.habits[fields.text(Field.uuid) ?? "", default: [:]][fields.text(Field.field) ?? ""] =
        register
    }
    typealias EntryField = SyncEntryColumn
    let entries = try database.prepare(Self.selectReplicaEntries)
    var uuids = Interned()
    replica.entries.reserveCapacity(
      Int(try database.scalar("SELECT count(*) FROM sync_entries")?.integer ?? 0))
    while try entries.step() {
      guard let day = entries.withBytes(EntryField.day, { Day(isoBytes: $0) }) else { continue }
      let key = EntryKey(habit: uuids.text(entries, EntryField.uuid), day: day)
      replica.entries[key] = Register(
        entries.text(EntryField.value),
        at: Self.stamp(entries, EntryField.wall, EntryField.counter, EntryField.device, &devices))
    }
    typealias SettingField = SyncSettingColumn
    let settings = try database.prepare(Self.selectReplicaSettings)
    while try settings.step() {
      replica.settings[settings.text(SettingField.key) ?? ""] = Register(
        settings.text(SettingField.value) ?? "",
        at: Self.stamp(
          settings, SettingField.wall, SettingField.counter, SettingField.device, &devices))
    }
    return replica
  }

  static let selectReplicaFields = SyncFieldColumn.select(omitting: [.shown]) + " ORDER BY uuid"
  static let selectReplicaEntries = SyncEntryColumn.select() + " ORDER BY uuid, day"
  static let selectReplicaSettings = SyncSettingColumn.select()
  static let selectRecordedFields = SyncFieldColumn.select(omitting: [.uuid]) + " WHERE uuid = ?"
  /// One recorded field of a habit: its synced text, its stamp, and the name shown here when a
  /// merge numbered it.
  typealias RecordedField = (value: String, stamp: Stamp, shown: String?)

  /// The recorded fields of one habit, by field.
  func recordedFields(of uuid: String) throws -> [String: RecordedField] {
    typealias Field = SyncFieldColumn
    let statement = try database.prepare(Self.selectRecordedFields, [.text(uuid)])
    var fields: [String: RecordedField] = [:]
    var devices = Interned()
    while try statement.step() {
      fields[statement.text(Field.field) ?? ""] = (
        statement.text(Field.value) ?? "",
        Self.stamp(statement, Field.wall, Field.counter, Field.device, &devices),
        statement.text(Field.shown)
      )
    }
    return fields
  }

  fileprivate static func values(_ stamp: Stamp) -> [SQLValue] {
    [.integer(stamp.wall), .integer(Int64(stamp.counter)), .text(stamp.device)]
  }

  fileprivate static func stamp<Column: Columns>(
    _ row: Statement, _ wall: Column, _ counter: Column, _ device: Column,
    _ devices: inout Interned
  ) -> Stamp {
    Stamp(wall: row.int(wall), counter: Int(row.int(counter)), device: devices.text(row, device))
  }
}

/// Texts read many times over (a habit's uuid on each of its days, a device on each stamp),
/// made into one string each.
struct Interned {
  fileprivate var last: (bytes: [UInt8], text: String)?
  fileprivate var seen: [[UInt8]: String] = [:]

  mutating func text(_ row: Statement, _ column: some Columns) -> String {
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

extension StoreWriter {
  /// A register of a habit's field, its `shown` NULL: what a merge numbered is shown again.
  static let replaceField = SyncFieldColumn.insert("INSERT OR REPLACE")

  static let replaceSyncEntry = SyncEntryColumn.insert("INSERT OR REPLACE")

  static let replaceSyncSetting = SyncSettingColumn.insert("INSERT OR REPLACE")

  /// Keeps registers in the replica, replacing what it held for their keys.
  func keep(_ registers: Replica) throws {
    // Each row's values in its table's column order.
    let field = try database.prepare(Self.replaceField)
    for (uuid, fields) in registers.habits {
      for (name, register) in fields {
        try field.reset(
          binding: [.text(uuid), .text(name), .text(register.value)] + Self.values(register.stamp)
            + [.null])
        try field.runToEnd()
      }
    }
    let entry = try database.prepare(Self.replaceSyncEntry)
    for (key, register) in registers.entries {
      try entry.reset(
        binding: [.text(key.habit), .text(key.day.iso), register.value.map(SQLValue.text) ?? .null]
          + Self.values(register.stamp))
      try entry.runToEnd()
    }
    let setting = try database.prepare(Self.replaceSyncSetting)
    for (key, register) in registers.settings {
      try setting.reset(binding: [.text(key), .text(register.value)] + Self.values(register.stamp))
      try setting.runToEnd()
    }
  }
}
