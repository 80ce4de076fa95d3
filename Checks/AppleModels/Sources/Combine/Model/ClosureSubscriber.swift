/// What `Subscribers.Sink` and `Subscribers.Assign` share: one upstream subscription, asked for
/// everything, and closures released on cancel or completion.
///
/// Apple: Sink is "A simple subscriber that requests an unlimited number of values upon
/// subscription" (developer.apple.com/documentation/combine/subscribers/sink), and a cancelled
/// subscriber "should also eliminate any strong references it currently holds"
/// (developer.apple.com/documentation/combine/cancellable/cancel()).
final class ClosureSubscriber<Input, Failure: Error> {
  private let lock = ModelLock()
  private var subscription: (any Subscription)?
  private var isDone = false
  private var onValue: ((Input) -> Void)?
  private var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  init(
    onValue: @escaping (Input) -> Void,
    onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  /// The value closure, or one that does nothing once the subscriber has ended.
  var valueHandler: (Input) -> Void {
    lock.withLock { onValue } ?? { _ in }
  }

  /// The completion closure, or one that does nothing once the subscriber has ended.
  var completionHandler: (Subscribers.Completion<Failure>) -> Void {
    lock.withLock { onCompletion } ?? { _ in }
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard self.subscription == nil, !isDone else { return false }
      self.subscription = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) {
    lock.withLock { isDone ? nil : onValue }?(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let handler = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
      guard !isDone else { return nil }
      defer { release() }
      return onCompletion
    }
    handler?(completion)
  }

  func cancel() {
    let subscription = lock.withLock { () -> (any Subscription)? in
      defer { release() }
      return isDone ? nil : self.subscription
    }
    subscription?.cancel()
  }

  /// Ends the subscriber; call under the lock.
  private func release() {
    isDone = true
    subscription = nil
    onValue = nil
    onCompletion = nil
  }
}
