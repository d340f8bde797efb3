import Foundation
import XCTest

/// Standard output that cannot be written: closed, a full disk, a pipe nobody reads.
final class OutputFailureTests: EndToEndTestCase {
  private enum Output {
    /// `>&-`: descriptor 1 closed.
    case closed
    /// `> /dev/full`: every write fails with ENOSPC.
    case full
    /// A pipe whose reading end is already closed: every write fails with EPIPE.
    case brokenPipe
  }

  /// Runs the binary with its standard output as given; returns the status and standard error.
  private func run(
    _ arguments: [String], output: Output, now: String = "2026-11-30T09:00:00"
  ) throws -> (status: Int32, error: String) {
    let process = Process()
    process.environment = environment(now: now)
    switch output {
    case .closed:
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", #"exec "$0" "$@" >&-"#, Binary.url.path] + arguments
    case .full:
      process.executableURL = Binary.url
      process.arguments = arguments
      process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
    case .brokenPipe:
      process.executableURL = Binary.url
      process.arguments = arguments
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      process.standardOutput = pipe.fileHandleForWriting
    }
    let error = Pipe()
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: message, as: UTF8.self))
  }

  private let prefix = "habitflow: cannot write to standard output: "

  func testAReadReportsTheWriteErrorAndExitsOne() throws {
    try ok(["add", "독서"])
    let cases: [(Output, String)] = [
      (.closed, "Bad file descriptor"), (.full, "No space left on device"),
      (.brokenPipe, "Broken pipe"),
    ]
    for (output, reason) in cases {
      let result = try run(["list", "--json"], output: output)
      XCTAssertEqual(result.status, 1, "\(output)")
      XCTAssertEqual(result.error, prefix + reason + "\n", "\(output)")
    }
  }

  func testAWriteKeepsItsChangeAndSaysSo() throws {
    let cases: [(Output, String, String)] = [
      (.closed, "Bad file descriptor", "a"), (.full, "No space left on device", "b"),
      (.brokenPipe, "Broken pipe", "c"),
    ]
    for (output, reason, name) in cases {
      let result = try run(["add", name], output: output)
      XCTAssertEqual(result.status, 1, "\(output)")
      XCTAssertEqual(result.error, prefix + reason + "; what the command changed is saved\n")
    }
    let names = try XCTUnwrap(json(try ok(["list", "--json"])) as? [[String: Any]])
    XCTAssertEqual(names.map { $0["name"] as? String }, ["a", "b", "c"])
  }

  func testWatchStopsWhenNobodyReads() throws {
    try ok(["add", "Running", "--at", "07:00", "--alarm"], now: "2026-11-30T06:59:50")
    let result = try run(
      ["watch", "--json", "--speed", "60", "--until", "2026-11-30T07:02:05"], output: .brokenPipe,
      now: "2026-11-30T06:59:59")
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.error, prefix + "Broken pipe; what the command changed is saved\n")
    let delivered = try ok(["delivered", "--json"], now: "2026-11-30T07:00:01")
    XCTAssertTrue(delivered.contains(#""kind":"alarm""#), delivered)
  }
}
