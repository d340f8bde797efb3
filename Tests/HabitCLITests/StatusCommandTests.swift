import Foundation
import HabitCLI
import HabitStore
import XCTest

/// `status`: the status bar's line, its placeholders, waybar's JSON; read only, never waiting.
final class StatusCommandTests: CLITestCase {
  private func someHabits() {
    ok("add", "러닝", "--at", "07:00")
    ok("add", "독서", "--at", "21:30,13:00")
    ok("add", "물 마시기", "--unit", "L", "--target", "2")
    ok("add", "알람", "--at", "09:00", "--alarm")
    ok("add", "커피", "--tracked")
    ok("check", "러닝")
  }

  func testTheDefaultLineNamesTheNextHabitTimeToday() {
    someHabits()
    XCTAssertEqual(ok("status"), "✔ 1/4 · next 독서 13:00")
    ok("check", "독서")
    ok("check", "알람")
    now = "2026-11-30T09:10:00+09:00"
    XCTAssertEqual(ok("status"), "✔ 3/4")
    ok("log", "물 마시기", "2")
    XCTAssertEqual(ok("status"), "✔ 4/4")
  }

  func testARingingAlarmTakesThePlaceOfTheNextHabit() {
    someHabits()
    now = "2026-11-30T09:00:30+09:00"
    XCTAssertEqual(ok("status"), "✔ 1/4 · ⏰ 알람!")
    XCTAssertEqual(
      ok("status", "--json"),
      #"{"text":"✔ 1/4 · ⏰ 알람!","tooltip":"Left today: 독서 13:00, 물 마시기, 알람","class":"ringing","percentage":25}"#
    )
    now = "2026-11-30T09:03:00+09:00"
    XCTAssertEqual(ok("status"), "✔ 1/4 · next 독서 13:00", "the burst rang out after 2 minutes")
  }

  func testPlaceholdersAndWaybarsShape() {
    someHabits()
    XCTAssertEqual(
      ok("status", "--format", "{done}/{due} {next}@{next_time} best {streak_best} [{ringing}]"),
      "1/4 독서@13:00 best 1 []")
    XCTAssertEqual(
      ok("status", "--json", "--format", "{done} of {due}"),
      #"{"text":"1 of 4","tooltip":"Left today: 독서 13:00, 물 마시기, 알람","class":"pending","percentage":25}"#
    )
    refused(
      ["status", "--format", "{done} {nope}"], status: 2,
      message:
        "--format has an unknown placeholder {nope}; known: {done} {due} {next} {next_time} {streak_best} {ringing}"
    )
    refused(
      ["status", "--format", "{done"], status: 2, message: "--format has a '{' without its '}'")
  }

  func testNothingDueIsDoneAndANameNeverCarriesControlBytes() {
    XCTAssertEqual(ok("status"), "✔ 0/0")
    XCTAssertEqual(
      ok("status", "--json"),
      #"{"text":"✔ 0/0","tooltip":"Nothing left today","class":"done","percentage":100}"#)
    ok("add", "bad\u{1B}[31mname", "--at", "23:00")
    XCTAssertEqual(ok("status"), "✔ 0/1 · next bad\\e[31mname 23:00")
  }

  func testAWriterInTheMiddleOfATransactionDoesNotHoldTheLineBack() throws {
    someHabits()
    let writer = try Database(path: database, mode: .readWrite)
    try writer.execute("BEGIN IMMEDIATE")
    try writer.execute(
      "UPDATE entries SET status = 'skipped' WHERE day = '2026-11-30'")
    let before = fileBytes()
    XCTAssertEqual(ok("status"), "✔ 1/4 · next 독서 13:00", "what was committed")
    XCTAssertEqual(fileBytes(), before, "a status line writes nothing")
    try writer.execute("ROLLBACK")
  }

  func testADatabaseNotMadeYetIsNothingDueAndStaysUnmade() {
    XCTAssertEqual(ok("status"), "✔ 0/0")
    XCTAssertEqual(ok("status", "--format", "{done}/{due}"), "0/0")
    XCTAssertEqual(ok("list", "--names"), "")
    XCTAssertFalse(FileManager.default.fileExists(atPath: database), "a status bar makes no file")
  }
}
