import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Observation
import Testing

@Suite("KeyboardObserver", .timeLimit(.minutes(1)))
@MainActor
struct KeyboardObserverTests {
  /// Closures see the current keyboard, then every transition, and the stream, read after each
  /// change, hands over the same.
  ///
  /// Every step is awaited on the stream itself: nothing depends on timing.
  @Test func oneTransitionPerRealChangeOnEveryChannel() async {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var fromClosure: [KeyboardTransition] = []
    let subscription = observer.observe { fromClosure.append($0) }
    // The first call, before observe returned: the keyboard as it is, hidden.
    let current = KeyboardTransition(from: .hidden, to: .hidden, animation: .none)
    #expect(fromClosure == [current])
    var stream = observer.transitions().makeAsyncIterator()
    var streamed: [KeyboardTransition] = []
    if let first = await stream.next(isolation: #isolation) { streamed.append(first) }
    /// Posts; the closure has seen `count` transitions by then, and when the change delivered
    /// one, the stream hands it over.
    func change(_ post: () -> Void, expecting count: Int) async {
      let before = fromClosure.count
      post()
      #expect(fromClosure.count == count)
      guard fromClosure.count > before, let next = await stream.next(isolation: #isolation) else {
        return
      }
      streamed.append(next)
    }

    await change({ harness.postChange(to: ObserverHarness.plain) }, expecting: 2)  // show
    // The predictive row arrives with a second will-show.
    await change({ harness.postChange(to: ObserverHarness.predictive) }, expecting: 3)
    // The emoji keyboard keeps the height; a repeated will-show repeats the frame.
    await change(
      {
        harness.postChange(to: ObserverHarness.predictive)
        harness.post(.willShow, to: ObserverHarness.predictive)
      }, expecting: 3)
    await change({ harness.postChange(to: ObserverHarness.below, hiding: true) }, expecting: 4)
    await change({ harness.postChange(to: ObserverHarness.predictive) }, expecting: 5)

    #expect(streamed == fromClosure)
    #expect(fromClosure.map(\.to.presentation) == [.hidden, .docked, .docked, .hidden, .docked])
    #expect(
      fromClosure.map(\.to.frame) == [
        .zero, ObserverHarness.plain, ObserverHarness.predictive, .zero, ObserverHarness.predictive,
      ])
    #expect(observer.state == fromClosure.last?.to)
    #expect(observer.visibleHeight == 335)
    _ = subscription
  }

  /// A stream keeps only the newest transition its consumer has not read: three changes posted
  /// before it reads hand over the third alone, while a closure saw all three.
  @Test func theStreamKeepsOnlyTheNewestUnreadTransition() async {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var fromClosure: [KeyboardTransition] = []
    let subscription = observer.subscribe { fromClosure.append($0) }
    // Made before the changes: its first element, the hidden keyboard, is unread too.
    var stream = observer.transitions().makeAsyncIterator()
    harness.postChange(to: ObserverHarness.plain)
    harness.postChange(to: ObserverHarness.predictive)
    harness.postChange(to: ObserverHarness.below, hiding: true)
    #expect(fromClosure.count == 3)
    let newest = await stream.next()
    #expect(newest == fromClosure.last)
    #expect(newest?.to.presentation == .hidden)
    // Its `from` tells a consumer what it missed: the predictive keyboard, not the plain one.
    #expect(newest?.from.frame == ObserverHarness.predictive)
    harness.postChange(to: ObserverHarness.plain)
    #expect(await stream.next() == fromClosure.last)
    _ = subscription
  }

