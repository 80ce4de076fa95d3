import Foundation
import KeyboardAvoidance

/// An app's decision, written against the library: how far the Send button, pinned to the bottom
/// of a full-screen view, moves up while the keyboard is in this state.
///
/// - Parameters:
///   - keyboard: The keyboard's state, as a `KeyboardObserver` holds it.
///   - screen: The screen's bounds; the view fills it.
///   - safeAreaBottom: The view's bottom safe-area inset.
/// - Returns: The offset above the button's resting place, in points; 0 with the keyboard hidden.
public func sendButtonOffset(
  keyboard: KeyboardState, screen: CGRect, safeAreaBottom: CGFloat
) -> CGFloat {
  let view = AvoidingView(frame: screen, safeAreaBottom: safeAreaBottom)
  return keyboard.bottomOffset(for: view, options: KeyboardAvoidanceOptions(spacing: 8))
}
