import HabitCore

/// Distinct device ids by their exact bytes, numbered as first met.
///
/// A replica has a few devices, so a short list compared byte for byte beats hashing every
/// stamp's id; a dictionary takes over past eight.
struct DeviceSet {
  private(set) var list: [String] = []
  private var numbers: [ExactText: Int] = [:]
  private var last = -1

  /// The device's number, added when new.
  @discardableResult
  mutating func insert(_ device: String) -> Int {
    if let number = number(of: device) {
      last = number
      return number
    }
    list.append(device)
    if list.count > 8 {
      if numbers.isEmpty {
        for (number, known) in list.enumerated() { numbers[ExactText(text: known)] = number }
      }
      numbers[ExactText(text: device)] = list.count - 1
    }
    last = list.count - 1
    return last
  }

  /// The number of a device already inserted.
  func number(of device: String) -> Int? {
    // Stamps come in runs of one device.
    if last >= 0, ExactText.same(list[last], device) { return last }
    if list.count > 8 { return numbers[ExactText(text: device)] }
    return list.firstIndex { ExactText.same($0, device) }
  }
}

/// One entry as its line shows it, copied out of the dictionary in one pass, so that sorting
/// moves no Strings around and writing reads memory in order.
struct EntryRecord {
  var day: Int
  var wall: Int64
  var counter: Int
  /// The device's number in the `DeviceSet`.
  var device: Int
  var value: String?
}

/// The entries in the file's order: the uuids sorted by bytes, each one's days in order.
struct EntryOrder {
  var habits: [(uuid: String, entries: [EntryRecord])] = []

  init(_ entries: [EntryKey: Register<String?>], devices: inout DeviceSet) {
    var groups: [ExactText: Int] = [:]
    var last: (uuid: String, group: Int)?
    for (key, register) in entries {
      let stamp = register.stamp
      let record = EntryRecord(
        day: key.day.number, wall: stamp.wall, counter: stamp.counter,
        device: devices.insert(stamp.device), value: register.value)
      if let last, ExactText.same(last.uuid, key.habit) {
        habits[last.group].entries.append(record)
      } else if let group = groups[ExactText(text: key.habit)] {
        habits[group].entries.append(record)
        last = (key.habit, group)
      } else {
        groups[ExactText(text: key.habit)] = habits.count
        last = (key.habit, habits.count)
        habits.append((key.habit, [record]))
      }
    }
    habits.sort { ExactText.precedes($0.uuid, $1.uuid) }
    for group in habits.indices { habits[group].entries.sort { $0.day < $1.day } }
  }
}

/// Writes a sync file's lines into one buffer it grows itself: appending byte by byte to an
/// Array checks its capacity and uniqueness at every byte of a 13 MB file.
struct SyncFileWriter {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  /// The lines written so far, for the end line.
  private var lines = 0
  private let devices: DeviceSet
  /// The devices sorted by id, and each device number's place among them.
  private let sorted: [String]
  private let rank: [Int]

