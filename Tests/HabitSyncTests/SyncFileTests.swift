import HabitCore
import XCTest

@testable import HabitSync

/// The sync file is exact, sorted text that reads back to the same replica, and whatever a copy
/// cut short, flipped or appended to it, reading says so instead of returning less.
final class SyncFileTests: XCTestCase {
  private let deviceA = "1A2B3C4D-0000-4000-8000-00000000000A"
  private let deviceB = "5E6F7A8B-0000-4000-8000-00000000000B"
  private let habit1 = "0F8E2D4C-1111-4000-8000-000000000001"
  private let habit2 = "A0000000-2222-4000-8000-000000000002"

  private func stamp(_ wall: Int64, _ counter: Int, _ device: String) -> Stamp {
    Stamp(wall: wall, counter: counter, device: device)
  }

  private var smallHeader: SyncFileHeader {
    SyncFileHeader(
      device: deviceA, name: "민지의 노트북\n(집)", written: stamp(1_796_000_000_500, 2, deviceA))
  }

  /// A Korean name, a tombstone, an empty value and a value with every escaped character.
  private var smallReplica: Replica {
    var replica = Replica()
    replica.habits[habit2] = ["name": Register("Running", at: stamp(1_796_000_000_000, 1, deviceA))]
    replica.habits[habit1] = [
      "note": Register("a\tb\nc\\d\re", at: stamp(1_796_000_000_100, 3, deviceB)),
      "name": Register("독서 09:30", at: stamp(1_796_000_000_000, 0, deviceA)),
    ]
    let (day29, day30) = (Day(iso: "2026-11-29")!, Day(iso: "2026-11-30")!)
    replica.entries[EntryKey(habit: habit2, day: day30)] = Register(
      "", at: stamp(1_796_000_000_300, 0, deviceA))
    replica.entries[EntryKey(habit: habit1, day: day30)] = Register(
      nil, at: stamp(1_796_000_000_200, 0, deviceB))
    replica.entries[EntryKey(habit: habit1, day: day29)] = Register(
      "done", at: stamp(1_796_000_000_000, 2, deviceA))
    replica.settings["week.start"] = Register("monday", at: stamp(1_795_999_999_999, 0, deviceB))
    replica.settings["language"] = Register("ko", at: stamp(1_796_000_000_000, 3, deviceA))
    return replica
  }

  // The file as text: `\#t` is a field's TAB, `\t` (two characters) an escaped one.
  private let smallFile = #"""
    habitflow-sync\#t1
    device\#t1A2B3C4D-0000-4000-8000-00000000000A\#t민지의 노트북\n(집)
    written\#t1796000000500\#t2
    d\#t0\#t1A2B3C4D-0000-4000-8000-00000000000A
    d\#t1\#t5E6F7A8B-0000-4000-8000-00000000000B
    h\#t0F8E2D4C-1111-4000-8000-000000000001\#tname\#t1796000000000\#t0\#t0\#t독서 09:30
    h\#t0F8E2D4C-1111-4000-8000-000000000001\#tnote\#t1796000000100\#t3\#t1\#ta\tb\nc\\d\re
    h\#tA0000000-2222-4000-8000-000000000002\#tname\#t1796000000000\#t1\#t0\#tRunning
    e\#t0F8E2D4C-1111-4000-8000-000000000001\#t2026-11-29\#t1796000000000\#t2\#t0\#tdone
    e\#t0F8E2D4C-1111-4000-8000-000000000001\#t2026-11-30\#t1796000000200\#t0\#t1
    e\#tA0000000-2222-4000-8000-000000000002\#t2026-11-30\#t1796000000300\#t0\#t0\#t
    s\#tlanguage\#t1796000000000\#t3\#t0\#tko
    s\#tweek.start\#t1795999999999\#t0\#t1\#tmonday
    end\#t13\#t99a152fb54581ca5

