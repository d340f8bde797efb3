import Foundation
import HabitCore

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
    // The transcript reads as a terminal's would: each answer after its question, made safe.
    show(Display.safe(answer) + "\n")
    return answer
  }
}

/// Answers typed at a terminal: a key, without Enter, for a choice; a line, with Enter and
/// backspace, for an amount or a note. While it waits the terminal is in non-canonical mode
/// without echo or signals (Ctrl-C and Ctrl-D arrive as bytes and end the walk), and it is given
/// back as it was however the wait ends, SIGTERM and SIGHUP included. Questions go to standard
/// error.
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
    return raw {
      while let character = readCharacter() {
        if character == "\u{03}" || character == "\u{04}" { break }
        if character == "\u{1B}" {
          skipEscapeSequence()
          continue
        }
        show((character == "\n" || character == "\r" ? "" : Display.safe(character)) + "\n")
        return character
      }
      show("\n")
      return nil
    }
  }

  public func line(_ prompt: String) -> String? {
    show(prompt)
    return raw {
      var text = ""
      while let character = readCharacter() {
        switch character {
        case "\r", "\n":
          show("\n")
          return text
        case "\u{03}",
          "\u{04}" where text.isEmpty || character == "\u{03}":
          show("\n")
          return nil
        case "\u{7F}", "\u{08}":
          guard let last = text.popLast() else { continue }
          let width = max(1, TerminalText.width(String(last)))
          show(
            String(repeating: "\u{08}", count: width) + String(repeating: " ", count: width)
              + String(repeating: "\u{08}", count: width))
        case "\u{1B}": skipEscapeSequence()
        default:
          guard character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
          else { continue }
          text += character
          show(character)
        }
      }
      show("\n")
      return nil
    }
  }

  public func say(_ text: String) { show(text + "\n") }

  /// Runs `body` with the terminal in non-canonical mode, without echo or signals, and gives it
  /// back as it was after; as it is when `input` is no terminal.
  private func raw<T>(_ body: () -> T) -> T {
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return body() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    TerminalRestore.hold(saved, of: input)
    tcsetattr(input, TCSANOW, &raw)
    defer {
      tcsetattr(input, TCSANOW, &saved)
      TerminalRestore.release()
    }
    return body()
  }

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

  /// Reads the rest of a key's escape sequence (an arrow is `ESC [ A`) so that it answers
  /// nothing; an Escape alone is followed by nothing within 50 ms.
  private func skipEscapeSequence() {
    guard waitForByte(milliseconds: 50), let first = readCharacter() else { return }
    guard first == "[" || first == "O" else { return }
    while waitForByte(milliseconds: 50), let next = readCharacter() {
      if let value = next.unicodeScalars.first?.value, (0x40...0x7E).contains(value) { return }
    }
  }

  private func waitForByte(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) == 1
  }
}

/// The terminal's settings while `ask` waits for a key, put back by SIGTERM or SIGHUP before
/// the signal ends the process as it would have.
enum TerminalRestore {
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var descriptor: Int32 = -1

  static func hold(_ settings: termios, of input: Int32) {
    saved = settings
    descriptor = input
    for signal in [SIGTERM, SIGHUP] {
      _ = Glibc.signal(signal) { number in
        if TerminalRestore.descriptor >= 0 {
          tcsetattr(TerminalRestore.descriptor, TCSANOW, &TerminalRestore.saved)
        }
        _ = Glibc.signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  static func release() {
    descriptor = -1
    for signal in [SIGTERM, SIGHUP] { _ = Glibc.signal(signal, SIG_DFL) }
  }
}
