/// One setting as the table in SettingsTable.swift declares it: its stored key, its kind and
/// allowed values, whether it syncs, its command-line flag, its row in the settings panel and
/// its help. The store, sync, `habitflow settings`, the panel, the completions and the manual
/// page all read the settings through these entries; none of them names a setting itself.
///
/// The values are reached through closures rather than key paths: every command reads the
/// settings, and the first use of a key path makes its object at run time (a tenth of a
/// millisecond for fourteen of them).
public struct Setting: Sendable {
  /// The key the store, exports, sync and `settings --json` know it by.
  public let key: String
  /// The option of `habitflow settings` that sets it (`--pre`).
  public let flag: String
  /// What kind of value it is, with the values it allows.
  public let kind: Kind
  /// Which devices and files carry it.
  public let reach: Reach
  /// What it does, in both languages (the panel shows it under its row).
  public let help: Phrase
  /// The lines `habitflow settings --help` (and the manual page) say of it, if any.
  public let usage: [String]
  /// Its row in the settings panel; nil for a setting only the command line changes.
  public let panel: PanelRow?
  /// The value in `settings` as the store keeps it (`10`, `21:00`, `vibrate`, `on`).
  public let text: @Sendable (Settings) -> String
  /// Sets the value the stored `text` names; false, leaving `settings` alone, for any other text.
  public let read: @Sendable (String, inout Settings) -> Bool
  /// The stored text of a value typed on the command line, or nil when it is not one.
  public let typed: @Sendable (String) -> String?
  /// The message refusing text typed on the command line.
  public let refusal: @Sendable (String) -> String
  /// A number of minutes, or a time as minutes after midnight: how the panel cycles and types
  /// it; nil for a setting of named values.
  public let number: Number?
  /// How the value reads in the panel, in the panel's language.
  public let shown: @Sendable (Settings, Words) -> String

  /// The kinds of value a setting takes.
  public enum Kind: Sendable, Equatable {
    /// A time of day, `HH:MM`.
    case time
    /// Whole minutes in a range.
    case minutes(ClosedRange<Int>)
    /// One of a fixed set of words, an `OptionValue`'s spellings.
    case choice([String])
    /// `on` or `off`.
    case onOff

    /// Values of this kind to try, as the store keeps them: every named value, or a range's
    /// ends and the value after its first, or times around the clock.
    public var samples: [String] {
      switch self {
      case .time: return ["00:00", "04:30", "23:59"]
      case .minutes(let range):
        return [range.lowerBound, range.lowerBound + 1, range.upperBound].map(String.init)
      case .choice(let spellings): return spellings
      case .onOff: return OnOff.spellings
      }
    }
  }

  /// Where a setting's value goes besides this database.
  public enum Reach: Sendable, Equatable {
    /// To every device through sync, and into export files.
    case everyDevice
    /// Into export files, never to another device: it belongs to the device it is set on.
    case thisDevice
    /// Nowhere: the simulated phone's own state (its permissions), not a preference.
    case simulatedPhone

    /// Whether sync carries it between devices.
    public var syncs: Bool {
      switch self {
      case .everyDevice: return true
      case .thisDevice, .simulatedPhone: return false
      }
    }

    /// Whether an export file carries it (and an import may set it).
    public var isPreference: Bool {
      switch self {
      case .everyDevice, .thisDevice: return true
      case .simulatedPhone: return false
      }
    }
  }

  /// A number the panel changes: read and set as whole minutes.
  public struct Number: Sendable {
    public let get: @Sendable (Settings) -> Int
    public let set: @Sendable (inout Settings, Int) -> Void
  }

  /// The value a fresh database has.
  public var defaultText: String { text(Settings()) }

  /// The words it takes on the command line, where they are a fixed set (for completions).
  public var spellings: [String]? {
    switch kind {
    case .choice(let spellings): return spellings
    case .onOff: return OnOff.spellings
    case .time, .minutes: return nil
    }
  }

  /// What its flag takes in the synopsis: `HH:MM`, `MIN`, `ring|silent`, `on|off`.
  public var placeholder: String {
    switch kind {
    case .time: return "HH:MM"
    case .minutes: return "MIN"
    case .choice(let spellings): return spellings.joined(separator: "|")
    case .onOff: return OnOff.synopsis
    }
  }

  /// The settings with this named value moved `direction` steps round its values, wrapping at
  /// the ends; a number is left as it is (the panel steps numbers, keeping values typed there).
  public func stepped(_ settings: Settings, by direction: Int) -> Settings {
    guard let all = spellings else { return settings }
    var settings = settings
    let index = all.firstIndex(of: text(settings)) ?? 0
    _ = read(all[((index + direction) % all.count + all.count) % all.count], &settings)
    return settings
  }
}

