import Foundation

/// A clock the test sets; `@unchecked Sendable` because every access takes the lock.
final class ManualClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time: TimeInterval = 0

  var now: TimeInterval {
    get {
      lock.lock()
      defer { lock.unlock() }
      return time
    }
    set {
      lock.lock()
      time = newValue
      lock.unlock()
    }
  }
}
