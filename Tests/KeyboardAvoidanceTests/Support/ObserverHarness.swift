import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// A private notification center, an iPhone 16 screen, and helpers to post what iOS posts.
@MainActor
final class ObserverHarness {
  nonisolated static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// The keyboard without and with the predictive row (291 pt from RB, 335 pt DPS).
  nonisolated static let plain = CGRect(x: 0, y: 561, width: 393, height: 291)
  nonisolated static let predictive = CGRect(x: 0, y: 517, width: 393, height: 335)
  nonisolated static let below = CGRect(x: 0, y: 852, width: 393, height: 335)

  let center = NotificationCenter()
  private(set) var current = CGRect(x: 0, y: 852, width: 393, height: 291)

  func makeObserver() -> KeyboardObserver {
    KeyboardObserver(center: center, screenBounds: { ObserverHarness.screen })
  }

  func post(_ kind: KeyboardEvent.Kind, to frame: CGRect) {
    let event = KeyboardEvent(
      kind: kind, beginFrame: current, endFrame: frame, animation: Keyboard.animation)
    center.post(event.notification())
    if kind.isWill { current = frame }
  }

  /// The four notifications of one change, in iOS's order (Stack Overflow question 25946121).
  func postChange(to frame: CGRect, hiding: Bool = false) {
    post(.willChangeFrame, to: frame)
    post(hiding ? .willHide : .willShow, to: frame)
    post(.didChangeFrame, to: frame)
    post(hiding ? .didHide : .didShow, to: frame)
  }

  /// Returns once `condition` holds, checking every millisecond for up to two seconds: for what
  /// a task on the main actor does when the main actor is free, which no fixed number of turns
  /// guarantees on a busy machine.
  func until(_ condition: () -> Bool) async {
    for _ in 0..<2000 where !condition() {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  /// Returns once every block already queued on the main queue has run: the main queue runs
  /// its blocks in order, so the one this queues runs after them.
  func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}

/// A weak reference, to check that something was released.
final class Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
