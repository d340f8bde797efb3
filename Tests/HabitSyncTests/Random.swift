import HabitCore
import HabitSync

/// A small deterministic random source (SplitMix64), so a failing seed can be run again.
struct Random {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Random sync files for the format's tests.
extension Random {
  /// Texts made of the pieces a format gets wrong: escapes, their look-alikes, separators,
  /// Korean, combining marks, NUL, and what looks like another line.
  mutating func nastyText() -> String {
    let pieces = [
      "", "a", "Z", "0", "\\", "\t", "\n", "\r", "\r\n", "\\t", "\\n", "\\\\", "독서 09:30", "é",
      "e\u{301}", "K", "\u{212A}", "\u{0}", "\u{7F}", "🏃‍♀️", " ", "\nend\t1\t", "h\t", "\u{FEFF}",
      "\u{10FFFF}",
    ]
    return (0..<below(4)).map { _ in pieces[below(pieces.count)] }.joined()
  }

  /// A stamp of one of `devices`, its numbers often at their limits.
  mutating func stamp(_ devices: [String]) -> Stamp {
    let walls: [Int64] = [0, 1, 1_796_000_000_000, Int64.max, Int64(below(1 << 40))]
    let counters = [0, 1, Int.max, below(1000)]
    return Stamp(
      wall: walls[below(walls.count)], counter: counters[below(counters.count)],
      device: devices[below(devices.count)])
  }

  /// A header and a replica of nasty texts, with keys shared between a few habits and days.
  mutating func syncFile() -> (SyncFileHeader, Replica) {
    let devices = (0..<1 + below(3)).map { _ in nastyText() }
    let habits = (0..<1 + below(4)).map { _ in nastyText() }
    let days = [Day.supported.lowerBound, Day.supported.upperBound, Day(number: 0)]
    var replica = Replica()
    for _ in 0..<below(20) {
      let stamp = stamp(devices)
      switch below(3) {
      case 0:
        let habit = habits[below(habits.count)]
        replica.habits[habit, default: [:]][nastyText()] = Register(nastyText(), at: stamp)
      case 1:
        let day = below(2) == 0 ? days[below(3)] : Day(number: 20_000 + below(9))
        let key = EntryKey(habit: habits[below(habits.count)], day: day)
        replica.entries[key] = Register(below(3) == 0 ? nil : nastyText(), at: stamp)
      default:
        replica.settings[nastyText()] = Register(nastyText(), at: stamp)
      }
    }
    let device = nastyText()
    let written = Stamp(wall: stamp(devices).wall, counter: below(5), device: device)
    return (SyncFileHeader(device: device, name: nastyText(), written: written), replica)
  }
}
