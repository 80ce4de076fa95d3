import Foundation
import KeyboardAvoidance

/// Figure 3: whether memory stays flat while events flow and observers come and go.
///
/// Each part runs unmeasured first, so the allocator, the notification center's tables and
/// lazily created statics reach their working size; the growth is what the measured run adds on
/// top. A leak of a few dozen bytes per event or per observer shows up as megabytes.
@MainActor
enum MemoryBenchmark {
  struct Result {
    /// Resident memory added by the events; `nil` where it cannot be read.
    let eventsGrowth: Int?
    /// Resident memory added by creating and releasing the observers; `nil` where it cannot be
    /// read.
    let observersGrowth: Int?
    /// Observers still alive after their last reference went away.
    let observersAlive: Int
  }

  static func run(events: Int, observers: Int) -> Result {
    let eventsGrowth = measureEvents(events)
    // Two warm-up rounds, then the measured one. On the build machine the round after the
    // first still grows the heap by about 2.4 MB (10,000 observers) and every later round by
    // nothing: the allocator settling, not a leak, which would grow every round alike.
    _ = createAndRelease(observers)
    _ = createAndRelease(observers)
    let before = ResidentMemory.current()
    let alive = createAndRelease(observers)
    let after = ResidentMemory.current()
    return Result(
      eventsGrowth: eventsGrowth,
      observersGrowth: growth(from: before, to: after),
      observersAlive: alive)
  }

  /// Posts `count` events (the show and hide iOS posts, repeated) through one observer whose
  /// handler computes the bottom offset.
  private static func measureEvents(_ count: Int) -> Int? {
    let center = NotificationCenter()
    let pipeline = PipelineObserver(center: center)
    let notifications = PipelineWorkload.iosSequence.notifications
    func post(_ total: Int) {
      for index in 0..<total {
        center.post(notifications[index % notifications.count])
      }
    }
    post(max(count / 10, notifications.count))
    let before = ResidentMemory.current()
    post(count)
    let after = ResidentMemory.current()
    withExtendedLifetime(pipeline) {}
    return growth(from: before, to: after)
  }

  /// Creates `count` observers, each with a subscription, lets each handle a show and a hide,
  /// releases them all, and returns how many are still alive.
  private static func createAndRelease(_ count: Int) -> Int {
    let center = NotificationCenter()
    var references: [WeakObserver] = []
    references.reserveCapacity(count)
    do {
      var observers: [KeyboardObserver] = []
      var subscriptions: [KeyboardSubscription] = []
      for _ in 0..<count {
        let observer = KeyboardObserver(center: center, screenBounds: { BenchDevice.screen })
        subscriptions.append(
          observer.subscribe { transition in
            _ = transition.to.bottomOffset(for: BenchDevice.view)
          })
        observers.append(observer)
        references.append(WeakObserver(observer))
      }
      for notification in PipelineWorkload.showHide.notifications {
        center.post(notification)
      }
      observers.removeAll()
      subscriptions.removeAll()
    }
    return references.filter { $0.observer != nil }.count
  }

  private static func growth(from before: Int?, to after: Int?) -> Int? {
    guard let before, let after else { return nil }
    return after - before
  }
}

/// A weak reference to an observer, to tell whether it was released.
@MainActor
private final class WeakObserver {
  weak var observer: KeyboardObserver?

  init(_ observer: KeyboardObserver) {
    self.observer = observer
  }
}
