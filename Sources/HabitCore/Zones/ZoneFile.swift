/// A compiled time zone file (TZif, RFC 8536), as the C library reads from `TZ=/path` or
/// `TZ=:Name`: a table of transitions, and a POSIX rule for the instants after the last one.
public struct ZoneFile: Hashable, Sendable {
  /// Instants (seconds since 1970) at which the offset changes, ascending.
  public var transitions: [Int]
  /// The offset (seconds east of UTC) from each transition on.
  public var offsets: [Int]
  /// The offset before the first transition: the first standard-time local time type's (type
  /// 0's when every type is daylight time), as glibc and Python's zoneinfo read it.
  public var initialOffset: Int
  /// The rule for instants after the last transition, from the file's footer (version 2 and later).
  public var footer: PosixZoneRule?

  /// Parses the bytes of a TZif file, or returns nil when they are not one.
  public init?(bytes: [UInt8]) {
    guard let contents = TZifContents(bytes: bytes) else { return nil }
    self.init(contents)
  }

  /// The zone a file's contents describe.
  init(_ contents: TZifContents) {
    let types = contents.types
    transitions = contents.transitions
    offsets = contents.typeIndices.map { types[$0].offset }
    initialOffset = (types.first { !$0.isDaylight } ?? types[0]).offset
    footer = contents.footer.flatMap(PosixZoneRule.init(parsing:))
  }

  /// The offset in force at an instant.
  public func offset(at unixSeconds: Int) -> Int {
    guard let last = transitions.last, unixSeconds >= last, let footer else {
      guard let index = lastIndex(atOrBefore: unixSeconds) else { return initialOffset }
      return offsets[index]
    }
    return footer.offset(at: unixSeconds)
  }

  /// The first instant after `unixSeconds` at which the offset really changes.
  public func nextTransition(after unixSeconds: Int) -> Int? {
    var previous = offset(at: unixSeconds)
    var index = (lastIndex(atOrBefore: unixSeconds) ?? -1) + 1
    while index < transitions.count {
      if offsets[index] != previous { return transitions[index] }
      previous = offsets[index]
      index += 1
    }
    return footer?.nextTransition(after: max(unixSeconds, transitions.last ?? unixSeconds))
  }

  private func lastIndex(atOrBefore unixSeconds: Int) -> Int? {
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= unixSeconds { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }
}

/// What a TZif file holds, as read: each transition and the local time type it begins, the
/// types, and the footer's text. (The 64-bit block of a version 2 file, else the 32-bit one.)
struct TZifContents {
  /// A local time type: its offset, whether it is daylight time, and whether transitions into
  /// it were given in standard time and in UT (what glibc reads of `posixrules`).
  struct LocalTimeType {
    var offset: Int
    var isDaylight: Bool
    var isStandard = false
    var isUniversal = false
  }

  var transitions: [Int]
  /// The type each transition begins, by index into `types`.
  var typeIndices: [Int]
  /// At least one.
  var types: [LocalTimeType]
  var footer: String?

  init?(bytes: [UInt8]) {
    var reader = TZifReader(bytes: bytes)
    guard let first = reader.header() else { return nil }
    guard first.version >= 2 else {
      guard let table = reader.table(first, timeSize: 4) else { return nil }
      (transitions, typeIndices, types, footer) = (table.0, table.1, table.2, nil)
      return
    }
    // Skip the 32-bit block; the 64-bit one after it covers every year.
    guard reader.skip(first.blockSize(timeSize: 4)), let second = reader.header(),
      let table = reader.table(second, timeSize: 8)
    else { return nil }
    (transitions, typeIndices, types) = table
    footer = reader.footer()
  }
}

/// The counts of a TZif header.
private struct TZifHeader {
  var version: Int
  var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

  func blockSize(timeSize: Int) -> Int {
    timeCount * timeSize + timeCount + typeCount * 6 + characterCount
      + leapCount * (timeSize + 4) + isStandardCount + isUTCCount
  }
}

/// A cursor over the bytes of a TZif file.
private struct TZifReader {
  let bytes: [UInt8]
  var index = 0

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, index + count <= bytes.count else { return false }
    index += count
    return true
  }

  mutating func header() -> TZifHeader? {
    guard index + 44 <= bytes.count, Array(bytes[index..<(index + 4)]) == Array("TZif".utf8)
    else { return nil }
    let version = bytes[index + 4] == 0 ? 1 : Int(bytes[index + 4]) - 48
    index += 20
    var counts: [Int] = []
    for _ in 0..<6 { counts.append(integer(size: 4)) }
    guard counts.allSatisfy({ $0 >= 0 }) else { return nil }
    return TZifHeader(
      version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
      timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
  }

  /// Transitions, the type each begins, and the types.
  mutating func table(_ header: TZifHeader, timeSize: Int)
    -> ([Int], [Int], [TZifContents.LocalTimeType])?
  {
    guard header.typeCount > 0, header.isStandardCount <= header.typeCount,
      header.isUTCCount <= header.typeCount,
      index + header.blockSize(timeSize: timeSize) <= bytes.count
    else { return nil }
    var times: [Int] = []
    for _ in 0..<header.timeCount { times.append(integer(size: timeSize)) }
    let typeIndices = bytes[index..<(index + header.timeCount)].map { Int($0) }
    index += header.timeCount
    var types: [TZifContents.LocalTimeType] = []
    for _ in 0..<header.typeCount {
      let offset = integer(size: 4)
      types.append(TZifContents.LocalTimeType(offset: offset, isDaylight: bytes[index] != 0))
      index += 2
    }
    guard typeIndices.allSatisfy({ $0 < header.typeCount }) else { return nil }
    index += header.characterCount + header.leapCount * (timeSize + 4)
    for type in 0..<header.isStandardCount { types[type].isStandard = bytes[index + type] != 0 }
    index += header.isStandardCount
    for type in 0..<header.isUTCCount { types[type].isUniversal = bytes[index + type] != 0 }
    index += header.isUTCCount
    return (times, typeIndices, types)
  }

  /// The POSIX rule between the newlines after the 64-bit block.
  mutating func footer() -> String? {
    guard index < bytes.count, bytes[index] == 10,
      let end = bytes[(index + 1)...].firstIndex(of: 10), end > index + 1
    else { return nil }
    return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
  }

  /// A big-endian signed integer of 4 or 8 bytes.
  mutating func integer(size: Int) -> Int {
    var value: UInt64 = 0
    for offset in 0..<size { value = value << 8 | UInt64(bytes[index + offset]) }
    index += size
    if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
    return Int(Int64(bitPattern: value))
  }
}
