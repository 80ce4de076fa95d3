/// The connection of a `share()` publisher to its upstream, made for the first subscriber and
/// dropped when the last one cancels.
///
/// Apple: "Publishers.Share is effectively a combination of the Publishers.Multicast and
/// PassthroughSubject publishers, with an implicit autoconnect()"
/// (developer.apple.com/documentation/combine/publishers/share), and autoconnect "automates the
/// process of connecting or disconnecting from this connectable publisher"
/// (developer.apple.com/documentation/combine/connectablepublisher/autoconnect()).
final class ShareCore<Output, Failure: Error> {
  private let lock = ModelLock()
  private let subject = PassthroughSubject<Output, Failure>()
  private var connection: ShareConnection<Output, Failure>?
  private var members = 0

  /// Attaches a subscriber to the subject, and connects to `upstream` if nobody else is attached.
  func attach<S: Subscriber, Upstream: Publisher>(_ subscriber: S, upstream: Upstream)
  where
    S.Input == Output, S.Failure == Failure, Upstream.Output == Output,
    Upstream.Failure == Failure
  {
    let hooks = RelayHooks<Failure>(
      receiveCompletion: { [weak self] _ in self?.leave() },
      receiveCancel: { [weak self] in self?.leave() })
    let member = Relay<Output, S>(downstream: subscriber, hooks: hooks) { .emit($0) }
    let newConnection = lock.withLock { () -> ShareConnection<Output, Failure>? in
      members += 1
      guard connection == nil else { return nil }
      connection = ShareConnection(subject: subject)
      return connection
    }
    subject.subscribe(member)
    if let newConnection { upstream.subscribe(newConnection) }
  }

  private func leave() {
    let dropped = lock.withLock { () -> ShareConnection<Output, Failure>? in
      members -= 1
      guard members == 0 else { return nil }
      defer { connection = nil }
      return connection
    }
    dropped?.cancel()
  }
}

/// The share's one subscriber to its upstream, which forwards everything to the subject.
final class ShareConnection<Output, Failure: Error>: Subscriber {
  typealias Input = Output

  private let lock = ModelLock()
  private let subject: PassthroughSubject<Output, Failure>
  private var upstream: (any Subscription)?
  private var isCancelled = false

  init(subject: PassthroughSubject<Output, Failure>) {
    self.subject = subject
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard !isCancelled, upstream == nil else { return false }
      upstream = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    subscription.request(.unlimited)
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    subject.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    subject.send(completion: completion)
  }

  func cancel() {
    let upstream = lock.withLock { () -> (any Subscription)? in
      defer { self.upstream = nil }
      isCancelled = true
      return self.upstream
    }
    upstream?.cancel()
  }
}
