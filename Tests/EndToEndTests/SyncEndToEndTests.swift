import Foundation
import XCTest

/// Devices syncing through the built binary, their folders carried by git and by Syncthing.
final class SyncEndToEndTests: EndToEndTestCase {
  /// Runs the binary as `device` (its own database) at `time`; requires success.
  @discardableResult
  private func run(
    _ device: String, _ arguments: [String], at time: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> String {
    let result = try Binary.run(arguments, environment: environment(device, at: time))
    XCTAssertEqual(
      result.status, 0, "\(device) \(arguments): \(result.error)", file: file, line: line)
    return result.output
  }

  private func environment(_ device: String, at time: String) -> [String: String] {
    var environment = environment(now: "2026-11-30T\(time):00")
    environment["HABITFLOW_DB"] = folder.appendingPathComponent("\(device).sqlite").path
    return environment
  }

  /// Runs git in `directory`, with an identity of its own and no configuration from the machine.
  @discardableResult
  private func git(_ arguments: [String], in directory: URL? = nil) throws -> String {
    var environment = [
      "HOME": folder.path, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_AUTHOR_NAME": "HabitFlow", "GIT_AUTHOR_EMAIL": "sync@habitflow.invalid",
      "GIT_COMMITTER_NAME": "HabitFlow", "GIT_COMMITTER_EMAIL": "sync@habitflow.invalid",
    ]
    environment["GIT_DIR"] = nil
    let result = try Tool.run(
      "/usr/bin/git", (directory.map { ["-C", $0.path] } ?? []) + arguments,
      environment: environment)
    XCTAssertEqual(result.status, 0, "git \(arguments): \(result.output)")
    return result.output
  }

  /// Everything a device holds, as its export with habits in uuid order (ids are its own).
  private func everything(_ device: String) throws -> NSDictionary {
    let export = try json(try run(device, ["export"], at: "23:00")) as! [String: Any]
    var copy = export
    let habits = (export["habits"] as! [[String: Any]]).map { habit -> [String: Any] in
      var habit = habit
      habit["id"] = nil
      return habit
    }
    copy["habits"] = habits.sorted { ($0["uuid"] as! String) < ($1["uuid"] as! String) }
    return copy as NSDictionary
  }

  /// One device's turn through git: pull the others' files, sync, commit its own file, push.
  private func turn(_ device: String, at time: String, clone: URL) throws {
    try git(["pull", "-q", "--rebase"], in: clone)
    try run(device, ["sync"], at: time)
    let id = try deviceID(device)
    try git(["add", "--", "\(id).hfsync"], in: clone)
    if try !git(["status", "--porcelain"], in: clone).isEmpty {
      try git(["commit", "-q", "-m", "\(device) at \(time)"], in: clone)
      try git(["push", "-q", "origin", "HEAD:main"], in: clone)
    }
  }

  private func deviceID(_ device: String) throws -> String {
    let status = try json(try run(device, ["sync", "--status", "--json"], at: "23:00"))
    return ((status as! [String: Any])["device"] as! [String: Any])["id"] as! String
  }

  func testThreeDevicesConvergeThroughGit() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("missing: /usr/bin/git")
      }
      throw XCTSkip("no git")
    }
    let origin = folder.appendingPathComponent("origin.git")
    try git(["init", "-q", "--bare", "--initial-branch=main", origin.path])
    let seed = folder.appendingPathComponent("seed")
    try git(["clone", "-q", origin.path, seed.path])
    try Data("HabitFlow sync folder\n".utf8).write(to: seed.appendingPathComponent("README"))
    try git(["add", "README"], in: seed)
    try git(["commit", "-q", "-m", "start"], in: seed)
    try git(["push", "-q", "origin", "HEAD:main"], in: seed)
    let devices = ["laptop", "desktop", "server"]
    var clones: [String: URL] = [:]
    for (index, device) in devices.enumerated() {
      let clone = folder.appendingPathComponent("\(device)-sync")
      try git(["clone", "-q", origin.path, clone.path])
      clones[device] = clone
      let minute = String(format: "08:%02d", index)
      try run(device, ["add", "러닝 \(device)", "--at", "07:00"], at: minute)
      try run(device, ["check", "러닝 \(device)"], at: minute)
      try run(device, ["settings", "--sync-dir", clone.path, "--device-name", device], at: minute)
    }
    // Everyone once, so every device has every habit; then changes made offline on each.
    for pass in 0..<2 {
      for (index, device) in devices.enumerated() {
        try turn(device, at: String(format: "09:%02d", pass * 10 + index), clone: clones[device]!)
      }
    }
    try run("laptop", ["edit", "러닝 server", "--at", "06:00"], at: "10:00")
    try run("server", ["edit", "러닝 server", "--at", "06:30"], at: "10:05")
    try run("desktop", ["uncheck", "러닝 laptop"], at: "10:01")
    try run("laptop", ["remove", "러닝 desktop", "--yes"], at: "10:02")
    try run("server", ["check", "러닝 desktop", "--note", "늦게"], at: "09:59")
    for round in 0..<2 {
      for (index, device) in devices.reversed().enumerated() {
        try turn(device, at: String(format: "11:%02d", round * 10 + index), clone: clones[device]!)
      }
    }
    let laptop = try everything("laptop")
    XCTAssertEqual(try everything("desktop"), laptop)
    XCTAssertEqual(try everything("server"), laptop)
    let list = try run("server", ["list", "--json"], at: "12:00")
    XCTAssertTrue(list.contains(#""name":"러닝 server""#), list)
    XCTAssertTrue(list.contains(#""times":["06:30"]"#), "the later edit won: \(list)")
    XCTAssertFalse(list.contains("러닝 desktop"), "the removal won over an older check: \(list)")
    XCTAssertTrue(
      list.contains(#""name":"러닝 laptop""#) && list.contains(#""todayState":"pending""#))
    // A further round changes nothing anywhere.
    for device in devices {
      XCTAssertEqual(try run(device, ["sync"], at: "12:30"), "Nothing new.\n")
    }
  }

  func testAReadOnlyFolderKeepsWhatCameInAndTheNextRoundWrites() throws {
    let sync = folder.appendingPathComponent("sync")
    try run("laptop", ["add", "독서"], at: "08:00")
    try run("laptop", ["settings", "--sync-dir", sync.path], at: "08:00")
    try run("laptop", ["sync"], at: "08:01")
    try run("server", ["settings", "--sync-dir", sync.path], at: "08:02")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sync.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sync.path)
    }
    let result = try Binary.run(
      ["sync"], environment: environment("server", at: "08:03"), launcher: Binary.withoutOverride)
    XCTAssertEqual(result.status, 1)
    let id = try deviceID("server")
    XCTAssertEqual(
      result.error,
      "habitflow: cannot write \(sync.path)/\(id).hfsync (Permission denied): what came in is kept "
        + "here, and this device's changes go out next round\n")
    XCTAssertEqual(try run("server", ["list", "--names"], at: "08:04"), "독서\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sync.path)
    XCTAssertEqual(try run("server", ["sync"], at: "08:05"), "Wrote this device's file.\n")
  }

  func testTwoDevicesConvergeThroughSyncthing() throws {
    let first = folder.appendingPathComponent("first")
    let second = folder.appendingPathComponent("second")
    let pair = try SyncthingPair(first: first, second: second, scratch: folder)
    addTeardownBlock { pair.stop() }
    try run("laptop", ["add", "물 마시기", "--at", "10:00"], at: "08:00")
    try run("laptop", ["check", "물 마시기"], at: "08:00")
    try run(
      "laptop", ["settings", "--sync-dir", first.path, "--device-name", "laptop"], at: "08:00")
    try run("server", ["add", "스트레칭"], at: "08:01")
    try run(
      "server", ["settings", "--sync-dir", second.path, "--device-name", "server"], at: "08:01")
    try run("laptop", ["sync"], at: "08:02")
    try pair.waitUntilSame("\(try deviceID("laptop")).hfsync", timeout: 20)
    XCTAssertTrue(try run("server", ["sync"], at: "08:03").hasPrefix("Took in 13 changes"))
    try pair.waitUntilSame("\(try deviceID("server")).hfsync", timeout: 20)
    XCTAssertTrue(try run("laptop", ["sync"], at: "08:04").hasPrefix("Took in 12 changes"))
    XCTAssertEqual(try everything("server"), try everything("laptop"))
    XCTAssertEqual(
      try run("laptop", ["list", "--names"], at: "08:05").split(separator: "\n").sorted(),
      ["물 마시기", "스트레칭"])
  }
}
