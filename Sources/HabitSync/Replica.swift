import HabitCore

/// A value with the stamp of the change that set it: of two, the later stamp wins.
public struct Register<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var stamp: Stamp

  public init(_ value: Value, at stamp: Stamp) {
    self.value = value
    self.stamp = stamp
  }

  /// The register whose stamp is later.
  public func merged(with other: Register) -> Register {
    other.stamp > stamp ? other : self
  }
}

/// An entry's key: the habit's uuid and the day.
public struct EntryKey: Hashable, Comparable, Sendable {
  public var habit: String
  public var day: Day

  public init(habit: String, day: Day) {
    self.habit = habit
    self.day = day
  }

  public static func < (lhs: EntryKey, rhs: EntryKey) -> Bool {
    (lhs.habit, lhs.day.number) < (rhs.habit, rhs.day.number)
  }
}

/// Everything synced, as a state-based CRDT: last writer wins per key (per field for a habit's
/// fields, so a rename on one device and a new time on another both stay). A removed habit or
/// an unchecked day is a change too, a tombstone (`nil`), so an older copy cannot bring it back.
/// Merging is commutative, associative and idempotent: devices converge whatever the order.
public struct Replica: Hashable, Sendable {
  /// Each habit's fields by uuid, then by field name (`name`, `times`, `schedule`, ..., and
  /// `removed`), each as its stored text.
  public var habits: [String: [String: Register<String>]] = [:]
  /// Each day's entry (nil: none, unchecked) by habit and day, encoded as text.
  public var entries: [EntryKey: Register<String?>] = [:]
  /// Synced settings by name.
  public var settings: [String: Register<String>] = [:]

  public init() {}

  /// This replica with `other`'s later changes taken in.
  public func merged(with other: Replica) -> Replica {
    // Nothing to weigh on either side (a new device's first round): no copy, no hashing.
    if other.isEmpty { return self }
    if isEmpty { return other }
    var result = self
    for (uuid, fields) in other.habits {
      result.habits[uuid] = (result.habits[uuid] ?? [:]).merging(fields) { $0.merged(with: $1) }
    }
    result.entries.merge(other.entries) { $0.merged(with: $1) }
    result.settings.merge(other.settings) { $0.merged(with: $1) }
    return result
  }

  /// The registers of `other` that win over this replica's: what merging it changes here.
  public func newer(in other: Replica) -> Replica {
    var newer = Replica()
    for (uuid, fields) in other.habits {
      let mine = habits[uuid]
      for (field, register) in fields where mine?[field].map({ register.stamp > $0.stamp }) ?? true
      {
        newer.habits[uuid, default: [:]][field] = register
      }
    }
    for (key, register) in other.entries
    where entries[key].map({ register.stamp > $0.stamp }) ?? true {
      newer.entries[key] = register
    }
    for (key, register) in other.settings
    where settings[key].map({ register.stamp > $0.stamp }) ?? true {
      newer.settings[key] = register
    }
    return newer
  }

  /// Whether the replica holds no register.
  public var isEmpty: Bool { habits.isEmpty && entries.isEmpty && settings.isEmpty }

  /// How many registers the replica holds.
  public var count: Int {
    habits.values.reduce(0) { $0 + $1.count } + entries.count + settings.count
  }

  /// The latest stamp anywhere in the replica (what a device's clock must not fall behind).
  public var latestStamp: Stamp? {
    let stamps =
      habits.values.flatMap { $0.values.map(\.stamp) } + entries.values.map(\.stamp)
      + settings.values.map(\.stamp)
    return stamps.max()
  }
}
