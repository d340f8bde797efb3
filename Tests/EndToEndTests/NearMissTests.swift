import Foundation
import XCTest

/// A near miss of a command or an option is answered with the nearest one; a flag given a value
/// says that it takes none (issue 27).
final class NearMissTests: EndToEndTestCase {
  func testNearMissesSuggestTheNearestAndChangeNothing() throws {
    try ok(["add", "독서"])
    let cases: [([String], String)] = [
      (["lsit"], "unknown command 'lsit': did you mean 'list'? (see 'habitflow help')"),
      (
        ["histroy", "독서"],
        "unknown command 'histroy': did you mean 'history'? (see 'habitflow help')"
      ),
      (
        ["achievments"],
        "unknown command 'achievments': did you mean 'achievements'? (see 'habitflow help')"
      ),
      (
        ["help", "stauts"],
        "unknown command 'stauts': did you mean 'status'? (see 'habitflow help')"
      ),
      (["frobnicate"], "unknown command 'frobnicate' (see 'habitflow help')"),
      (["list", "--jsno"], "unknown option '--jsno' for 'list': did you mean '--json'?"),
      (["list", "--al"], "unknown option '--al' for 'list': did you mean '--all'?"),
      (
        ["add", "영어", "--tagret", "2"],
        "unknown option '--tagret' for 'add': did you mean '--target'?"
      ),
      (
        ["--nwo", "2026-11-30T09:00:00", "list"],
        "unknown option '--nwo' for 'habitflow': did you mean '--now'?"
      ),
      (["list", "--frob"], "unknown option '--frob' for 'list'"),
      (["list", "--json=yes"], "--json takes no value (got '--json=yes')"),
      (["list", "--all=", "--json"], "--all takes no value (got '--all=')"),
      (["remove", "독서", "--yes=no"], "--yes takes no value (got '--yes=no')"),
      (["--version=2"], "--version takes no value (got '--version=2')"),
    ]
    let before = try ok(["list", "--json"])
    for (arguments, message) in cases {
      let result = try Binary.run(arguments, environment: environment())
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.output, "", "\(arguments)")
      XCTAssertEqual(result.error, "habitflow: \(message)\n", "\(arguments)")
    }
    XCTAssertEqual(try ok(["list", "--json"]), before)
  }
}
