import HabitCore

/// How a habit goes into a replica as one text per field, and comes back.
///
/// Fields that must agree with each other travel as one (a schedule's kind with its days, a
/// measure's kind with its target), so last-writer-wins per field never pairs halves of two edits.
public enum HabitFields {
  /// Set once when the habit is made: its stamp says which of two same-named habits came first.
  public static let created = "created"
  /// `1` once the habit is removed (a tombstone), `0` while it lives.
  public static let removed = "removed"
  /// Whether `value` reads as `field` of a habit (with the other fields of `habit`).
  public static func reads(_ value: String, as field: String, in habit: Habit) -> Bool {
    decode(encode(habit).merging([field: value]) { $1 }, uuid: habit.uuid) != nil
  }

  /// The fields `encode` writes.
  public static let names = [
    "name", "times", "schedule", "alarm", "start", "position", "archived", "measure",
    "description", "color",
  ]

  /// The habit's fields as text (not `created` nor `removed`, which the store keeps itself).
  public static func encode(_ habit: Habit) -> [String: String] {
    [
      "name": habit.name,
      "times": habit.times.map(\.description).joined(separator: ","),
      "schedule": schedule(habit.schedule),
      "alarm": habit.alarm ? "1" : "0",
      "start": habit.start.iso,
      "position": String(habit.position),
      "archived": habit.archived ? "1" : "0",
      "measure": habit.measure.map(measure) ?? "",
      "description": habit.description,
      "color": habit.color?.rawValue ?? "",
    ]
  }

  /// The habit the fields describe (id 0, the name as synced), or nil when one is missing or
  /// does not read, or the name or start would be refused here. Fields this version does not
  /// know are left aside.
  public static func decode(_ fields: [String: String], uuid: String) -> Habit? {
    guard let name = fields["name"], HabitName.problem(with: name) == nil,
      HabitName.canonical(name) == name, let times = times(fields["times"] ?? ""),
      let schedule = fields["schedule"].flatMap(schedule(parsing:)),
      let start = fields["start"].flatMap(Day.init(iso:)), Day.supported.contains(start),
      let position = fields["position"].flatMap({ Int($0) }),
      let measureText = fields["measure"], let color = fields["color"]
    else { return nil }
    var habit = Habit(
      uuid: uuid, name: name, schedule: schedule, alarm: fields["alarm"] == "1", start: start,
      position: position, archived: fields["archived"] == "1",
      description: fields["description"] ?? "", color: HabitColor(rawValue: color))
    guard Habit.timesProblem(times) == nil else { return nil }
    habit.times = times
    if !measureText.isEmpty {
      guard let measure = measure(parsing: measureText), measure.target <= Amount.maximum,
        Measure.unitProblem(measure.unit) == nil
      else { return nil }
      habit.measure = measure
    }
    // A tracked schedule from one device and an alarm from another: never due, so no alarm.
    if schedule == .tracked { habit.alarm = false }
    return habit
  }

  /// `daily`, `weekdays:<mask>`, `every:<days>`, `frequency:<times>/<days>` or `tracked`.
  static func schedule(_ schedule: Schedule) -> String {
    switch schedule {
    case .daily, .tracked: return schedule.kind
    case .weekdays(let set): return "weekdays:\(set.rawValue)"
    case .every(let days): return "every:\(days)"
    case .frequency(let frequency): return "frequency:\(frequency.times)/\(frequency.days)"
    }
  }

  static func schedule(parsing text: String) -> Schedule? {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    let numbers = parts.count == 2 ? parts[1].split(separator: "/").compactMap { Int($0) } : []
    switch (parts.first ?? "", numbers.count) {
    case ("daily", 0) where parts.count == 1: return .daily
    case ("tracked", 0) where parts.count == 1: return .tracked
    case ("weekdays", 1): return Schedule(kind: "weekdays", dayMask: numbers[0], interval: 1)
    case ("every", 1): return Schedule(kind: "every", dayMask: 127, interval: numbers[0])
    case ("frequency", 2):
      return Schedule(kind: "frequency", dayMask: 127, interval: numbers[1], times: numbers[0])
    default: return nil
    }
  }

  /// `<at-least|at-most>:<target in thousandths>:<unit>` (the unit last: it may hold colons).
  static func measure(_ measure: Measure) -> String {
    "\(measure.type.rawValue):\(measure.target.thousandths):\(measure.unit)"
  }

  static func measure(parsing text: String) -> Measure? {
    let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let type = TargetType(rawValue: String(parts[0])),
      let thousandths = Int64(parts[1]), thousandths >= 0
    else { return nil }
    return Measure(unit: String(parts[2]), target: Amount(thousandths: thousandths), type: type)
  }

  static func times(_ text: String) -> [TimeOfDay]? {
    if text.isEmpty { return [] }
    let times = text.split(separator: ",", omittingEmptySubsequences: false).map {
      TimeOfDay(parsing: String($0))
    }
    return times.contains(nil) ? nil : times.compactMap { $0 }
  }
}

/// How an entry goes into a replica as one text, and comes back.
public enum EntryText {
  /// `<done|skipped>;<amount in thousandths, or nothing>[;<note>]`: no third part means no note.
  public static func encode(_ entry: Entry) -> String {
    let amount = entry.amount.map { String($0.thousandths) } ?? ""
    let head = "\(entry.status.rawValue);\(amount)"
    return entry.note.map { "\(head);\($0)" } ?? head
  }

  /// The entry the text describes on `day`, or nil when it does not read.
  public static func decode(_ text: String, day: Day) -> Entry? {
    let parts = text.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, let status = EntryStatus(rawValue: String(parts[0])) else {
      return nil
    }
    var amount: Amount?
    if !parts[1].isEmpty {
      guard let thousandths = Int64(parts[1]), thousandths >= 0,
        thousandths <= Amount.maximum.thousandths
      else { return nil }
      amount = Amount(thousandths: thousandths)
    }
    return Entry(
      day: day, status: status, note: parts.count == 3 ? String(parts[2]) : nil, amount: amount)
  }
}

/// The names habits are shown under once merged: two habits made apart under one name stay two,
/// and the one made later shows ` (2)` until one is renamed.
public enum ShownNames {
  /// A live habit's synced name and the stamp of its making.
  public struct Claim: Hashable, Sendable {
    public var uuid: String
    public var name: String
    public var created: Stamp

    public init(uuid: String, name: String, created: Stamp) {
      self.uuid = uuid
      self.name = name
      self.created = created
    }
  }

  /// Each habit's shown name: in the order they were made, each takes its name when free, else
  /// the first free `name (N)`. Every device reaches the same names from the same replica.
  public static func resolve(_ claims: [Claim]) -> [String: String] {
    var taken: Set<String> = []
    var shown: [String: String] = [:]
    for claim in claims.sorted(by: { ($0.created, $0.uuid) < ($1.created, $1.uuid) }) {
      let name = HabitName.free(claim.name, amongKeys: taken)
      taken.insert(HabitName.key(name))
      shown[claim.uuid] = name
    }
    return shown
  }
}
