import HabitApp
import HabitCore
import HabitInterchange

/// One walk of `ask` through its questions: each answer saved as it comes.
struct AskWalk {
  let session: Session
  let answers: AnswerReader?
  /// What the walk recorded, in order.
  private(set) var recorded: [(habit: Habit, entry: Entry)] = []
  /// The questions left open: answered no, or not reached.
  private(set) var open = 0

  /// What one question came to.
  private enum Answer {
    case recorded(Entry)
    case no
    /// The day was answered elsewhere (the interface, a synced device) while it was asked.
    case elsewhere
  }

  /// Asks each question in turn until they run out, or the person quits (`q`, the end of input).
  mutating func ask(_ questions: [OpenDay]) throws {
    for (index, question) in questions.enumerated() {
      guard let answer = try answer(question) else {
        open += questions.count - index
        return
      }
      switch answer {
      case .recorded(let entry): recorded.append((question.habit, entry))
      case .no: open += 1
      case .elsewhere: break
      }
    }
  }

  /// Asks one question until it has an answer; nil when the person quits.
  private func answer(_ question: OpenDay) throws -> Answer? {
    guard let answers else { return nil }
    let habit = question.habit
    var note: String?
    var noteWarned = false
    while true {
      let typed =
        habit.measure.map { answers.line(prompt(question, measure: $0)) }
        ?? answers.key(prompt(question, measure: nil))
      guard let typed else { return nil }
      let word = Self.latin(typed.trimmingCharacters(in: .whitespaces).lowercased())
      switch word {
      case "q": return nil
      case "?":
        guard let typed = answers.line("  note: ") else { return nil }
        note = typed.isEmpty ? nil : typed
      case "n",
        "" where habit.isMeasurable:
        guard note == nil || noteWarned else {
          answers.say("  a note is kept with y or s; n again leaves the day without it")
          noteWarned = true
          continue
        }
        return .no
      case "y" where !habit.isMeasurable: return try record(.done, nil, note, question)
      case "s": return try record(.skipped, nil, note, question)
      default:
        guard habit.isMeasurable, word != "y" else {
          answers.say(
            habit.isMeasurable
              ? "  give the day's amount, or n, s, ? or q" : "  answer y, n, s, ? or q")
          continue
        }
        do {
          let amount = try Values.amount(word, option: "amount")
          return try record(.done, amount, note, question)
        } catch let error as CommandError {
          answers.say("  " + error.message)
        }
      }
    }
  }

  /// An answer typed with a Korean keyboard layout on (두벌식: ㅛ is y's key, ㅜ n's, ㄴ s's,
  /// ㅂ q's) read as the letter of its key.
  private static func latin(_ word: String) -> String {
    switch word {
    case "ㅛ": return "y"
    case "ㅜ": return "n"
    case "ㄴ": return "s"
    case "ㅂ": return "q"
    default: return word
    }
  }

  /// `2026-11-29 Sun  독서  [y]es [n]o [s]kip [?] note, [q]uit: `; a measurable habit asks for
  /// its amount.
  private func prompt(_ question: OpenDay, measure: Measure?) -> String {
    let head =
      "\(question.day.iso) \(question.day.weekday.label)  \(Display.safe(question.habit.name))  "
    guard let measure else { return head + "[y]es [n]o [s]kip [?] note, [q]uit: " }
    return head + "amount (\(Progress.targetText(measure))), [n]o [s]kip [?] note, [q]uit: "
  }

  /// Saves one answer at once, in a transaction of its own, and says what it earned; a day
  /// answered elsewhere meanwhile keeps that answer.
  private func record(
    _ status: EntryStatus, _ amount: Amount?, _ note: String?, _ question: OpenDay
  ) throws -> Answer {
    // A walk takes minutes: each answer is made, and the reminders planned, at its own instant.
    let now = session.nowIsFixed ? session.now : session.invocation.clock.now()
    let outcome = try session.library.record(
      status, amount: amount, note: note, of: question.habit, on: question.day, now: now,
      onlyIfOpen: true)
    guard case .entry(_, _, _, let entry?)? = outcome.change else {
      answers?.say("  answered elsewhere meanwhile: left as it is")
      return .elsewhere
    }
    let language = session.language(try session.library.read { try session.settings() })
    for line in outcome.announcements(language, name: Display.safe) { answers?.say("🏆 " + line) }
    return .recorded(entry)
  }

  /// `Recorded 3 (2 done, 1 skipped); 4 still open`.
  var summary: String {
    let done = recorded.filter { $0.entry.status == .done }.count
    let recordedText =
      recorded.isEmpty
      ? "Recorded nothing"
      : "Recorded \(recorded.count) (\(done) done, \(recorded.count - done) skipped)"
    return recordedText + "; \(open == 0 ? "nothing" : "\(open)") still open"
  }

  /// `{"recorded": [{"habit", "day", "status", "amount", "note"}], "open": N}`.
  var json: JSON {
    .object([
      (
        "recorded",
        .array(
          recorded.map { habit, entry in
            .object([
              ("habit", .string(habit.name)), ("day", .string(entry.day.iso)),
              ("status", .string(entry.status.rawValue)),
              ("amount", entry.amount.map(JSON.amount) ?? .null),
              ("note", .optional(entry.note)),
            ])
          })
      ),
      ("open", .int(open)),
    ])
  }
}
