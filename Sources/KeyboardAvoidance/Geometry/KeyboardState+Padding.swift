import Foundation

extension KeyboardState {
  /// The bottom padding that lifts a view's content above the keyboard when the padding makes the
  /// view taller, as SwiftUI's `padding(_:_:)` does.
  ///
  /// > Important: Deprecated: use ``PaddedContent/bottomPadding(for:options:)``. This function
  /// > reads the frame *with* the padding included, which cannot tell how the padding moved the
  /// > content. It settles only where the padded frame's bottom edge stays put (a view that
  /// > fills the space its container offers). Where the content stays put and the frame grows
  /// > below it (content inside a `ScrollView`, a view aligned to the top of a taller frame),
  /// > every answer lengthens the frame it measures next: on an iPhone 16 with the keyboard's
  /// > top at y = 517 and an 8 pt gap, content at y = 100…800 gets 291, 582, then 873 pt,
  /// > without end. Centred content creeps toward its answer over many passes, and subtracting
  /// > the safe-area inset leaves content that reaches the home-indicator strip that much under
  /// > the keyboard. ``PaddedContent`` decides from the frame without the padding instead, and
  /// > settles in one pass. This function keeps its answers unchanged for existing callers.
  ///
  /// ``bottomOffset(for:options:)`` is the constant of a constraint inside a view whose size does
  /// not change, so it never exceeds that view's height. Padding works the other way: it is part
  /// of the view's frame, which grows upward from a bottom edge that stays where it is. Measure
  /// the frame with the padding included and the content needs the distance from that bottom edge
  /// up to the keyboard's top edge, minus the safe-area inset, plus the spacing, however short the
  /// view is. For a view whose bottom edge stays where it is, applying the result changes the
  /// frame's top only, and the keyboard still reaches the same bottom edge, so measuring again
  /// gives the same padding.
  ///
  /// While the keyboard covers nothing of the view (hidden, on another screen, above or beside
  /// the view, undocked while undocked keyboards are not followed) the padding is the resting
  /// offset. For a view that fills the screen down to the keyboard, the result equals
  /// ``bottomOffset(for:options:)``.
  ///
  /// ```swift
  /// // iPhone 16, docked keyboard 335 pt tall (top at y = 517), 8 pt gap.
  /// // A 44 pt button row ending at the safe area's bottom (y = 818).
  /// let row = AvoidingView(frame: CGRect(x: 0, y: 774, width: 393, height: 44))
  /// keyboard.bottomPadding(for: row, options: KeyboardAvoidanceOptions(spacing: 8))  // 309
  /// keyboard.bottomOffset(for: row, options: KeyboardAvoidanceOptions(spacing: 8))  // 44
  /// // The same row once padded: 309 pt taller, same bottom edge, same padding.
  /// let padded = AvoidingView(frame: CGRect(x: 0, y: 465, width: 393, height: 353))
  /// keyboard.bottomPadding(for: padded, options: KeyboardAvoidanceOptions(spacing: 8))  // 309
  /// KeyboardState.hidden.bottomPadding(for: row)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - view: The padded view in screen coordinates, padding included; `nil` while it is not on
  ///     screen yet, which gives the resting offset.
  ///   - options: Spacing, resting offset, and whether undocked keyboards count.
  /// - Returns: A finite padding, 0 or more.
  @available(*, deprecated, message: "Use PaddedContent.bottomPadding(for:options:)")
  public func bottomPadding(
    for view: AvoidingView?,
    options: KeyboardAvoidanceOptions = .standard
  ) -> CGFloat {
    let resting = max(0, options.restingOffset.finiteOrZero)
    guard let view else { return resting }
    let covered = coveredHeight(
      of: view.frame, on: view.screen, followsUndockedKeyboard: options.followsUndockedKeyboard)
    guard covered > 0 else { return resting }
    // The keyboard's top measured up from the view's bottom edge, not clipped to the view's
    // height as `covered` is: the padding makes the view as tall as it needs to be.
    let reach = view.frame.maxY - frame.minY
    let lift = max(0, reach - view.safeAreaBottom.finiteOrZero) + options.spacing.finiteOrZero
    return max(0, lift)
  }
}
