import Foundation

/// A flag any thread may set once and read at any time.
///
/// `@unchecked Sendable` because every access goes through the lock. The package supports iOS 13,
/// so `Synchronization.Mutex` (iOS 18) is not available.
final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }
}