  @Test @available(macOS 14, iOS 17, *)
  func observationModelFollowsTheSameTransitions() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    let model = observer.model
    let changes = LockedCounter()
    func track() {
      withObservationTracking {
        _ = model.state
      } onChange: {
        changes.increment()
      }
    }
    track()
    harness.postChange(to: ObserverHarness.predictive)
    #expect(changes.value == 1)
    #expect(model.isVisible)
    #expect(model.visibleHeight == 335)
    #expect(model.state == observer.state)
    track()
    harness.postChange(to: ObserverHarness.below, hiding: true)
    #expect(changes.value == 2)
    #expect(!model.isVisible)
    #expect(model.visibleHeight == 0)
    #expect(model.lastTransition?.isHiding == true)
  }

  @Test func rejectedNotificationsReachTheHookAndChangeNothing() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var errors: [KeyboardEventError] = []
    var deliveries = 0
    observer.onRejectedNotification = { errors.append($0) }
    let subscription = observer.observe { _ in deliveries += 1 }
    harness.postChange(to: ObserverHarness.predictive)
    let before = observer.state
    harness.center.post(
      Notification(
        name: KeyboardEvent.Kind.willHide.notificationName, object: nil,
        userInfo: [KeyboardUserInfoKey.frameEnd: "below the screen"]))
    harness.center.post(
      Notification(name: KeyboardEvent.Kind.willChangeFrame.notificationName, object: nil))
    #expect(
      errors == [
        .wrongType(
          key: KeyboardUserInfoKey.frameEnd, expected: "NSValue holding a CGRect", found: "String"),
        .missingValue(key: KeyboardUserInfoKey.frameEnd),
      ])
    #expect(observer.state == before)
    #expect(deliveries == 2, "the current keyboard at once, then the show")
    _ = subscription
  }

  @Test func cancellingOrDroppingTheSubscriptionStopsDeliveryAtOnce() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var first = 0
    var second = 0
    var secondSubscription: KeyboardSubscription?
    let firstSubscription = observer.observe { _ in
      first += 1
      secondSubscription = nil  // dropped while a transition is on its way to it
    }
    secondSubscription = observer.observe { _ in second += 1 }
    // Each handler had its first call, the current keyboard, before observe returned.
    #expect(first == 1 && second == 1)
    harness.postChange(to: ObserverHarness.predictive)
    #expect(first == 2)
    #expect(second == 1)
    #expect(secondSubscription == nil)
    firstSubscription.cancel()
    #expect(firstSubscription.isCancelled)
    harness.postChange(to: ObserverHarness.below, hiding: true)
    #expect(first == 2)
  }

  @Test func transitionsCausedByAHandlerArriveInOrder() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var first: [CGRect] = []
    var second: [CGRect] = []
    let a = observer.subscribe { transition in
      first.append(transition.to.frame)
      if transition.to.frame == ObserverHarness.plain {
        harness.post(.willShow, to: ObserverHarness.predictive)
      }
    }
    let b = observer.subscribe { second.append($0.to.frame) }
    harness.post(.willShow, to: ObserverHarness.plain)
    #expect(first == [ObserverHarness.plain, ObserverHarness.predictive])
    #expect(second == first)
    _ = (a, b)
  }

  @Test func interactiveDismissalUntilARealNotificationWins() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var tops: [CGFloat] = []
    let subscription = observer.observe { tops.append($0.to.frame.minY) }
    harness.postChange(to: ObserverHarness.predictive)
    observer.trackInteractiveDismissal(fingerY: 600)
    observer.trackInteractiveDismissal(fingerY: 700)
    observer.trackInteractiveDismissal(fingerY: 300)  // never above the resting top
    harness.post(.willHide, to: ObserverHarness.below)  // the finger lifted: iOS decides
    observer.trackInteractiveDismissal(fingerY: 750)  // a late pan event: ignored
    observer.endInteractiveDismissal()
    #expect(tops == [0, 517, 600, 700, 517, 0], "the hidden keyboard first, its top read as 0")
    #expect(observer.state.presentation == .hidden)
    harness.postChange(to: ObserverHarness.predictive)
    observer.trackInteractiveDismissal(fingerY: 650)  // a new pan is tracked again
    #expect(observer.state.frame.minY == 650)
    _ = subscription
  }
}
