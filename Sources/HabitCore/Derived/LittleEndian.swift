/// Unsigned integers as the store's derived bytes hold them: little-endian, in a given width.
enum LittleEndian {
  /// The low `count` bytes of `value`, least significant first.
  static func bytes(_ value: UInt64, count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  /// The value of the `count` bytes at `start`, least significant first.
  static func value(_ bytes: [UInt8], at start: Int, count: Int) -> UInt64 {
    (0..<count).reduce(0) { $0 | UInt64(bytes[start + $1]) << (8 * UInt64($1)) }
  }
}
