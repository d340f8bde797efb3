import HabitCore

extension SyncFile {
  /// The header and replica a file holds, or why not.
  ///
  /// The version is checked first, so a later HabitFlow's file says `newerVersion` whatever its
  /// body holds; then the end line's count and checksum, so a cut or changed file says so
  /// before any of its lines is read; then every line, which must be just what `encode` writes.
  public static func decode(_ bytes: [UInt8]) throws(SyncFileProblem) -> (
    header: SyncFileHeader, replica: Replica
  ) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(SyncFileProblem) in
      var reader = SyncFileReader(bytes: buffer)
      let header = try reader.header()
      let end = try reader.endLine()
      return (header, try reader.body(before: end))
    }
  }

  /// Only the header (the first three lines), without reading or checking the rest.
  ///
  /// A round uses it to see whether a peer's file changed.
  public static func header(of bytes: [UInt8]) throws(SyncFileProblem) -> SyncFileHeader {
    try bytes.withUnsafeBufferPointer { (buffer) throws(SyncFileProblem) in
      var reader = SyncFileReader(bytes: buffer)
      return try reader.header()
    }
  }
}

/// The sections of a file's body, in their order.
private enum Section: Int, Comparable {
  case devices
  case habits
  case entries
  case settings

  static func < (lhs: Section, rhs: Section) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Reads a sync file line by line over its bytes, splitting fields in place and making each
/// String once: consecutive lines of one habit share its uuid, consecutive equal values theirs.
private struct SyncFileReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The start of the next line.
  private var next = 0
  /// The number of the line being read, from 1, for the problem's message.
  private var line = 0
  /// The current line's next field (past `lineEnd` when none is left) and its line feed.
  private var cursor = 0
  private var lineEnd = 0
  /// The lines before the end line.
  private var lineCount = 0
  private var devices: [String] = []
  private var used: [Bool] = []
  private var scratch: [UInt8] = []
  // Each section's previous key, as raw field bytes: the next must sort after it.
  private var section = Section.devices
  private var previousDevice: Range<Int>?
  private var previousHabit: Range<Int>?
  private var previousField: Range<Int>?
  private var habit = ""
  private var previousEntry: Range<Int>?
  private var previousDay = Day(number: 0)
  private var entryHabit = ""
  private var lastValue: (bytes: Range<Int>, text: String)?
  private var previousSetting: Range<Int>?

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: - Header and end

  mutating func header() throws(SyncFileProblem) -> SyncFileHeader {
    try versionLine()
    guard try nextLine(before: bytes.count) else { throw .damaged("cut short") }
    guard let device = lineFields(3), bytes.equals(device[0], "device") else {
      throw damaged("not a device line")
    }
    let (id, name) = try (text(device[1]), text(device[2]))
    guard try nextLine(before: bytes.count) else { throw .damaged("cut short") }
    guard let written = lineFields(3), bytes.equals(written[0], "written") else {
      throw damaged("not a written line")
    }
    guard let wall = bytes.number(written[1]), let counter = bytes.number(written[2]) else {
      throw damaged("bad stamp")
    }
    return SyncFileHeader(
      device: id, name: name, written: Stamp(wall: wall, counter: Int(counter), device: id))
  }

  /// Reads `habitflow-sync⇥<version>`: another file, a newer version or a damaged first line.
  private mutating func versionLine() throws(SyncFileProblem) {
    let magicEnd = bytes.fieldEnd(from: 0)
    guard bytes.equals(0..<magicEnd, SyncFile.magic) else { throw .notSyncFile }
    line = 1
    guard magicEnd < bytes.count else { throw .damaged("cut short") }
    guard bytes[magicEnd] == Byte.tab else { throw damaged("bad version") }
    let digits = magicEnd + 1..<bytes.fieldEnd(from: magicEnd + 1)
    guard digits.upperBound < bytes.count else {
      let partial = digits.allSatisfy { (Byte.zero...UInt8(ascii: "9")).contains(bytes[$0]) }
      throw partial ? .damaged("cut short") : damaged("bad version")
    }
    guard let version = bytes.number(digits), version >= 1 else { throw damaged("bad version") }
    // A later version may change everything after its number.
    guard version <= SyncFile.version else { throw .newerVersion(Int(version)) }
    guard bytes[digits.upperBound] == Byte.newline else { throw damaged("bad version") }
    next = digits.upperBound + 1
  }