  /// A writer with room for `capacity` bytes; `finish` frees what it allocates.
  init(capacity: Int, devices: DeviceSet) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
    self.devices = devices
    let order = devices.list.indices.sorted {
      ExactText.precedes(devices.list[$0], devices.list[$1])
    }
    sorted = order.map { devices.list[$0] }
    var rank = Array(repeating: 0, count: order.count)
    for (place, number) in order.enumerated() { rank[number] = place }
    self.rank = rank
  }

  /// The file, with its end line.
  mutating func finish() -> [UInt8] {
    let (hash, _) = SyncFile.checksum(UnsafeBufferPointer(start: base, count: count))
    word("end")
    number(Int64(lines))
    byte(Byte.tab)
    for shift in stride(from: 60, through: 0, by: -4) {
      byte(Byte.hexDigits[Int((hash >> UInt64(shift)) & 0xF)])
    }
    byte(Byte.newline)
    defer { base.deallocate() }
    return Array(UnsafeBufferPointer(start: base, count: count))
  }

  mutating func header(_ header: SyncFileHeader) {
    SyncFile.magic.withUnsafeBufferPointer { bytes($0) }
    byte(Byte.tab)
    number(Int64(SyncFile.version))
    newline()
    word("device")
    text(header.device)
    byte(Byte.tab)
    text(header.name)
    newline()
    word("written")
    number(header.written.wall)
    byte(Byte.tab)
    number(Int64(header.written.counter))
    newline()
  }

  mutating func deviceLines() {
    for (index, device) in sorted.enumerated() {
      word("d")
      number(Int64(index))
      byte(Byte.tab)
      text(device)
      newline()
    }
  }

  mutating func habits(_ habits: [String: [String: Register<String>]]) {
    for (uuid, fields) in habits.sorted(by: { ExactText.precedes($0.key, $1.key) }) {
      for (name, register) in fields.sorted(by: { ExactText.precedes($0.key, $1.key) }) {
        word("h")
        text(uuid)
        byte(Byte.tab)
        text(name)
        stamp(register.stamp)
        byte(Byte.tab)
        text(register.value)
        newline()
      }
    }
  }

  mutating func entries(_ order: EntryOrder) {
    for (uuid, entries) in order.habits {
      let escapedUUID = Self.escaped(uuid)
      for entry in entries {
        word("e")
        escapedUUID.withUnsafeBufferPointer { bytes($0) }
        byte(Byte.tab)
        day(entry.day)
        stamp(wall: entry.wall, counter: entry.counter, device: rank[entry.device])
        if let value = entry.value {
          byte(Byte.tab)
          text(value)
        }
        newline()
      }
    }
  }

  mutating func settings(_ settings: [String: Register<String>]) {
    for (name, register) in settings.sorted(by: { ExactText.precedes($0.key, $1.key) }) {
      word("s")
      text(name)
      stamp(register.stamp)
      byte(Byte.tab)
      text(register.value)
      newline()
    }
  }

  // MARK: - Fields

  private mutating func stamp(_ stamp: Stamp) {
    let device = rank[devices.number(of: stamp.device)!]
    self.stamp(wall: stamp.wall, counter: stamp.counter, device: device)
  }

  /// `⇥<wall>⇥<counter>⇥<device index>`.
  private mutating func stamp(wall: Int64, counter: Int, device: Int) {
    byte(Byte.tab)
    number(wall)
    byte(Byte.tab)
    number(Int64(counter))
    byte(Byte.tab)
    number(Int64(device))
  }

  /// A number in decimal, without leading zeros.
  private mutating func number(_ value: Int64) {
    precondition(value >= 0, "a sync file has no negative walls or counters")
    reserve(19)
    var digits = 1
    var power: Int64 = 10
    while digits < 19 && value >= power {
      digits += 1
      power &*= 10
    }
    put(value, digits: digits, at: count)
    count += digits
  }

  /// `yyyy-mm-dd`, written digit by digit: `Day.iso` would make a String for every entry.
  private mutating func day(_ number: Int) {
    let (year, month, day) = Day(number: number).components
    precondition((0...9999).contains(year), "a sync file's days have four-digit years")
    reserve(10)
    put(Int64(year), digits: 4, at: count)
    base[count + 4] = UInt8(ascii: "-")
    put(Int64(month), digits: 2, at: count + 5)
    base[count + 7] = UInt8(ascii: "-")
    put(Int64(day), digits: 2, at: count + 8)
    count += 10
  }

  /// The last `digits` digits of `value`, zero-padded, at `offset` (reserved already).
  private func put(_ value: Int64, digits: Int, at offset: Int) {
    var rest = value
    for index in stride(from: offset + digits - 1, through: offset, by: -1) {
      base[index] = Byte.zero + UInt8(rest % 10)
      rest /= 10
    }
  }

  /// `text` with `\`, TAB, LF and CR escaped, the runs between them copied whole.
  private mutating func text(_ text: String) {
    Byte.of(text) { text in
      var run = 0
      for index in text.indices {
        let escape: UInt8
        switch text[index] {
        case Byte.backslash: escape = Byte.backslash
        case Byte.tab: escape = UInt8(ascii: "t")
        case Byte.newline: escape = UInt8(ascii: "n")
        case Byte.carriageReturn: escape = UInt8(ascii: "r")
        default: continue
        }
        bytes(UnsafeBufferPointer(rebasing: text[run..<index]))
        byte(Byte.backslash)
        byte(escape)
        run = index + 1
      }
      bytes(UnsafeBufferPointer(rebasing: text[run...]))
    }
  }

  private static func escaped(_ text: String) -> [UInt8] {
    var writer = SyncFileWriter(capacity: 2 * text.utf8.count, devices: DeviceSet())
    writer.text(text)
    defer { writer.base.deallocate() }
    return Array(UnsafeBufferPointer(start: writer.base, count: writer.count))
  }

  // MARK: - Bytes

  /// A line's first field, or any other ASCII word, and the TAB after it.
  private mutating func word(_ word: StaticString) {
    bytes(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    byte(Byte.tab)
  }

  private mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: start, count: bytes.count)
    count += bytes.count
  }

  private mutating func byte(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  private mutating func newline() {
    byte(Byte.newline)
    lines += 1
  }

  /// Room for `more` bytes, doubling the buffer when it is short.
  private mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    capacity = max(2 * capacity, count + more)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.initialize(from: base, count: count)
    base.deallocate()
    base = grown
  }
}
