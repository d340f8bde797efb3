import Foundation
import HabitCLI
import XCTest

final class SettingsAndErrorTests: CLITestCase {
  func testSettingsDefaultsAndChanges() throws {
    try makeDatabase()
    XCTAssertEqual(
      ok("settings", "--json"),
      #"{"dayStart":"00:00","weekStart":"sunday","masterEnabled":true,"preReminderMinutes":10,"#
        + #""overdueDelayMinutes":60,"summaryTime":"21:00","alertStyle":"sound+vibration","#
        + #""ringer":"ring","language":"auto","eviction":"oldest-added","permission":"allowed","#
        + #""alarmMode":"burst","alarmPermission":"allowed","desktopNotifications":false,"#
        + #""syncDir":null,"deviceName":null}"#)
    XCTAssertEqual(
      ok(
        "settings", "--day-start", "03:00", "--week-start", "monday", "--master", "off", "--pre",
        "5",
        "--overdue", "120", "--summary", "22:30", "--alert", "vibrate", "--ringer", "silent",
        "--lang", "ko", "--eviction", "soonest-64", "--permission", "denied", "--alarm-mode",
        "alarmkit", "--alarm-permission", "denied", "--json"),
      #"{"dayStart":"03:00","weekStart":"monday","masterEnabled":false,"preReminderMinutes":5,"#
        + #""overdueDelayMinutes":120,"summaryTime":"22:30","alertStyle":"vibrate","#
        + #""ringer":"silent","language":"ko","eviction":"soonest-64","permission":"denied","#
        + #""alarmMode":"alarmkit","alarmPermission":"denied","desktopNotifications":false,"#
        + #""syncDir":null,"deviceName":null}"#)
    XCTAssertEqual(
      ok("settings"),
      """
      Setting               Value
      dayStart              03:00
      weekStart             monday
      masterEnabled         off
      preReminderMinutes    5
      overdueDelayMinutes   120
      summaryTime           22:30
      alertStyle            vibrate
      ringer                silent
      language              ko
      eviction              soonest-64
      permission            denied
      alarmMode             alarmkit
      alarmPermission       denied
      desktopNotifications  off
      syncDir               off
      AlarmKit alarms are not allowed, so none is scheduled (--alarm-permission allowed).
      """)
  }

  func testDayStartDecidesWhatTodayIs() {
    now = "2026-12-01T02:30:00+09:00"
    _ = ok("add", "독서", "--start", "2026-11-01")
    XCTAssertEqual(ok("check", "독서"), "독서: done on 2026-12-01 · streak 1 (best 1)")
    _ = ok("uncheck", "독서")
    _ = ok("settings", "--day-start", "03:00")
    XCTAssertEqual(ok("check", "독서"), "독서: done on 2026-11-30 · streak 1 (best 1)")
  }

  func testTheZoneDecidesWhatTodayIs() {
    now = "2026-11-30T20:00:00Z"
    zone = "Asia/Seoul"
    XCTAssertEqual(ok("add", "a"), "Added a (daily, from 2026-12-01)")
    zone = "America/New_York"
    XCTAssertEqual(ok("add", "b"), "Added b (daily, from 2026-11-30)")
  }

  func testUsageErrorsExitTwoAndChangeNothing() {
    _ = ok("add", "독서", "--start", "2026-11-01")
    let durations = "expected e.g. 25m, 1h30m or 90s (h, m, s once each, in that order), up to 24h"
    let cases: [([String], String)] = [
      (["add", ""], "the habit name is empty"),
      (
        ["add", String(repeating: "가", count: 101)],
        "the habit name is 101 characters long; at most 100 are allowed"
      ),
      (
        ["add", "x", "--at", "25:61"],
        "invalid time '25:61' for --at: expected HH:MM from 00:00 to 23:59"
      ),
      (
        ["add", "x", "--every", "0"],
        "invalid --every '0': expected a whole number of days from 1 to 3650"
      ),
      (
        ["add", "x", "--every", "-3"],
        "invalid --every '-3': expected a whole number of days from 1 to 3650"
      ),
      (
        ["add", "x", "--days", "mon,fry"],
        "unknown weekday 'fry' in --days: use mon,tue,wed,thu,fri,sat,sun"
      ),
      (["add", "x", "--days", "mon", "--every", "2"], "use only one of --days, --every"),
      (["add", "x", "--alarm"], "--alarm needs --at: an alarm rings at the habit's time"),
      (
        ["add", "x", "--start", "2026-02-30"],
        "invalid date '2026-02-30' for --start: expected a real day as YYYY-MM-DD"
      ),
      (["add"], "'add' needs a habit name"),
      (["add", "x", "y"], "unexpected argument 'y' for 'add'"),
      (["add", "x", "--at"], "--at needs a value"),
      (["add", "x", "--at", "07:00", "--at", "08:00"], "--at is given twice"),
      (
        ["check", "독서", "--date", "2026-02-30"],
        "invalid date '2026-02-30' for --date: expected a real day as YYYY-MM-DD"
      ),
      (["edit", "독서"], "'edit' needs something to change (see 'habitflow edit --help')"),
      (["edit", "독서", "--at", "07:00", "--no-time"], "use either --at or --no-time"),
      (["edit", "독서", "--alarm", "maybe"], "invalid --alarm 'maybe': expected on or off"),
      (
        ["settings", "--day-start", "24:00"],
        "invalid time '24:00' for --day-start: expected HH:MM from 00:00 to 23:59"
      ),
      (
        ["settings", "--week-start", "friday"],
        "invalid --week-start 'friday': expected one of sunday, monday"
      ),
      (["settings", "--pre", "0"], "invalid --pre '0': expected whole minutes from 1 to 120"),
      (["settings", "--pre", "-5"], "invalid --pre '-5': expected whole minutes from 1 to 120"),
      (
        ["settings", "--overdue", "721"],
        "invalid --overdue '721': expected whole minutes from 1 to 720"
      ),
      (
        ["settings", "--overdue", "ten"],
        "invalid --overdue 'ten': expected whole minutes from 1 to 720"
      ),
      (
        ["settings", "--summary", "25:00"],
        "invalid time '25:00' for --summary: expected HH:MM from 00:00 to 23:59"
      ),
      (
        ["settings", "--alert", "sound"],
        "--alert sound is not offered: a phone cannot tell whether its silent switch would mute it; use sound+vibration, vibrate or none"
      ),
      (
        ["settings", "--alert", "loud"],
        "invalid --alert 'loud': expected one of sound+vibration, vibrate, none"
      ),
      (["settings", "--master", "maybe"], "invalid --master 'maybe': expected on or off"),
      (
        ["settings", "--ringer", "vibrate"],
        "invalid --ringer 'vibrate': expected one of ring, silent"
      ),
      (["settings", "--lang", "fr"], "invalid --lang 'fr': expected one of auto, en, ko"),
      (["snooze", "0"], "invalid snooze '0': expected whole minutes from 1 to 720"),
      (["timer", "독서", "25"], "invalid duration '25': " + durations),
      (["timer", "독서", "25h"], "invalid duration '25h': " + durations),
      (["timer", "독서", "25m5m"], "invalid duration '25m5m': " + durations),
      (["timer", "독서", "5m1h"], "invalid duration '5m1h': " + durations),
      (
        ["watch", "--speed", "0"], "invalid --speed '0': expected a number above 0 and up to 100000"
      ),
      (["frobnicate"], "unknown command 'frobnicate' (see 'habitflow help')"),
      (["list", "--frob"], "unknown option '--frob' for 'list'"),
      (["help", "frob"], "unknown command 'frob' (see 'habitflow help')"),
      (
        ["--now", "yesterday", "list"],
        "invalid --now 'yesterday': expected ISO 8601 such as 2026-11-30T09:00:00+09:00"
      ),
    ]
    for (arguments, message) in cases {
      refused(arguments, status: 2, message: message)
    }
  }

  func testRefusalsExitOneAndChangeNothing() {
    _ = ok("add", "독서", "--start", "2026-11-01", "--at", "07:00", "--alarm")
    _ = ok("add", "영어")
    let cases: [([String], String)] = [
      (["add", "독서"], "a habit named '독서' already exists"),
      (["edit", "영어", "--rename", "독서"], "a habit named '독서' already exists"),
      (["edit", "독서", "--no-time"], "an alarm habit needs a time: add --at HH:MM or --alarm off"),
      (["check", "없는 습관"], "no habit named '없는 습관' (see 'habitflow list')"),
      (["remove", "없는 습관"], "no habit named '없는 습관' (see 'habitflow list')"),
      (
        ["check", "독서", "--date", "2026-12-01"], "2026-12-01 is in the future (today is 2026-11-30)"
      ),
      (["skip", "독서", "--date", "2026-10-31"], "2026-10-31 is before '독서' started (2026-11-01)"),
      (
        ["uncheck", "독서", "--date", "2027-01-01"],
        "2027-01-01 is in the future (today is 2026-11-30)"
      ),
      (["heatmap", "--end", "2026-12-24"], "2026-12-24 is in the future (today is 2026-11-30)"),
      (["streak", "없는 습관"], "no habit named '없는 습관' (see 'habitflow list')"),
    ]
    for (arguments, message) in cases {
      refused(arguments, status: 1, message: message)
    }
  }

  func testDatabaseProblemsAreOneLine() throws {
    _ = FileManager.default.createFile(atPath: database, contents: Data("plain text".utf8))
    refused(
      ["list"], status: 1, message: "\(database) is not a HabitFlow database; it was left untouched"
    )
    XCTAssertEqual(FileManager.default.contents(atPath: database), Data("plain text".utf8))
  }

  func testHelpAndVersion() {
    XCTAssertEqual(ok("--version"), "habitflow 0.1.0")
    XCTAssertTrue(
      ok("help").contains(
        "       habitflow [--db PATH] [--now ISO8601] [--color WHEN] COMMAND [ARGS]\n"))
    XCTAssertTrue(ok("help").contains("usage: habitflow [--db PATH] [--now ISO8601] [--speed X]"))
    XCTAssertTrue(ok("--help").contains("  heatmap       Draw the 53-week heatmap"))
    let addHelp = ok("add", "--help")
    XCTAssertTrue(
      addHelp.hasPrefix(
        "usage: habitflow [--db PATH] [--now ISO8601] add NAME [--at HH:MM[,HH:MM...]]"))
    XCTAssertEqual(ok("help", "add"), addHelp)
  }

  func testGlobalOptionsWorkBeforeAndAfterTheCommand() throws {
    try makeDatabase()
    let other = folder.appendingPathComponent("other.sqlite").path
    XCTAssertEqual(
      run(["--db", other, "add", "a"]).error, "habitflow: created a new database at \(other)\n")
    _ = ok("add", "b", "--db", other, "--now", "2026-12-25T12:00:00+09:00")
    XCTAssertEqual(ok("list", "--json"), "[]")
    XCTAssertTrue(
      ok("--db=\(other)", "list", "--json").contains(
        #""name":"b","targetTime":null,"schedule":{"kind":"daily","days":["mon","tue","wed","thu","fri","sat","sun"],"every":1},"alarm":false,"start":"2026-12-25""#
      ))
  }

  func testANoteMayLookLikeAnOption() {
    _ = ok("add", "독서")
    _ = ok("check", "독서", "--note", "--db is not a path here")
    XCTAssertTrue(dump().contains("--db is not a path here"))
  }
}
