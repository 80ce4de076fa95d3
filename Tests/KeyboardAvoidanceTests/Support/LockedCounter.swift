import Foundation

/// A counter that any thread may bump; `@unchecked Sendable` because every access takes the lock.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }
}

/// Values any thread may append; `@unchecked Sendable` because every access takes the lock.
final class LockedValues<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value] = []

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func append(_ value: Value) {
    lock.lock()
    stored.append(value)
    lock.unlock()
  }
}
