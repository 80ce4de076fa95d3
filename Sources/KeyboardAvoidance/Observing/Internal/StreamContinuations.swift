import Foundation

/// The continuations of the streams a ``KeyboardObserver`` hands out.
///
/// Streams end when the observer does: releasing the observer releases this store, whose `deinit`
/// finishes every stream. A consumer that stops iterating removes its continuation. It is
/// `@unchecked Sendable` because the dictionary is only touched under the lock; stream
/// terminations arrive on arbitrary threads.
final class StreamContinuations: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [UInt64: AsyncStream<KeyboardTransition>.Continuation] = [:]
  private var nextID: UInt64 = 0

  func makeStream() -> AsyncStream<KeyboardTransition> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: KeyboardTransition.self, bufferingPolicy: .bufferingNewest(1))
    lock.lock()
    let id = nextID
    nextID += 1
    continuations[id] = continuation
    lock.unlock()
    continuation.onTermination = { [weak self] _ in
      self?.remove(id)
    }
    return stream
  }

  func yield(_ transition: KeyboardTransition) {
    lock.lock()
    let current = Array(continuations.values)
    lock.unlock()
    for continuation in current {
      continuation.yield(transition)
    }
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return continuations.count
  }

  private func remove(_ id: UInt64) {
    lock.lock()
    continuations[id] = nil
    lock.unlock()
  }

  deinit {
    for continuation in continuations.values {
      continuation.finish()
    }
  }
}
