import Foundation

/// How a view keeps out of the keyboard's way.
///
/// ```swift
/// // A button 8 pt above the keyboard, 16 pt above the safe area when the keyboard is away.
/// let options = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16)
/// ```
public struct KeyboardAvoidanceOptions: Sendable, Hashable {
  /// The least gap between the view and the keyboard's top edge.
  ///
  /// A clearance (``KeyboardClearance``): it holds whenever a keyboard lies under the view,
  /// while the keyboard covers the view and also when it stops flush with the view's bottom or
  /// just below it.
  public var spacing: CGFloat

  /// The offset the view rests at: while no keyboard lies under it (hidden, on another screen,
  /// or undocked while undocked keyboards are not followed), and while the keyboard stays far
  /// enough below that the resting view already clears it by `spacing`.
  public var restingOffset: CGFloat

  /// Whether undocked, split and floating iPad keyboards are avoided too.
  ///
  /// Off by default, like `UIKeyboardLayoutGuide.followsUndockedKeyboard`: a floating keyboard
  /// moves around over the content, and a layout that chases it jumps with every drag.
  public var followsUndockedKeyboard: Bool

  /// Creates options.
  ///
  /// Values that are not finite count as 0.
  ///
  /// - Parameters:
  ///   - spacing: The least gap above the keyboard; 0 by default.
  ///   - restingOffset: The offset the view rests at; 0 by default.
  ///   - followsUndockedKeyboard: Whether undocked and floating keyboards are avoided; `false`
  ///     by default.
  public init(
    spacing: CGFloat = 0,
    restingOffset: CGFloat = 0,
    followsUndockedKeyboard: Bool = false
  ) {
    self.spacing = spacing
    self.restingOffset = restingOffset
    self.followsUndockedKeyboard = followsUndockedKeyboard
  }

  /// No spacing, no resting offset, docked keyboards only.
  public static let standard = KeyboardAvoidanceOptions()
}