    """#

  /// Why `decode` (or with `headerOnly`, `header(of:)`) refuses `bytes`; nil when it reads them.
  private func problem(_ bytes: [UInt8], headerOnly: Bool = false) -> SyncFileProblem? {
    do {
      _ = try headerOnly ? SyncFile.header(of: bytes) : SyncFile.decode(bytes).header
      return nil
    } catch {
      return error
    }
  }

  func testASmallFileHasExactlyTheseBytes() throws {
    let bytes = SyncFile.encode(smallReplica, header: smallHeader)
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), smallFile)
    XCTAssertEqual(bytes, Array(smallFile.utf8))
    let (header, replica) = try SyncFile.decode(bytes)
    XCTAssertEqual(header, smallHeader)
    XCTAssertEqual(replica, smallReplica)
    XCTAssertEqual(try SyncFile.header(of: bytes), smallHeader)
  }

  func testAnEmptyReplicaIsTheHeaderAndTheEndLine() throws {
    let header = SyncFileHeader(device: "d", name: "", written: stamp(0, 0, "d"))
    let bytes = SyncFile.encode(Replica(), header: header)
    let head = "habitflow-sync\t1\ndevice\td\t\nwritten\t0\t0\n"
    XCTAssertEqual(
      String(decoding: bytes, as: UTF8.self), head + "end\t3\t\(fnv1a(Array(head.utf8)))\n")
    XCTAssertEqual(try SyncFile.decode(bytes).replica, Replica())
  }

  func testTextSortsByItsOwnBytesNotByItsEscapes() throws {
    var replica = Replica()
    for name in ["a!", "a\t", "a\\", "é", "z", "A"] {
      replica.settings[name] = Register("v", at: stamp(1, 0, "x"))
    }
    let bytes = SyncFile.encode(
      replica, header: SyncFileHeader(device: "x", name: "x", written: stamp(1, 0, "x")))
    let names = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      .filter { $0.hasPrefix("s\t") }.map { $0.split(separator: "\t")[1] }
    // TAB (9) < "!" (33) < "\" (92) by the text's bytes; the escapes would put "\t" last.
    XCTAssertEqual(names, ["A", #"a\t"#, "a!", #"a\\"#, "z", "é"])
    XCTAssertEqual(try SyncFile.decode(bytes).replica, replica)
  }

  func testRandomReplicasRoundTripAndEncodeIgnoresInsertionOrder() throws {
    for seed in UInt64(1)...200 {
      var random = Random(state: seed)
      let (header, replica) = random.syncFile()
      let bytes = SyncFile.encode(replica, header: header)
      let decoded = try SyncFile.decode(bytes)
      XCTAssertEqual(decoded.header, header, "seed \(seed)")
      XCTAssertEqual(decoded.replica, replica, "seed \(seed)")
      XCTAssertEqual(
        SyncFile.encode(decoded.replica, header: decoded.header), bytes, "seed \(seed)")
      XCTAssertEqual(try SyncFile.header(of: bytes), header, "seed \(seed)")
      XCTAssertEqual(
        SyncFile.encode(reinserted(replica, &random), header: header), bytes, "seed \(seed)")
    }
  }

  func testEveryTruncationFails() {
    let bytes = Array(smallFile.utf8)
    for count in 0..<bytes.count {
      switch (count < "habitflow-sync".utf8.count, problem(Array(bytes[..<count]))) {
      case (true, .notSyncFile?), (false, .damaged?): break
      case (_, let found): XCTFail("prefix \(count): \(String(describing: found))")
      }
    }
    XCTAssertEqual(problem(Array(bytes.dropLast())), .damaged("cut short"))
    XCTAssertEqual(problem(Array(bytes[..<200])), .damaged("cut short"))
  }

  func testAFlippedByteIsDamaged() {
    let bytes = Array(smallFile.utf8)
    let body = bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1
    for index in body..<bytes.count {
      for mask: UInt8 in [0x01, 0x20, 0x80, 0xFF] {
        var flipped = bytes
        flipped[index] ^= mask
        guard case .damaged = problem(flipped) else {
          return XCTFail("byte \(index) ^ \(mask) was read")
        }
      }
    }
    var flipped = bytes
    flipped[200] ^= 0x01
    XCTAssertEqual(problem(flipped), .damaged("checksum does not match"))
  }

  func testAnyFileReadIsExactlyWhatEncodeWrites() {
    // Mutated lines after the first, sealed again so that reading gets past the checksum: what
    // reads must be exactly what encode writes for it, so a replica has one spelling.
    let body = Array(smallFile.utf8.dropLast(24))
    let pieces = [
      "\t", "\n", "\r", "\\", "\\t", "0", "1", "-", "\u{E9}", "e\u{301}", "d\t", "end\t",
    ]
    var random = Random(state: 11)
    var read = 0
    for _ in 0..<2000 {
      var mutated = body
      for _ in 0...random.below(3) {
        let at = 17 + random.below(mutated.count - 17)
        switch random.below(3) {
        case 0: mutated.remove(at: at)
        case 1: mutated.insert(contentsOf: pieces[random.below(pieces.count)].utf8, at: at)
        default: mutated[at] = UInt8(truncatingIfNeeded: random.next())
        }
      }
      let file = seal(mutated.last == 10 ? mutated : mutated + [10])
      switch Result(catching: { () throws(SyncFileProblem) in try SyncFile.decode(file) }) {
      case .success(let (header, replica)):
        XCTAssertEqual(SyncFile.encode(replica, header: header), file)
        read += 1
      case .failure(.damaged): break
      case .failure(let problem): XCTFail("\(problem)")
      }
    }
    XCTAssertEqual(read, 422, "the mutations that still read (a changed value, mostly)")
  }

  func testVersionsAndForeignFiles() {
    let future = Array("habitflow-sync\t2\tmore fields\n\u{1}garbage\tof\\q the future".utf8)
    XCTAssertEqual(problem(future), .newerVersion(2))
    XCTAssertEqual(problem(future, headerOnly: true), .newerVersion(2))
    XCTAssertEqual(problem(Array("habitflow-sync\t17\n".utf8)), .newerVersion(17))
    for bad in ["x", "0", "01", "-1", "", "1.0", "99999999999999999999", "1\tmore"] {
      XCTAssertEqual(
        problem(Array("habitflow-sync\t\(bad)\n".utf8)), .damaged("line 1: bad version"), bad)
    }
    XCTAssertEqual(problem(Array("habitflow-sync\tx".utf8)), .damaged("line 1: bad version"))
    XCTAssertEqual(problem(Array("habitflow-sync\n".utf8)), .damaged("line 1: bad version"))
    XCTAssertEqual(problem(Array("habitflow-sync\t1".utf8)), .damaged("cut short"))
    for text in ["", "habitflow-syncs\t1\n", "HABITFLOW-SYNC\t1\n", "\u{FEFF}habitflow-sync\t1\n"] {
      XCTAssertEqual(problem(Array(text.utf8)), .notSyncFile, text)
    }
    var random = Random(state: 7)
    for _ in 0..<100 {
      let noise = (0..<random.below(300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      XCTAssertEqual(problem(noise), .notSyncFile)
      XCTAssertEqual(problem(noise, headerOnly: true), .notSyncFile)
    }
  }

  func testHeaderReadsOnlyTheFirstThreeLines() throws {
    let bytes = Array(smallFile.utf8)
    XCTAssertEqual(try SyncFile.header(of: bytes), smallHeader)
    let head = Array(smallFile.split(separator: "\n").prefix(3).joined(separator: "\n").utf8) + [10]
    XCTAssertEqual(try SyncFile.header(of: head + Array("garbage\\q\n\u{0}".utf8)), smallHeader)
    XCTAssertEqual(try SyncFile.header(of: head), smallHeader)
    XCTAssertEqual(problem(head), .damaged("cut short"))
    XCTAssertEqual(problem(Array(head.dropLast()), headerOnly: true), .damaged("cut short"))
    let noWritten = Array("habitflow-sync\t1\ndevice\tD\tname\nwritten\t5\n".utf8)
    XCTAssertEqual(problem(noWritten, headerOnly: true), .damaged("line 3: not a written line"))
  }

  func testDamagedLinesSayWhy() {
    for (lines, expected) in damagedLines {
      let bytes = sealed(["habitflow-sync\t1"] + lines)
      XCTAssertEqual(problem(bytes), .damaged(expected), lines.joined(separator: " | "))
    }
  }

  func testCanonicallyEqualTextsKeepTheirBytes() throws {
    // Swift calls each pair equal; the file keeps both, as two devices and two groups of days.
    let (kelvin, precomposed) = ("\u{212A}", "\u{E9}")
    var replica = Replica()
    replica.entries[EntryKey(habit: precomposed, day: Day(number: 1))] = Register(
      "x", at: stamp(1, 0, "K"))
    replica.entries[EntryKey(habit: "e\u{301}", day: Day(number: 2))] = Register(
      "y", at: stamp(2, 0, kelvin))
    let header = SyncFileHeader(device: "K", name: "", written: stamp(3, 0, "K"))
    let bytes = SyncFile.encode(replica, header: header)
    XCTAssertEqual(
      String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst(3).dropLast(),
      [
        "d\t0\tK", "d\t1\t\(kelvin)", "e\te\u{301}\t1970-01-03\t2\t0\t1\ty",
        "e\t\(precomposed)\t1970-01-02\t1\t0\t0\tx",
      ])
    let decoded = try SyncFile.decode(bytes).replica
    XCTAssertEqual(
      Set(decoded.entries.map { Array($0.key.habit.utf8) + Array($0.value.stamp.device.utf8) }),
      [Array("\(precomposed)K".utf8), Array("e\u{301}\(kelvin)".utf8)])
    XCTAssertEqual(SyncFile.encode(decoded, header: header), bytes)
  }

  func testInvalidUTF8IsDamaged() {
    for text: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x61, 0x80]] {
      let body =
        Array("habitflow-sync\t1\ndevice\tD\t".utf8) + text + Array("\nwritten\t5\t0\n".utf8)
      XCTAssertEqual(problem(seal(body)), .damaged("line 2: not UTF-8"), "\(text)")
    }
  }

  func testTheEndLineChecksCountAndHash() throws {
    let bytes = Array(smallFile.utf8)
    let body = Array(bytes[...bytes.dropLast().lastIndex(of: UInt8(ascii: "\n"))!])
    XCTAssertEqual(
      try SyncFile.decode(body + Array("end\t13\t\(fnv1a(body))\n".utf8)).header, smallHeader)
    XCTAssertEqual(
      problem(body + Array("end\t12\t\(fnv1a(body))\n".utf8)), .damaged("line count does not match")
    )
    XCTAssertEqual(
      problem(body + Array("end\t13\t99a152fb54581ca6\n".utf8)), .damaged("checksum does not match")
    )
    XCTAssertEqual(
      problem(body + Array("end\t13\t99A152FB54581CA5\n".utf8)), .damaged("line 14: bad end line"))
    XCTAssertEqual(
      problem(body + Array("end\t013\t99a152fb54581ca5\n".utf8)), .damaged("line 14: bad end line"))
    XCTAssertEqual(problem(body + Array("end\t13\n".utf8)), .damaged("line 14: bad end line"))
    XCTAssertEqual(problem(body), .damaged("cut short"))
    XCTAssertEqual(problem(bytes + [UInt8(ascii: "\n")]), .damaged("bytes after the end line"))
    XCTAssertEqual(problem(bytes + Array("x".utf8)), .damaged("bytes after the end line"))
    XCTAssertEqual(problem(bytes + bytes), .damaged("bytes after the end line"))
  }

  func testTenYearsOfFiftyHabitsRoundTrip() throws {
    let (header, replica) = tenYears()
    XCTAssertEqual(replica.entries.count, 182_500)
    let bytes = SyncFile.encode(replica, header: header)
    // Three header lines, two devices, 100 habit fields, the entries, two settings.
    XCTAssertEqual(bytes.suffix(28).prefix(11), ArraySlice("end\t182607\t".utf8))
    let decoded = try SyncFile.decode(bytes)
    XCTAssertEqual(decoded.header, header)
    XCTAssertEqual(decoded.replica, replica)
  }

  // MARK: - Making files

  /// Files with one thing wrong each (the header's lines and then the body's, their end line
  /// right), and what reading says.
  private var damagedLines: [(lines: [String], problem: String)] {
    let head = ["device\tD\tn", "written\t5\t0"]
    let withA = { (lines: String...) in head + ["d\t0\tA"] + lines }
    return [
      (["devic\tD\tn", "written\t5\t0"], "line 2: not a device line"),
      (["device\tD", "written\t5\t0"], "line 2: not a device line"),
      (["device\tD\\x\tn", "written\t5\t0"], "line 2: bad escape"),
      (["device\tD\tn", "written\t5\t0\t1"], "line 3: not a written line"),
      (["device\tD\tn", "written\t05\t0"], "line 3: bad stamp"),
      (["device\tD\tn", "written\t5\t-1"], "line 3: bad stamp"),
      (withA("d\t0\tB"), "line 5: bad device number"),
      (head + ["d\t0\tB", "d\t1\tA"], "line 5: out of order"),
      (withA("d\t1\tA"), "line 5: duplicate"),
      (withA(), "line 4: unused device"),
      (head + ["h\tu\tn\t1\t0\t0\tv"], "line 4: unknown device"),
      (withA("h\tu\tn\t1\t0\t1\tv"), "line 5: unknown device"),
      (withA("h\tu\tn\t1\t0\t00\tv"), "line 5: unknown device"),
      (withA("h\tu\tn\t01\t0\t0\tv"), "line 5: bad stamp"),
      (withA("h\tu\tn\t9223372036854775808\t0\t0\tv"), "line 5: bad stamp"),
      (withA("h\tu\tn\t1\t\t0\tv"), "line 5: bad stamp"),
      (withA("h\tu\tn\t1\t0\t0"), "line 5: wrong number of fields"),
      (withA("h\tu\tn\t1\t0\t0\tv\tw"), "line 5: wrong number of fields"),
      (withA("e\tu\t2026-11-30\t1\t0\t0\tv\tw"), "line 5: wrong number of fields"),
      (withA("s\tn\t1\t0\t0"), "line 5: wrong number of fields"),
      (withA("e\tu\t2026-02-30\t1\t0\t0"), "line 5: bad day"),
      (withA("e\tu\t2026-2-28\t1\t0\t0"), "line 5: bad day"),
      (withA("s\ta\\x\t1\t0\t0\tv"), "line 5: bad escape"),
      (withA("s\ta\t1\t0\t0\tv\\"), "line 5: bad escape"),
      (withA("s\ta\rb\t1\t0\t0\tv"), "line 5: unescaped carriage return"),
      (withA("s\tb\t1\t0\t0\tv", "s\ta\t1\t0\t0\tv"), "line 6: out of order"),
      (withA("s\ta\t1\t0\t0\tv", "s\ta\t2\t0\t0\tv"), "line 6: duplicate"),
      // Canonically equal texts are one dictionary key: the second would overwrite the first.
      (withA("s\te\u{301}\t1\t0\t0\tv", "s\t\u{E9}\t1\t0\t0\tv"), "line 6: duplicate"),
      // "a" TAB sorts before "a!" by the bytes the text stands for, not by its escape.
      (withA("h\ta!\tn\t1\t0\t0\tv", "h\ta\\t\tn\t1\t0\t0\tv"), "line 6: out of order"),
      (withA("h\tu\tb\t1\t0\t0\tv", "h\tu\ta\t1\t0\t0\tv"), "line 6: out of order"),
      (withA("h\tu\ta\t1\t0\t0\tv", "h\tu\ta\t1\t0\t0\tw"), "line 6: duplicate"),
      (withA("e\tu\t2026-11-30\t1\t0\t0", "e\tu\t2026-11-29\t1\t0\t0"), "line 6: out of order"),
      (withA("e\tu\t2026-11-30\t1\t0\t0", "e\tu\t2026-11-30\t1\t0\t0\tv"), "line 6: duplicate"),
      (withA("s\ta\t1\t0\t0\tv", "h\tu\tn\t1\t0\t0\tv"), "line 6: out of order"),
      (withA("e\tu\t2026-11-30\t1\t0\t0", "d\t1\tB"), "line 6: out of order"),
      (head + ["x\t1"], "line 4: unknown line"),
      (head + [""], "line 4: unknown line"),
      (head + ["end\t3\t0000000000000000"], "bytes after the end line"),
    ]
  }

  /// `lines` with the end line a writer would add.
  private func sealed(_ lines: [String]) -> [UInt8] {
    seal(Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  private func seal(_ body: [UInt8]) -> [UInt8] {
    let count = body.filter { $0 == UInt8(ascii: "\n") }.count
    return body + Array("end\t\(count)\t\(fnv1a(body))\n".utf8)
  }

  /// FNV-1a 64 as 16 lowercase hex digits, written apart from the one under test.
  private func fnv1a(_ bytes: [UInt8]) -> String {
    let hash = bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The same replica built again in another order into bigger dictionaries, so that iterating
  /// it visits the keys in another order.
  private func reinserted(_ replica: Replica, _ random: inout Random) -> Replica {
    var copy = Replica()
    copy.habits.reserveCapacity(64 + random.below(64))
    copy.entries.reserveCapacity(64 + random.below(64))
    copy.settings.reserveCapacity(64 + random.below(64))
    for (uuid, fields) in replica.habits.reversed() {
      var again: [String: Register<String>] = [:]
      again.reserveCapacity(32)
      for (name, register) in fields.reversed() { again[name] = register }
      copy.habits[uuid] = again
    }
    for (key, register) in replica.entries.reversed() { copy.entries[key] = register }
    for (name, register) in replica.settings.reversed() { copy.settings[name] = register }
    XCTAssertEqual(copy, replica)
    return copy
  }

  /// 50 habits with two fields each and an entry every day for ten years, from two devices.
  private func tenYears() -> (SyncFileHeader, Replica) {
    let devices = [deviceA, deviceB]
    let start = Day(iso: "2016-12-01")!
    var replica = Replica()
    for habit in 0..<50 {
      let uuid = "0F8E2D4C-1111-4000-8000-\(String(1_000_000_000_000 + habit).dropFirst())"
      replica.habits[uuid] = [
        "name": Register("습관 \(habit)", at: stamp(1_480_000_000_000, habit, deviceA)),
        "times": Register("07:00\t21:30", at: stamp(1_480_000_000_000, 0, deviceB)),
      ]
      for offset in 0..<3650 {
        let wall = 1_480_000_000_000 + Int64(offset) * 86_400_000 + Int64(habit)
        let value: String? = offset % 7 == 3 ? nil : (habit % 2 == 0 ? "done" : "\(offset % 40).5")
        replica.entries[EntryKey(habit: uuid, day: start.adding(days: offset))] = Register(
          value, at: stamp(wall, offset % 3, devices[offset % 2]))
      }
    }
    replica.settings["language"] = Register("ko", at: stamp(1_480_000_000_000, 0, deviceA))
    replica.settings["week.start"] = Register("monday", at: stamp(1_480_000_000_000, 0, deviceB))
    return (
      SyncFileHeader(device: deviceA, name: "노트북", written: stamp(1_796_000_000_000, 0, deviceA)),
      replica
    )
  }
}
