import Foundation

extension KeyboardState {
  /// How far views that ride on the keyboard reach above its top: the `pinnedAboveKeyboard` to
  /// pass to the root shift and the scroll adjustments.
  ///
  /// Pass the frames of the views pinned to the keyboard's top edge (a "Create account" button,
  /// an input bar), measured where they sit with this keyboard: after the layout pass that
  /// follows the keyboard, as the adapters measure them. The result is the distance from the
  /// keyboard's top up to the highest of their top edges, the spacing under them included; a
  /// view that does not reach above the keyboard adds nothing. While the keyboard avoids nothing
  /// (hidden, on another screen, undocked and not followed) the views rest in the layout and
  /// the result is 0.
  ///
  /// ```swift
  /// // iPhone 16, keyboard top 517; a 50 pt button 16 pt above it, at 451…501.
  /// let pinned = keyboard.pinnedAboveKeyboard(of: [CGRect(x: 20, y: 451, width: 353, height: 50)])
  /// pinned  // 66
  /// keyboard.scrollAdjustment(for: form, revealing: field, pinnedAboveKeyboard: pinned)
  /// KeyboardState.hidden.pinnedAboveKeyboard(of: [CGRect(x: 20, y: 752, width: 353, height: 50)])
  /// // 0
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The frames of the views that ride on the keyboard, in the keyboard's coordinate
  ///     space (the screen's, or the one ``converted(_:)`` carried the state into). Frames that
  ///     are not finite are left out.
  ///   - screen: The screen showing the views, when known; a keyboard on another screen carries
  ///     nothing.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards count.
  /// - Returns: A height of 0 or more.
  /// - Complexity: O(*n*) for *n* frames.
  public func pinnedAboveKeyboard(
    of frames: [CGRect], on screen: KeyboardScreen? = nil, followsUndockedKeyboard: Bool = false
  ) -> CGFloat {
    guard avoids(on: screen, followsUndockedKeyboard: followsUndockedKeyboard),
      frame.isFiniteAndStandard
    else { return 0 }
    let top = frame.minY
    return frames.filter(\.isFiniteAndStandard).map { max(top - $0.standardized.minY, 0) }
      .max() ?? 0
  }
}
