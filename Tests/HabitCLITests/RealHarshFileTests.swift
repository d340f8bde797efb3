import Foundation
import XCTest

/// harsh setups other people made (see `RealFiles`) import whole: every habit, and every answer
/// of the log as the log holds it (`n` too, with its comment), counted here by splitting its
/// lines on harsh's ` : `.
final class RealHarshFileTests: CLITestCase {
  /// The folders, with the habits and check-ins each holds (as `SOURCES.md` counts them).
  let setups = [
    ("ThomasStG+configFiles/harsh", 8, 6),
    ("ThomasStG+configFiles/harsh-2025-04-15", 8, 0),
    ("tux24xyz+dotfiles-tux24/harsh", 11, 100),
    ("wakatara+harsh/fixtures", 10, 14),
  ]

  func testEveryRealSetupImportsWithEachAnswerAndOnlyRealNotes() throws {
    for (setup, habitCount, checkInCount) in setups {
      let path = try RealFiles.path(setup)
      let expected = try answers(RealFiles.text(setup + "/log"))
      let summary = try XCTUnwrap(json(ok("import", path, "--json")) as? [String: Any])
      let totals = try XCTUnwrap(summary["totals"] as? [String: Any])
      XCTAssertEqual(totals["habits"] as? Int, habitCount, setup)
      let notDone = expected.values.filter { $0.hasPrefix("not-done") }.count
      XCTAssertEqual(totals["entries"] as? Int, checkInCount + notDone, setup)
      XCTAssertEqual(totals["notDone"] as? Int, notDone, setup)
      XCTAssertEqual(expected.count - notDone, checkInCount, setup)
      XCTAssertEqual(summary["notesLeftOut"] as? Int, 0, setup)
      XCTAssertEqual(try storedEntries(), expected, setup)
      try FileManager.default.removeItem(atPath: database)
    }
  }

  /// The log as it reads line by line: the last answer of a habit's day wins; `n` is an
  /// answer of "not done", kept with its comment.
  private func answers(_ log: String) -> [String: String] {
    var entries: [String: String] = [:]
    for line in log.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let fields = line.components(separatedBy: " : ").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count >= 3 else { continue }
      let key = fields[0] + " " + fields[1]
      let comment = fields.count > 3 ? fields[3] : ""
      let amount = fields.count > 4 && Double(fields[4]) != 0 ? fields[4] : ""
      let note = [comment, amount].filter { !$0.isEmpty }.joined(separator: " · ")
      let status = ["y": "done", "s": "skipped", "n": "not-done"][fields[2]] ?? "?"
      entries[key] = status + (note.isEmpty ? "" : " " + note)
    }
    return entries
  }

  /// Every stored entry by day and habit name: its status, then its note.
  private func storedEntries() throws -> [String: String] {
    let file = try XCTUnwrap(json(ok("export")) as? [String: Any])
    var checkIns: [String: String] = [:]
    for habit in try XCTUnwrap(file["habits"] as? [[String: Any]]) {
      for entry in try XCTUnwrap(habit["entries"] as? [[String: Any]]) {
        let note = (entry["note"] as? String).map { " " + $0 } ?? ""
        checkIns["\(entry["day"]!) \(habit["name"]!)"] = "\(entry["status"]!)" + note
      }
    }
    return checkIns
  }
}
