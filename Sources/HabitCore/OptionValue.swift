/// A value an option takes from a fixed set of words (`--alert vibrate`, `--format csv`): one
/// type serves parsing, the synopsis, help, shell completions and the refusal of a wrong word,
/// as swift-argument-parser's `ExpressibleByArgument` does.
public protocol OptionValue: CaseIterable, Equatable, Sendable where AllCases == [Self] {
  /// The word that names the value on the command line (and, for a setting, in the store).
  var spelling: String { get }
  /// Whether a word typed in capitals still names its value (`MONDAY`).
  static var ignoresCase: Bool { get }
  /// The value a word typed on the command line names, or nil.
  static func typed(_ text: String) -> Self?
  /// The message refusing `text` as the value of `option`.
  static func refusal(of text: String, for option: String) -> String
}

extension OptionValue {
  /// Capitals are read as the small letters they stand for, unless a type says otherwise.
  public static var ignoresCase: Bool { true }

  /// The value spelt exactly `text`, as the store keeps it.
  public init?(spelling text: String) {
    guard let value = Self.allCases.first(where: { $0.spelling == text }) else { return nil }
    self = value
  }

  /// The value spelt `text`, in capitals too where the type ignores case.
  public static func typed(_ text: String) -> Self? {
    Self(spelling: ignoresCase ? text.lowercased() : text)
  }

  /// The refusal that lists the choices, unless a type says more.
  public static func refusal(of text: String, for option: String) -> String {
    listingRefusal(of: text, for: option)
  }

  /// `invalid --ringer 'loud': expected one of ring, silent`.
  public static func listingRefusal(of text: String, for option: String) -> String {
    "invalid \(option) '\(TerminalText.escaped(text))': expected one of "
      + spellings.joined(separator: ", ")
  }

  /// Every spelling, in the cases' order.
  public static var spellings: [String] { allCases.map { $0.spelling } }

  /// The spellings as a synopsis shows them: `ring|silent`.
  public static var synopsis: String { spellings.joined(separator: "|") }

  /// The spellings as a sentence lists them: `auto, always or never`.
  public static var listed: String {
    let all = spellings
    guard all.count > 1 else { return all.joined() }
    return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
  }
}

extension OptionValue where Self: RawRepresentable, RawValue == String {
  /// The raw value is the spelling.
  public var spelling: String { rawValue }
}

/// `on` or `off` (`yes`/`no` and `true`/`false` read too).
public enum OnOff: String, OptionValue {
  case on, off

  /// Whether it is on.
  public var isOn: Bool { self == .on }

  /// `on` for true, `off` for false.
  public init(_ on: Bool) { self = on ? .on : .off }

  public static func typed(_ text: String) -> OnOff? {
    switch text.lowercased() {
    case "on", "yes", "true": return .on
    case "off", "no", "false": return .off
    default: return nil
    }
  }

  /// `invalid --master 'maybe': expected on or off`.
  public static func refusal(of text: String, for option: String) -> String {
    "invalid \(option) '\(TerminalText.escaped(text))': expected \(listed)"
  }
}

extension TimeOfDay {
  /// `invalid time '25:00' for --summary: expected HH:MM from 00:00 to 23:59`.
  public static func refusal(of text: String, for option: String) -> String {
    "invalid time '\(TerminalText.escaped(text))' for \(option): expected HH:MM from 00:00 to 23:59"
  }
}
