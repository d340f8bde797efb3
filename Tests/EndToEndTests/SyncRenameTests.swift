import Foundation
import XCTest

/// A rename taken in from another device counts as a habit changed here (issue 27).
final class SyncRenameTests: EndToEndTestCase {
  private func run(_ device: String, _ arguments: [String]) throws -> String {
    var environment = environment()
    environment["HABITFLOW_DB"] = folder.appendingPathComponent("\(device).sqlite").path
    let result = try Binary.run(arguments, environment: environment)
    XCTAssertEqual(result.status, 0, "\(device) \(arguments): \(result.error)")
    return result.output
  }

  func testARenameCountsAsAHabitChangedHere() throws {
    let shared = folder.appendingPathComponent("sync").path
    for device in ["phone", "laptop"] {
      _ = try run(device, ["settings", "--sync-dir", shared, "--device-name", device])
    }
    _ = try run("phone", ["add", "독서"])
    _ = try run("phone", ["sync"])
    _ = try run("laptop", ["sync"])
    _ = try run("phone", ["edit", "독서", "--rename", "책"])
    _ = try run("phone", ["sync"])
    XCTAssertEqual(
      try run("laptop", ["sync", "--json"]),
      #"{"taken":[{"device":"phone","changes":1}],"habitsAdded":0,"habitsChanged":1,"#
        + #""habitsRemoved":0,"daysChanged":0,"settingsChanged":0,"wrote":true,"warnings":[]}"#
        + "\n")
    XCTAssertEqual(try run("laptop", ["list", "--names"]), "책\n")
    _ = try run("phone", ["edit", "책", "--rename", "독서", "--at", "07:00"])
    _ = try run("phone", ["sync"])
    XCTAssertEqual(
      try run("laptop", ["sync"]),
      "Took in 2 changes: 2 from phone.\nHere: 1 habit changed.\nWrote this device's file.\n")
    XCTAssertEqual(try run("laptop", ["list", "--names"]), "독서\n")
  }
}
