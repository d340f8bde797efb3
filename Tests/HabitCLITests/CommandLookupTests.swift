import XCTest

@testable import HabitCLI

/// Finding a command by name builds that command only, and finds every command help lists.
final class CommandLookupTests: XCTestCase {
  func testEveryCommandIsFoundByItsName() {
    XCTAssertEqual(Set(Command.all.map(\.name)).count, Command.all.count)
    for command in Command.all {
      XCTAssertEqual(Command.named(command.name)?.name, command.name)
      XCTAssertEqual(Command.named(command.name)?.synopsis, command.synopsis)
    }
    for name in ["", "help", "lists", "LIST", "--version", "Read"] {
      XCTAssertNil(Command.named(name), name)
    }
  }
}
