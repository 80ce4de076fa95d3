import Foundation

/// A flag any thread may set once and read at any time, and the object it keeps alive until it
/// is set.
///
/// A ``KeyboardSubscription`` keeps its observer this way, so a subscription alone keeps
/// delivering; cancelling lets the observer go. `@unchecked Sendable` because every access goes
/// through the lock. The package supports iOS 13, so `Synchronization.Mutex` (iOS 18) is not
/// available.
final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false
  private var keptAlive: AnyObject?

  /// Creates a flag that keeps `object` alive until it is set.
  init(keeping object: AnyObject? = nil) {
    keptAlive = object
  }

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let released = keptAlive
    keptAlive = nil
    lock.unlock()
    // Released outside the lock: the object's deinit may cancel other flags.
    _ = released
  }
}
