import Foundation

extension KeyboardState {
  /// How far a constraint must add to the app's own constant to hold a pinned view at least
  /// `spacing` above the keyboard: never less than 0, and 0 while no keyboard comes within
  /// `spacing` of the pinned view.
  ///
  /// A constraint ties the bottom of a pinned view (a button, an input bar) to the bottom edge of
  /// a container: the view itself, its safe area, its layout margins, or a card inside it. The
  /// app's constant is its resting offset, measured upward from that edge. Whenever a keyboard
  /// lies under the view, the pinned view's bottom must end at least `spacing` above the
  /// keyboard's top, which is `reach − containerBottomInset + spacing` above the container's
  /// bottom edge, where `reach` is how far the keyboard's top lies above the view's bottom
  /// (``KeyboardClearance/keyboardReach``: negative when the keyboard stops below the view, so a
  /// sheet lifted flush onto the keyboard still gets its spacing) and `containerBottomInset` is
  /// how far the container's bottom edge sits above the view's. The lift is what that needs
  /// beyond the resting offset, and never less than 0: a view that already rests higher stays
  /// where it is, so a hardware keyboard's short bar never pulls a button down, and a negative
  /// resting offset (a button resting over the home indicator) is the app's to keep. The lift
  /// moves one point per point of keyboard.
  ///
  /// Measure in the constraint's own points: convert the state with ``converted(_:)`` and pass
  /// the view's bounds in its own coordinate space.
  ///
  /// ```swift
  /// // iPhone 16, docked keyboard 335 pt tall (top at 517). A button 20 pt above the safe area
  /// // (34 pt at the bottom), to sit 8 pt above the keyboard.
  /// let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  /// keyboard.constraintLift(
  ///   restingOffset: 20, view: view, containerBottomInset: 34,
  ///   options: KeyboardAvoidanceOptions(spacing: 8))  // 289: the constant becomes 309
  /// KeyboardState.hidden.constraintLift(
  ///   restingOffset: 20, view: view, containerBottomInset: 34)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - restingOffset: The app's constant, as an upward offset from the container's bottom
  ///     edge. Not finite counts as 0.
  ///   - view: The view the constraint lives in, in the same coordinate space as this state's
  ///     frame; its safe-area inset is not used (the container's inset says where the edge is).
  ///   - containerBottomInset: How far above the view's bottom edge the container's bottom edge
  ///     is: 0 for the view itself, the bottom safe-area inset for its safe area. Not finite
  ///     counts as 0.
  ///   - options: The spacing and whether undocked keyboards count; the resting offset of the
  ///     options is not used (the app's constant is).
  /// - Returns: A finite lift, 0 or more, in the view's points.
  public func constraintLift(
    restingOffset: CGFloat,
    view: AvoidingView,
    containerBottomInset: CGFloat,
    options: KeyboardAvoidanceOptions = .standard
  ) -> CGFloat {
    clearance(
      of: view.frame, on: view.screen, followsUndockedKeyboard: options.followsUndockedKeyboard
    ).lift(
      restingAt: containerBottomInset.finiteOrZero + restingOffset.finiteOrZero,
      spacing: options.spacing)
  }
}
