import Foundation
import HabitCore

/// What HabitFlow's habits have that Loop's files cannot hold (weekday and every-N schedules,
/// never-due habits, alarms, several times, a start before the first check-in, ids in a CSV
/// export, an amount of exactly 0.003, which Loop stores as its skip), carried beside Loop's
/// data where Loop never looks, so that HabitFlow reads back exactly what it wrote.
///
/// The extras are a HabitFlow document (`HabitFlowFile`) of the habits' fields, each with only
/// the entries Loop's values do not give back. Read back, they are applied to a habit only while
/// Loop's data still says what HabitFlow wrote for it (`LoopHeld`): a habit edited since, in Loop
/// or in a spreadsheet, is read from Loop's data alone.
public enum LoopExtras {
  /// The file of a Loop CSV export that holds them (Loop has no CSV import).
  public static let csvFile = "HabitFlow.json"

  /// The extras of the carried habits.
  public static func document(_ carried: Carried) -> JSON {
    HabitFlowFile.document(
      Carried(
        habits: carried.habits.map {
          CarriedHabit(
            habit: $0.habit,
            entries: $0.entries.filter { [measurable = $0.habit.isMeasurable] in
              isLostInLoop($0, measurable: measurable)
            })
        }))
  }

  /// The extras of a file read back, or nil when they do not read (the file then stands alone).
  public static func read(_ text: String) -> Carried? {
    try? HabitFlowFile.read(Data(text.utf8), file: csvFile)
  }

  /// The habits read from Loop's data, each with its extras (`matching` finds them) applied
  /// while Loop's data still holds what the extras' habit held there.
  public static func apply(
    _ extras: Carried, to read: Carried, reminders: Bool,
    matching: (Int, CarriedHabit) -> CarriedHabit?
  ) -> Carried {
    var result = read
    for (index, item) in read.habits.enumerated() {
      guard let extra = matching(index, item),
        LoopHeld(extra.habit, reminders: reminders) == LoopHeld(item.habit, reminders: reminders)
      else { continue }
      var habit = extra.habit
      habit.position = item.habit.position
      var entries = Dictionary(item.entries.map { ($0.day, $0) }, uniquingKeysWith: { $1 })
      for entry in extra.entries where isWhatLoopHolds(of: entry)(entries[entry.day]) {
        entries[entry.day] = entry
      }
      result.habits[index] = CarriedHabit(habit: habit, entries: Array(entries.values))
    }
    return result
  }

  /// Whether Loop's value for an entry reads back as another one, or is not written at all: an
  /// amount of exactly 0.003 is stored as 3, Loop's skip; a measurable habit's "not done" has
  /// no value in Loop.
  static func isLostInLoop(_ entry: Entry, measurable: Bool) -> Bool {
    entry.status == .done && entry.amount?.thousandths == Int64(LoopMapping.skip)
      || measurable && entry.status == .notDone
  }

  /// Whether `read` is what Loop's data holds for `entry` when HabitFlow wrote it: a skip for
  /// an amount of 0.003, nothing for a "not done".
  private static func isWhatLoopHolds(of entry: Entry) -> (Entry?) -> Bool {
    { read in
      entry.status == .notDone
        ? read == nil : read?.status == .skipped && read?.note == entry.note
    }
  }

  /// What a Loop file cannot hold of a habit, in one line, or nil when it holds it all.
  /// `reminders`: whether the file holds reminders (a backup does, a CSV export does not).
  public static func notHeld(_ habit: Habit, reminders: Bool) -> String? {
    let (times, days) = LoopMapping.frequency(of: habit.schedule)
    let written = times == 1 ? "once in \(days) days" : "\(times) times in \(days) days"
    var parts: [String] = []
    switch habit.schedule {
    case .weekdays(let set) where set != .all:
      let remind = reminders && !habit.times.isEmpty ? ", reminded on those days" : ""
      parts.append("weekday schedule (\(habit.schedule.summary) goes as \(written)\(remind))")
    case .every(let count) where count > 1:
      parts.append("every-\(count)-days schedule (it goes as \(written))")
    case .tracked: parts.append("never-due habit (it goes as \(written), without a reminder)")
    // Loop holds these as they are: every weekday, every single day, daily, N in M.
    case .weekdays, .every, .daily, .frequency: break
    }
    if habit.alarm { parts.append("alarm") }
    let kept = reminders ? LoopMapping.reminder(of: habit) : nil
    let lost = habit.times.filter { $0 != kept }
    if !lost.isEmpty {
      let times = lost.map(\.description).joined(separator: ", ")
      parts.append(kept == nil ? "reminder time (\(times))" : "time after the first (\(times))")
    }
    guard !parts.isEmpty else { return nil }
    return "\"\(habit.name)\": Loop has no " + parts.joined(separator: ", no ")
      + "; HabitFlow reads it back from this file"
  }
}

/// The part of a habit a Loop file holds, as HabitFlow reads it back: equal for the habit
/// HabitFlow wrote and the habit read from the file while nobody changed it there.
struct LoopHeld: Equatable {
  let name: String
  let frequency: [Int]
  let measure: Measure?
  let archived: Bool
  let color: Int
  let reminder: TimeOfDay?
  let description: String

  init(_ habit: Habit, reminders: Bool) {
    name = habit.name
    let (times, days) = LoopMapping.frequency(of: habit.schedule)
    frequency = [times, days]
    measure = habit.measure
    archived = habit.archived
    color = LoopMapping.loopIndex(of: habit.color)
    reminder = reminders ? LoopMapping.reminder(of: habit) : nil
    description = habit.description
  }
}
