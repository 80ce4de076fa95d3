import Combine
import Foundation

/// Records what a publisher sends, from any thread.
///
/// Its closures are `@Sendable`, so they carry no actor isolation and may run on whatever thread
/// delivers. `@unchecked Sendable` because every property is read and written under the lock.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var recordedValues: [Value] = []
  private var recordedCompletions = 0
  private let completed = DispatchSemaphore(value: 0)

  /// The values received so far, in order.
  var values: [Value] { locked { recordedValues } }

  /// Whether the publisher finished.
  var isFinished: Bool { locked { recordedCompletions > 0 } }

  /// How many completions arrived; more than one breaks Combine's contract.
  var completions: Int { locked { recordedCompletions } }

  /// Subscribes with `sink`, which asks for every value.
  func record<P: Publisher>(_ publisher: P) -> AnyCancellable
  where P.Output == Value, P.Failure == Never {
    publisher.sink(
      receiveCompletion: { @Sendable [self] _ in finish() },
      receiveValue: { @Sendable [self] value in append(value) })
  }

  /// Waits up to five seconds for the completion; `true` when it came.
  func waitForCompletion() -> Bool {
    completed.wait(timeout: .now() + 5) == .success
  }

  /// Records a value, as the sink does.
  func append(_ value: Value) {
    locked { recordedValues.append(value) }
  }

  private func finish() {
    locked { recordedCompletions += 1 }
    completed.signal()
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

/// A value handed to another thread: a Combine object, which Apple allows to be cancelled from
/// any thread. `@unchecked Sendable` because the value is set once, in `init`, and the lock
/// guards every read.
final class Handoff<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private let stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

/// Runs `body` on a new thread and waits for it to end.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  done.wait()
}

/// Lets the main queue run what was queued on it before this call.
@MainActor
func drainMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Keeps the cancellables of subscriptions made on another thread alive. `@unchecked Sendable`
/// because the array is only touched under the lock.
final class CancellableKeeper: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [AnyCancellable] = []

  /// Keeps a cancellable until the keeper is released.
  func keep(_ cancellable: AnyCancellable) {
    lock.lock()
    kept.append(cancellable)
    lock.unlock()
  }
}
