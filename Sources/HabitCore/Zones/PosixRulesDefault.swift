extension ZoneFile {
  /// The zone glibc makes of a daylight name without dates (`AAA3BBB`, `AAA3BBB2`): the changes
  /// of its `posixrules` file (New York's on Debian), moved as glibc 2.36 moves them, each
  /// beginning the given standard or daylight offset as the file's type was either; nil when the
  /// file has fewer than two local time types, where glibc uses the US rule instead.
  ///
  /// glibc moves a change given in local time by the given standard offset less the file's (the
  /// offset of the last standard-time type its changes use), or, when the change ends daylight
  /// time and was not given in standard time, by the given daylight offset less the file's. But
  /// glibc 2.36 no longer reads the file's daylight offset: a process's first reading takes it
  /// as 0, and only later readings in the same process as the daylight offset read before. The
  /// first reading is the one `date` shows, and the one made here. Changes given in UT stay.
  /// Before the first change standard time holds; from the last one on the file's own footer
  /// does, with the file's offsets, not the given ones (as glibc has it).
  init?(glibcDefaultFrom rules: TZifContents, standardOffset: Int, daylightOffset: Int) {
    let types = rules.types
    guard types.count >= 2 else { return nil }
    let rulesStandard =
      rules.typeIndices.last { !types[$0].isDaylight }.map { types[$0].offset } ?? 0
    var transitions: [Int] = []
    var offsets: [Int] = []
    var inDaylight = false
    for (time, index) in zip(rules.transitions, rules.typeIndices) {
      let type = types[index]
      let move =
        type.isUniversal
        ? 0 : inDaylight && !type.isStandard ? daylightOffset : standardOffset - rulesStandard
      transitions.append(time + move)
      offsets.append(type.isDaylight ? daylightOffset : standardOffset)
      inDaylight = type.isDaylight
    }
    self.transitions = transitions
    self.offsets = offsets
    initialOffset = standardOffset
    footer = rules.footer.flatMap(PosixZoneRule.init(parsing:))
  }
}
