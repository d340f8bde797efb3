import Foundation
import HabitCore
import HabitSync

/// The keys a transaction wrote, which sync stamps before it commits.
struct SyncMarks {
  /// Habits by uuid (fields changed, made or removed).
  var habits: Set<String> = []
  /// Habits deleted here, by uuid: removed, whether or not their fields read.
  var deleted: Set<String> = []
  /// Days by habit id (entries saved or deleted).
  var entries: [Int64: Set<Day>] = [:]
  /// Settings by key.
  var settings: Set<String> = []

  var isEmpty: Bool { habits.isEmpty && entries.isEmpty && settings.isEmpty }
}

/// Every write stamps what it changed, in its own transaction, so the replica never disagrees
/// with the data: each changed key gets the device's next hybrid clock stamp.

extension StoreWriter {
  /// Stamps the marked keys whose values differ from the replica's (nothing while sync is off;
  /// without a clock to stamp with, the next round stamps them, see `reconcileIfNeeded`).
  func recordSyncMarks() throws {
    guard !store.syncMarks.isEmpty else { return }
    let marks = store.syncMarks
    store.syncMarks = SyncMarks()
    guard try syncIsOn() else { return }
    guard let changeClock = store.changeClock, var clock = try syncClock() else {
      return try setLocal("reconcile", "1")
    }
    let wall = Int64((changeClock.now().timeIntervalSince1970 * 1000).rounded(.down))
    let stamp = clock.stamp(wall: wall)
    var changes = Replica()
    for uuid in marks.habits {
      try changedFields(of: uuid, deleted: marks.deleted.contains(uuid), at: stamp, into: &changes)
    }
    for (habitID, days) in marks.entries {
      try changedEntries(of: habitID, on: days, at: stamp, into: &changes)
    }
    let values = marks.settings.isEmpty ? [:] : try settingValues()
    for key in marks.settings {
      guard let value = values[key],
        try database.scalar("SELECT value FROM sync_settings WHERE key = ?", [.text(key)])?.text
          != value
      else { continue }
      changes.settings[key] = Register(value, at: stamp)
    }
    guard changes != Replica() else { return }
    try keep(changes)
    try saveSyncClock(clock)
    try setLocal("dirty", "1")
  }

  static let selectSyncEntry = SyncEntryColumn.select() + " WHERE uuid = ? AND day = ?"

  /// Stamps every key that differs from the replica, when a write could not (no clock) or sync
  /// was off: all of them the first time sync is turned on.
  public func reconcileIfNeeded() throws {
    guard try localValue("reconcile") == "1", try syncIsOn(), store.changeClock != nil else {
      return
    }
    var marks = SyncMarks()
    let uuids = try database.prepare(
      "SELECT uuid FROM habits UNION SELECT DISTINCT uuid FROM sync_habit_fields")
    while try uuids.step() { marks.habits.insert(uuids.text(HabitUUID.uuid) ?? "") }
    let days = try database.prepare(
      """
      SELECT habit_id, day FROM entries
      UNION SELECT h.id, s.day FROM sync_entries AS s JOIN habits AS h ON h.uuid = s.uuid
      WHERE s.value IS NOT NULL
      """)
    while try days.step() {
      guard let day = Day(iso: days.text(HabitDay.day) ?? "") else { continue }
      marks.entries[days.int(HabitDay.habitID), default: []].insert(day)
    }
    marks.settings = HabitStore.syncedSettingKeys
    store.syncMarks = marks
    try setLocal("reconcile", nil)
    try recordSyncMarks()
  }

  /// What the uuids a reconcile stamps are read as.
  fileprivate enum HabitUUID: Int32, Columns {
    case uuid
  }

  /// What the days a reconcile stamps are read as.
  fileprivate enum HabitDay: Int32, Columns {
    case habitID, day
  }

  fileprivate func changedFields(
    of uuid: String, deleted: Bool, at stamp: Stamp, into changes: inout Replica
  ) throws {
    let recorded = try recordedFields(of: uuid)
    var changed: [String: String] = [:]
    if let habit = try habit(uuid: uuid) {
      if recorded.isEmpty { changed[HabitFields.created] = "" }
      if recorded[HabitFields.removed]?.value != "0" { changed[HabitFields.removed] = "0" }
      for (field, text) in HabitFields.encode(habit) {
        let kept = recorded[field]
        // A name numbered here by a merge is the synced name still, until renamed.
        if let kept, text == (field == "name" ? kept.shown ?? kept.value : kept.value) { continue }
        // A value from a later version, which this one cannot show, is left to that version
        // (a name that does not read here gives way to any name given here).
        if let kept, field != "name", !HabitFields.reads(kept.value, as: field, in: habit) {
          continue
        }
        changed[field] = text
      }
    } else if let removed = recorded[HabitFields.removed], removed.value != "1",
      deleted || HabitFields.decode(recorded.mapValues(\.value), uuid: uuid) != nil
    {
      // Gone from here: removed. (A habit whose fields never read here was never shown, so a
      // reconcile that finds it missing removes nothing.)
      changed[HabitFields.removed] = "1"
    }
    guard !changed.isEmpty else { return }
    changes.habits[uuid] = changed.mapValues { Register($0, at: stamp) }
  }

  fileprivate func changedEntries(
    of habitID: Int64, on days: Set<Day>, at stamp: Stamp, into changes: inout Replica
  ) throws {
    // A habit removed in the same transaction: its removal is its change.
    guard
      let uuid = try database.scalar("SELECT uuid FROM habits WHERE id = ?", [.integer(habitID)])?
        .text
    else { return }
    let recorded = try database.prepare(Self.selectSyncEntry)
    for day in days {
      let current = try entry(habitID: habitID, day: day).map(EntryText.encode)
      try recorded.reset(binding: [.text(uuid), .text(day.iso)])
      let kept: String?? =
        try recorded.step() ? .some(recorded.text(SyncEntryColumn.value)) : .none
      guard kept.map({ $0 != current }) ?? (current != nil) else { continue }
      changes.entries[EntryKey(habit: uuid, day: day)] = Register(current, at: stamp)
    }
  }
}
