import Foundation
import HabitCore
import NotificationSimulator

@testable import HabitTUI

/// Every screen with a panel open, as a name and how to get there from the fixture's model.
enum Screens {
  typealias Prepare = (inout Model) -> Void

  static func press(_ model: inout Model, _ keys: Key...) {
    for key in keys { _ = Update.update(&model, .key(key)) }
  }

  static func type(_ model: inout Model, _ text: String) {
    for character in text { _ = Update.update(&model, .key(.character(character))) }
  }

  static let delivered = [
    DeliveredNotification(
      reminder: Fixture.reminder(.pre, "독서", "독서할 시간이에요", at: "08:50:00"),
      deliveredAt: Fixture.now, missed: false),
    DeliveredNotification(
      reminder: Fixture.reminder(.overdue, "물 마시기", "물 마시기를 아직 안 했어요", at: "08:00:00"),
      deliveredAt: Fixture.now, missed: true),
  ]

  static func alarm(_ kind: ReminderKind, _ habit: String, _ body: String) -> DeliveredItem {
    let ring = Fixture.reminder(kind, habit, body, at: "07:00:00", thread: "alarm:\(habit)")
    return DeliveredItem(
      notification: DeliveredNotification(reminder: ring, deliveredAt: Fixture.now, missed: false),
      presentation: Presentation(bell: true, flash: true))
  }

  /// A dialog drawn at every scroll position of its body, on a blank window of the given size.
  static func scrolled(_ dialog: Dialog, width: Int, height: Int) -> [Grid] {
    var free = dialog
    free.focus = nil
    return (0...free.maximumScroll(width: width, height: height)).map { scroll in
      free.scroll = scroll
      var grid = Grid(width: width, height: height)
      free.draw(&grid)
      return grid
    }
  }

  /// The open panel's and the alarm's dialogs.
  static func dialogs(_ model: Model) -> [Dialog] {
    [Panels.dialog(model), model.alarm.map { AlarmOverlay.dialog($0, model) }].compactMap { $0 }
  }

  /// What the interface reads when the statistics screen opens: the selected habit's figures
  /// from its history on the board (the fixture's board holds whole histories).
  static func loadStatistics(_ model: inout Model) {
    guard case .statistics(let view) = model.panel else { return }
    let board = model.snapshot.board
    guard let habit = board.habits.first(where: { $0.id == view.habitID }) else { return }
    let completion = board.completion(of: habit)
    let statistics = HabitStatistics(
      of: completion, today: board.today, weekStart: board.settings.weekStart)
    model.snapshot.statistics = statistics
    model.snapshot.achievements = Achievement.earned(
      by: completion, scores: statistics.scores, through: board.today)
  }

  /// What the interface reads when the overall view opens: the overall statistics of the
  /// listed habits from their histories on the board.
  static func loadOverall(_ model: inout Model) {
    let board = model.snapshot.board
    model.snapshot.overall = OverallStatistics(
      of: board.habits.map(board.completion(of:)), today: board.today)
  }

  /// A timer for 독서 ringing in 25 minutes.
  static func withTimer(_ model: inout Model) {
    var snapshot = model.snapshot
    snapshot.timers = [
      RunningTimer(
        id: "timer:1", habitID: 1, habit: "독서", kind: .timer,
        fires: Fixture.now.addingTimeInterval(1500))
    ]
    _ = Update.update(&model, .loaded(snapshot))
  }

  /// Screens with a panel, by name.
  static var panels: [(String, Prepare)] {
    [
      ("help", { press(&$0, .character("?")) }),
      (
        "notifications",
        {
          _ = Update.update(&$0, .loaded(Fixture.snapshot(delivered: delivered)))
          press(&$0, .character("n"))
        }
      ),
      (
        "add-form",
        {
          press(&$0, .character("a"))
          type(&$0, "명상 🧘")
          press(&$0, .tab, .tab)
          type(&$0, "2130")
          press(&$0, .enter)
        }
      ),
      ("edit-form", { press(&$0, .down, .character("e"), .tab, .tab, .tab, .tab) }),
      ("every-form", { press(&$0, .character("e"), .tab, .tab, .tab, .right, .right, .tab) }),
      ("delete", { press(&$0, .character("d")) }),
      ("timer", { press(&$0, .character("t")) }),
      (
        "cancel-timer",
        {
          withTimer(&$0)
          press(&$0, .character("t"))
        }
      ),
      (
        "check-in-offer",
        {
          let body = ReminderTexts.timer("독서", $0.language)
          _ = Update.update(&$0, .delivered([alarm(.timer, "독서", body)]))
          press(&$0, .enter)
        }
      ),
      (
        "alarm",
        {
          let body = ReminderTexts.alarm("Running", $0.language)
          _ = Update.update(&$0, .delivered([alarm(.alarm, "Running", body)]))
        }
      ),
    ]
      + [
        (
          "typed-setting",
          {
            press(&$0, .character(","), .down, .enter)
            type(&$0, "0")
            press(&$0, .enter)
          }
        )
      ]
      + SettingsPanel.rows.indices.map { index in
        (
          "settings-\(index)",
          { model in
            press(&model, .character(","))
            for _ in 0..<index { press(&model, .down) }
          }
        )
      }
  }
}
