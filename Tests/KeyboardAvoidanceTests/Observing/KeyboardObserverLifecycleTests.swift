import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("KeyboardObserver threads and lifetimes", .timeLimit(.minutes(1)))
@MainActor
struct KeyboardObserverLifecycleTests {
  /// Four threads post 50 distinct frames each at the same time: every one arrives on the main
  /// actor, and each thread's frames arrive in the order it posted them.
  @Test func offMainPostsArriveOnTheMainActorInOrder() async {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var heights: [CGFloat] = []
    let subscription = observer.subscribe { transition in
      MainActor.preconditionIsolated()
      heights.append(transition.to.frame.height)
    }
    let center = harness.center
    let threads = 4
    let perThread = 50
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<threads {
        group.addTask {
          for index in 0..<perThread {
            // Heights are unique, so every notification is a real change.
            let height = CGFloat(200 + thread * 60 + index)
            let frame = CGRect(x: 0, y: 852 - height, width: 393, height: height)
            let event = KeyboardEvent(kind: .willChangeFrame, beginFrame: .zero, endFrame: frame)
            center.post(event.notification())
          }
        }
      }
    }
    // Every post has returned, so every delivery is queued on the main queue ahead of this.
    await harness.drainMainQueue()
    #expect(heights.count == threads * perThread)
    for thread in 0..<threads {
      let own = heights.map { Int($0) - 200 }.filter { $0 / 60 == thread }.map { $0 % 60 }
      #expect(own == Array(0..<perThread), "thread \(thread)")
    }
    _ = subscription
  }

  /// 10,000 observers created and subscribed to, then their subscriptions released: every
  /// subscription kept its observer, none stays alive after, and a notification posted then
  /// reaches no handler.
  @Test func releasedSubscriptionsLeaveNothingBehind() {
    let harness = ObserverHarness()
    let calls = LockedCounter()
    var references: [Weak<KeyboardObserver>] = []
    var subscriptions: [KeyboardSubscription] = []
    for _ in 0..<10_000 {
      let observer = harness.makeObserver()
      subscriptions.append(observer.subscribe { _ in calls.increment() })
      references.append(Weak(observer))
    }
    #expect(references.allSatisfy { $0.object != nil }, "each subscription keeps its observer")
    subscriptions.removeAll()
    #expect(references.allSatisfy { $0.object == nil })
    harness.postChange(to: ObserverHarness.predictive)
    #expect(calls.value == 0)
  }

  /// The one-line subscription of a view controller that keeps no property for its observer:
  /// the subscription alone keeps delivering.
  @Test func aSubscriptionAloneKeepsItsObserverDelivering() {
    let harness = ObserverHarness()
    var heights: [CGFloat] = []
    let subscription = harness.makeObserver().observe { heights.append($0.to.frame.height) }
    harness.postChange(to: ObserverHarness.predictive)
    harness.postChange(to: ObserverHarness.below, hiding: true)
    // The hidden keyboard first (a hidden state has no frame), the show, the hide.
    #expect(heights == [0, 335, 0])
    subscription.cancel()
    harness.postChange(to: ObserverHarness.plain)
    #expect(heights == [0, 335, 0])
  }

  /// The usual owner: a screen that holds its observer and subscription and captures itself
  /// weakly in the handler.
  @Test func anOwnerCapturedWeaklyIsReleased() {
    @MainActor final class Screen {
      let keyboard: KeyboardObserver
      var subscription: KeyboardSubscription?
      var offsets: [CGFloat] = []

      init(harness: ObserverHarness) {
        keyboard = harness.makeObserver()
        subscription = keyboard.observe { [weak self] transition in
          self?.offsets.append(transition.to.frame.height)
        }
      }
    }
    let harness = ObserverHarness()
    var screen: Screen? = Screen(harness: harness)
    let screenReference = screen.map(Weak.init)
    let keyboardReference = screen.map { Weak($0.keyboard) }
    harness.postChange(to: ObserverHarness.predictive)
    #expect(screen?.offsets == [0, 335], "the hidden keyboard at once, then the show")
    screen = nil
    #expect(screenReference?.object == nil)
    #expect(keyboardReference?.object == nil)
    harness.postChange(to: ObserverHarness.below, hiding: true)
  }

  /// A stream keeps its observer while its consumer iterates, whoever else lets go of the
  /// observer; cancelling the consumer's task ends the stream and releases the observer.
  @Test func aStreamKeepsItsObserverUntilItsConsumerStops() async {
    let harness = ObserverHarness()
    var observer: KeyboardObserver? = harness.makeObserver()
    let reference = observer.map(Weak.init)
    let stream = observer?.visibleHeights() ?? AsyncStream { $0.finish() }
    observer = nil
    #expect(reference?.object != nil, "the stream keeps its observer")
    let received = LockedValues<CGFloat>()
    let consumer = Task { @MainActor in
      for await height in stream { received.append(height) }
    }
    await harness.until { received.values.count == 1 }
    harness.postChange(to: ObserverHarness.predictive)
    await harness.until { received.values.count == 2 }
    consumer.cancel()
    await consumer.value
    #expect(received.values == [0, 335])
    #expect(reference?.object == nil, "the consumer stopped: nothing keeps the observer")
  }

  /// A stream nobody iterates lets its observer go once the stream itself is dropped.
  @Test func aDroppedStreamReleasesItsObserver() {
    let harness = ObserverHarness()
    var observer: KeyboardObserver? = harness.makeObserver()
    let reference = observer.map(Weak.init)
    var stream = observer?.transitions()
    observer = nil
    #expect(reference?.object != nil)
    stream = nil
    #expect(reference?.object == nil)
    _ = stream
  }

  @Test func aPendingOffMainDeliveryIsDroppedWithItsObserver() async {
    let harness = ObserverHarness()
    let calls = LockedCounter()
    do {
      let observer = harness.makeObserver()
      let subscription = observer.subscribe { _ in calls.increment() }
      // The main actor stays blocked while another thread posts, so the delivery is queued
      // behind this scope, which releases the subscription and with it the observer.
      Self.postFromAnotherThreadAndWait(on: harness.center)
      _ = subscription
    }
    await harness.drainMainQueue()
    #expect(calls.value == 0)
  }

  private nonisolated static func postFromAnotherThreadAndWait(on center: NotificationCenter) {
    let posted = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let frame = ObserverHarness.predictive
      center.post(KeyboardEvent(kind: .willShow, beginFrame: .zero, endFrame: frame).notification())
      posted.signal()
    }
    posted.wait()
  }
}
