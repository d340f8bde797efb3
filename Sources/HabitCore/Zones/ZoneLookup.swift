import Foundation

extension Zone {
  /// Where compiled zone files live unless `TZDIR` says otherwise.
  public static let defaultZoneFolder = "/usr/share/zoneinfo"

  /// The zone a `TZ` value names, read the way the C library reads it, or nil when it names
  /// nothing valid (the caller then says so and uses UTC, where glibc would use UTC silently). An
  /// empty value is UTC; a leading `:` is dropped; an absolute path is a zone file; a name is a file
  /// in `folder` (so `date` and HabitFlow agree), else a POSIX rule string, whose daylight time,
  /// when it has no dates (`AAA3BBB`), follows `posixrules` in `folder` as glibc has it (see
  /// `ZoneFile.init(glibcDefaultFrom:standardOffset:daylightOffset:)`). (`:` alone means the
  /// system's default zone, which the caller reads from `/etc/localtime`.)
  ///
  /// - Parameter readFile: the bytes of a file, or nil when it cannot be read (injected, so the
  ///   rules are tested without a disk).
  public static func named(
    _ value: String, folder: String = defaultZoneFolder, readFile: (String) -> [UInt8]?
  ) -> Zone? {
    var name = value
    if name.hasPrefix(":") { name.removeFirst() }
    if name.isEmpty { return .utc }
    let isPath = name.hasPrefix("/")
    if isPath || !name.split(separator: "/").contains("..") {
      let path = isPath ? name : folder + "/" + name
      if let file = readFile(path).flatMap(ZoneFile.init(bytes:)) {
        return Zone(name: value, file: file)
      }
    }
    if isPath { return nil }
    guard let (rule, datesGiven) = PosixZoneRule.parse(name) else { return nil }
    // A daylight name without dates takes them from `posixrules`, as glibc does.
    if let daylight = rule.daylight, !datesGiven,
      let rules = readFile(folder + "/posixrules").flatMap(TZifContents.init(bytes:)),
      let file = ZoneFile(
        glibcDefaultFrom: rules, standardOffset: rule.standardOffset,
        daylightOffset: daylight.offset)
    {
      return Zone(name: value, file: file)
    }
    return Zone(name: value, rule: rule)
  }
}
