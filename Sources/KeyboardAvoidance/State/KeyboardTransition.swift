/// A change of the keyboard: where it was, where it goes, and how it moves there.
///
/// ``KeyboardState/reduce(_:screenBounds:)-(KeyboardEvent,_)`` returns a transition only when something a layout
/// depends on changed, so every transition is worth one layout update. Apply the new layout inside
/// an animation with ``animation`` to move in step with the keyboard.
///
/// ```swift
/// observer.observe { transition in
///   print(transition.from.presentation, "→", transition.to.presentation)  // hidden → docked
/// }
/// ```
public struct KeyboardTransition: Sendable, Hashable {
  /// The state before the change.
  public var from: KeyboardState
  /// The state after the change.
  public var to: KeyboardState
  /// The timing of the change, from the notification that caused it.
  public var animation: KeyboardAnimation

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - from: The state before the change.
  ///   - to: The state after the change.
  ///   - animation: The timing of the change.
  public init(from: KeyboardState, to: KeyboardState, animation: KeyboardAnimation) {
    self.from = from
    self.to = to
    self.animation = animation
  }

  /// Whether the keyboard appears: hidden before, visible after.
  public var isShowing: Bool { !from.isVisible && to.isVisible }

  /// Whether the keyboard leaves: visible before, hidden after.
  public var isHiding: Bool { from.isVisible && !to.isVisible }
}
