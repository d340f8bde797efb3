extension Array where Element == String {
  /// The strings one after another, `separator` between each two: what `joined(separator:)`
  /// gives. A plain loop: `joined` runs unspecialized library code that looks the array's
  /// conformances up at run time, a scan of every loaded library that costs a command's first
  /// call a few tenths of a millisecond.
  public func concatenated(separator: String = "") -> String {
    var text = ""
    for (index, part) in enumerated() {
      if index > 0 { text += separator }
      text += part
    }
    return text
  }
}

extension String {
  /// The text without the spaces at its end. A plain loop, for the reason `concatenated` gives:
  /// `reversed().drop(while:)` looks conformances up at run time.
  public var trimmingTrailingSpaces: String {
    // Found byte by byte and cut once: removing the spaces one character at a time cost a
    // table padded to a long last column most of its rendering.
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") {
      end = bytes.index(before: end)
    }
    return end == bytes.endIndex ? self : String(self[..<end])
  }
}
