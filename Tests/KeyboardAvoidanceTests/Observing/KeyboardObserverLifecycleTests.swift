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
    let subscription = observer.observe { transition in
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

  /// 10,000 observers created, subscribed to and released: none stays alive, and a notification
  /// posted afterwards reaches no handler.
  @Test func releasedObserversLeaveNothingBehind() {
    let harness = ObserverHarness()
    let calls = LockedCounter()
    var references: [Weak<KeyboardObserver>] = []
    var subscriptions: [KeyboardSubscription] = []
    for _ in 0..<10_000 {
      let observer = harness.makeObserver()
      subscriptions.append(observer.observe { _ in calls.increment() })
      references.append(Weak(observer))
    }
    #expect(references.filter { $0.object != nil }.isEmpty)
    harness.postChange(to: ObserverHarness.predictive)
    #expect(calls.value == 0)
    #expect(subscriptions.count == 10_000)
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
    #expect(screen?.offsets == [335])
    screen = nil
    #expect(screenReference?.object == nil)
    #expect(keyboardReference?.object == nil)
    harness.postChange(to: ObserverHarness.below, hiding: true)
  }

  @Test func streamsFinishWhenTheObserverIsReleased() async {
    let harness = ObserverHarness()
    let stream: AsyncStream<KeyboardTransition>
    do {
      let observer = harness.makeObserver()
      stream = observer.transitions()
    }
    var received = 0
    for await _ in stream { received += 1 }
    #expect(received == 0)
  }

  @Test func aPendingOffMainDeliveryIsDroppedWithItsObserver() async {
    let harness = ObserverHarness()
    let calls = LockedCounter()
    var subscription: KeyboardSubscription?
    do {
      let observer = harness.makeObserver()
      subscription = observer.observe { _ in calls.increment() }
      // The main actor stays blocked while another thread posts, so the delivery is queued
      // behind this scope, which releases the observer.
      Self.postFromAnotherThreadAndWait(on: harness.center)
    }
    await harness.drainMainQueue()
    #expect(calls.value == 0)
    #expect(subscription?.isCancelled == false)
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
