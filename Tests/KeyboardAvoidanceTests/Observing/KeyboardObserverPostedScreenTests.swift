import Foundation
import KeyboardAvoidanceTesting
import Testing

@testable import KeyboardAvoidance

/// The observer hands a keyboard notification's `object` to its screen-bounds closure.
///
/// From iOS 16.1 UIKit posts each keyboard notification with the `UIScreen` the keyboard appears
/// on as its object; this is how the adapters measure keyboards for a view not yet in a window
/// without asking `UIApplication`.
@Suite("KeyboardObserver, screen posted with the notification")
@MainActor
struct KeyboardObserverPostedScreenTests {
  /// Stands in for a `UIScreen`: a notification's object can be any object.
  final class Screen {
    let bounds: CGRect

    init(_ bounds: CGRect) {
      self.bounds = bounds
    }
  }

  let center = NotificationCenter()

  func makeObserver() -> KeyboardObserver {
    KeyboardObserver(center: center) { posted in
      (posted as? Screen)?.bounds ?? .zero
    }
  }

  func post(_ kind: KeyboardEvent.Kind, to frame: CGRect, from begin: CGRect, on screen: Screen?) {
    let event = KeyboardEvent(
      kind: kind, beginFrame: begin, endFrame: frame, animation: Keyboard.animation)
    center.post(event.notification(screen: screen))
  }

  @Test func thePostedScreenMeasuresTheKeyboard() {
    let observer = makeObserver()
    let screen = Screen(ObserverHarness.screen)
    post(.willShow, to: ObserverHarness.predictive, from: ObserverHarness.below, on: screen)
    #expect(observer.visibleHeight == 335)
  }

  @Test func aNotificationWithoutAScreenKeepsTheLastPostedOne() {
    let observer = makeObserver()
    let screen = Screen(ObserverHarness.screen)
    post(.willShow, to: ObserverHarness.plain, from: ObserverHarness.below, on: screen)
    // Before iOS 16.1, and from other posters, the object is nil: the screen stays known.
    post(.willShow, to: ObserverHarness.predictive, from: ObserverHarness.plain, on: nil)
    #expect(observer.visibleHeight == 335)
  }

  @Test func withoutAnyPostedScreenTheClosureGetsNil() {
    var received: [ObjectIdentifier?] = []
    let observer = KeyboardObserver(center: center) { posted in
      received.append(posted.map(ObjectIdentifier.init))
      return ObserverHarness.screen
    }
    post(.willShow, to: ObserverHarness.predictive, from: ObserverHarness.below, on: nil)
    #expect(!received.isEmpty)
    #expect(received.allSatisfy { $0 == nil })
    #expect(observer.visibleHeight == 335)
  }

  @Test func aLaterScreenReplacesTheEarlierOne() {
    let observer = makeObserver()
    let first = Screen(ObserverHarness.screen)
    // A shorter screen: the keyboard's frame, y 517 to 852, overlaps it from 517 to 700.
    let second = Screen(CGRect(x: 0, y: 0, width: 393, height: 700))
    post(.willShow, to: ObserverHarness.predictive, from: ObserverHarness.below, on: first)
    #expect(observer.visibleHeight == 335)
    post(.willShow, to: ObserverHarness.predictive, from: ObserverHarness.below, on: second)
    #expect(observer.visibleHeight == 183)
  }
}
