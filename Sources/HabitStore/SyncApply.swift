import HabitCore
import HabitSync

/// What taking in other devices' changes did here.
public struct SyncApplied: Hashable, Sendable {
  /// Habits made, changed and removed here.
  public var habitsAdded = 0
  public var habitsChanged = 0
  public var habitsRemoved = 0
  /// Days checked, changed or unchecked here.
  public var entriesChanged = 0
  /// Synced settings changed here.
  public var settingsChanged = 0
  /// Habits whose fields do not read (from a later version, or damaged): kept, not shown.
  public var unreadable: [String] = []

  public init() {}
}

/// Takes changes merged from other devices into this device: their registers into the replica,
/// and what they change into the habits, entries and settings, in the caller's transaction.
extension StoreReader {
  /// A synced name a habit may show: one a command would take (nil: the habit keeps its own).
  fileprivate static func claimable(_ name: String?) -> String? {
    guard let name, HabitName.problem(with: name) == nil, HabitName.canonical(name) == name,
      !name.unicodeScalars.contains(where: { $0.value < 0x20 })
    else { return nil }
    return name
  }

  fileprivate static func placeholderName(_ uuid: String) -> String { "\u{1}sync \(uuid)\u{1}" }

  /// `local` with every recorded field that reads here.
  fileprivate static func readable(
    _ fields: [String: RecordedField], over local: Habit
  ) -> Habit {
    var encoded = HabitFields.encode(local)
    for (field, kept) in fields where encoded[field] != nil && field != "name" {
      if HabitFields.reads(kept.value, as: field, in: local) { encoded[field] = kept.value }
    }
    return HabitFields.decode(encoded, uuid: local.uuid) ?? local
  }
}

extension StoreWriter {
  /// Applies `changes` (registers that won over this device's), returning what changed here.
  public func applySync(_ changes: Replica) throws -> SyncApplied {
    store.isApplyingSync = true
    defer { store.isApplyingSync = false }
    try keep(changes)
    var applied = SyncApplied()
    var made: Set<String> = []
    var changed: Set<String> = []
    for uuid in changes.habits.keys.sorted() {
      switch try materialize(uuid, &applied) {
      case .made: made.insert(uuid)
      case .changed: changed.insert(uuid)
      case .same: break
      }
    }
    var ids: [String: Int64?] = [:]
    for (key, register) in changes.entries
    where !made.contains(key.habit) && Day.supported.contains(key.day) {
      if ids[key.habit] == nil { ids[key.habit] = try habit(uuid: key.habit)?.id }
      guard let habitID = ids[key.habit] ?? nil else { continue }
      let entry = register.value.flatMap { EntryText.decode($0, day: key.day) }
      guard try self.entry(habitID: habitID, day: key.day) != entry else { continue }
      if let entry {
        try save(entry, habitID: habitID)
      } else {
        try deleteEntry(habitID: habitID, day: key.day)
      }
      applied.entriesChanged += 1
    }
    let values = try settingValues()
    for (key, register) in changes.settings
    where HabitStore.syncedSettingKeys.contains(key) && values[key] != register.value {
      try setValue(register.value, for: key)
      applied.settingsChanged += 1
    }
    // A name is given last, by `showNames`: a habit whose only change is its name (or the
    // number its name takes beside another's) changed here too.
    let renamed = try showNames()
    applied.habitsChanged += renamed.subtracting(made).subtracting(changed).count
    return applied
  }

  /// What bringing a habit in line with its replica did here.
  fileprivate enum Materialized {
    case made, changed, same
  }

  /// Brings one habit here in line with its replica's fields, all but its name.
  fileprivate func materialize(
    _ uuid: String, _ applied: inout SyncApplied
  ) throws -> Materialized {
    let fields = try recordedFields(of: uuid)
    let local = try habit(uuid: uuid)
    let removed = fields[HabitFields.removed]?.value == "1"
    let decoded = HabitFields.decode(fields.mapValues(\.value), uuid: uuid)
    guard !removed, var habit = decoded ?? local.map({ Self.readable(fields, over: $0) }) else {
      if !removed {
        applied.unreadable.append(uuid)
        return .same
      }
      guard let local else { return .same }
      try delete(habitID: local.id)
      applied.habitsRemoved += 1
      return .same
    }
    // Fields from a later version (or damaged ones): the habit keeps what it had of them, takes
    // every field that reads, and its replica keeps the rest for a version that reads it.
    if decoded == nil { applied.unreadable.append(uuid) }
    if let local {
      habit.id = local.id
      habit.name = local.name
      guard habit != local else { return .same }
      try update(habit)
      applied.habitsChanged += 1
      return .changed
    }
    // A name no habit has, until `showNames` gives every habit its own.
    habit.name = Self.placeholderName(uuid)
    let entries = try database.prepare(Self.selectSyncedEntries, [.text(uuid)])
    var kept: [Entry] = []
    while try entries.step() {
      guard let day = Day(iso: entries.text(SyncEntryColumn.day) ?? ""),
        Day.supported.contains(day),
        let entry = EntryText.decode(entries.text(SyncEntryColumn.value) ?? "", day: day)
      else { continue }
      kept.append(entry)
    }
    habit.id = try insertHabitRow(habit, id: nil, entries: kept)
    applied.habitsAdded += 1
    applied.entriesChanged += kept.count
    return .made
  }

  static let selectSyncedEntries =
    SyncEntryColumn.select() + " WHERE uuid = ? AND value IS NOT NULL"

  /// Gives every habit here its shown name (see `ShownNames`): its synced name, numbered when
  /// a habit made earlier elsewhere has it. Returns the uuids of the habits renamed.
  @discardableResult
  public func showNames() throws -> Set<String> {
    var claims: [ShownNames.Claim] = []
    var stored: [String: (id: Int64, name: String)] = [:]
    for habit in try habits(includeArchived: true) {
      let fields = try recordedFields(of: habit.uuid)
      stored[habit.uuid] = (habit.id, habit.name)
      claims.append(
        ShownNames.Claim(
          uuid: habit.uuid, name: Self.claimable(fields["name"]?.value) ?? habit.name,
          created: fields[HabitFields.created]?.stamp ?? Stamp(wall: .max, counter: 0, device: "")
        ))
    }
    let shown = ShownNames.resolve(claims)
    let renamed = shown.filter { stored[$0.key]?.name != $0.value }
    guard !renamed.isEmpty else { return [] }
    // Out of the way first, so that two habits trading names never share one.
    try renameHabitRows(
      (renamed.map({ ($0.key, Self.placeholderName($0.key)) }) + renamed.map({ $0 })).map {
        (stored[$0.0]!.id, $0.1)
      })
    let synced = Dictionary(uniqueKeysWithValues: claims.map { ($0.uuid, $0.name) })
    let note = try database.prepare(
      "UPDATE sync_habit_fields SET shown = ? WHERE uuid = ? AND field = 'name'")
    for (uuid, name) in shown {
      try note.reset(binding: [name == synced[uuid] ? .null : .text(name), .text(uuid)])
      try note.runToEnd()
    }
    return Set(renamed.keys)
  }
}
