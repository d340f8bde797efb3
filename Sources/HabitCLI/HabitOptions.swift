import HabitCore

/// The options `add` and `edit` share, read and checked before any habit is looked up, so a
/// malformed value is a usage error (exit 2) whatever the habit.
struct HabitOptions {
  /// `--at`: every time of the day, sorted.
  var times: [TimeOfDay]?
  /// `--daily`, `--days`, `--every`, `--times N --per M` or `--tracked`.
  var schedule: Schedule?
  /// `--target`, `--unit`, `--at-least`/`--at-most`, `--yes-no`.
  var measure: MeasureChange
  /// `--description` (empty clears it).
  var description: String?
  /// `--color` (`.some(nil)` for `none`).
  var color: HabitColor??

  /// The value options of both commands.
  static let valueOptions: Set<String> = [
    "--at", "--days", "--every", "--times", "--per", "--target", "--unit", "--description",
    "--color",
  ]
  /// The flags of both commands.
  static let flags: Set<String> = ["--at-least", "--at-most", "--tracked"]

  /// Reads the options given; nil fields were not given.
  init(_ arguments: Arguments) throws {
    times = try arguments["--at"].map(Values.times)
    schedule = try Self.schedule(from: arguments)
    measure = try MeasureChange(arguments)
    description = try arguments["--description"].map(Values.description)
    color = try arguments["--color"].map(Values.color)
  }

  /// Applies what was given to `habit` (whether its kind may change is the library's rule).
  func apply(to habit: inout Habit) throws {
    if let times { habit.times = times }
    if let schedule { habit.schedule = schedule }
    habit.measure = try measure.applied(to: habit.measure, habit: habit)
    if let description { habit.description = description }
    if let color { habit.color = color }
  }

  /// The schedule options of `add` and `edit`; nil when none was given.
  static func schedule(from arguments: Arguments) throws -> Schedule? {
    // `--per` counts on its own too: `--every 3 --per 7` must not drop the `--per`.
    let chosen = ["--daily", "--days", "--every", "--times", "--per", "--tracked"].filter {
      arguments[$0] != nil || arguments.has($0)
    }.filter { $0 != "--per" || arguments["--times"] == nil }
    guard chosen.count <= 1 else {
      throw CommandError.usage("use only one of " + chosen.joined(separator: ", "))
    }
    if let days = arguments["--days"] { return .weekdays(try Values.weekdays(days)) }
    if let every = arguments["--every"] { return .every(try Values.interval(every)) }
    if arguments["--times"] != nil || arguments["--per"] != nil {
      return .frequency(try frequency(times: arguments["--times"], per: arguments["--per"]))
    }
    if arguments.has("--tracked") { return .tracked }
    return arguments.has("--daily") ? .daily : nil
  }

  /// `--times N --per M`: both needed, 1 <= N <= M <= 366.
  private static func frequency(times: String?, per: String?) throws -> Frequency {
    guard let times else {
      throw CommandError.usage("--per needs --times: N times --per M days")
    }
    guard let per else {
      throw CommandError.usage("--times needs --per: week, month or a number of days")
    }
    let count = try Values.frequencyCount(times)
    let days = try Values.frequencyDays(per)
    guard let frequency = Frequency(times: count, days: days) else {
      throw CommandError.usage(
        "invalid frequency: \(count) times in \(days) days; N times in M days needs"
          + " 1 <= N <= M <= \(Frequency.maximumDays)")
    }
    return frequency
  }
}

/// What `--target`, `--unit`, `--at-least`/`--at-most` and `--yes-no` ask of a habit's measure.
struct MeasureChange {
  var target: Amount?
  var unit: String?
  var type: TargetType?
  /// `--yes-no` (edit only): make the habit yes/no again.
  var yesNo: Bool

  /// Whether any measure option was given.
  var isEmpty: Bool { target == nil && unit == nil && type == nil && !yesNo }

  /// Reads the options; contradicting ones are usage errors.
  init(_ arguments: Arguments) throws {
    if arguments.has("--at-least"), arguments.has("--at-most") {
      throw CommandError.usage("use either --at-least or --at-most")
    }
    target = try arguments["--target"].map { try Values.amount($0, option: "--target") }
    unit = try arguments["--unit"].map(Values.unit)
    type = arguments.has("--at-most") ? .atMost : arguments.has("--at-least") ? .atLeast : nil
    yesNo = arguments.has("--yes-no")
    if yesNo, target != nil || unit != nil || type != nil {
      throw CommandError.usage(
        "--yes-no makes a habit yes/no: it cannot go with --target, --unit, --at-least or --at-most"
      )
    }
  }

  /// The measure after the change; a yes/no habit becomes measurable only with a target.
  func applied(to current: Measure?, habit: Habit) throws -> Measure? {
    if yesNo { return nil }
    if isEmpty { return current }
    guard let target = target ?? current?.target else {
      throw CommandError.failure(
        "'\(Display.safe(habit.name))' is a yes/no habit: give --target to make it measurable")
    }
    return Measure(
      unit: unit ?? current?.unit ?? "", target: target, type: type ?? current?.type ?? .atLeast)
  }
}
