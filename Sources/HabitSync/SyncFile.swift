import HabitCore

/// Who wrote a sync file, and when.
public struct SyncFileHeader: Hashable, Sendable {
  /// The writer's device id (a UUID).
  public var device: String
  /// The writer's device name, as its user typed it (any text).
  public var name: String
  /// The writer's clock when it wrote the file.
  ///
  /// Its device is `device`: the file does not repeat it, so a reader gets `device` here.
  public var written: Stamp

  /// Creates a header.
  public init(device: String, name: String, written: Stamp) {
    self.device = device
    self.name = name
    self.written = written
  }
}

/// Why a sync file cannot be read.
public enum SyncFileProblem: Error, Hashable, Sendable {
  /// The file does not start with `habitflow-sync`: some other file.
  case notSyncFile
  /// A later HabitFlow wrote the file in this version, newer than `SyncFile.version`.
  case newerVersion(Int)
  /// The file is cut short, changed or malformed: the reason, e.g. "line 12: bad stamp".
  case damaged(String)
}

/// The versioned file a device writes its whole replica to, for the other devices to read.
///
/// Each device writes `<device-id>.hfsync`, carried by Syncthing or git: sorted, line-oriented
/// UTF-8 text, so that a change is a small diff, ending with a line count and a checksum, so
/// that a half-copied file is never read as a smaller replica. Each line, `⇥` a TAB:
///
/// ```
/// habitflow-sync⇥1
/// device⇥<id>⇥<name>
/// written⇥<wall>⇥<counter>
/// d⇥<index>⇥<device id>                                   each device of a stamp, from 0
/// h⇥<uuid>⇥<field>⇥<wall>⇥<counter>⇥<device index>⇥<value>
/// e⇥<uuid>⇥<yyyy-mm-dd>⇥<wall>⇥<counter>⇥<device index>[⇥<value>]   no value: a tombstone
/// s⇥<name>⇥<wall>⇥<counter>⇥<device index>⇥<value>
/// end⇥<lines before this one>⇥<FNV-1a 64 of the bytes before this line, 16 hex digits>
/// ```
///
/// Texts escape `\` `⇥` LF CR as `\\` `\t` `\n` `\r`. Each section is sorted by its key's
/// bytes (as UTF-8, before escaping), and every text keeps its exact bytes: "é" and "e" with a
/// combining accent are different texts here, although Swift calls them equal.
public enum SyncFile {
  /// The version this HabitFlow writes, and the newest it reads.
  public static let version = 1

  static let magic = Array("habitflow-sync".utf8)

  /// The file's bytes; the same replica and header always give the same bytes.
  ///
  /// The lines are sorted, whatever the dictionaries' order. Every stamp's wall and counter
  /// must be at least 0 and every day's year within 0...9999, as the clock and the store make
  /// them: the format has no room for others.
  public static func encode(_ replica: Replica, header: SyncFileHeader) -> [UInt8] {
    var devices = DeviceSet()
    let entries = EntryOrder(replica.entries, devices: &devices)
    for fields in replica.habits.values {
      for register in fields.values { devices.insert(register.stamp.device) }
    }
    for register in replica.settings.values { devices.insert(register.stamp.device) }
    let lines = replica.habits.values.reduce(0) { $0 + $1.count } + replica.entries.count
    // Most lines are entries of about 75 bytes: one allocation instead of twenty.
    var writer = SyncFileWriter(
      capacity: 256 + 88 * (lines + replica.settings.count), devices: devices)
    writer.header(header)
    writer.deviceLines()
    writer.habits(replica.habits)
    writer.entries(entries)
    writer.settings(replica.settings)
    return writer.finish()
  }

  /// FNV-1a 64 of `bytes`, and how many line feeds they hold (counted in the same pass).
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, lines: Int) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var lines = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      lines &+= byte == Byte.newline ? 1 : 0
    }
    return (hash, lines)
  }
}

/// The bytes the format gives a meaning to.
enum Byte {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let backslash = UInt8(ascii: "\\")
  static let zero = UInt8(ascii: "0")
  static let hexDigits = Array("0123456789abcdef".utf8)

