/// The subscription of `Publishers.Merge`: two upstreams, one downstream.
///
/// Each upstream is asked for what downstream asks for; elements beyond downstream's demand wait
/// in order until it asks again, so downstream never gets more than it wanted. It finishes when
/// both upstreams have finished and nothing waits, and fails at the first failure.
final class MergeSubscription<Downstream: Subscriber>: Subscription {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = ModelLock()
  private var downstream: Downstream?
  private var upstreams: [(any Subscription)?] = [nil, nil]
  private var finished = [false, false]
  private var demand = Subscribers.Demand.none
  private var waiting: [Input] = []
  private var isDelivering = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func attach(_ subscription: any Subscription, at index: Int) {
    let pending = lock.withLock { () -> Subscribers.Demand? in
      guard downstream != nil else { return nil }
      upstreams[index] = subscription
      return demand
    }
    guard let pending else {
      subscription.cancel()
      return
    }
    if pending > 0 { subscription.request(pending) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { waiting.append(input) }
    drain()
    return .none
  }

  func finish(_ completion: Subscribers.Completion<Failure>, at index: Int) {
    switch completion {
    case .failure:
      let (downstream, others) = lock.withLock { () -> (Downstream?, [any Subscription]) in
        defer { terminate() }
        return (self.downstream, upstreams.compactMap { $0 })
      }
      for other in others { other.cancel() }
      downstream?.receive(completion: completion)
    case .finished:
      lock.withLock { finished[index] = true }
      drain()
    }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstreams = lock.withLock { () -> [any Subscription] in
      self.demand += demand
      return self.upstreams.compactMap { $0 }
    }
    for upstream in upstreams { upstream.request(demand) }
    drain()
  }

  func cancel() {
    let upstreams = lock.withLock { () -> [any Subscription] in
      defer { terminate() }
      return self.upstreams.compactMap { $0 }
    }
    for upstream in upstreams { upstream.cancel() }
  }

  /// Passes waiting elements down while downstream wants them, then finishes if both upstreams
  /// have; one caller at a time, so elements keep their order.
  private func drain() {
    guard
      lock.withLock({ () -> Bool in
        guard !isDelivering else { return false }
        isDelivering = true
        return true
      })
    else { return }
    while true {
      let next = lock.withLock { () -> MergeStep<Downstream> in
        guard let downstream else { return .stop }
        if demand > 0, !waiting.isEmpty {
          demand -= 1
          return .element(downstream, waiting.removeFirst())
        }
        if waiting.isEmpty, finished.allSatisfy({ $0 }) {
          terminate()
          return .finish(downstream)
        }
        return .stop
      }
      switch next {
      case .element(let downstream, let input):
        let more = downstream.receive(input)
        let upstreams = lock.withLock { () -> [any Subscription] in
          demand += more
          return self.upstreams.compactMap { $0 }
        }
        if more > 0 {
          for upstream in upstreams { upstream.request(more) }
        }
      case .finish(let downstream):
        lock.withLock { isDelivering = false }
        downstream.receive(completion: Subscribers.Completion<Failure>.finished)
        return
      case .stop:
        lock.withLock { isDelivering = false }
        return
      }
    }
  }

  /// Drops both ends; called under the lock.
  private func terminate() {
    downstream = nil
    upstreams = [nil, nil]
    waiting = []
  }
}

/// What the merge does next while it drains.
enum MergeStep<Downstream: Subscriber> {
  case element(Downstream, Downstream.Input)
  case finish(Downstream)
  case stop
}

/// One upstream's subscriber, which hands everything to the merge.
final class MergeSide<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let merge: MergeSubscription<Downstream>
  private let index: Int

  init(_ merge: MergeSubscription<Downstream>, index: Int) {
    self.merge = merge
    self.index = index
  }

  func receive(subscription: any Subscription) {
    merge.attach(subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    merge.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    merge.finish(completion, at: index)
  }
}
