import Foundation

extension KeyboardState {
  /// This state with the keyboard's frame carried into another coordinate space.
  ///
  /// Keyboard frames are reported in the screen's coordinate space. A layout works in its own
  /// points: under a scale transform, or in a zoomed container, one screen point is not one
  /// layout point. Apple's documentation of `keyboardFrameEndUserInfoKey` therefore converts the
  /// keyboard's frame into the view and intersects there. Pass the conversion (UIKit's
  /// `screen.coordinateSpace.convert(_:to:)`) and measure the view in its own coordinates with
  /// every policy of this type: ``coveredHeight(of:on:followsUndockedKeyboard:)``,
  /// ``bottomOffset(for:options:)``, ``constraintLift(restingOffset:view:containerBottomInset:options:)``,
  /// ``scrollAdjustment(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``. How the
  /// keyboard is shown, its animation and its screen do not change.
  ///
  /// ```swift
  /// // iPhone 16, keyboard top at 517. A 393 × 852 card scaled to 80 % about its centre: the
  /// // keyboard's top is at 539.75 in the card's own points.
  /// let inCard = keyboard.converted { rect in
  ///   CGRect(
  ///     x: (rect.minX - 39.3) / 0.8, y: (rect.minY - 85.2) / 0.8,
  ///     width: rect.width / 0.8, height: rect.height / 0.8)
  /// }
  /// inCard.coveredHeight(of: CGRect(x: 0, y: 0, width: 393, height: 852))  // 312.25
  /// keyboard.coveredHeight(of: CGRect(x: 39.3, y: 85.2, width: 314.4, height: 681.6))  // 249.8
  /// ```
  ///
  /// A hidden keyboard has no frame to convert and is returned as it is. A conversion that
  /// returns a rectangle that is not finite leaves a state that covers nothing.
  ///
  /// - Parameter convert: Converts a rectangle from the screen's coordinate space into the
  ///   target space.
  /// - Returns: The same state, its frame in the target space.
  public func converted(_ convert: (CGRect) -> CGRect) -> KeyboardState {
    guard isVisible else { return self }
    var converted = self
    converted.frame = convert(frame)
    return converted
  }
}
