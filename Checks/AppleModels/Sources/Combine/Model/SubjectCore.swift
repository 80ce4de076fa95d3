/// The subscription a subject gives each of its subscribers.
///
/// Subclassed once per subscriber type, so a subject can keep subscribers of different types in
/// one list.
class Conduit<Output, Failure: Error>: Subscription {
  /// Takes one element from the subject.
  func offer(_ value: Output) {}
  /// Takes the subject's completion.
  func finish(_ completion: Subscribers.Completion<Failure>) {}
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// A subject's subscription for one subscriber, which never receives more than it asked for.
///
/// A passthrough conduit accepts an element only while the subscriber has demand left, and drops
/// it otherwise (Apple: "A PassthroughSubject drops values if there are no subscribers, or its
/// current demand is zero", developer.apple.com/documentation/combine/passthroughsubject). A
/// current-value conduit keeps the latest element until the subscriber asks for it (Apple:
/// "CurrentValueSubject maintains a buffer of the most recently published element",
/// developer.apple.com/documentation/combine/currentvaluesubject). Elements reach the subscriber
/// one at a time, whichever thread sends them, and never while the lock is held, so a subscriber
/// may request or cancel from inside `receive(_:)`.
final class SubscriberConduit<Downstream: Subscriber>: Conduit<
  Downstream.Input, Downstream.Failure
>
{
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = ModelLock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var accepted: [Output] = []
  private var latest: Output?
  private var completion: Subscribers.Completion<Failure>?
  private var isDelivering = false
  private let keepsLatest: Bool
  private let onCancel: (Conduit<Output, Failure>) -> Void

  /// - Parameters:
  ///   - keepsLatest: Whether the latest element waits for demand (`CurrentValueSubject`) or is
  ///     dropped without it (`PassthroughSubject`).
  ///   - latest: The element waiting for the first request.
  ///   - onCancel: Removes the conduit from its subject.
  init(
    downstream: Downstream, keepsLatest: Bool, latest: Output? = nil,
    onCancel: @escaping (Conduit<Output, Failure>) -> Void
  ) {
    self.downstream = downstream
    self.keepsLatest = keepsLatest
    self.latest = latest
    self.onCancel = onCancel
  }

  override func offer(_ value: Output) {
    lock.withLock {
      guard downstream != nil, completion == nil else { return }
      if keepsLatest {
        latest = value
      } else if demand > accepted.count {
        accepted.append(value)
      }
    }
    deliver()
  }

  override func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      guard downstream != nil, self.completion == nil else { return }
      self.completion = completion
    }
    deliver()
  }

  override func request(_ demand: Subscribers.Demand) {
    lock.withLock {
      guard downstream != nil else { return }
      self.demand += demand
    }
    deliver()
  }

  override func cancel() {
    let wasLive = lock.withLock { () -> Bool in
      defer {
        downstream = nil
        accepted = []
        latest = nil
      }
      return downstream != nil
    }
    if wasLive { onCancel(self) }
  }

  /// What to do next, decided under the lock.
  private enum Next {
    case element(Downstream, Output)
    case completion(Downstream, Subscribers.Completion<Failure>)
    case nothing
  }

  /// Delivers what is due, one event at a time, until nothing is.
  private func deliver() {
    while true {
      switch nextEvent() {
      case .element(let downstream, let value):
        let more = downstream.receive(value)
        lock.withLock {
          isDelivering = false
          demand += more
        }
      case .completion(let downstream, let completion):
        downstream.receive(completion: completion)
        return
      case .nothing:
        return
      }
    }
  }

  private func nextEvent() -> Next {
    lock.withLock {
      guard !isDelivering, let downstream else { return .nothing }
      if !accepted.isEmpty, demand > 0 {
        isDelivering = true
        demand -= 1
        return .element(downstream, accepted.removeFirst())
      }
      if let value = latest, demand > 0 {
        isDelivering = true
        demand -= 1
        latest = nil
        return .element(downstream, value)
      }
      if let completion {
        self.downstream = nil
        accepted = []
        latest = nil
        return .completion(downstream, completion)
      }
      return .nothing
    }
  }
}

/// The state both subjects share: their subscribers, their completion and the subscriptions
/// they received as subscribers themselves.
final class SubjectCore<Output, Failure: Error> {
  private let lock = ModelLock()
  private var conduits: [Conduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []

  /// Attaches a subscriber; one that arrives after the completion receives it at once.
  func attach<S: Subscriber>(_ subscriber: S, keepsLatest: Bool, latest: Output? = nil)
  where S.Input == Output, S.Failure == Failure {
    let conduit = SubscriberConduit(
      downstream: subscriber, keepsLatest: keepsLatest, latest: latest
    ) { [weak self] conduit in
      self?.detach(conduit)
    }
    let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
      if completion == nil { conduits.append(conduit) }
      return completion
    }
    if let finished {
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: finished)
    } else {
      subscriber.receive(subscription: conduit)
    }
  }

  /// Offers an element to every subscriber; nothing after the completion.
  ///
  /// - Parameter update: Runs under the lock before the element goes out, while the subject is
  ///   not finished (`CurrentValueSubject` stores its value there).
  func send(_ value: Output, update: () -> Void = {}) {
    let receivers = lock.withLock { () -> [Conduit<Output, Failure>] in
      guard completion == nil else { return [] }
      update()
      return conduits
    }
    for conduit in receivers { conduit.offer(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let receivers = lock.withLock { () -> [Conduit<Output, Failure>] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { conduits = [] }
      return conduits
    }
    for conduit in receivers { conduit.finish(completion) }
  }

  /// A subject attached to an upstream publisher asks it for everything, so elements pass
  /// straight through to the subject's own subscribers.
  func send(subscription: any Subscription) {
    lock.withLock { upstreams.append(subscription) }
    subscription.request(.unlimited)
  }

  private func detach(_ conduit: Conduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}