  /// Checks the last line, `end⇥<count>⇥<checksum>`, against the bytes before it, and returns
  /// where it starts.
  mutating func endLine() throws(SyncFileProblem) -> Int {
    let body = next
    guard bytes.count > body, bytes[bytes.count - 1] == Byte.newline else {
      throw missingEnd(from: body, before: bytes.count, otherwise: "cut short")
    }
    var start = bytes.count - 1
    while start > body && bytes[start - 1] != Byte.newline { start -= 1 }
    guard bytes.equals(start..<min(start + 4, bytes.count), "end\t") else {
      throw missingEnd(from: body, before: bytes.count, otherwise: "cut short")
    }
    let (hash, lines) = SyncFile.checksum(UnsafeBufferPointer(rebasing: bytes[..<start]))
    let headerLine = line
    (line, cursor, lineEnd) = (lines + 1, start, bytes.count - 1)
    guard let fields = lineFields(3), let count = bytes.number(fields[1]),
      let sum = bytes.hex(fields[2])
    else {
      throw missingEnd(from: body, before: start, otherwise: "line \(line): bad end line")
    }
    guard sum == hash else {
      throw missingEnd(from: body, before: start, otherwise: "checksum does not match")
    }
    guard count == lines else {
      throw missingEnd(from: body, before: start, otherwise: "line count does not match")
    }
    (line, lineCount) = (headerLine, lines)
    return start
  }

  /// An end line earlier than where one was looked for means bytes were added after the file;
  /// without one, `otherwise`.
  private func missingEnd(from start: Int, before limit: Int, otherwise: String)
    -> SyncFileProblem
  {
    var position = start
    while position < limit {
      let end = bytes.fieldEnd(from: position, stopAtTab: false)
      guard end < limit else { break }
      if bytes.equals(position..<min(position + 4, end), "end\t") {
        return .damaged("bytes after the end line")
      }
      position = end + 1
    }
    return .damaged(otherwise)
  }

  // MARK: - Body

  /// The replica the lines between the header and `end` hold.
  mutating func body(before end: Int) throws(SyncFileProblem) -> Replica {
    var replica = Replica()
    // At most one entry a line: one allocation instead of eighteen rehashes.
    replica.entries.reserveCapacity(lineCount)
    while try nextLine(before: end) {
      let kind = try field()
      let lineSection = try self.section(kind)
      guard lineSection >= section else { throw damaged("out of order") }
      section = lineSection
      switch lineSection {
      case .devices: try deviceLine()
      case .habits: try habitLine(into: &replica)
      case .entries: try entryLine(into: &replica)
      case .settings: try settingLine(into: &replica)
      }
    }
    if let unused = used.firstIndex(of: false) {
      line = 4 + unused
      throw damaged("unused device")
    }
    return replica
  }

  private func section(_ kind: Range<Int>) throws(SyncFileProblem) -> Section {
    if kind.count == 1 {
      switch bytes[kind.lowerBound] {
      case UInt8(ascii: "d"): return .devices
      case UInt8(ascii: "h"): return .habits
      case UInt8(ascii: "e"): return .entries
      case UInt8(ascii: "s"): return .settings
      default: break
      }
    }
    throw bytes.equals(kind, "end") ? .damaged("bytes after the end line") : damaged("unknown line")
  }

  /// `d⇥<index>⇥<id>`: the devices are numbered from 0 in the order of their ids.
  private mutating func deviceLine() throws(SyncFileProblem) {
    let number = try field()
    guard bytes.number(number) == Int64(devices.count) else { throw damaged("bad device number") }
    let id = try field()
    try lineEnds()
    let text = try self.text(id)
    if let previousDevice { try ascending(previousDevice, id) }
    previousDevice = id
    devices.append(text)
    used.append(false)
  }

  /// `h⇥<uuid>⇥<field>⇥<stamp>⇥<value>`, sorted by uuid and field.
  private mutating func habitLine(into replica: inout Replica) throws(SyncFileProblem) {
    let (uuid, name) = (try field(), try field())
    let stamp = try self.stamp()
    let value = try text(try field())
    try lineEnds()
    let fieldName = try text(name)
    if let previousHabit, bytes.sameBytes(previousHabit, uuid) {
      try ascending(previousField!, name)
    } else {
      habit = try text(uuid)
      if let previousHabit { try ascending(previousHabit, uuid) }
      // Canonically equal uuids are one key in the replica: the second would merge.
      guard replica.habits[habit] == nil else { throw damaged("duplicate") }
      previousHabit = uuid
    }
    previousField = name
    let register = Register(value, at: stamp)
    guard replica.habits[habit, default: [:]].updateValue(register, forKey: fieldName) == nil
    else { throw damaged("duplicate") }
  }

  /// `e⇥<uuid>⇥<day>⇥<stamp>[⇥<value>]`, sorted by uuid and day; no value is a tombstone.
  private mutating func entryLine(into replica: inout Replica) throws(SyncFileProblem) {
    let uuid = try field()
    let dayField = try field()
    guard let day = Day(isoBytes: UnsafeBufferPointer(rebasing: bytes[dayField])) else {
      throw damaged("bad day")
    }
    let stamp = try self.stamp()
    var value: String?
    if cursor <= lineEnd { value = try cachedText(try field()) }
    try lineEnds()
    if let previousEntry, bytes.sameBytes(previousEntry, uuid) {
      guard day > previousDay else {
        throw damaged(day == previousDay ? "duplicate" : "out of order")
      }
    } else {
      entryHabit = try text(uuid)
      if let previousEntry { try ascending(previousEntry, uuid) }
      previousEntry = uuid
    }
    previousDay = day
    let key = EntryKey(habit: entryHabit, day: day)
    guard replica.entries.updateValue(Register(value, at: stamp), forKey: key) == nil else {
      throw damaged("duplicate")
    }
  }

