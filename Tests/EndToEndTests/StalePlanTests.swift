import Foundation
import XCTest

/// Commands that only read never arm the notification center, so after a gap with nothing
/// running every one of them shows the same center, and `pending` says that the plan has run
/// out and how to arm it again.
final class StalePlanTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"

  private func run(_ arguments: [String], now: String) throws -> Binary.Result {
    try Binary.run(arguments, environment: environment(zone: zone, now: now))
  }

  /// A habit at 07:00 armed on 11-01, then nothing for three weeks.
  private func armedThenLeft() throws {
    try ok(
      ["add", "Run", "--at", "07:00", "--start", "2026-11-01"], zone: zone,
      now: "2026-11-01T06:00:00")
    try ok(["reschedule"], zone: zone, now: "2026-11-01T06:00:00")
  }

  func testAReadOnlyCommandNeverArmsTheCenterAndPendingSaysThePlanRanOut() throws {
    try armedThenLeft()
    let later = "2026-11-22T12:00:00"
    let stale =
      "The plan ran out at 2026-11-08T06:00:00+09:00 and nothing has planned since: `habitflow "
      + "reschedule` arms it again (the interface and `watch` keep it armed)"
    let first = try run(["pending"], now: later)
    XCTAssertEqual(first.status, 0, first.error)
    XCTAssertEqual(first.output, "Nothing pending.\n" + stale + "\n")
    // Neither a plain settings, nor any other command that only reads, arms it.
    for command in [["settings"], ["list"], ["status"], ["delivered"], ["streak"], ["heatmap"]] {
      XCTAssertEqual(try run(command, now: later).status, 0, "\(command)")
      XCTAssertEqual(try run(["pending"], now: later).output, first.output, "after \(command)")
    }
    // The JSON is the center's list alone; the note goes to standard error.
    let json = try run(["pending", "--json"], now: later)
    XCTAssertEqual(json.output, "[]\n")
    XCTAssertEqual(json.error, "habitflow: " + stale + "\n")
    // A command that writes plans again, and the note goes.
    try ok(["reschedule"], zone: zone, now: later)
    let armed = try run(["pending"], now: later)
    XCTAssertFalse(armed.output.contains("The plan ran out"), armed.output)
    XCTAssertTrue(armed.output.contains("Run"), armed.output)
  }
}

/// Notifications are written in one language whichever process plans them: with `auto`, the
/// language the first plan resolved from its locale stays until the setting is set again.
final class PlanLanguageTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"
  private let now = "2026-11-30T06:00:00"

  private func run(_ arguments: [String], lang: String) throws -> String {
    var environment = environment(zone: zone, now: now)
    environment["LANG"] = lang
    let result = try Binary.run(arguments, environment: environment)
    XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)")
    return result.output
  }

  /// The bodies of the pending requests.
  private func bodies(lang: String) throws -> [String] {
    let pending =
      try JSONSerialization.jsonObject(
        with: Data(try run(["pending", "--json"], lang: lang).utf8)) as? [[String: Any]]
    return (pending ?? []).compactMap { $0["body"] as? String }
  }

  func testEveryProcessPlansInTheLanguageTheFirstPlanResolved() throws {
    try run(["add", "독서", "--at", "21:00"], lang: "ko_KR.UTF-8")
    try run(["add", "Run", "--at", "07:00"], lang: "C.UTF-8")
    let first = try bodies(lang: "C.UTF-8")
    XCTAssertTrue(first.contains("Run할 시간이에요"), "\(first)")
    XCTAssertTrue(first.contains("오늘 아직 2개 습관을 완료하지 않았어요 (독서, Run)"), "\(first)")
    XCTAssertFalse(first.contains { $0.hasPrefix("Time for") }, "one language: \(first)")
    // Setting the language, even to auto again, resolves it again from that command's locale.
    try run(["settings", "--lang", "auto"], lang: "C.UTF-8")
    let again = try bodies(lang: "ko_KR.UTF-8")
    XCTAssertTrue(again.contains("Time for Run"), "\(again)")
    XCTAssertFalse(again.contains { $0.contains("시간이에요") }, "\(again)")
    try run(["settings", "--lang", "ko"], lang: "C.UTF-8")
    XCTAssertTrue(try bodies(lang: "C.UTF-8").contains("Run할 시간이에요"))
  }
}
