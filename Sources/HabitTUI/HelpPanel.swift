import HabitCore

/// The help: every key and what it does, scrolling when the window is short.
enum HelpPanel {
  /// Every key, in the order people need them.
  static let keys: [(Phrase, Phrase)] = [
    (Phrase("j/k, arrows", "j/k, 화살표"), Phrase("move", "이동")),
    (Phrase("g/G, Home/End", "g/G, Home/End"), Phrase("first / last habit", "처음 / 마지막 습관")),
    (
      Phrase("space, x", "space, x"),
      Phrase(
        "check in the selected habit (again: undo the check-in); on a measurable habit, type the day's amount (empty: clear it)",
        "선택한 습관 체크인 (다시 누르면 취소). 측정 습관은 그날의 양을 적어요 (비우면 지워요)")
    ),
    (
      Phrase("+", "+"),
      Phrase(
        "add to a measurable habit's amount (one glass at a time)", "측정 습관의 양에 더하기 (한 잔씩)")
    ),
    (
      Phrase("s", "s"),
      Phrase("skip (the streak neither grows nor breaks)", "건너뛰기 (연속 기록이 늘지도 끊기지도 않아요)")
    ),
    (
      Phrase("h/l, arrows", "h/l, 화살표"),
      Phrase(
        "move the day cursor on the heatmap; space/s then back-fill that day",
        "히트맵의 날짜 커서를 옮겨요. 그다음 space/s로 그날을 기록해요")
    ),
    (Phrase("a, e, d", "a, e, d"), Phrase("add, edit, delete a habit", "습관 추가, 편집, 삭제")),
    (
      Phrase("v, A", "v, A"),
      Phrase(
        "archive (or bring back) the selected habit; show or hide archived habits ([a])",
        "선택한 습관 보관 (또는 되돌리기), 보관한 습관 보이기/숨기기 ([a])")
    ),
    (
      Phrase("J/K", "J/K"),
      Phrase("move the selected habit down / up the list", "선택한 습관을 목록에서 아래 / 위로 옮기기")
    ),
    (
      Phrase("[+], [a]", "[+], [a]"),
      Phrase(
        "in the list: done by its frequency (N times in M days), archived",
        "목록에서: 횟수 목표로 완료 (M일에 N번), 보관한 습관")
    ),
    (Phrase("u, U", "u, U"), Phrase("undo, redo", "되돌리기, 다시 하기")),
    (
      Phrase("t", "t"),
      Phrase("timer for the selected habit (t again cancels it)", "선택한 습관의 타이머 (다시 누르면 취소)")
    ),
    (Phrase(",", ","), Phrase("settings", "설정")),
    (Phrase("n", "n"), Phrase("notification center", "알림 센터")),
    (Phrase("o", "o"), Phrase("overall heatmap", "전체 히트맵")),
    (
      Phrase("i", "i"),
      Phrase(
        "statistics of the selected habit: strength, rates, streaks, achievements",
        "선택한 습관의 통계: 습관 강도, 달성률, 연속 기록, 업적")
    ),
    (
      Phrase("Enter, S, z", "Enter, S, z"),
      Phrase("stop the alarm shown, stop all, snooze", "보이는 알람 끄기, 모두 끄기, 다시 알림")
    ),
    (Phrase("?, Esc, q", "?, Esc, q"), Phrase("this help, close, quit", "도움말, 닫기, 종료")),
  ]

  static func handle(_ key: Key, scroll: Int, _ model: inout Model) -> [Effect] {
    let last = dialog(model, scroll: 0).maximumScroll(width: model.width, height: model.height)
    if let step = MainKeys.movement(key) {
      model.panel = .help(scroll: max(0, min(last, scroll + step)))
    } else if key == .character(" ") {
      model.panel = .help(scroll: min(last, scroll + max(1, model.height - 6)))
    } else if [.escape, .character("?"), .character("q"), .enter].contains(key) {
      model.panel = .none
    }
    return []
  }

  static func dialog(_ model: Model, scroll: Int) -> Dialog {
    let words = model.words
    return Dialog(
      title: words.pick("Keys", "키"), body: keys.map { DialogItem.key(words($0.0), words($0.1)) },
      footer: [.hints(words.keys(("j/k", "scroll", "스크롤"), ("Esc", "close", "닫기")), .dim)],
      scroll: scroll, maxWidth: 72)
  }
}
