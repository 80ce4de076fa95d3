import Combine
import Foundation
import Testing

/// The Combine model behaves as Apple documents Combine; the keyboard scenarios stand on it.
@Suite struct CombineModelTests {
  @Test func passthroughSubjectNeverSendsMoreThanRequested() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandingSubscriber<Int>(initialDemand: .max(2))
    subject.subscribe(subscriber)
    for value in 1...5 { subject.send(value) }
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    subject.send(6)
    #expect(subscriber.values == [1, 2, 6])
  }

  @Test func passthroughSubjectDropsValuesWithoutSubscribers() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    let recorder = Recorder<Int>()
    let cancellable = recorder.record(subject)
    subject.send(2)
    #expect(recorder.values == [2])
    cancellable.cancel()
  }

  @Test func currentValueSubjectReplaysItsValueToEachNewSubscriber() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let first = Recorder<Int>()
    let firstCancellable = first.record(subject)
    subject.send(2)
    let second = Recorder<Int>()
    let secondCancellable = second.record(subject)
    subject.value = 3
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [2, 3])
    #expect(subject.value == 3)
    _ = (firstCancellable, secondCancellable)
  }

  @Test func currentValueSubjectKeepsOnlyTheLatestValueWhileThereIsNoDemand() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = DemandingSubscriber<Int>(initialDemand: .none)
    subject.subscribe(subscriber)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(5))
    #expect(subscriber.values == [3])
  }

  @Test func aFinishedSubjectSendsNothingMoreAndFinishesLateSubscribersAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let early = Recorder<Int>()
    let cancellable = early.record(subject)
    subject.send(completion: .finished)
    subject.send(1)
    let late = Recorder<Int>()
    let lateCancellable = late.record(subject)
    #expect(early.values.isEmpty && early.completions == 1)
    #expect(late.values.isEmpty && late.completions == 1)
    _ = (cancellable, lateCancellable)
  }

  @Test func anyCancellableCancelsWhenReleasedAndCancellationTravelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let cancels = Recorder<Bool>()
    var cancellable: AnyCancellable? = subject.handleEvents(receiveCancel: { @Sendable in
      cancels.append(true)
    })
    .map { $0 * 2 }
    .filter { $0 > 2 }
    .sink { _ in }
    #expect(cancels.values.isEmpty)
    cancellable = nil
    #expect(cancels.values == [true])
    #expect(cancellable == nil)
  }

  @Test func firstAndPrefixFinishAndCancelTheirUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let cancels = Recorder<Bool>()
    let upstream = subject.handleEvents(receiveCancel: { @Sendable in cancels.append(true) })
    let first = Recorder<Int>()
    let prefix = Recorder<Int>()
    let cancellables = [first.record(upstream.first()), prefix.record(upstream.prefix(2))]
    for value in 1...4 { subject.send(value) }
    #expect(first.values == [1] && first.completions == 1)
    #expect(prefix.values == [1, 2] && prefix.completions == 1)
    #expect(cancels.values == [true, true])
    _ = cancellables
  }

  @Test func scanRemoveDuplicatesAndCompactMapTransformEachSubscriptionOnItsOwn() {
    let subject = PassthroughSubject<Int?, Never>()
    let publisher = subject.compactMap { $0 }.removeDuplicates().scan(0, +)
    let first = Recorder<Int>()
    let firstCancellable = first.record(publisher)
    for value in [1, nil, 1, 2] { subject.send(value) }
    let second = Recorder<Int>()
    let secondCancellable = second.record(publisher)
    subject.send(5)
    #expect(first.values == [1, 3, 8])
    #expect(second.values == [5])
    _ = (firstCancellable, secondCancellable)
  }

  @Test func shareMulticastsToItsCurrentSubscribersAndDisconnectsAfterTheLast() {
    let subject = PassthroughSubject<Int, Never>()
    let connections = Recorder<Bool>()
    let shared = subject.handleEvents(
      receiveSubscription: { @Sendable _ in connections.append(true) },
      receiveCancel: { @Sendable in connections.append(false) }
    ).share()
    let early = Recorder<Int>()
    let earlyCancellable = early.record(shared)
    subject.send(1)
    let late = Recorder<Int>()
    let lateCancellable = late.record(shared)
    subject.send(2)
    #expect(early.values == [1, 2])
    #expect(late.values == [2])
    earlyCancellable.cancel()
    subject.send(3)
    #expect(late.values == [2, 3])
    #expect(connections.values == [true])
    lateCancellable.cancel()
    #expect(connections.values == [true, false])
  }

  @Test func deferredMakesAPublisherForEachSubscriber() {
    let made = Recorder<Bool>()
    let deferred = Deferred { () -> CurrentValueSubject<Int, Never> in
      made.append(true)
      return CurrentValueSubject(made.values.count)
    }
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let cancellables = [first.record(deferred), second.record(deferred)]
    #expect(first.values == [1])
    #expect(second.values == [2])
    _ = cancellables
  }

  @Test func receiveOnDeliversOnTheSchedulerButRequestsAndCancelsAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let scheduler = ManualScheduler()
    let cancels = Recorder<Bool>()
    let recorder = Recorder<Int>()
    let cancellable = recorder.record(
      subject.handleEvents(receiveCancel: { @Sendable in cancels.append(true) })
        .receive(on: scheduler))
    subject.send(1)
    #expect(recorder.values.isEmpty)
    #expect(scheduler.pending == 1)
    scheduler.runAll()
    #expect(recorder.values == [1])
    cancellable.cancel()
    #expect(cancels.values == [true])
  }

  @Test func handleEventsRunsTheCancelClosureOnTheThreadThatCancels() {
    let subject = PassthroughSubject<Int, Never>()
    let cancelledOnMainThread = Recorder<Bool>()
    let cancellable = Handoff(
      subject.handleEvents(receiveCancel: { @Sendable in
        cancelledOnMainThread.append(Thread.isMainThread)
      }).sink { _ in })
    onBackgroundThread { cancellable.value.cancel() }
    #expect(cancelledOnMainThread.values == [false])
  }

  @Test func assignSetsThePropertyAndReleasesTheObjectWhenTheUpstreamFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    var target: Target? = Target()
    weak let released = target
    let cancellable = subject.assign(to: \.value, on: target ?? Target())
    subject.send(4)
    #expect(target?.value == 4)
    target = nil
    #expect(released != nil)
    subject.send(completion: .finished)
    #expect(released == nil)
    _ = cancellable
  }

  @Test func publishedPropertiesAnnounceTheirChangeBeforeItHappens() {
    let model = Model()
    let seen = Recorder<Int>()
    let cancellable = model.objectWillChange.sink { @Sendable [model] _ in
      seen.append(model.count)
    }
    model.count = 1
    model.count = 2
    #expect(seen.values == [0, 1])
    #expect(model.count == 2)
    _ = cancellable
  }

  /// Control for the background-cancel scenarios: under the model, a main-actor closure that
  /// Combine calls off the main thread traps as it does on iOS, so a test that cancels on a
  /// background thread and survives shows a cancel path free of main-actor closures.
  @Test func aMainActorCancelClosureTrapsWhenCombineCancelsOffTheMainThread() async {
    await #expect(processExitsWith: .failure) {
      await cancelAMainActorClosureOnABackgroundThread()
    }
  }
}

