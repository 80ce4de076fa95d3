import Foundation

/// The subscription of `NotificationCenter.Publisher`: a center observer that passes each
/// notification down while the subscriber still wants one.
final class NotificationSubscription<Downstream: Subscriber>: Subscription
where Downstream.Input == Notification, Downstream.Failure == Never {
  private let lock = ModelLock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var observer: (center: NotificationCenter, token: any NSObjectProtocol)?

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  /// Adds the observer; it holds this subscription until it is cancelled.
  func start(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
      self.deliver(notification)
    }
    lock.withLock { observer = (center, token) }
  }

  private func deliver(_ notification: Notification) {
    let downstream = lock.withLock { () -> Downstream? in
      guard let downstream = self.downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let downstream else { return }
    let more = downstream.receive(notification)
    lock.withLock { demand += more }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    let observer = lock.withLock {
      () -> (center: NotificationCenter, token: any NSObjectProtocol)? in
      defer {
        self.observer = nil
        downstream = nil
      }
      return self.observer
    }
    if let observer { observer.center.removeObserver(observer.token) }
  }
}
