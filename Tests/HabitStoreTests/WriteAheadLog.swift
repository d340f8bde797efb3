import Foundation

/// A write-ahead log file as the next process to open the database reads it: its header, and the
/// frames after it that carry the header's salts (checksums aside).
struct WriteAheadLog {
  /// The whole file.
  let bytes: [UInt8]

  /// Reads the log at `path`; nil when there is none.
  init?(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    bytes = Array(data)
  }

  /// The header's two salts; nil without a valid header.
  var salts: [UInt8]? {
    guard bytes.count >= 32, word(0) | 1 == 0x377f_0683 else { return nil }
    return Array(bytes[16..<24])
  }

  /// How many frames from the start bear the header's salts: nothing without a valid header.
  var frames: Int {
    guard let salts else { return 0 }
    let size = Int(word(8)) + 24
    var count = 0
    while 32 + (count + 1) * size <= bytes.count {
      let start = 32 + count * size
      guard Array(bytes[start + 8..<start + 16]) == salts else { break }
      count += 1
    }
    return count
  }

  private func word(_ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  }
}
