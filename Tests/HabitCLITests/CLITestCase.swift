import Foundation
import HabitCLI
import HabitCore
import HabitStore
import XCTest

/// Runs the command line in process against a temporary database, at a fixed instant and zone.
class CLITestCase: XCTestCase {
  var folder: URL!
  var database: String { folder.appendingPathComponent("habitflow.sqlite").path }
  var zone = "Asia/Seoul"
  var now = "2026-11-30T09:00:00+09:00"

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Makes the test's database, empty: a command that only reads refuses a missing one.
  func makeDatabase() throws {
    _ = try HabitStore(path: database)
  }

  /// Runs `habitflow ARGS` and returns its outcome.
  @discardableResult
  func run(_ arguments: String..., environment extra: [String: String] = [:]) -> Outcome {
    run(arguments, environment: extra)
  }

  func run(
    _ arguments: [String], environment extra: [String: String] = [:], terminalColumns: Int? = nil,
    ask: ((String) -> String?)? = nil, answers: AnswerReader? = nil
  ) -> Outcome {
    // A terminal type terminfo knows with 256 colours, as most terminals are: colour follows it.
    var environment = [
      "HABITFLOW_DB": database, "TZ": zone, "HABITFLOW_NOW": now, "HOME": folder.path,
      "TERM": "xterm-256color",
    ]
    environment.merge(extra) { $1 }
    return HabitFlowCLI.run(
      Invocation(
        arguments: arguments, environment: environment, outputIsTerminal: terminalColumns != nil,
        terminalColumns: terminalColumns, clock: FixedClock(Date(timeIntervalSince1970: 0)),
        ask: ask, answers: answers))
  }

  /// Runs a command that must succeed and returns its standard output without the final newline.
  @discardableResult
  func ok(_ arguments: String..., file: StaticString = #filePath, line: UInt = #line) -> String {
    let outcome = run(arguments)
    XCTAssertEqual(outcome.status, 0, outcome.error, file: file, line: line)
    XCTAssertEqual(outcome.error, "", file: file, line: line)
    return String(outcome.output.dropLast())
  }

  /// Runs a command that must fail with `status` and `message`, leaving the database as it was.
  func refused(
    _ arguments: [String], status: Int32, message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let before = dump()
    let bytes = fileBytes()
    let outcome = run(arguments)
    XCTAssertEqual(outcome.status, status, file: file, line: line)
    XCTAssertEqual(outcome.error, "habitflow: \(message)\n", file: file, line: line)
    XCTAssertEqual(outcome.output, "", file: file, line: line)
    XCTAssertEqual(dump(), before, "the database changed", file: file, line: line)
    XCTAssertEqual(fileBytes(), bytes, "the database file changed", file: file, line: line)
  }

  /// The database's bytes and its write-ahead log's: a refused command writes neither.
  func fileBytes() -> [Data?] {
    [database, database + "-wal"].map { FileManager.default.contents(atPath: $0) }
  }

  /// Everything stored, as text, to prove a refused command changed nothing.
  func dump() -> String {
    guard FileManager.default.fileExists(atPath: database),
      let store = try? HabitStore(path: database)
    else { return "" }
    let habits = (try? store.read { try $0.habits(includeArchived: true) }) ?? []
    let entries = habits.map { habit in
      ((try? store.read { try $0.entries(habitID: habit.id) }) ?? []).map { "\(habit.id) \($0)" }
        .joined(
          separator: "\n")
    }
    let settings = ((try? store.read { try $0.settingValues() }) ?? [:]).sorted { $0.key < $1.key }
    return "\(habits)\n\(entries)\n\(settings)"
  }

  /// Parses JSON output into Foundation objects for field-by-field assertions.
  func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Any? {
    do {
      return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      XCTFail("not JSON: \(text)", file: file, line: line)
      return nil
    }
  }
}
