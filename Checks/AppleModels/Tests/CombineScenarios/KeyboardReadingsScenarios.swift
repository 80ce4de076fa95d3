import Combine
import Foundation
import KeyboardAvoidanceTesting
import Testing

@testable import KeyboardAvoidance

/// What a publisher's subscription leaves on the observer it reads.
@MainActor
@Suite struct KeyboardReadingsScenarios {
  /// A subscriber written by hand that keeps its subscription after cancelling it, as nothing in
  /// Combine's contract forbids.
  final class KeepingSubscriber: Subscriber {
    typealias Input = KeyboardReading
    typealias Failure = Never
    var subscription: (any Subscription)?

    func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    func receive(_ input: KeyboardReading) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Never>) {}
  }

  @Test func cancellingEndsTheSubscriptionOnTheObserverToo() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let before = keyboard.liveSubscriptionCount
    let subscribers = (0..<3).map { _ in KeepingSubscriber() }
    for subscriber in subscribers { KeyboardReadings(observer: keyboard).subscribe(subscriber) }
    #expect(keyboard.liveSubscriptionCount == before + 3)
    for subscriber in subscribers { subscriber.subscription?.cancel() }
    // The subscriptions are still held, cancelled: none of them stays on the observer.
    simulator.perform(.show())
    #expect(keyboard.liveSubscriptionCount == before)
    withExtendedLifetime(subscribers) {}
  }

  @Test func releasingAPublishersSubscriberEndsItsSubscriptionOnTheObserver() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let keyboard = simulator.makeObserver()
    let before = keyboard.liveSubscriptionCount
    var cancellables: [AnyCancellable] = []
    for _ in 0..<3 {
      cancellables.append(keyboard.publishers.visibleHeight.sink { _ in })
    }
    #expect(keyboard.liveSubscriptionCount == before + 3)
    cancellables.removeAll()
    simulator.perform(.show())
    #expect(keyboard.liveSubscriptionCount == before)
  }
}
