/// The word a near miss most likely meant, for "did you mean" hints.
enum NearestWord {
  /// The candidate nearest to `word` by edit distance (a swap of two neighbours counting as one
  /// edit, the commonest slip: `lsit`), or nil when none is near: at most one edit in a word of
  /// up to five letters, two in a longer one, and never every letter. Leading dashes are not
  /// compared, so `--jsno` is one edit from `--json`. A tie goes to the candidate as long as the
  /// word (`stauts` is `status` swapped, rather than `stats` with a letter more), then to the
  /// first one.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(undashed(word))
    guard !typed.isEmpty else { return nil }
    let allowed = min(2, max(1, typed.count / 3))
    var best: (word: String, rank: [Int])?
    for candidate in candidates {
      let name = Array(undashed(candidate))
      let distance = distance(typed, name)
      guard distance <= allowed, distance < max(typed.count, name.count) else { continue }
      let rank = [distance, abs(name.count - typed.count)]
      if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true {
        best = (candidate, rank)
      }
    }
    return best?.word
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours, each one edit.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // Rows two and one back, and the current one, of the usual table.
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  private static func undashed(_ word: String) -> Substring {
    word.drop { $0 == "-" }
  }
}

extension CommandError {
  /// A word in the command's place that names no command, with the nearest one if any is near.
  static func unknownCommand(_ name: String) -> CommandError {
    let names = Command.all.map(\.name) + ["help"]
    let hint = NearestWord.nearest(to: name, among: names).map { ": did you mean '\($0)'?" } ?? ""
    return .usage("unknown command '\(Display.safe(name))'\(hint) (see 'habitflow help')")
  }

  /// An option the command does not take, with the nearest one it does take if any is near.
  static func unknownOption(_ name: String, command: String, spec: ArgumentSpec) -> CommandError {
    let options = (spec.flags.union(spec.valueOptions).union(["--help"])).sorted()
    let hint = NearestWord.nearest(to: name, among: options).map { ": did you mean '\($0)'?" } ?? ""
    return .usage("unknown option '\(Display.safe(name))' for '\(command)'\(hint)")
  }
}
