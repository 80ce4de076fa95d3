import Foundation

/// The lock behind every piece of shared state in the Combine model.
///
/// Combine's types are used from many threads (Apple: "Canceling a Subscription must be
/// thread-safe", developer.apple.com/documentation/combine/subscription), so each model object
/// guards its state with one of these and never calls a subscriber while holding it.
final class ModelLock {
  private let lock = NSLock()

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// A closure that runs once, on the first call of `run()`, from any thread.
final class RunOnce {
  private let lock = ModelLock()
  private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// Runs the closure if it has not run yet, and releases it.
  func run() {
    let action = lock.withLock { () -> (() -> Void)? in
      defer { self.action = nil }
      return self.action
    }
    action?()
  }
}

/// A subscription with nothing behind it, for subscribers that arrive after a publisher finished.
final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}

  /// Gives a subscriber an empty subscription and finishes it at once.
  static func finish<S: Subscriber>(_ subscriber: S) {
    subscriber.receive(subscription: EmptySubscription())
    subscriber.receive(completion: .finished)
  }
}

/// Hands out the numbers behind `CombineIdentifier()`.
enum IdentifierCounter {
  private static let lock = ModelLock()
  nonisolated(unsafe) private static var last: UInt64 = 0

  static func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}

/// A value any thread may read and replace.
final class LockedValue<Value> {
  private let lock = ModelLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
