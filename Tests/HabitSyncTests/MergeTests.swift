import HabitCore
import XCTest

@testable import HabitSync

/// The clock orders every change after what its device saw; merging replicas is commutative,
/// associative and idempotent, so devices converge whatever the order and number of syncs.
final class MergeTests: XCTestCase {
  func testTheClockNeverGoesBackAndFollowsWhatItReceives() {
    var clock = HybridClock(device: "b")
    let first = clock.stamp(wall: 1_000)
    XCTAssertEqual(first, Stamp(wall: 1_000, counter: 0, device: "b"))
    XCTAssertEqual(clock.stamp(wall: 1_000), Stamp(wall: 1_000, counter: 1, device: "b"))
    XCTAssertEqual(
      clock.stamp(wall: 900), Stamp(wall: 1_000, counter: 2, device: "b"), "wall behind")
    // Another device hours ahead: what this one does next still orders after it.
    let ahead = Stamp(wall: 1_000 + 3 * 3_600_000, counter: 5, device: "a")
    clock.receive(ahead)
    let after = clock.stamp(wall: 1_100)
    XCTAssertGreaterThan(after, ahead)
    XCTAssertEqual(after, Stamp(wall: ahead.wall, counter: 6, device: "b"))
    XCTAssertEqual(
      clock.stamp(wall: ahead.wall + 1), Stamp(wall: ahead.wall + 1, counter: 0, device: "b"))
  }

  func testATombstoneBeatsAnOlderEditAndPerFieldChangesBothStay() {
    let day = Day(iso: "2026-11-30")!
    let key = EntryKey(habit: "u", day: day)
    var a = Replica()
    var b = Replica()
    a.entries[key] = Register("done", at: Stamp(wall: 10, counter: 0, device: "a"))
    b.entries[key] = Register(nil, at: Stamp(wall: 11, counter: 0, device: "b"))  // unchecked later
    a.habits["u"] = ["name": Register("Run", at: Stamp(wall: 20, counter: 0, device: "a"))]
    b.habits["u"] = ["times": Register("07:00", at: Stamp(wall: 5, counter: 0, device: "b"))]
    let merged = a.merged(with: b)
    XCTAssertEqual(merged.entries[key]?.value, .some(nil), "the uncheck is not undone")
    XCTAssertEqual(merged.habits["u"]?["name"]?.value, "Run")
    XCTAssertEqual(merged.habits["u"]?["times"]?.value, "07:00")
    XCTAssertEqual(merged, b.merged(with: a))
    XCTAssertEqual(merged.latestStamp, Stamp(wall: 20, counter: 0, device: "a"))
  }

  /// Random replicas of three devices, with overlapping keys and equal walls.
  private func randomReplica(_ random: inout Random, device: String) -> Replica {
    var replica = Replica()
    for _ in 0..<random.below(12) {
      let stamp = Stamp(wall: Int64(random.below(5)), counter: random.below(3), device: device)
      switch random.below(3) {
      case 0:
        let field = ["name", "times", "removed"][random.below(3)]
        replica.habits["h\(random.below(3))", default: [:]][field] = Register(
          "\(device)\(random.below(100))", at: stamp)
      case 1:
        let key = EntryKey(habit: "h\(random.below(3))", day: Day(number: 20_000 + random.below(4)))
        replica.entries[key] = Register(random.below(3) == 0 ? nil : "done\(device)", at: stamp)
      default:
        replica.settings["s\(random.below(2))"] = Register("\(device)\(random.below(9))", at: stamp)
      }
    }
    return replica
  }

  func testMergingIsCommutativeAssociativeAndIdempotent() {
    for seed in UInt64(1)...300 {
      var random = Random(state: seed)
      let (a, b, c) = (
        randomReplica(&random, device: "a"), randomReplica(&random, device: "b"),
        randomReplica(&random, device: "c")
      )
      XCTAssertEqual(a.merged(with: b), b.merged(with: a), "seed \(seed)")
      XCTAssertEqual(
        a.merged(with: b).merged(with: c), a.merged(with: b.merged(with: c)), "seed \(seed)")
      XCTAssertEqual(a.merged(with: a), a, "seed \(seed)")
      let all = a.merged(with: b).merged(with: c)
      XCTAssertEqual(all.merged(with: b), all, "syncing again changes nothing; seed \(seed)")
    }
  }

  func testTheNewerPartIsExactlyWhatMergingChanges() {
    for seed in UInt64(1)...200 {
      var random = Random(state: seed)
      let (a, b) = (randomReplica(&random, device: "a"), randomReplica(&random, device: "b"))
      let newer = a.newer(in: b)
      XCTAssertEqual(a.merged(with: newer), a.merged(with: b), "seed \(seed)")
      XCTAssertEqual(a.merged(with: b).newer(in: b), Replica(), "seed \(seed)")
      XCTAssertLessThanOrEqual(newer.count, b.count)
    }
    var one = Replica()
    one.settings["dayStart"] = Register("04:00", at: Stamp(wall: 1, counter: 0, device: "a"))
    one.entries[EntryKey(habit: "h", day: Day(iso: "2026-11-30")!)] = Register(
      nil, at: Stamp(wall: 2, counter: 0, device: "a"))
    XCTAssertEqual(Replica().newer(in: one), one)
    XCTAssertEqual(one.count, 2)
  }

  func testACounterAtItsEndMovesToTheNextMillisecond() {
    var clock = HybridClock(device: "a", latest: Stamp(wall: 5, counter: .max, device: "b"))
    XCTAssertEqual(clock.stamp(wall: 1), Stamp(wall: 6, counter: 0, device: "a"))
    XCTAssertEqual(clock.stamp(wall: -50), Stamp(wall: 6, counter: 1, device: "a"))
    var fresh = HybridClock(device: "a")
    XCTAssertEqual(fresh.stamp(wall: -50), Stamp(wall: 0, counter: 0, device: "a"), "before 1970")
  }
}
