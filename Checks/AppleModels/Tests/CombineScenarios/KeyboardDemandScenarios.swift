import Combine
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The publishers' subscription against Combine's demand rules
/// (developer.apple.com/documentation/combine/subscription and …/subscribers/demand), on the
/// Combine model, with subscribers written by hand as Combine allows: never more values than
/// requested, demand returned from `receive(_:)` added to what is left, one value at a time even
/// when receiving one causes the next, nothing after a cancel. iPhone 16: the predictive keyboard
/// covers 335 pt, the plain one 291 pt.
@MainActor
@Suite struct KeyboardDemandScenarios {
  /// A subscriber that asks for one value, then one more from each `receive(_:)`, gets every
  /// height.
  @Test func oneValueAtATimeAskedForFromReceive() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let subscriber = ScriptedSubscriber(initialDemand: .max(1)) { _ in .max(1) }
    simulator.makeObserver().publishers.visibleHeight.subscribe(subscriber)
    simulator.perform(.show(.plain))
    simulator.perform(.switchKeyboard(to: .predictive))
    simulator.perform(.hide)
    #expect(subscriber.values == [0, 291, 335, 0])
  }

  /// Two values asked for, three changes: two values, the current one and the first change;
  /// asking for one more then sends the newest, not the one in between.
  @Test func neverMoreValuesThanAskedFor() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let subscriber = ScriptedSubscriber(initialDemand: .max(2)) { _ in .none }
    simulator.makeObserver().publishers.visibleHeight.subscribe(subscriber)
    simulator.perform(.show(.plain))
    simulator.perform(.switchKeyboard(to: .predictive))
    simulator.perform(.hide)
    #expect(subscriber.values == [0, 291])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 291, 0])
    #expect(subscriber.deepest == 1)
  }

  /// Receiving the show hides the keyboard at once, from inside `receive(_:)` (a will-hide
  /// posted there, its frame just below the 852 pt screen): the hide's value waits until
  /// `receive(_:)` returns, then comes, never inside it. The show's will-change-frame brought
  /// 335; the hide 0; the show's will-show that iOS posts next brings the keyboard back: 335.
  @Test func aChangeCausedWhileReceivingComesAfterItReturns() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let center = simulator.center
    // A lock taken once and never given back: only the first 335 posts the hide.
    let once = Handoff(NSLock())
    let subscriber = ScriptedSubscriber(initialDemand: .unlimited) { height in
      if height == 335, once.value.try() {
        let below = CGRect(x: 0, y: 852, width: 393, height: 335)
        let hide = KeyboardEvent(kind: .willHide, beginFrame: below, endFrame: below)
        center.post(hide.notification())
      }
      return .none
    }
    simulator.makeObserver().publishers.visibleHeight.subscribe(subscriber)
    simulator.perform(.show())
    #expect(subscriber.values == [0, 335, 0, 335])
    #expect(subscriber.deepest == 1, "one value at a time")
  }

  /// A subscriber that asks for its value from another thread is still receiving it there when
  /// the keyboard hides on the main thread: the hide's value waits, then comes when
  /// `receive(_:)` returns asking for one more; none is lost, none overlaps.
  @Test func aValueArrivingWhileAnotherThreadReceivesWaitsForIt() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let receiving = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    let subscriber = ScriptedSubscriber(initialDemand: .none) { height in
      if height == 335 {
        receiving.signal()
        proceed.wait()
      }
      return .max(1)
    }
    simulator.makeObserver().publishers.visibleHeight.subscribe(subscriber)
    simulator.perform(.show())  // 335 waits: nothing asked for yet
    let asked = DispatchSemaphore(value: 0)
    let handoff = Handoff(subscriber)
    Thread.detachNewThread {
      handoff.value.request(.max(1))  // receives 335 on this thread, and waits inside
      asked.signal()
    }
    receiving.wait()
    simulator.perform(.hide)  // 0 arrives while 335 is being received
    proceed.signal()
    asked.wait()
    #expect(subscriber.values == [335, 0])
    #expect(subscriber.deepest == 1)
  }

  /// A subscriber that cancels from inside `receive(_:)` gets nothing more, and its
  /// subscription leaves the observer.
  @Test func nothingAfterACancelFromReceive() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let subscriber = ScriptedSubscriber(initialDemand: .unlimited) { _ in .none }
    subscriber.cancelsAfter = 2
    keyboard.publishers.visibleHeight.subscribe(subscriber)
    simulator.perform(.show())
    simulator.perform(.hide)
    simulator.perform(.show())
    #expect(subscriber.values == [0, 335])
  }
}

/// A subscriber whose demand a test scripts: what it asks for first, and what each
/// `receive(_:)` returns. `@unchecked Sendable` because every property is touched under the lock.
final class ScriptedSubscriber: Subscriber, @unchecked Sendable {
  typealias Input = CGFloat
  typealias Failure = Never

  private let lock = NSLock()
  private let initialDemand: Subscribers.Demand
  private let onValue: @Sendable (CGFloat) -> Subscribers.Demand
  private var subscription: (any Subscription)?
  private var received: [CGFloat] = []
  private var depth = 0
  private var maximumDepth = 0
  /// Cancels from inside `receive(_:)` once this many values have arrived.
  var cancelsAfter: Int?

  init(
    initialDemand: Subscribers.Demand,
    onValue: @escaping @Sendable (CGFloat) -> Subscribers.Demand
  ) {
    self.initialDemand = initialDemand
    self.onValue = onValue
  }

  var values: [CGFloat] { locked { received } }

  /// The most `receive(_:)` calls ever running at once.
  var deepest: Int { locked { maximumDepth } }

  func request(_ demand: Subscribers.Demand) {
    locked { subscription }?.request(demand)
  }

  func receive(subscription: any Subscription) {
    locked { self.subscription = subscription }
    subscription.request(initialDemand)
  }

  func receive(_ input: CGFloat) -> Subscribers.Demand {
    let cancel = locked { () -> Bool in
      received.append(input)
      depth += 1
      maximumDepth = max(maximumDepth, depth)
      return cancelsAfter == received.count
    }
    if cancel { locked { subscription }?.cancel() }
    let more = onValue(input)
    locked { depth -= 1 }
    return more
  }

  func receive(completion: Subscribers.Completion<Never>) {}

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
