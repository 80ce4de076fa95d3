import Foundation
import KeyboardAvoidanceTesting
import Observation
import Testing

@testable import KeyboardAvoidance

/// An observer made while the keyboard is up starts from it, on every channel, from the record
/// the package keeps of the center's notifications.
@Suite("Starting from where the keyboard is")
@MainActor
struct KeyboardHistoryTests {
  /// A pushed screen's view model, made after the show: the predictive keyboard covers
  /// 335 pt of the iPhone 16's 852 pt screen (852 − 517), at once, on every channel.
  @Test func anObserverMadeWithTheKeyboardUpReadsItOnEveryChannel() async {
    let harness = ObserverHarness()
    let first = harness.makeObserver()
    harness.postChange(to: ObserverHarness.predictive)

    let late = harness.makeObserver()
    #expect(late.state.presentation == .docked)
    #expect(late.state.frame == ObserverHarness.predictive)
    #expect(late.visibleHeight == 335)

    var delivered: [KeyboardTransition] = []
    let subscription = late.observe { delivered.append($0) }
    let shown = KeyboardTransition(from: .hidden, to: late.state, animation: .none)
    #expect(delivered == [shown], "the closure's first call, before observe returned")
    #expect(delivered.first?.isShowing == true)

    var transitions = late.transitions().makeAsyncIterator()
    #expect(await transitions.next(isolation: #isolation) == shown)
    var heights = late.visibleHeights().makeAsyncIterator()
    #expect(await heights.next(isolation: #isolation) == 335)
    if #available(macOS 14, iOS 17, *) {
      #expect(late.model.visibleHeight == 335)
      #expect(late.model.isVisible)
    }
    _ = (first, subscription)
  }

  /// The record folds every kept notification again: after a show, the predictive row, the
  /// emoji keyboard and a hide (sixteen notifications, more than the eight kept), a new
  /// observer starts hidden; after one more show, from that show's frame.
  @Test func theRecordEndsWhereTheLatestNotificationsLeftTheKeyboard() {
    let harness = ObserverHarness()
    let first = harness.makeObserver()
    harness.postChange(to: ObserverHarness.plain)
    harness.postChange(to: ObserverHarness.predictive)
    harness.postChange(to: ObserverHarness.predictive)  // the emoji keyboard, same height
    harness.postChange(to: ObserverHarness.below, hiding: true)
    #expect(harness.makeObserver().state.presentation == .hidden)
    harness.postChange(to: ObserverHarness.plain)
    let late = harness.makeObserver()
    #expect(late.state.frame == ObserverHarness.plain)
    #expect(late.visibleHeight == 291)  // 852 − 561
    _ = first
  }

  /// The record of a center other than the default one lives as long as an observer of it,
  /// unless `startTracking(center:)` keeps it.
  @Test func aPrivateCentersRecordLivesWithItsObservers() {
    let harness = ObserverHarness()
    do {
      let observer = harness.makeObserver()
      harness.postChange(to: ObserverHarness.predictive)
      #expect(observer.state.isVisible)
    }
    // Nothing held the record any longer: the keyboard posted before is unknown.
    #expect(harness.makeObserver().state == .hidden)

    let tracked = ObserverHarness()
    KeyboardObserver.startTracking(center: tracked.center)
    tracked.postChange(to: ObserverHarness.predictive)  // before any observer exists
    #expect(tracked.makeObserver().visibleHeight == 335)
  }

  /// A screen's keyboard source starts from what was posted for its screen, or for no screen
  /// (before iOS 16.1): a keyboard on an external display is not this screen's.
  @Test func anObserverOfOneScreenStartsFromThatScreensNotifications() {
    final class Screen {}
    let center = NotificationCenter()
    let phone = Screen()
    let display = Screen()
    let record = KeyboardHistory.start(center)
    func post(_ frame: CGRect, on screen: Screen?) {
      for kind in [KeyboardEvent.Kind.willChangeFrame, .willShow] {
        let event = KeyboardEvent(
          kind: kind, beginFrame: ObserverHarness.below, endFrame: frame,
          animation: Keyboard.animation)
        center.post(event.notification(screen: screen))
      }
    }
    func observer(of screen: Screen) -> KeyboardObserver {
      KeyboardObserver(center: center, catchingUpOn: screen) { _ in ObserverHarness.screen }
    }
    post(ObserverHarness.predictive, on: display)
    #expect(observer(of: phone).state == .hidden)
    #expect(observer(of: display).state.frame == ObserverHarness.predictive)
    post(ObserverHarness.plain, on: nil)
    #expect(observer(of: phone).state.frame == ObserverHarness.plain)
    #expect(record.entries.count == 4)
  }
}