extension Setting {
  /// An entry of any kind: its value typed `T`, read and written as text by `parse`/`format`.
  private init<T>(
    key: String, flag: String, kind: Kind, reach: Reach, help: Phrase, usage: [String],
    panel: PanelRow?, get: @escaping @Sendable (Settings) -> T,
    set: @escaping @Sendable (inout Settings, T) -> Void,
    parse: @escaping @Sendable (String) -> T?, typed: @escaping @Sendable (String) -> T?,
    format: @escaping @Sendable (T) -> String, refusal: @escaping @Sendable (String) -> String,
    number: Number?, shown: @escaping @Sendable (Settings, Words) -> String
  ) {
    self.key = key
    self.flag = flag
    self.kind = kind
    self.reach = reach
    self.help = help
    self.usage = usage
    self.panel = panel
    text = { format(get($0)) }
    read = { text, settings in
      guard let value = parse(text) else { return false }
      set(&settings, value)
      return true
    }
    self.typed = { typed($0).map(format) }
    self.refusal = refusal
    self.number = number
    self.shown = panel?.shown ?? shown
  }

  /// A time of day (`21:00`).
  static func time(
    _ key: String, flag: String, reach: Reach, help: Phrase, usage: [String] = [],
    panel: PanelRow? = nil, get: @escaping @Sendable (Settings) -> TimeOfDay,
    set: @escaping @Sendable (inout Settings, TimeOfDay) -> Void
  ) -> Setting {
    Setting(
      key: key, flag: flag, kind: .time, reach: reach, help: help, usage: usage, panel: panel,
      get: get, set: set, parse: { TimeOfDay(parsing: $0) }, typed: { TimeOfDay(parsing: $0) },
      format: { $0.description }, refusal: { TimeOfDay.refusal(of: $0, for: flag) },
      number: Number(get: { get($0).minutes }, set: { set(&$0, TimeOfDay(minutes: $1)!) }),
      shown: { settings, _ in get(settings).description })
  }

  /// Whole minutes in `range`, typed as ASCII digits.
  static func minutes(
    _ key: String, flag: String, _ range: ClosedRange<Int>, reach: Reach, help: Phrase,
    usage: [String] = [], panel: PanelRow? = nil, get: @escaping @Sendable (Settings) -> Int,
    set: @escaping @Sendable (inout Settings, Int) -> Void
  ) -> Setting {
    Setting(
      key: key, flag: flag, kind: .minutes(range), reach: reach, help: help, usage: usage,
      panel: panel, get: get, set: set,
      parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } },
      typed: { text in
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text).flatMap { range.contains($0) ? $0 : nil }
      },
      format: { String($0) },
      refusal: {
        "invalid \(flag) '\(TerminalText.escaped($0))': expected whole minutes from "
          + "\(range.lowerBound) to \(range.upperBound)"
      },
      number: Number(get: get, set: set), shown: { $1.minutes(get($0)) })
  }

  /// One of `V`'s values, stored as its spelling.
  static func choice<V: OptionValue>(
    _ key: String, flag: String, _ type: V.Type, reach: Reach, help: Phrase,
    usage: [String] = [], panel: PanelRow? = nil, get: @escaping @Sendable (Settings) -> V,
    set: @escaping @Sendable (inout Settings, V) -> Void
  ) -> Setting {
    Setting(
      key: key, flag: flag, kind: .choice(V.spellings), reach: reach, help: help, usage: usage,
      panel: panel, get: get, set: set, parse: { V(spelling: $0) }, typed: { V.typed($0) },
      format: { $0.spelling }, refusal: { V.refusal(of: $0, for: flag) }, number: nil,
      shown: { settings, _ in get(settings).spelling })
  }

  /// On or off.
  static func onOff(
    _ key: String, flag: String, reach: Reach, help: Phrase, usage: [String] = [],
    panel: PanelRow? = nil, get: @escaping @Sendable (Settings) -> Bool,
    set: @escaping @Sendable (inout Settings, Bool) -> Void
  ) -> Setting {
    Setting(
      key: key, flag: flag, kind: .onOff, reach: reach, help: help, usage: usage, panel: panel,
      get: { OnOff(get($0)) }, set: { set(&$0, $1.isOn) }, parse: { OnOff(spelling: $0) },
      typed: { OnOff.typed($0) }, format: { $0.spelling },
      refusal: { OnOff.refusal(of: $0, for: flag) }, number: nil,
      shown: { $1.onOff(get($0)) })
  }
}

/// A setting's row in the settings panel.
public struct PanelRow: Sendable {
  /// Where it stands among the rows, from 0.
  public let place: Int
  /// The row's label.
  public let label: Phrase
  /// The values a number cycles through (minutes, or minutes after midnight); empty for named
  /// values, which cycle through all of theirs.
  public let usual: [Int]
  /// How the value reads, where its kind's plain reading is not enough.
  let shown: (@Sendable (Settings, Words) -> String)?

  /// A row of named values, or of minutes cycled through `usual`.
  public init(
    _ place: Int, _ label: Phrase, usual: [Int] = [],
    shown: (@Sendable (Settings, Words) -> String)? = nil
  ) {
    self.place = place
    self.label = label
    self.usual = usual
    self.shown = shown
  }

  /// A row of a time of day, cycled every `step` minutes.
  public init(_ place: Int, _ label: Phrase, every step: Int) {
    self.init(place, label, usual: Array(stride(from: 0, to: 1440, by: step)))
  }
}
