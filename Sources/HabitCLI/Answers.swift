import Foundation

/// Where `ask` reads a person's answers and shows its questions: one key per answer on a
/// terminal, one line per answer from a pipe.
public protocol AnswerReader: AnyObject {
  /// Shows `prompt` and reads one answer of single-key choices (`y`, `n`, `s`, `?`, `q`): a key
  /// on a terminal, a line from a pipe. Nil at the end of input (Ctrl-C and Ctrl-D on a
  /// terminal end it too).
  func key(_ prompt: String) -> String?
  /// Shows `prompt` and reads a line (an amount, a note); nil at the end of input.
  func line(_ prompt: String) -> String?
  /// Shows a line between the questions (a refusal, what an answer earned).
  func say(_ text: String)
}

/// Answers read line by line from standard input, the questions on standard error: a script's
/// `printf 'y\nn\ns\n' | habitflow ask`.
public final class LineAnswers: AnswerReader {
  private let readLine: () -> String?
  private let show: (String) -> Void

  /// Answers from `readLine`, questions and the answers read shown through `show`.
  public init(readLine: @escaping () -> String?, show: @escaping (String) -> Void) {
    self.readLine = readLine
    self.show = show
  }

  public func key(_ prompt: String) -> String? { line(prompt) }

  public func say(_ text: String) { show(text + "\n") }

  public func line(_ prompt: String) -> String? {
    show(prompt)
    guard let answer = readLine() else {
      show("\n")
      return nil
    }
    // The transcript reads as a terminal's would: each answer after its question.
    show(answer + "\n")
    return answer
  }
}

/// Answers typed at a terminal: a key, without Enter, for a choice (the terminal is in
/// non-canonical mode, without echo or signals, only while it waits); a line for an amount or a
/// note. Questions go to standard error.
public final class TerminalAnswers: AnswerReader {
  private let input: Int32
  private let show: (String) -> Void

  /// Answers from the terminal at `input`.
  public init(input: Int32 = STDIN_FILENO, show: @escaping (String) -> Void) {
    self.input = input
    self.show = show
  }

  public func key(_ prompt: String) -> String? {
    show(prompt)
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return line("") }
    var raw = saved
    // One byte at a time, not echoed; Ctrl-C arrives as a byte, so the terminal is always
    // given back as it was.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSANOW, &raw)
    defer { tcsetattr(input, TCSANOW, &saved) }
    let character = readCharacter()
    guard let character, character != "\u{03}", character != "\u{04}" else {
      show("\n")
      return nil
    }
    show((character == "\n" || character == "\r" ? "" : Display.safe(character)) + "\n")
    return character
  }

  public func line(_ prompt: String) -> String? {
    show(prompt)
    return Swift.readLine()
  }

  public func say(_ text: String) { show(text + "\n") }

  /// One UTF-8 character read byte by byte (a Korean key is three bytes); nil at the end.
  private func readCharacter() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while read(input, &byte, 1) == 1 {
      bytes.append(byte)
      if let text = String(validating: bytes, as: UTF8.self) { return text }
      if bytes.count >= 4 { return "?" }
    }
    return bytes.isEmpty ? nil : "?"
  }
}