  /// Whether two runs of bytes are equal, eight at a time: uuids are compared once a line.
  static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard lhs.baseAddress != rhs.baseAddress, let left = lhs.baseAddress,
      let right = rhs.baseAddress
    else { return true }
    var offset = 0
    while offset + 8 <= lhs.count {
      guard
        UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < lhs.count {
      guard left[offset] == right[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// Calls `body` with the UTF-8 bytes of `text`, copying only a text that is not contiguous.
  static func of<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var text = text
    return text.withUTF8(body)
  }
}

/// A text compared and hashed by its exact UTF-8 bytes.
///
/// Swift's `String` calls canonically equivalent texts equal ("é" and "e" with a combining accent, "K" and the Kelvin sign), so
/// grouping by `String` would merge two texts and write whichever the dictionary met first.
struct ExactText: Hashable {
  var text: String

  static func == (lhs: ExactText, rhs: ExactText) -> Bool { same(lhs.text, rhs.text) }

  func hash(into hasher: inout Hasher) {
    Byte.of(text) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  static func same(_ lhs: String, _ rhs: String) -> Bool {
    Byte.of(lhs) { left in Byte.of(rhs) { right in Byte.same(left, right) } }
  }

  /// Whether `lhs` sorts before `rhs` by bytes, the order of the file's sections.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}

/// What reading asks of a file's bytes, apart from the reader: calling these while the reader
/// is being changed never copies the reader's state.
extension UnsafeBufferPointer<UInt8> {
  /// Where the field (or with `stopAtTab` false, the line) starting at `start` ends: its TAB,
  /// its line feed, or the end of the bytes.
  func fieldEnd(from start: Int, stopAtTab: Bool = true) -> Int {
    var index = start
    let tab = stopAtTab ? Byte.tab : Byte.newline
    while index < count && self[index] != tab && self[index] != Byte.newline { index += 1 }
    return index
  }

  /// A decimal number from 0 to `Int64.max` without leading zeros, or nil.
  func number(_ range: Range<Int>) -> Int64? {
    guard !range.isEmpty, range.count == 1 || self[range.lowerBound] != Byte.zero else {
      return nil
    }
    var value: Int64 = 0
    for index in range {
      let digit = Int64(self[index]) &- Int64(Byte.zero)
      guard digit >= 0, digit <= 9 else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(digit)
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }

  /// Sixteen lowercase hex digits, or nil.
  func hex(_ range: Range<Int>) -> UInt64? {
    guard range.count == 16 else { return nil }
    var value: UInt64 = 0
    for index in range {
      guard let digit = Byte.hexDigits.firstIndex(of: self[index]) else { return nil }
      value = value << 4 | UInt64(digit)
    }
    return value
  }

  /// The byte an escape's second character stands for.
  func escaped(_ byte: UInt8) -> UInt8? {
    switch byte {
    case Byte.backslash: return Byte.backslash
    case UInt8(ascii: "t"): return Byte.tab
    case UInt8(ascii: "n"): return Byte.newline
    case UInt8(ascii: "r"): return Byte.carriageReturn
    default: return nil
    }
  }

  /// Negative, 0 or positive as the text in `lhs` sorts before, with or after the one in `rhs`
  /// by the bytes they stand for; both were read with `text`, so their escapes are whole.
  func order(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Int {
    var (left, right) = (lhs.lowerBound, rhs.lowerBound)
    while left < lhs.upperBound && right < rhs.upperBound {
      var (a, b) = (self[left], self[right])
      if a == Byte.backslash {
        left += 1
        a = escaped(self[left])!
      }
      if b == Byte.backslash {
        right += 1
        b = escaped(self[right])!
      }
      if a != b { return a < b ? -1 : 1 }
      left += 1
      right += 1
    }
    return (left < lhs.upperBound ? 1 : 0) - (right < rhs.upperBound ? 1 : 0)
  }

  func sameBytes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return Byte.same(
      UnsafeBufferPointer(rebasing: self[lhs]), UnsafeBufferPointer(rebasing: self[rhs]))
  }

  func equals(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
    range.upperBound <= count && UnsafeBufferPointer(rebasing: self[range]).elementsEqual(word)
  }

  func equals(_ range: Range<Int>, _ word: String) -> Bool {
    equals(range, Array(word.utf8))
  }
}
