import Foundation

/// How a view keeps out of the keyboard's way.
///
/// ```swift
/// // A button 8 pt above the keyboard, 16 pt above the safe area when the keyboard is away.
/// let options = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16)
/// ```
public struct KeyboardAvoidanceOptions: Sendable, Hashable {
  /// The gap between the view and the keyboard's top edge while the keyboard covers the view.
  public var spacing: CGFloat

  /// The offset while the keyboard covers nothing: hidden, on another screen, below the view, or
  /// undocked while undocked keyboards are not followed.
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
  ///   - spacing: The gap above the keyboard while it covers the view; 0 by default.
  ///   - restingOffset: The offset while the keyboard covers nothing; 0 by default.
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
