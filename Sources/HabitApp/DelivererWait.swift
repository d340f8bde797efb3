import Foundation

/// Waits in the background for the process delivering a database's notifications to stop, and
/// takes the lock the moment it does: a second interface becomes the deliverer within the
/// kernel's wake-up, not at its next minute, so nothing is left undelivered meanwhile and no
/// screen names a process that is gone.
public final class DelivererWait: @unchecked Sendable {
  private let mutex = NSLock()
  private var taken: DelivererLock?
  private var cancelled = false

  /// Starts waiting for `role`; `onTaken` runs on the waiting thread once the lock is held
  /// (to wake the run loop, which then calls `take`).
  public init(database: String, role: String, onTaken: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      guard let lock = try? DelivererLock.acquire(database: database, role: role, waiting: true)
      else { return }
      let kept = mutex.withLock { () -> Bool in
        guard !cancelled else { return false }
        taken = lock
        return true
      }
      // Given up meanwhile: let the next process have it at once.
      guard kept else { return lock.release() }
      onTaken()
    }
    thread.name = "habitflow-deliverer-wait"
    thread.start()
  }

  /// The lock, once the wait has taken it (once only); nil before.
  public func take() -> DelivererLock? {
    mutex.withLock {
      defer { taken = nil }
      return taken
    }
  }

  /// Gives the wait up: a lock already taken is released, one taken later is released at once.
  public func cancel() {
    let lock = mutex.withLock { () -> DelivererLock? in
      cancelled = true
      defer { taken = nil }
      return taken
    }
    lock?.release()
  }
}
