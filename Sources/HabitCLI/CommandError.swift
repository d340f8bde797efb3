/// A command's refusal: a one-line message and the exit status that goes with it.
public enum CommandError: Error, Equatable {
  /// The command line itself is wrong (exit status 2).
  case usage(String)
  /// The command line is fine but the request cannot be carried out (exit status 1).
  case failure(String)

  /// The one-line message shown on standard error.
  public var message: String {
    switch self {
    case .usage(let text), .failure(let text): return text
    }
  }

  /// The process exit status.
  public var exitStatus: Int32 {
    if case .usage = self { return 2 }
    return 1
  }
}
