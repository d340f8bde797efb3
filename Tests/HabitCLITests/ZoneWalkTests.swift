import Foundation
import HabitCore
import XCTest

@testable import HabitCLI

/// Every compiled zone file glibc reads under the zone folder, by name and by path, links and
/// the `posix/` and `right/` folders included, gives the offsets glibc and Python's `zoneinfo`
/// give at instants from 1900 to 2100.
final class ZoneWalkTests: XCTestCase {
  private let root = Zone.defaultZoneFolder
  private let python = "/usr/bin/python3"

  /// Before most zones' first change (1900), the 32-bit limit, 1950, 1975, 2000, Samoa's
  /// skipped day, both halves of 2026, the end of 2037 (where the tables of fat files end), and
  /// July 2038 and both halves of 2100, which only the files' POSIX footers cover.
  private let instants = [
    -2_208_988_800, -2_147_483_649, -2_147_483_648, -615_513_600, 170_812_800, 946_684_800,
    1_325_246_400, 1_768_435_200, 1_780_272_000, 2_145_830_400, 2_161_555_200, 4_103_654_400,
    4_119_292_800,
  ]

  /// glibc's offsets (`time.localtime` after `tzset`) and zoneinfo's, per name: one process for
  /// every zone, as one `date` call per zone would take minutes.
  private static let script = """
    import datetime, os, sys, time, zoneinfo
    lines = sys.stdin.read().split("\\n")
    instants = [int(word) for word in lines[0].split()]
    for name in filter(None, lines[1:]):
        os.environ["TZ"] = name
        time.tzset()
        glibc = [time.localtime(t).tm_gmtoff for t in instants]
        try:
            zone = zoneinfo.ZoneInfo(name)
            python = [int(datetime.datetime.fromtimestamp(t, zone).utcoffset().total_seconds())
                      for t in instants]
        except Exception:
            python = []
        print(" ".join(map(str, glibc)) + "|" + " ".join(map(str, python)))
    """

  private func requireTools() throws {
    let files = FileManager.default
    guard files.fileExists(atPath: root + "/Europe/Berlin"), files.isExecutableFile(atPath: python)
    else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("the zone files (tzdata) and python3 are required here")
      }
      throw XCTSkip("no compiled zone files or no python3 on this machine")
    }
  }

  func testEveryZoneFileGlibcReadsGivesGlibcsOffsets() throws {
    try requireTools()
    let names = ZoneFolderWalk(root: root).zoneFileNames()
    XCTAssertGreaterThan(names.count, 1_000)
    XCTAssertTrue(names.contains("US/Pacific") && names.contains("posix/Japan"))
    XCTAssertTrue(names.contains("right/UTC") && names.contains("posixrules"))
    let answers = try reference(for: names)
    XCTAssertEqual(answers.count, names.count)
    var failures: [String] = []
    for (name, answer) in zip(names, answers) {
      for value in [name, root + "/" + name] {
        let (zone, warning) = ZoneSetting.from(["TZ": value])
        let offsets = instants.map { zone.offset(at: $0) }
        guard warning == nil, zone.name == value, offsets == answer.glibc,
          answer.zoneinfo.isEmpty || offsets == answer.zoneinfo
        else {
          failures.append(
            "TZ=\(value): \(warning ?? "") HabitFlow \(offsets), glibc \(answer.glibc), "
              + "zoneinfo \(answer.zoneinfo)")
          continue
        }
      }
    }
    // The first few in full, and how many there are.
    for failure in failures.prefix(10) { XCTFail(failure) }
    XCTAssertEqual(failures.count, 0, "of \(2 * names.count) names and paths")
  }

  /// glibc's and zoneinfo's offsets at `instants` for each name (zoneinfo's empty where it
  /// refuses the name).
  private func reference(for names: [String]) throws -> [(glibc: [Int], zoneinfo: [Int])] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", Self.script]
    var environment = ProcessInfo.processInfo.environment
    environment["TZDIR"] = nil
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let text = ([instants.map(String.init).joined(separator: " ")] + names).joined(separator: "\n")
    // Written on a thread of its own: the answers fill the other pipe meanwhile.
    let writer = input.fileHandleForWriting
    Thread.detachNewThread {
      writer.write(Data(text.utf8))
      try? writer.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
      let halves = line.split(separator: "|", omittingEmptySubsequences: false)
      let numbers = { (text: Substring) in text.split(separator: " ").compactMap { Int($0) } }
      return (numbers(halves[0]), halves.count > 1 ? numbers(halves[1]) : [])
    }
  }
}

/// The names of the compiled zone files (TZif) under a folder, links followed, sorted.
struct ZoneFolderWalk {
  let root: String

  func zoneFileNames() -> [String] {
    var names: [String] = []
    walk(root, prefix: "", through: [realPath(root)], into: &names)
    return names.sorted()
  }

  /// Adds the zone files under `folder`; `through` holds the real paths of the folders walked to
  /// reach it, so that a link back up (`posix` to `.` on some systems) is not walked forever.
  private func walk(
    _ folder: String, prefix: String, through: Set<String>, into names: inout [String]
  ) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for entry in entries {
      let path = folder + "/" + entry
      var status = stat()
      guard stat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        let real = realPath(path)
        guard !through.contains(real) else { continue }
        walk(path, prefix: prefix + entry + "/", through: through.union([real]), into: &names)
      } else if status.st_mode & S_IFMT == S_IFREG, isZoneFile(path) {
        names.append(prefix + entry)
      }
    }
  }

  private func isZoneFile(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 4)) == Data("TZif".utf8)
  }

  private func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
