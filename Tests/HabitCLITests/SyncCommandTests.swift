import Foundation
import HabitCore
import HabitStore
import HabitSync
import XCTest

/// `settings --sync-dir`, `sync` and `sync --status` between two databases sharing one folder.
final class SyncCommandTests: CLITestCase {
  /// The device the next command runs as: each has its own database.
  private var device = "laptop"
  override var database: String { folder.appendingPathComponent("\(device).sqlite").path }
  private var syncFolder: String { folder.appendingPathComponent("sync").path }

  private func on(_ device: String, at time: String) {
    self.device = device
    now = "2026-11-30T\(time):00+09:00"
  }

  /// Both devices set up, the laptop with a habit checked today, nothing synced yet.
  private func twoDevices() {
    on("laptop", at: "08:00")
    ok("add", "러닝", "--at", "07:00")
    ok("check", "러닝")
    ok("settings", "--sync-dir", syncFolder, "--device-name", "laptop")
    on("server", at: "08:01")
    ok("settings", "--sync-dir", syncFolder, "--device-name", "server")
  }

  private func files() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: syncFolder)) ?? []).sorted()
  }

  func testTwoDevicesConvergeAndASecondRoundFindsNothingNew() {
    twoDevices()
    on("laptop", at: "08:02")
    XCTAssertEqual(ok("sync"), "Wrote this device's file.")
    XCTAssertEqual(files().count, 1)
    XCTAssertTrue(files()[0].hasSuffix(".hfsync"))
    on("server", at: "08:03")
    XCTAssertEqual(
      ok("sync"),
      """
      Took in 13 changes: 13 from laptop.
      Here: 1 habit added, 1 day.
      Wrote this device's file.
      """)
    let server = ok("list")
    on("laptop", at: "08:03")
    XCTAssertEqual(ok("list"), server)
    XCTAssertEqual(ok("sync"), "Nothing new.")
    ok("edit", "러닝", "--color", "teal")
    ok("sync")
    on("server", at: "08:04")
    XCTAssertEqual(
      ok("sync", "--json"),
      #"{"taken":[{"device":"laptop","changes":1}],"habitsAdded":0,"habitsChanged":1,"#
        + #""habitsRemoved":0,"daysChanged":0,"settingsChanged":0,"wrote":true,"warnings":[]}"#)
    on("laptop", at: "08:05")
    XCTAssertEqual(ok("sync"), "Nothing new.")
    on("server", at: "08:06")
    XCTAssertEqual(ok("sync"), "Nothing new.")
    XCTAssertEqual(
      ok("sync", "--json"),
      #"{"taken":[],"habitsAdded":0,"habitsChanged":0,"habitsRemoved":0,"daysChanged":0,"#
        + #""settingsChanged":0,"wrote":false,"warnings":[]}"#)
    XCTAssertEqual(files().count, 2)
  }

  func testEditsOnBothSidesMeetAndAnUncheckTravels() {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    on("server", at: "08:03")
    ok("sync")
    ok("edit", "러닝", "--at", "06:30")
    on("laptop", at: "08:04")
    ok("uncheck", "러닝")
    ok("settings", "--day-start", "04:00")
    XCTAssertEqual(ok("sync"), "Wrote this device's file.")
    on("server", at: "08:05")
    XCTAssertEqual(
      ok("sync"),
      """
      Took in 2 changes: 2 from laptop.
      Here: 1 day, 1 setting.
      Wrote this device's file.
      """)
    on("laptop", at: "08:06")
    XCTAssertEqual(
      ok("sync"),
      """
      Took in 1 change: 1 from server.
      Here: 1 habit changed.
      Wrote this device's file.
      """)
    for name in ["laptop", "server"] {
      on(name, at: "08:07")
      let list = ok("list", "--json")
      XCTAssertTrue(list.contains(#""times":["06:30"]"#), "\(name): \(list)")
      XCTAssertTrue(list.contains(#""todayState":"pending""#), list)
      XCTAssertEqual(ok("settings", "--json").contains(#""dayStart":"04:00""#), true, name)
    }
  }

  func testHabitsMadeApartUnderOneNameStayTwoAndTheLaterIsNumbered() {
    twoDevices()
    ok("add", "러닝", "--at", "19:00")
    on("laptop", at: "08:02")
    ok("sync")
    on("server", at: "08:03")
    ok("sync")
    // The server's own habit was made a minute after the laptop's: it gives up the name.
    let server = ok("list", "--names")
    XCTAssertEqual(server.split(separator: "\n").sorted(), ["러닝", "러닝 (2)"])
    XCTAssertTrue(ok("list", "--json").contains(#""name":"러닝 (2)","targetTime":"19:00""#))
    on("laptop", at: "08:04")
    ok("sync")
    XCTAssertEqual(ok("list", "--names"), server, "the same order on both")
    let laptop = ok("list", "--json")
    XCTAssertTrue(laptop.contains(#""name":"러닝 (2)","targetTime":"19:00""#), laptop)
  }

  func testStatusListsTheDevicesSeen() {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    on("server", at: "08:03")
    ok("sync")
    let status = ok("sync", "--status")
    XCTAssertTrue(status.hasPrefix("This device: server ("), status)
    XCTAssertTrue(status.contains("syncing through \(syncFolder), last wrote 2026-11-30 08:03."))
    let lines = status.split(separator: "\n")
    XCTAssertEqual(lines.count, 3)
    XCTAssertTrue(
      lines[2].hasPrefix("laptop  2026-11-30 08:02  2026-11-30 08:03  13 · 13  "), status)
    let json = ok("sync", "--status", "--json")
    XCTAssertTrue(json.contains(#""name":"laptop""#), json)
    XCTAssertTrue(json.contains(#""tookInLast":13"#), json)
  }

  func testSyncWhileOffAndADeviceNameAloneAreRefused() {
    on("laptop", at: "08:00")
    ok("add", "Run")
    refused(
      ["sync"], status: 1,
      message: "sync is off: turn it on with habitflow settings --sync-dir DIR")
    refused(
      ["settings", "--device-name", "x"], status: 2,
      message: "--device-name needs sync set up first: add --sync-dir DIR")
    refused(
      ["settings", "--sync-dir", syncFolder, "--device-name", "a\u{1B}b"], status: 2,
      message: "invalid --device-name 'a\\eb': 1 to 100 printable characters")
    XCTAssertEqual(
      ok("sync", "--status"), "Sync is off: turn it on with habitflow settings --sync-dir DIR.")
  }

  func testAHalfCopiedFileIsSkippedWithAWarningAndTakenInWhenWhole() throws {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    let path = syncFolder + "/" + files()[0]
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
    on("server", at: "08:03")
    let skipped = ok("sync")
    XCTAssertEqual(
      skipped,
      """
      Wrote this device's file.
      warning: skipped \(path): it is damaged or half-copied (cut short); read again once it changes
      """)
    XCTAssertEqual(ok("list", "--names"), "")
    try whole.write(to: URL(fileURLWithPath: path))
    on("server", at: "08:04")
    XCTAssertTrue(ok("sync").hasPrefix("Took in 13 changes: 13 from laptop."))
    XCTAssertEqual(ok("list", "--names"), "러닝")
  }

  func testAFileFromANewerVersionStopsTheRoundWithNothingChanged() throws {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    let newer = syncFolder + "/00000000-0000-0000-0000-0000000000FF.hfsync"
    try Data("habitflow-sync\t2\nwhatever comes later\n".utf8).write(
      to: URL(fileURLWithPath: newer))
    on("server", at: "08:03")
    refused(
      ["sync"], status: 1,
      message: "\(newer) is sync format 2, from a newer HabitFlow: this device was left as it "
        + "was; update HabitFlow here")
    XCTAssertEqual(files().count, 2, "the server wrote nothing")
    try FileManager.default.removeItem(atPath: newer)
    XCTAssertTrue(ok("sync").hasPrefix("Took in 13 changes"))
  }

  func testAFolderThatIsGoneIsSaidAndTheNextRoundRecovers() throws {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    try FileManager.default.removeItem(atPath: syncFolder)
    ok("check", "러닝", "--note", "비")
    refused(
      ["sync"], status: 1,
      message: "the sync folder \(syncFolder) is not there: nothing was synced; make it (or "
        + "mount it) and sync again")
    try FileManager.default.createDirectory(atPath: syncFolder, withIntermediateDirectories: false)
    XCTAssertEqual(ok("sync"), "Wrote this device's file.")
    on("server", at: "08:03")
    XCTAssertTrue(ok("sync").hasPrefix("Took in 13 changes"))
    XCTAssertTrue(ok("history", "러닝").contains("비"))
  }

  func testAFileStampedFarAheadIsSkippedSoNoClockIsPinnedThere() throws {
    twoDevices()
    let ahead = "00000000-0000-0000-0000-0000000000AA"
    var replica = Replica()
    // 2099: a device whose clock (or --now) ran decades ahead.
    replica.settings["weekStart"] = Register(
      "monday", at: Stamp(wall: 4_070_908_800_000, counter: 0, device: ahead))
    let header = SyncFileHeader(
      device: ahead, name: "ahead",
      written: Stamp(wall: 4_070_908_800_000, counter: 1, device: ahead))
    let path = syncFolder + "/\(ahead).hfsync"
    try Data(SyncFile.encode(replica, header: header)).write(to: URL(fileURLWithPath: path))
    on("server", at: "08:03")
    XCTAssertEqual(
      ok("sync"),
      """
      Wrote this device's file.
      warning: skipped \(path): it holds changes stamped more than a week ahead of this clock; read again once it changes
      """)
    XCTAssertTrue(ok("settings", "--json").contains(#""weekStart":"sunday""#))
  }

  func testARestoredDatabaseIsANewDeviceThatReadsEveryFileAgain() throws {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    let before = ok("sync", "--status", "--json")
    let backup = folder.appendingPathComponent("copy.sqlite").path
    ok("backup", backup)
    ok("restore", backup, "--yes")
    let after = ok("sync", "--status", "--json")
    XCTAssertNotEqual(before, after)
    XCTAssertEqual(ok("sync"), "Wrote this device's file.")
    XCTAssertEqual(files().count, 2, "its own new file beside the one it wrote before")
  }

  func testAFileTouchedWithNothingNewIsNotMergedAgain() throws {
    twoDevices()
    on("laptop", at: "08:02")
    ok("sync")
    let status = ok("sync", "--status", "--json")
    let laptop = String(status.dropFirst(#"{"device":{"id":""#.count).prefix(36))
    on("server", at: "08:03")
    ok("sync")
    // As a git checkout does: the same bytes, a new file.
    let path = syncFolder + "/\(laptop).hfsync"
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try FileManager.default.removeItem(atPath: path)
    try bytes.write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(ok("sync"), "Nothing new.")
    XCTAssertEqual(ok("sync"), "Nothing new.")
    XCTAssertTrue(ok("sync", "--status").contains("13 · 13"), "the counts stay")
  }
}
