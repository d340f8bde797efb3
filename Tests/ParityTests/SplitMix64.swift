/// A small deterministic random generator (SplitMix64): the same seed gives the same actions on
/// every machine and every toolchain, which the standard library's ranges do not promise.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count` (count > 0); the modulo's tiny bias does not matter here.
  mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// True with probability `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }
}
