#if canImport(Combine)
  import Combine
  import Foundation

  /// Publishes an observer's readings to each subscriber separately: the current reading first,
  /// then one per transition.
  ///
  /// Every subscriber gets its own subscription to the observer, made when it subscribes, so one
  /// subscriber's cancel, `first()` or `prefix(_:)` never stops another. The publisher holds the
  /// observer weakly: when the observer is released, every subscription finishes.
  struct KeyboardReadings: Publisher {
    typealias Output = KeyboardReading
    typealias Failure = Never

    weak var observer: KeyboardObserver?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let subscription = KeyboardReadingSubscription(downstream: subscriber)
      subscriber.receive(subscription: subscription)
      let observer = observer
      MainQueue.run { [weak observer] in
        subscription.connect(to: observer)
      }
    }
  }

  /// One subscriber's subscription to an observer.
  ///
  /// It holds the latest reading until the subscriber asks for one, so a subscriber never gets
  /// more than it requested and a slow one skips to the newest state. Readings reach the
  /// subscriber one at a time and never while the lock is held. `cancel()` may come from any
  /// thread: it only flips state under the lock and cancels the observer subscription, which is
  /// `Sendable`. `@unchecked Sendable` because every mutable property is read and written under
  /// the lock.
  final class KeyboardReadingSubscription<Downstream: Subscriber>: Subscription,
    @unchecked Sendable
  where Downstream.Input == KeyboardReading, Downstream.Failure == Never {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var latest: KeyboardReading?
    private var finishes = false
    private var isDelivering = false
    private var link: KeyboardSubscription?

    init(downstream: Downstream) {
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      withLock {
        guard downstream != nil else { return }
        self.demand += demand
      }
      deliver()
    }

    func cancel() {
      let link = withLock { () -> KeyboardSubscription? in
        defer {
          downstream = nil
          latest = nil
          self.link = nil
        }
        return self.link
      }
      link?.cancel()
    }

    /// Starts following the observer: the current reading, then one per transition, and the end
    /// when the observer is released.
    @MainActor
    func connect(to observer: KeyboardObserver?) {
      guard let observer else {
        finish()
        return
      }
      guard withLock({ downstream != nil }) else { return }
      let screen = observer.screenBoundsNow()
      offer(KeyboardReading(state: observer.state, transition: nil, screen: screen))
      let lifetime = ObserverLifetime { [weak self] in
        MainQueue.run { self?.finish() }
      }
      let link = observer.observe { [weak self, weak observer] transition in
        lifetime.keepAlive()
        guard let observer else { return }
        self?.offer(
          KeyboardReading(
            state: transition.to, transition: transition, screen: observer.screenBoundsNow()))
      }
      let isLive = withLock { () -> Bool in
        guard downstream != nil else { return false }
        self.link = link
        return true
      }
      if !isLive { link.cancel() }
    }

    private func offer(_ reading: KeyboardReading) {
      withLock {
        guard downstream != nil else { return }
        latest = reading
      }
      deliver()
    }

    private func finish() {
      withLock { finishes = true }
      deliver()
    }

    /// What to deliver next, decided under the lock.
    private enum Next {
      case reading(Downstream, KeyboardReading)
      case finished(Downstream, KeyboardSubscription?)
      case nothing
    }

    /// Delivers what is due until nothing is, one event at a time.
    private func deliver() {
      while true {
        switch next() {
        case .reading(let downstream, let reading):
          let more = downstream.receive(reading)
          withLock {
            isDelivering = false
            demand += more
          }
        case .finished(let downstream, let link):
          link?.cancel()
          downstream.receive(completion: .finished)
          return
        case .nothing:
          return
        }
      }
    }

    private func next() -> Next {
      withLock {
        guard !isDelivering, let downstream else { return .nothing }
        if let reading = latest, demand > 0 {
          latest = nil
          demand -= 1
          isDelivering = true
          return .reading(downstream, reading)
        }
        guard finishes else { return .nothing }
        defer {
          self.downstream = nil
          latest = nil
          link = nil
        }
        return .finished(downstream, link)
      }
    }

    private func withLock<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }

  /// Runs a closure when released: the observer's handler holds it, so it runs when the observer
  /// is released, or when the observer drops a cancelled handler.
  final class ObserverLifetime: Sendable {
    private let onRelease: @Sendable () -> Void

    init(onRelease: @escaping @Sendable () -> Void) {
      self.onRelease = onRelease
    }

    /// Called from the handler, so the handler keeps this object.
    func keepAlive() {}

    deinit {
      onRelease()
    }
  }
#endif
