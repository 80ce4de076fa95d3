/// What an operator does with one element from upstream.
enum RelayStep<Output> {
  /// Publish this element downstream.
  case emit(Output)
  /// Publish nothing, and ask upstream for one more element in its place: the demand a
  /// subscriber returns says "how many more elements the subscriber expects to receive"
  /// (developer.apple.com/documentation/combine/subscriber/receive(_:)), and a dropped element
  /// did not reach it.
  case drop
  /// Cancel upstream, then publish this element and finish.
  case emitAndFinish(Output)
}

/// How an operator asks its upstream for elements.
enum RelayDemand {
  /// As much as downstream asks for.
  case passThrough
  /// Everything, as soon as downstream asks for anything (`first()`).
  case unlimitedOnFirstRequest
}

/// The closures `handleEvents` runs, and that `share()` uses to count its subscribers.
struct RelayHooks<Failure: Error> {
  var receiveSubscription: ((any Subscription) -> Void)? = nil
  var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  var receiveCancel: (() -> Void)? = nil
  var receiveRequest: ((Subscribers.Demand) -> Void)? = nil
}

/// The subscription between an operator's upstream and its downstream.
///
/// It subscribes to the upstream publisher and is the subscription its downstream subscriber
/// receives: requests and cancellation go up on the caller's thread, elements and completion go
/// down on the thread the upstream delivers them on. Each operator only supplies `step`, which
/// turns one upstream element into what reaches downstream. After a completion or a cancel,
/// nothing more reaches downstream and both references are dropped.
final class Relay<Input, Downstream: Subscriber>: Subscriber, Subscription {
  typealias Failure = Downstream.Failure

  private let lock = ModelLock()
  private var upstream: (any Subscription)?
  private var downstream: Downstream?
  private var isTerminated = false
  private var hasAskedForEverything = false
  private let demand: RelayDemand
  private let hooks: RelayHooks<Failure>
  private let step: (Input) -> RelayStep<Downstream.Input>

  init(
    downstream: Downstream,
    demand: RelayDemand = .passThrough,
    hooks: RelayHooks<Failure> = RelayHooks(),
    step: @escaping (Input) -> RelayStep<Downstream.Input>
  ) {
    self.downstream = downstream
    self.demand = demand
    self.hooks = hooks
    self.step = step
  }

  func receive(subscription: any Subscription) {
    let downstream = lock.withLock { () -> Downstream? in
      guard upstream == nil, !isTerminated else { return nil }
      upstream = subscription
      return self.downstream
    }
    guard let downstream else {
      subscription.cancel()
      return
    }
    hooks.receiveSubscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let downstream = lock.withLock({ isTerminated ? nil : self.downstream }) else {
      return .none
    }
    switch step(input) {
    case .emit(let output):
      return downstream.receive(output)
    case .drop:
      return .max(1)
    case .emitAndFinish(let output):
      // Upstream is cancelled first, so nothing more is on its way while the last element and
      // the completion go down.
      let (_, upstream) = terminate()
      upstream?.cancel()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = lock.withLock { () -> Downstream? in
      guard !isTerminated else { return nil }
      defer { self.downstream = nil }
      isTerminated = true
      upstream = nil
      return self.downstream
    }
    guard let downstream else { return }
    hooks.receiveCompletion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    hooks.receiveRequest?(demand)
    guard let upstream = lock.withLock({ isTerminated ? nil : upstream }) else { return }
    switch self.demand {
    case .passThrough:
      upstream.request(demand)
    case .unlimitedOnFirstRequest:
      if askForEverythingOnce() { upstream.request(.unlimited) }
    }
  }

  /// Whether this is the first request of a `first()`, which then asks upstream for everything.
  private func askForEverythingOnce() -> Bool {
    lock.withLock {
      defer { hasAskedForEverything = true }
      return !hasAskedForEverything
    }
  }

  func cancel() {
    let (wasLive, upstream) = terminate()
    guard wasLive else { return }
    hooks.receiveCancel?()
    upstream?.cancel()
  }

  /// Ends the relay; returns whether it was still live and the upstream subscription, which the
  /// caller cancels.
  private func terminate() -> (wasLive: Bool, upstream: (any Subscription)?) {
    lock.withLock {
      defer {
        isTerminated = true
        upstream = nil
        downstream = nil
      }
      return (!isTerminated, upstream)
    }
  }
}
