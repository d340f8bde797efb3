import Foundation
import HabitCore
import XCTest

@testable import HabitInterchange

/// The document read by a real parser: Python's `icalendar` (Debian's python3-icalendar), its
/// recurrences expanded by dateutil, its times placed by the document's own VTIMEZONE.
///
/// Skipped when the parser is missing, unless `HABITFLOW_REQUIRE_ICALENDAR=1` (as in CI) makes
/// a missing parser a failure.
final class ICalendarParserTests: XCTestCase {
  private typealias Fixture = ICalendarFixture

  private static let python = "/usr/bin/python3"

  /// Reads the file named by argv[1] and prints, for each event, `UID instant` for every
  /// occurrence from 2026-03-15 to 2026-04-15, the instant in UTC as placed by the VTIMEZONE
  /// (`to_tz`), not by the parser's own idea of the TZID; then `ALARM UID seconds...`.
  private static let script = """
    import sys, datetime, icalendar
    from dateutil.rrule import rrulestr
    calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
    zones = calendar.walk('VTIMEZONE')
    assert len(zones) == 1, 'one VTIMEZONE'
    tz = zones[0].to_tz()
    first, last = datetime.datetime(2026, 3, 15), datetime.datetime(2026, 4, 15, 23, 59)
    for event in calendar.walk('VEVENT'):
        uid = str(event['UID'])
        start = event['DTSTART']
        assert str(start.params['TZID']) == str(zones[0]['TZID']), 'TZID matches'
        wall = start.dt.replace(tzinfo=None)
        rule = rrulestr(event['RRULE'].to_ical().decode(), dtstart=wall)
        for occurrence in rule.between(first, last, inc=True):
            instant = tz.localize(occurrence).astimezone(datetime.timezone.utc)
            print(uid, instant.strftime('%Y-%m-%dT%H:%MZ'))
        triggers = [int(alarm['TRIGGER'].dt.total_seconds()) for alarm in event.walk('VALARM')]
        print('ALARM', uid, *triggers)
    """

  private let habits = [
    Fixture.habit("Daily", uuid: "daily"),
    Fixture.habit(
      "Mon Wed Fri", uuid: "mwf", schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday]))),
    // Started before the month shown, so the phase of the three days is tested too.
    Fixture.habit("Every third day", uuid: "third", schedule: .every(3), start: "2026-03-10"),
  ]

  func testBerlinOccurrencesKeepTheirWallTimeAcrossTheSpringChange() throws {
    try checkBerlin(zone: try Fixture.fileZone("Europe/Berlin"))
  }

  func testAPosixRuleZoneWithAQuotedTZIDReadsTheSame() throws {
    let rule = try XCTUnwrap(PosixZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3"))
    try checkBerlin(zone: Zone(name: "CET-1CEST,M3.5.0,M10.5.0/3", rule: rule))
  }

  private func checkBerlin(zone: Zone) throws {
    try requireParser()
    let text = ICalendar.document(
      habits: habits, reminders: ReminderSettings(), zone: zone, stamp: Fixture.stamp)
    let output = try parse(text)
    XCTAssertEqual(output.filter { !$0.hasPrefix("ALARM") }, expectedBerlinOccurrences())
    XCTAssertEqual(
      output.filter { $0.hasPrefix("ALARM") },
      ["daily", "mwf", "third"].map { "ALARM \($0)-0700@habitflow -600 3600" })
  }

  /// Every due day from 2026-03-15 to 2026-04-15 at 07:00 in Berlin: 06:00 UTC before the clocks
  /// go forward on 29 March, 05:00 UTC from then on. `Habit.isDue` decides the days.
  private func expectedBerlinOccurrences() -> [String] {
    let first = Fixture.day("2026-03-15")
    let change = Fixture.day("2026-03-29")
    let days = (0...31).map { first.adding(days: $0) }
    return habits.flatMap { habit in
      days.filter(habit.isDue).map { day in
        let hour = day < change ? "06" : "05"
        return "\(habit.uuid)-0700@habitflow \(day.iso)T\(hour):00Z"
      }
    }
  }

  /// Skips unless the parser is importable; fails instead when the environment requires it.
  private func requireParser() throws {
    let available =
      FileManager.default.isExecutableFile(atPath: Self.python)
      && (try? run(arguments: ["-c", "import icalendar, dateutil"]).status) == 0
    if available { return }
    if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_ICALENDAR"] == "1" {
      throw ParserMissing()
    }
    throw XCTSkip("Python's icalendar package is not installed")
  }

  /// Thrown (failing the test) when the environment requires the parser and it is missing.
  private struct ParserMissing: Error, CustomStringConvertible {
    var description: String {
      "\(ICalendarParserTests.python) cannot import icalendar, and HABITFLOW_REQUIRE_ICALENDAR=1"
    }
  }

  /// The script's output lines for a document written to a temporary file.
  private func parse(_ document: String) throws -> [String] {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-\(UUID().uuidString).ics")
    try Data(document.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(arguments: ["-c", Self.script, file.path])
    XCTAssertEqual(result.status, 0, result.error)
    return result.output.split(separator: "\n").map(String.init)
  }

  /// Runs the Python interpreter to its end.
  private func run(arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read the output to its end before waiting, so a full pipe cannot stall the child; the
    // script writes to standard error only when it fails, far less than a pipe holds.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
