import Foundation
import HabitCLI
import XCTest

/// `ask`: the unanswered due days, one question at a time, each answer saved as it comes.
final class AskCommandTests: CLITestCase {
  /// Runs `ask` answering `lines` as a pipe would; the outcome and what it showed on the way.
  private func ask(_ arguments: [String] = [], answering lines: [String]) -> (Outcome, String) {
    var remaining = lines[...]
    var shown = ""
    let answers = LineAnswers(readLine: { remaining.popFirst() }, show: { shown += $0 })
    return (run(["ask"] + arguments, answers: answers), shown)
  }

  private func question(_ day: String, _ name: String) -> String {
    "\(day)  \(name)  [y]es [n]o [s]kip [?] note, [q]uit: "
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    ok("add", "독서", "--start", "2026-11-20")
    ok("add", "Gym", "--days", "mon,thu", "--start", "2026-11-20")
  }

  /// The states `history` shows of a habit from 2026-11-27 through today.
  private func states(_ name: String) throws -> [String] {
    let days = try XCTUnwrap(
      json(ok("history", name, "--from", "2026-11-27", "--json")) as? [[String: Any]])
    return days.compactMap { $0["state"] as? String }
  }

  func testItWalksTheOpenDaysOldestFirstAndSavesEachAnswer() throws {
    ok("check", "독서", "--date", "2026-11-27")
    let (outcome, shown) = ask(["--days", "4"], answering: ["y", "n", "s", "y"])
    XCTAssertEqual(outcome.status, 0, outcome.error)
    XCTAssertEqual(
      shown,
      question("2026-11-28 Sat", "독서") + "y\n" + question("2026-11-29 Sun", "독서") + "n\n"
        + question("2026-11-30 Mon", "독서") + "s\n" + question("2026-11-30 Mon", "Gym") + "y\n")
    XCTAssertEqual(outcome.output, "Recorded 3 (2 done, 1 skipped); 1 still open\n")
    XCTAssertEqual(try states("독서"), ["done", "done", "none", "skipped"])
    let (again, asked) = ask(["--days", "4"], answering: ["q"])
    XCTAssertEqual(asked, question("2026-11-29 Sun", "독서") + "q\n", "only the day left open")
    XCTAssertEqual(again.output, "Recorded nothing; 1 still open\n")
  }

  func testQuittingKeepsWhatWasAnswered() {
    let (outcome, _) = ask(["--days", "2"], answering: ["s", "q"])
    XCTAssertEqual(outcome.output, "Recorded 1 (0 done, 1 skipped); 2 still open\n")
    let (rest, shown) = ask(["--days", "2"], answering: [])
    XCTAssertEqual(shown, question("2026-11-30 Mon", "독서") + "\n", "the end of input quits")
    XCTAssertEqual(rest.output, "Recorded nothing; 2 still open\n")
  }

