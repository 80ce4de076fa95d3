#if canImport(Combine)
  import Combine
  import Foundation

  /// Publishes an observer's readings to each subscriber separately: the current reading first,
  /// then one per transition.
  ///
  /// Every subscriber gets its own subscription to the observer, made when it subscribes, so one
  /// subscriber's cancel, `first()` or `prefix(_:)` never stops another. The publisher, and each
  /// subscription until it is cancelled, keeps the observer alive; the readings never finish.
  struct KeyboardReadings: Publisher {
    typealias Output = KeyboardReading
    typealias Failure = Never

    let observer: KeyboardObserver

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let subscription = KeyboardReadingSubscription(downstream: subscriber)
      subscriber.receive(subscription: subscription)
      let observer = observer
      MainQueue.run {
        subscription.connect(to: observer)
      }
    }
  }

  /// One subscriber's subscription to an observer: a ``LatestValueDemand`` behind a lock, and
  /// the subscriber.
  ///
  /// Every event goes through the state machine under the lock; what it returns is performed
  /// outside the lock, so the subscriber may request or cancel from inside `receive(_:)`.
  /// `cancel()` may come from any thread. `@unchecked Sendable` because the state and the
  /// subscriber are only read and written under the lock.
  final class KeyboardReadingSubscription<Downstream: Subscriber>: Subscription,
    @unchecked Sendable
  where Downstream.Input == KeyboardReading, Downstream.Failure == Never {
    private typealias Machine = LatestValueDemand<KeyboardReading, KeyboardSubscription>

    private let lock = NSLock()
    private var machine = Machine()
    /// The subscriber, until the subscription is cancelled.
    private var downstream: Downstream?

    init(downstream: Downstream) {
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      let demand = demand.max.map(Machine.Demand.max) ?? .unlimited
      perform(withLock { machine.request(demand) })
    }

    func cancel() {
      let action = withLock { () -> Machine.Action in
        downstream = nil
        return machine.cancel()
      }
      perform(action)
    }

    /// Starts following the observer: the current reading, then one per transition.
    @MainActor
    func connect(to observer: KeyboardObserver) {
      guard !withLock({ machine.isCancelled }) else { return }
      let link = observer.subscribe { [weak self, unowned observer] transition in
        self?.offer(
          KeyboardReading(
            state: transition.to, transition: transition, screen: observer.screenBoundsNow()))
      }
      perform(withLock { machine.connected(link) })
      offer(
        KeyboardReading(state: observer.state, transition: nil, screen: observer.screenBoundsNow()))
    }

    private func offer(_ reading: KeyboardReading) {
      perform(withLock { machine.offer(reading) })
    }

    /// Performs an action and whatever the subscriber's answers lead to, one value at a time.
    private func perform(_ action: Machine.Action) {
      var action = action
      while true {
        switch action {
        case .none:
          return
        case .cancelLink(let link):
          link.cancel()
          return
        case .deliver(let reading):
          guard let downstream = withLock({ downstream }) else { return }
          let more = downstream.receive(reading)
          let demand = more.max.map(Machine.Demand.max) ?? .unlimited
          action = withLock { machine.delivered(moreDemand: demand) }
        }
      }
    }

    private func withLock<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }
#endif
