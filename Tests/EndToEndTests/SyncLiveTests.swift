import Foundation
import XCTest

/// The interface and `watch` sync by themselves: on start, and soon after a change here.
final class SyncLiveTests: EndToEndTestCase {
  private var sync: URL { folder.appendingPathComponent("sync") }

  private func environment(_ device: String) -> [String: String] {
    var environment = environment(now: "2026-11-30T09:00:00")
    environment["HABITFLOW_DB"] = folder.appendingPathComponent("\(device).sqlite").path
    return environment
  }

  @discardableResult
  private func run(_ device: String, _ arguments: [String]) throws -> String {
    let result = try Binary.run(arguments, environment: environment(device))
    XCTAssertEqual(result.status, 0, "\(device) \(arguments): \(result.error)")
    return result.output
  }

  /// The server has a habit checked and its file in the folder; the laptop a habit of its own.
  private func twoDevices() throws {
    try run("server", ["add", "독서", "--at", "21:00"])
    try run("server", ["check", "독서"])
    try run("server", ["settings", "--sync-dir", sync.path, "--device-name", "서버"])
    try run("server", ["sync"])
    try run("laptop", ["add", "러닝", "--at", "07:00"])
    try run("laptop", ["settings", "--sync-dir", sync.path, "--device-name", "laptop"])
  }

  /// The laptop's file in the folder, once there.
  private func laptopFile() throws -> URL {
    let status = try json(try run("laptop", ["sync", "--status", "--json"])) as! [String: Any]
    let id = (status["device"] as! [String: Any])["id"] as! String
    return sync.appendingPathComponent("\(id).hfsync")
  }

  private func waitUntil(_ what: String, timeout: Double, _ condition: () throws -> Bool) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while try !condition() {
      guard Date() < deadline else { return XCTFail("timed out waiting for \(what)") }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  func testTheInterfaceTakesInOnStartAndSendsACheckInSoonAfter() throws {
    try twoDevices()
    let command =
      environment("laptop").map { "\($0.key)='\($0.value)'" }.sorted()
      .joined(separator: " ") + " '\(Binary.url.path)'"
    let tmux = try Tmux(command: command, width: 100, height: 30, folder: folder)
    let screen = try tmux.waitFor("synced 13 changes from 서버")
    XCTAssertTrue(screen.contains("[x] 독서"), screen)
    XCTAssertTrue(screen.contains("[ ] 러닝"), screen)
    try waitUntil("the laptop's first file", timeout: 10) {
      FileManager.default.fileExists(atPath: try laptopFile().path)
    }
    let before = try Data(contentsOf: try laptopFile())
    try tmux.send("Space")
    try tmux.waitFor("[x] 러닝")
    // Within the 10 s between rounds of a device with changes to send, and a little more.
    try waitUntil("the check-in in the laptop's file", timeout: 15) {
      try Data(contentsOf: try laptopFile()) != before
    }
    try tmux.send("q")
    XCTAssertTrue(try run("server", ["sync"]).hasPrefix("Took in 13 changes: 13 from laptop."))
    XCTAssertTrue(try run("server", ["list"]).contains("러닝   07:00  daily     done"))
  }

  func testWatchTakesInOnStartAndSendsACommandsChangeSoonAfter() throws {
    try twoDevices()
    let watch = try Binary.start(["watch"], environment: environment("laptop"))
    defer { watch.process.terminate() }
    try waitUntil("the server's habit on the laptop", timeout: 10) {
      try run("laptop", ["list", "--names"]).contains("독서")
    }
    try waitUntil("the laptop's first file", timeout: 10) {
      FileManager.default.fileExists(atPath: try laptopFile().path)
    }
    let before = try Data(contentsOf: try laptopFile())
    try run("laptop", ["skip", "러닝", "--note", "비"])
    try waitUntil("the skip in the laptop's file", timeout: 15) {
      try Data(contentsOf: try laptopFile()) != before
    }
    watch.process.terminate()
    watch.process.waitUntilExit()
    XCTAssertTrue(try run("server", ["sync"]).hasPrefix("Took in 13 changes: 13 from laptop."))
    XCTAssertTrue(try run("server", ["history", "러닝"]).contains("비"))
  }
}
