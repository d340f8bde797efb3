import XCTest

@testable import HabitCLI

/// Finding a command by name builds that command only, and finds every command help lists.
final class CommandLookupTests: XCTestCase {
  func testEveryCommandIsFoundByItsName() {
    XCTAssertEqual(Set(Command.all.map(\.name)).count, Command.all.count)
    // The table's names are the commands' own: one list, not two that could drift apart.
    XCTAssertEqual(Command.table.map(\.name), Command.all.map(\.name))
    XCTAssertEqual(Command.table.map { $0.command().name }, Command.table.map(\.name))
    for command in Command.all {
      XCTAssertEqual(Command.named(command.name)?.name, command.name)
      XCTAssertEqual(Command.named(command.name)?.synopsis, command.synopsis)
    }
    for name in ["", "help", "lists", "LIST", "--version", "Read"] {
      XCTAssertNil(Command.named(name), name)
    }
  }
}
