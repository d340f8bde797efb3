import Foundation

/// Writing to standard output and error without trapping: `FileHandle.write` traps on a closed
/// descriptor, a full disk or a closed pipe, after a command may already have committed.
public enum StandardStreams {
  /// Keeps descriptors 0 to 2 taken: a closed one is held by `/dev/null`, opened read-only, so no
  /// file opened later gets its number (output would land in it) and writing to it still fails.
  public static func holdClosedDescriptors() {
    for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 {
      let held = open("/dev/null", O_RDONLY)
      if held >= 0, held != descriptor {
        dup2(held, descriptor)
        close(held)
      }
    }
  }

  /// Writes all of `text` to `descriptor`, again after an interruption or a partial write;
  /// nil when it was written, else the error number.
  public static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }

  /// The line saying standard output could not be written, and that a change made is kept.
  public static func failureLine(_ error: Int32, changed: Bool) -> String {
    "habitflow: cannot write to standard output: \(String(cString: strerror(error)))"
      + (changed ? "; what the command changed is saved" : "") + "\n"
  }

  /// Writes a finished run's output and messages; returns its exit status, 1 when the output
  /// could not be written.
  public static func finish(_ outcome: Outcome) -> Int32 {
    var status = outcome.status
    var error = outcome.error
    if let failure = write(outcome.output, to: STDOUT_FILENO) {
      error += failureLine(failure, changed: outcome.changed)
      status = 1
    }
    _ = write(error, to: STDERR_FILENO)
    return status
  }
}
