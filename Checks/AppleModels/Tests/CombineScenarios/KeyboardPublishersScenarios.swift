import Combine
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The Combine adapter, run on the Combine model and driven by KeyboardSimulator: subscriptions
/// that do not share fate, lifetimes without cycles, and cancels from any thread.
@MainActor
@Suite struct KeyboardPublishersScenarios {
  @Test func cancellingOneSubscriberOfAStoredPublisherLeavesTheOtherOne() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let visibleHeight = keyboard.publishers.visibleHeight
    let cancelled = Recorder<CGFloat>()
    let kept = Recorder<CGFloat>()
    let cancellable = cancelled.record(visibleHeight)
    let keptCancellable = kept.record(visibleHeight)
    cancellable.cancel()
    simulator.perform(.show())
    simulator.perform(.hide)
    #expect(cancelled.values == [0])
    #expect(kept.values == [0, 335, 0])
    _ = keptCancellable
  }

  /// `first()` and `prefix(1)` cancel their own subscription after one value; the other
  /// subscriber of the same stored publisher keeps receiving.
  @Test(arguments: [OneValue.first, .prefixOne])
  func endingOneSubscriberAfterOneValueLeavesTheOtherOne(_ oneValue: OneValue) throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let isHidden = keyboard.publishers.isHidden
    let once = Recorder<Bool>()
    let always = Recorder<Bool>()
    let cancellables = [once.record(oneValue.apply(to: isHidden)), always.record(isHidden)]
    simulator.perform(.show())
    simulator.perform(.hide)
    #expect(once.values == [true] && once.isFinished)
    #expect(always.values == [true, false, true] && !always.isFinished)
    _ = cancellables
  }

  /// The publishers keep their observer, so a subscription made on an observer nobody keeps
  /// goes on delivering; cancelling every subscription lets the observer go.
  @Test func subscriptionsKeepTheObserverUntilTheyAreCancelled() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    var keyboard: KeyboardObserver? = simulator.makeObserver()
    weak let released = keyboard
    let heights = Recorder<CGFloat>()
    let frames = Recorder<CGRect>()
    var cancellables = try [
      heights.record(#require(keyboard?.publishers.visibleHeight)),
      frames.record(#require(keyboard?.publishers.frame)),
    ]
    keyboard = nil
    #expect(released != nil, "the subscriptions keep the observer")
    simulator.perform(.show())
    simulator.perform(.hide)
    // iPhone 16: the predictive keyboard covers 852 − 517 = 335 pt.
    #expect(heights.values == [0, 335, 0])
    #expect(!heights.isFinished && !frames.isFinished, "the publishers never finish")
    cancellables.removeAll()
    #expect(released == nil, "nothing keeps the observer any longer")
    simulator.perform(.show())
    #expect(heights.values == [0, 335, 0])
  }

  /// The one-line port of RxKeyboard: a publisher of an observer made on the spot, with no
  /// property for it, delivers for as long as the cancellable is kept.
  @Test func aPublisherOfAnObserverNobodyKeepsDelivers() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let heights = Recorder<CGFloat>()
    let cancellable = heights.record(simulator.makeObserver().publishers.visibleHeight)
    simulator.perform(.show())
    #expect(heights.values == [0, 335])
    _ = cancellable
  }

  @Test func cancellingReleasesTheSubscribersClosuresAndKeepsNoCycleWithTheObserver() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    var keyboard: KeyboardObserver? = simulator.makeObserver()
    weak let releasedKeyboard = keyboard
    var owner: Owner? = Owner()
    weak let releasedOwner = owner
    var cancellable: AnyCancellable? = keyboard?.publishers.willShowVisibleHeight
      .sink { [owner] height in owner?.heights.append(height) }
    simulator.perform(.show())
    #expect(owner?.heights == [335])
    owner = nil
    #expect(releasedOwner != nil, "the live subscription holds the sink's closure")
    cancellable = nil
    #expect(releasedOwner == nil)
    keyboard = nil
    #expect(releasedKeyboard == nil)
    #expect(cancellable == nil)
  }

  @Test func cancellingFromABackgroundThreadIsSafeAndStopsDelivery() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let recorder = Recorder<KeyboardTransition>()
    let cancellable = Handoff(recorder.record(keyboard.publishers.transitions))
    simulator.perform(.show())
    onBackgroundThread { cancellable.value.cancel() }
    simulator.perform(.hide)
    // The keyboard as it was when the subscriber arrived, then the show.
    #expect(recorder.values.map(\.to.presentation) == [.hidden, .docked])
  }

  /// `receive(on:)` followed by `first()` cancels the adapter's subscription on the scheduler's
  /// thread; the model traps there on any main-actor cancel closure (see
  /// `CombineModelTests.aMainActorCancelClosureTrapsWhenCombineCancelsOffTheMainThread`).
  @Test func firstOnABackgroundSchedulerCancelsTheKeyboardSubscriptionThere() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    simulator.perform(.show())
    let cancelledOnMainThread = Recorder<Bool>()
    let recorder = Recorder<CGFloat>()
    let cancellable = recorder.record(
      keyboard.publishers.visibleHeight
        .handleEvents(receiveCancel: { @Sendable in
          cancelledOnMainThread.append(Thread.isMainThread)
        })
        .receive(on: QueueScheduler())
        .first())
    #expect(recorder.waitForCompletion())
    #expect(recorder.values == [335])
    #expect(cancelledOnMainThread.values == [false])
    simulator.perform(.hide)
    #expect(recorder.values == [335])
    _ = cancellable
  }

  /// A subscriber that arrives while the keyboard is up gets the current values at once, as
  /// RxKeyboard's drivers replay theirs; `willShowVisibleHeight` too, because RxKeyboard's scan
  /// starts from 0 for every subscriber; `transitions` a transition from hidden to the current
  /// keyboard, without animation.
  @Test func aLateSubscriberGetsTheCurrentValues() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    simulator.perform(.show())
    let publishers = keyboard.publishers
    let heights = Recorder<CGFloat>()
    let appearances = Recorder<CGFloat>()
    let hidden = Recorder<Bool>()
    let frames = Recorder<CGRect>()
    let states = Recorder<KeyboardState>()
    let transitions = Recorder<KeyboardTransition>()
    let cancellables = [
      heights.record(publishers.visibleHeight),
      appearances.record(publishers.willShowVisibleHeight),
      hidden.record(publishers.isHidden), frames.record(publishers.frame),
      states.record(publishers.state), transitions.record(publishers.transitions),
    ]
    #expect(heights.values == [335])
    #expect(appearances.values == [335])
    #expect(hidden.values == [false])
    #expect(frames.values == [CGRect(x: 0, y: 517, width: 393, height: 335)])
    #expect(states.values.map(\.presentation) == [.docked])
    #expect(
      transitions.values == [
        KeyboardTransition(from: .hidden, to: keyboard.state, animation: .none)
      ])
    _ = cancellables
  }

  @Test func aSubscriberAttachedOffTheMainThreadGetsTheCurrentValueFromTheMainQueue() async throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    simulator.perform(.show())
    let visibleHeight = Handoff(keyboard.publishers.visibleHeight)
    let recorder = Recorder<CGFloat>()
    let keeper = CancellableKeeper()
    onBackgroundThread { keeper.keep(recorder.record(visibleHeight.value)) }
    #expect(recorder.values.isEmpty, "the observer is read on the main actor, not here")
    await drainMainQueue()
    #expect(recorder.values == [335])
    simulator.perform(.hide)
    #expect(recorder.values == [335, 0])
    _ = keeper
  }

  /// Back-pressure: a subscriber that has asked for nothing more gets nothing, then only the
  /// newest value when it asks again.
  @Test func aSubscriberWithoutDemandReceivesOnlyTheNewestValueWhenItAsks() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let subscriber = DemandingSubscriber<CGFloat>(initialDemand: .max(1))
    keyboard.publishers.visibleHeight.subscribe(subscriber)
    simulator.perform(.show(.plain))
    simulator.perform(.switchKeyboard(to: .predictive))
    #expect(subscriber.values == [0])
    subscriber.request(.max(3))
    #expect(subscriber.values == [0, 335])
    simulator.perform(.hide)
    #expect(subscriber.values == [0, 335, 0])
  }
}

/// The two ways to take one value.
enum OneValue: String, CaseIterable, Sendable {
  case first
  case prefixOne

  func apply(to publisher: AnyPublisher<Bool, Never>) -> AnyPublisher<Bool, Never> {
    switch self {
    case .first: publisher.first().eraseToAnyPublisher()
    case .prefixOne: publisher.prefix(1).eraseToAnyPublisher()
    }
  }
}

/// An object a subscriber's closure holds.
@MainActor
private final class Owner {
  var heights: [CGFloat] = []
}
