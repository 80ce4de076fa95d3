/// The subscription of `receive(on:options:)`: elements and completion go down on the scheduler,
/// requests and cancellation go up at once, on the caller's thread.
///
/// Apple: "In contrast with subscribe(on:options:), which affects upstream messages,
/// receive(on:options:) changes the execution context of downstream messages"
/// (developer.apple.com/documentation/combine/publisher/receive(on:options:)).
final class ReceiveOnRelay<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = ModelLock()
  private var upstream: (any Subscription)?
  private var downstream: Downstream?
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let downstream = lock.withLock { () -> Downstream? in
      guard upstream == nil, self.downstream != nil else { return nil }
      upstream = subscription
      return self.downstream
    }
    guard let downstream else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule(options: options) { [self] in
      guard let downstream = lock.withLock({ self.downstream }) else { return }
      let more = downstream.receive(input)
      if more > 0 { request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { [self] in
      let downstream = lock.withLock { () -> Downstream? in
        defer {
          self.downstream = nil
          upstream = nil
        }
        return self.downstream
      }
      downstream?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let upstream = lock.withLock { () -> (any Subscription)? in
      defer {
        self.upstream = nil
        downstream = nil
      }
      return self.upstream
    }
    upstream?.cancel()
  }
}