/// Cancels, on a background thread, a subscription whose `receiveCancel` closure was written on
/// the main actor without `@Sendable`, as the adapter did before: Swift 6 checks such a closure
/// runs on the main actor.
@MainActor
private func cancelAMainActorClosureOnABackgroundThread() {
  let subject = PassthroughSubject<Int, Never>()
  var cancels = 0
  let cancellable = Handoff(subject.handleEvents(receiveCancel: { cancels += 1 }).sink { _ in })
  onBackgroundThread { cancellable.value.cancel() }
  _ = cancels
}

/// A subscriber that asks for a given number of values and no more.
final class DemandingSubscriber<Input: Sendable>: Subscriber, @unchecked Sendable {
  typealias Failure = Never

  private let lock = NSLock()
  private let initialDemand: Subscribers.Demand
  private var subscription: (any Subscription)?
  private var received: [Input] = []

  init(initialDemand: Subscribers.Demand) {
    self.initialDemand = initialDemand
  }

  var values: [Input] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let subscription = subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    self.subscription = subscription
    lock.unlock()
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    received.append(input)
    lock.unlock()
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}

/// An object whose property `assign(to:on:)` sets.
private final class Target {
  var value = 0
}

/// An observable object with one published property.
private final class Model: ObservableObject, @unchecked Sendable {
  @Published var count = 0
}
