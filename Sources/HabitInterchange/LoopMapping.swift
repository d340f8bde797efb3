import Foundation
import HabitCore

/// How Loop Habit Tracker's fields map to HabitFlow's, one table for its backups and its CSV files.
public enum LoopMapping {
  /// Loop's twenty colours in palette order (its `color` column is the index), as RGB.
  public static let palette: [UInt32] = [
    0xD32F2F, 0xE64A19, 0xF57C00, 0xFF8F00, 0xF9A825, 0xAFB42B, 0x7CB342, 0x388E3C, 0x00897B,
    0x00ACC1, 0x039BE5, 0x1976D2, 0x303F9F, 0x5E35B1, 0x8E24AA, 0xD81B60, 0x5D4037, 0x303030,
    0x757575, 0xAAAAAA,
  ]

  /// The palette index a habit without a colour exports as: Loop's grey, which reads back as none.
  public static let noColorIndex = 18

  /// Our colour nearest in hue to Loop's palette entry, or nil for its greys and an unknown index.
  public static func color(loopIndex index: Int) -> HabitColor? {
    guard palette.indices.contains(index), let hue = hue(of: palette[index]) else { return nil }
    return HabitColor.allCases.min { distance(hue, ourHue($0)) < distance(hue, ourHue($1)) }
  }

  /// Loop's palette entry for our colour: the one nearest in hue that reads back as the same colour.
  public static func loopIndex(of color: HabitColor?) -> Int {
    guard let color else { return noColorIndex }
    let candidates = palette.indices.filter { self.color(loopIndex: $0) == color }
    return candidates.min {
      distance(hue(of: palette[$0])!, ourHue(color))
        < distance(hue(of: palette[$1])!, ourHue(color))
    } ?? noColorIndex
  }

  /// The schedule of Loop's `freq_num` in `freq_den` days: 1/1 daily, any other N in M as a frequency.
  public static func schedule(numerator: Int, denominator: Int) -> Schedule? {
    if numerator == 1, denominator == 1 { return .daily }
    return Frequency(times: numerator, days: denominator).map(Schedule.frequency)
  }

  /// Loop's `freq_num`/`freq_den` for a schedule: weekdays and every-N habits as the share of
  /// days they are due (3 weekdays: 3 in 7; every 3 days: 1 in 3), a tracked one as 1 in 366.
  public static func frequency(of schedule: Schedule) -> (numerator: Int, denominator: Int) {
    switch schedule {
    case .daily: return (1, 1)
    case .weekdays(let days): return days.rawValue == 0x7F ? (1, 1) : (days.days.count, 7)
    case .every(let count): return (1, count)
    case .frequency(let frequency): return (frequency.times, frequency.days)
    // Loop has no habit that is never due: once in a year asks the least.
    case .tracked: return (1, Frequency.maximumDays)
    }
  }

  /// Loop's `reminder_days` of a habit: the weekdays its reminder rings on, one bit each from
  /// Saturday (1) through Friday (64); 0 without a reminder, as Loop writes it; a weekday
  /// schedule's days, which Loop's frequency cannot say; every day otherwise.
  public static func reminderDays(of habit: Habit) -> Int {
    guard reminder(of: habit) != nil else { return 0 }
    return habit.schedule.days.days.reduce(0) { $0 | 1 << (($1.rawValue + 2) % 7) }
  }

  /// The weekdays of Loop's `reminder_days`.
  public static func weekdays(reminderDays bits: Int) -> WeekdaySet {
    WeekdaySet(
      Weekday.allCases.filter { bits & 1 << (($0.rawValue + 2) % 7) != 0 })
  }

  /// The time Loop reminds of a habit at: its first, unless it is never due (Loop reminds on its
  /// reminder days whatever the frequency, and a tracked habit must not ring every day there).
  public static func reminder(of habit: Habit) -> TimeOfDay? {
    habit.schedule == .tracked ? nil : habit.times.first
  }

  /// Our unit for Loop's: without the spaces and line breaks around it (Loop keeps what the
  /// phone's keyboard left, `kg\r\n`), cut to the length HabitFlow allows.
  public static func unit(_ text: String) -> String {
    String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Measure.maximumUnitLength))
  }

  /// Loop's stored value of a yes/no day marked done by hand.
  public static let yesManual = 2
  /// Loop's stored value of a skipped day.
  public static let skip = 3
  /// Loop's stored value of a day it marked done itself (a frequency's covered days).
  public static let yesAuto = 1
  /// Loop's stored value of a day marked not done.
  public static let no = 0
  /// Loop's stored value of a day with nothing entered.
  public static let unknown = -1

  /// The entry a Loop value stands for, or nil for values that hold no entry (auto, unknown, a
  /// negative amount): done, skipped, and a yes/no habit's "not done" (Loop's NO, kept with
  /// its note). Measurable values are thousandths of the amount (0 is a recorded 0, Loop's NO);
  /// Loop's skip value 3 is a skip for them too (so an amount of exactly 0.003 reads as a skip).
  public static func entry(day: Day, value: Int64, measurable: Bool, note: String?) -> Entry? {
    let note = note.flatMap { $0.isEmpty ? nil : $0 }
    if value == Int64(skip) { return Entry(day: day, status: .skipped, note: note) }
    if measurable {
      guard value >= 0 else { return nil }
      return Entry(day: day, status: .done, note: note, amount: Amount(thousandths: value))
    }
    switch value {
    case Int64(yesManual): return Entry(day: day, status: .done, note: note)
    case Int64(no): return Entry(day: day, status: .notDone, note: note)
    default: return nil
    }
  }

  /// Loop's stored value for an entry: yes/no done 2, not done 0, skipped 3, an amount in
  /// thousandths; nil for a measurable habit's "not done", which Loop cannot store (its NO is
  /// an amount of 0).
  public static func value(of entry: Entry, measurable: Bool) -> Int64? {
    switch entry.status {
    case .skipped: return Int64(skip)
    case .notDone: return measurable ? nil : Int64(no)
    case .done: return measurable ? (entry.amount?.thousandths ?? 0) : Int64(yesManual)
    }
  }

  /// The hue (0..<360) of an RGB colour, or nil for a grey (saturation below a quarter).
  static func hue(of rgb: UInt32) -> Double? {
    let red = Double((rgb >> 16) & 0xFF) / 255
    let green = Double((rgb >> 8) & 0xFF) / 255
    let blue = Double(rgb & 0xFF) / 255
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    guard high > 0, (high - low) / high >= 0.25 else { return nil }
    let span = high - low
    let sector: Double
    if high == red {
      sector = (green - blue) / span
    } else if high == green {
      sector = (blue - red) / span + 2
    } else {
      sector = (red - green) / span + 4
    }
    let degrees = sector * 60
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// The hue of our colour's list marker (its xterm-256 cube colour).
  static func ourHue(_ color: HabitColor) -> Double {
    let rgb: [HabitColor: UInt32] = [
      .red: 0xD70000, .orange: 0xFF5F00, .amber: 0xD7AF00, .yellow: 0xD7D700, .lime: 0x87D700,
      .green: 0x00D700, .teal: 0x00D7AF, .cyan: 0x00D7FF, .blue: 0x005FFF, .indigo: 0x5F5FD7,
      .purple: 0xAF00D7, .pink: 0xFF00AF,
    ]
    return hue(of: rgb[color]!)!
  }

  static func distance(_ first: Double, _ second: Double) -> Double {
    let gap = abs(first - second)
    return min(gap, 360 - gap)
  }
}