  func testANoteGoesWithTheAnswer() throws {
    let (outcome, shown) = ask(
      ["Gym", "--json"], answering: ["?", "다리 운동", "n", "?", "팔 운동", "y"])
    XCTAssertEqual(
      shown,
      question("2026-11-26 Thu", "Gym") + "?\n  note: 다리 운동\n" + question("2026-11-26 Thu", "Gym")
        + "n\n  a note is kept with y or s; n again leaves the day without it\n"
        + question("2026-11-26 Thu", "Gym") + "?\n  note: 팔 운동\n"
        + question("2026-11-26 Thu", "Gym") + "y\n" + question("2026-11-30 Mon", "Gym") + "\n")
    let object = try XCTUnwrap(json(outcome.output) as? [String: Any])
    XCTAssertEqual(object["open"] as? Int, 1)
    let recorded = try XCTUnwrap(object["recorded"] as? [[String: Any]])
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded[0]["habit"] as? String, "Gym")
    XCTAssertEqual(recorded[0]["day"] as? String, "2026-11-26")
    XCTAssertEqual(recorded[0]["status"] as? String, "done")
    XCTAssertEqual(recorded[0]["note"] as? String, "팔 운동")
    XCTAssertTrue(recorded[0]["amount"] is NSNull)
  }

  func testAMeasurableHabitIsAskedItsAmount() {
    ok("add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-30")
    let (outcome, shown) = ask(["물"], answering: ["lots", "1.5"])
    let prompt = "2026-11-30 Mon  물  amount (at least 2 L), [n]o [s]kip [?] note, [q]uit: "
    XCTAssertEqual(
      shown,
      prompt + "lots\n  invalid amount 'lots': expected a number from 0 to 1000000000 with at"
        + " most 3 decimals (e.g. 2 or 0.25)\n" + prompt + "1.5\n")
    XCTAssertEqual(outcome.output, "Recorded 1 (1 done, 0 skipped); nothing still open\n")
    XCTAssertTrue(ok("list").contains("pending 1.5/2 L"), ok("list"))
    ok("uncheck", "물")
    let (_, asked) = ask(["물"], answering: ["y", "q"])
    XCTAssertEqual(asked, prompt + "y\n  give the day's amount, or n, s, ? or q\n" + prompt + "q\n")
  }

  func testAnAnswerThatIsNoneOfTheChoicesIsAskedAgain() {
    let (outcome, shown) = ask(["독서", "--days", "1"], answering: ["yes please", "Y"])
    XCTAssertEqual(
      shown,
      question("2026-11-30 Mon", "독서") + "yes please\n  answer y, n, s, ? or q\n"
        + question("2026-11-30 Mon", "독서") + "Y\n")
    XCTAssertEqual(outcome.output, "Recorded 1 (1 done, 0 skipped); nothing still open\n")
  }

  func testTheKeysOfAKoreanLayoutAnswerAsTheirLetters() throws {
    let (outcome, _) = ask(["--days", "2"], answering: ["ㅛ", "ㄴ", "ㅜ", "ㅂ"])
    XCTAssertEqual(outcome.output, "Recorded 2 (1 done, 1 skipped); 1 still open\n")
    XCTAssertEqual(try states("독서"), ["none", "none", "done", "skipped"])
  }

  func testADayAnsweredElsewhereWhileAskedKeepsThatAnswer() throws {
    var shown = ""
    var answered = false
    let answers = LineAnswers(
      readLine: {
        guard !answered else { return nil }
        answered = true
        // The interface checks the day in while the question waits.
        self.ok("check", "독서")
        return "s"
      }, show: { shown += $0 })
    let outcome = run(["ask", "독서", "--days", "1"], answers: answers)
    XCTAssertEqual(
      shown,
      question("2026-11-30 Mon", "독서") + "s\n  answered elsewhere meanwhile: left as it is\n")
    XCTAssertEqual(outcome.output, "Recorded nothing; nothing still open\n")
    XCTAssertEqual(try states("독서").last, "done")
  }

  func testNothingOpenSaysSo() {
    XCTAssertEqual(ask(["독서", "--days", "1"], answering: ["y"]).0.status, 0)
    let (again, asked) = ask(["독서", "--days", "1"], answering: ["y"])
    XCTAssertEqual(asked, "")
    XCTAssertEqual(again.output, "Recorded nothing; nothing still open\n")
  }

  func testAnArchivedHabitIsRefusedAndAnEscapeInAnAnswerIsShownSafely() {
    ok("archive", "Gym")
    refused(["ask", "Gym"], status: 1, message: "'Gym' is archived: unarchive it to answer for it")
    let (_, shown) = ask(["독서", "--days", "1"], answering: ["\u{1B}[31mred", "q"])
    XCTAssertEqual(
      shown,
      question("2026-11-30 Mon", "독서") + "\\e[31mred\n  answer y, n, s, ? or q\n"
        + question("2026-11-30 Mon", "독서") + "q\n")
  }

  func testBadDaysAreRefused() {
    refused(
      ["ask", "--days", "0"], status: 2,
      message: "invalid --days '0': expected a whole number of days from 1 to 366")
    refused(
      ["ask", "없는 습관"], status: 1, message: "no habit named '없는 습관' (see 'habitflow list')")
  }
}