  /// `s⇥<name>⇥<stamp>⇥<value>`, sorted by name.
  private mutating func settingLine(into replica: inout Replica) throws(SyncFileProblem) {
    let name = try field()
    let stamp = try self.stamp()
    let value = try text(try field())
    try lineEnds()
    let nameText = try text(name)
    if let previousSetting { try ascending(previousSetting, name) }
    previousSetting = name
    guard replica.settings.updateValue(Register(value, at: stamp), forKey: nameText) == nil else {
      throw damaged("duplicate")
    }
  }

  /// `<wall>⇥<counter>⇥<device index>`.
  private mutating func stamp() throws(SyncFileProblem) -> Stamp {
    let (wallField, counterField, indexField) = try (field(), field(), field())
    guard let wall = bytes.number(wallField), let counter = bytes.number(counterField) else {
      throw damaged("bad stamp")
    }
    guard let index = bytes.number(indexField), index < devices.count else {
      throw damaged("unknown device")
    }
    used[Int(index)] = true
    return Stamp(wall: wall, counter: Int(counter), device: devices[Int(index)])
  }

  /// Throws unless the text in `previous` sorts strictly before the one in `current`.
  private func ascending(_ previous: Range<Int>, _ current: Range<Int>) throws(SyncFileProblem) {
    let order = bytes.order(previous, current)
    guard order < 0 else { throw damaged(order == 0 ? "duplicate" : "out of order") }
  }

  // MARK: - Lines and fields

  /// Starts the next line before `limit`, or returns false at `limit`.
  ///
  /// A line without its line feed was cut short.
  private mutating func nextLine(before limit: Int) throws(SyncFileProblem) -> Bool {
    guard next < limit else { return false }
    let end = bytes.fieldEnd(from: next, stopAtTab: false)
    guard end < limit else { throw .damaged("cut short") }
    (line, cursor, lineEnd, next) = (line + 1, next, end, end + 1)
    return true
  }

  /// The current line's next field.
  private mutating func field() throws(SyncFileProblem) -> Range<Int> {
    guard cursor <= lineEnd else { throw damaged("wrong number of fields") }
    let start = cursor
    while cursor < lineEnd && bytes[cursor] != Byte.tab { cursor += 1 }
    defer { cursor += 1 }
    return start..<cursor
  }

  private func lineEnds() throws(SyncFileProblem) {
    guard cursor > lineEnd else { throw damaged("wrong number of fields") }
  }

  /// The rest of the current line's fields when there are exactly `count`.
  private mutating func lineFields(_ count: Int) -> [Range<Int>]? {
    var fields: [Range<Int>] = []
    while cursor <= lineEnd && fields.count <= count {
      fields.append(cursor..<bytes.fieldEnd(from: cursor))
      cursor = fields.last!.upperBound + 1
    }
    return fields.count == count && cursor > lineEnd ? fields : nil
  }

  private func damaged(_ what: String) -> SyncFileProblem { .damaged("line \(line): \(what)") }

  /// The text a field stands for, its escapes read.
  private mutating func text(_ range: Range<Int>) throws(SyncFileProblem) -> String {
    var index = range.lowerBound
    var bits: UInt8 = 0
    while index < range.upperBound, bytes[index] != Byte.backslash,
      bytes[index] != Byte.carriageReturn
    {
      bits |= bytes[index]
      index += 1
    }
    guard index < range.upperBound else {
      let run = UnsafeBufferPointer(rebasing: bytes[range])
      // ASCII is valid UTF-8: the plain initializer is the faster one.
      if bits < 0x80 { return String(decoding: run, as: UTF8.self) }
      guard let text = String(validating: run, as: UTF8.self) else { throw damaged("not UTF-8") }
      return text
    }
    scratch.removeAll(keepingCapacity: true)
    index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte != Byte.carriageReturn else { throw damaged("unescaped carriage return") }
      guard byte == Byte.backslash else {
        scratch.append(byte)
        index += 1
        continue
      }
      guard index + 1 < range.upperBound, let meaning = bytes.escaped(bytes[index + 1]) else {
        throw damaged("bad escape")
      }
      scratch.append(meaning)
      index += 2
    }
    guard let text = String(validating: scratch, as: UTF8.self) else { throw damaged("not UTF-8") }
    return text
  }

  /// The text of a value, the previous one's String again when the bytes are the same.
  private mutating func cachedText(_ range: Range<Int>) throws(SyncFileProblem) -> String {
    if let lastValue, bytes.sameBytes(lastValue.bytes, range) { return lastValue.text }
    let text = try self.text(range)
    lastValue = (range, text)
    return text
  }
}
