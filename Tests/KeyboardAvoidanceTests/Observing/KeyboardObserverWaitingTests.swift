import Foundation
import KeyboardAvoidanceTesting
import Testing

@testable import KeyboardAvoidance

/// The waits a view model or a test awaits: the next show and hide, the keyboard on screen or
/// gone, the end of its movement, each ending at once when its task is cancelled.
@Suite("KeyboardObserver waits", .timeLimit(.minutes(1)))
@MainActor
struct KeyboardObserverWaitingTests {
  /// The predictive row that follows a show is no show; the hide after it is the next hide.
  @Test func theNextShowAndTheNextHideAreTheKeyboardComingAndGoing() async throws {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    let show = Task { @MainActor in try await observer.nextShow() }
    let hide = Task { @MainActor in try await observer.nextHide() }
    await harness.until { observer.liveSubscriptionCount == 2 }  // both waits have begun
    harness.postChange(to: ObserverHarness.plain)
    harness.postChange(to: ObserverHarness.predictive)
    harness.postChange(to: ObserverHarness.below, hiding: true)
    let shown = try await show.value
    #expect(shown.from == .hidden && shown.to.frame == ObserverHarness.plain)
    let hidden = try await hide.value
    #expect(hidden.from.frame == ObserverHarness.predictive && hidden.to.presentation == .hidden)
    #expect(observer.liveSubscriptionCount == 0, "a wait leaves nothing on the observer")
  }

  /// `shown()` and `hidden()` return at once when the keyboard already is where they wait for
  /// it: a show posted while `becomeFirstResponder()` ran is not missed.
  @Test func shownAndHiddenReturnAtOnceWhenTheKeyboardIsThere() async throws {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    try await observer.hidden()
    harness.postChange(to: ObserverHarness.predictive)
    #expect(try await observer.shown().frame == ObserverHarness.predictive)
    let gone = Task { @MainActor in try await observer.hidden() }
    await harness.until { observer.liveSubscriptionCount == 1 }
    harness.postChange(to: ObserverHarness.below, hiding: true)
    try await gone.value
    #expect(observer.liveSubscriptionCount == 0)
  }

  /// A cancelled wait throws `CancellationError` at once and leaves nothing on the observer.
  @Test(arguments: [Wait.nextShow, .nextHide, .shown, .animationEnd])
  func aCancelledWaitEndsAtOnce(_ wait: Wait) async {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    // A clock that stands still: the movement never ends on its own, however slow the machine.
    let sleeping = LockedCounter()
    observer.clock = KeyboardClock(
      now: { 0 },
      sleep: { _ in
        sleeping.increment()
        try await Task.sleep(nanoseconds: 60_000_000_000)
      })
    if wait == .nextHide || wait == .animationEnd {
      harness.postChange(to: ObserverHarness.predictive)  // up, and moving for 0.5 s
    }
    let task = Task { @MainActor in try await wait.run(on: observer) }
    // The wait has begun: subscribed for a transition, or asleep until the movement ends.
    await harness.until { observer.liveSubscriptionCount == 1 || sleeping.value == 1 }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(observer.liveSubscriptionCount == 0)
  }

  /// The keyboard moves on curve 7 for its effective duration, 0.5 s for a 0.25 s notification
  /// (the spring model, `KeyboardAnimation.effectiveDuration()`); a change that starts during
  /// the wait extends it to its own end.
  @Test func theAnimationEndsAfterTheEffectiveDurationOfTheLastChange() async throws {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    let (clock, sleeps) = Self.recordingClock(for: observer) { clock in
      // 0.3 s into the show, the predictive row arrives, moving for 0.5 s more.
      clock.now = 10.3
      await MainActor.run { harness.postChange(to: ObserverHarness.predictive) }
    }
    #expect(try await observer.animationEnd() == .hidden, "nothing moves yet")
    harness.postChange(to: ObserverHarness.plain)
    let resting = try await observer.animationEnd()
    // 10 + 0.5 = 10.5 at first; the change at 10.3 ends at 10.8, 0.5 s after it.
    #expect(sleeps.values == [0.5, 0.5])
    #expect(clock.now == 10.8)
    #expect(resting.frame == ObserverHarness.predictive)
  }

  /// A change posted without animation during a movement does not start one: it finishes with
  /// the time the movement has left (`InFlightKeyboardAnimation`).
  @Test func anInstantChangeDoesNotExtendTheWait() async throws {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    let (clock, sleeps) = Self.recordingClock(for: observer)
    harness.postChange(to: ObserverHarness.plain)
    clock.now = 10.1
    let instant = KeyboardEvent(
      kind: .willChangeFrame, beginFrame: ObserverHarness.plain,
      endFrame: ObserverHarness.predictive, animation: .none)
    harness.center.post(instant.notification())
    _ = try await observer.animationEnd()
    #expect(sleeps.values.count == 1)
    #expect(abs((sleeps.values.first ?? 0) - 0.4) < 1e-9, "10.5 − 10.1")
  }

  /// Gives `observer` a clock at 10 s that records each sleep and moves by it; `firstSleep`, if
  /// given, runs instead of the first move.
  private static func recordingClock(
    for observer: KeyboardObserver,
    firstSleep: (@Sendable (ManualClock) async -> Void)? = nil
  ) -> (clock: ManualClock, sleeps: LockedValues<TimeInterval>) {
    let clock = ManualClock()
    let sleeps = LockedValues<TimeInterval>()
    clock.now = 10
    observer.clock = KeyboardClock(
      now: { clock.now },
      sleep: { seconds in
        sleeps.append(seconds)
        if let firstSleep, sleeps.values.count == 1 {
          await firstSleep(clock)
        } else {
          clock.now += seconds
        }
      })
    return (clock, sleeps)
  }

  /// The waits of the cancellation test.
  enum Wait: String, CaseIterable, CustomTestStringConvertible {
    case nextShow, nextHide, shown, animationEnd

    var testDescription: String { rawValue }

    @MainActor
    func run(on observer: KeyboardObserver) async throws {
      switch self {
      case .nextShow: _ = try await observer.nextShow()
      case .nextHide:
        // The keyboard is up and stays up: the wait never ends unless cancelled.
        _ = try await observer.nextHide()
      case .shown: _ = try await observer.shown()
      case .animationEnd: _ = try await observer.animationEnd()
      }
    }
  }
}
