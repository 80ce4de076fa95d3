import Foundation

/// Content that keyboard avoidance pads at the bottom, as measured on screen, and the bottom
/// padding that keeps it above the keyboard.
///
/// A bottom padding changes the layout it is decided from: SwiftUI lays the padded view out
/// again, and where the content ends up depends on how its container places it. Deciding from the
/// frame as it is after padding feeds every answer back into the next measurement; content that
/// stays where it is while its padding grows (inside a `ScrollView`, or at the top of a taller
/// frame) then gains the keyboard's height on every pass. `PaddedContent` decides from the
/// *unpadded* frame instead, the frame the content has with no keyboard padding and without
/// SwiftUI's own keyboard avoidance. The padding does not change that frame, so applying the
/// answer and measuring again gives the same answer: the layout settles in one pass.
///
/// Describe the content as a reader inside the padding measures it: its frame in screen
/// coordinates without the padding, the padding it had when it was measured, how its container
/// places it (``Placement``), and the keyboard inset SwiftUI had already applied to the space it is
/// laid out in. ``unpaddedFrame`` works out the rest.
///
/// ```swift
/// // iPhone 16, docked keyboard 335 pt tall (top at y = 517), 8 pt gap.
/// let options = KeyboardAvoidanceOptions(spacing: 8)
///
/// // The outermost stack of a screen, ending at the safe area's bottom (y = 818).
/// let screen = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 759))
/// let stack = PaddedContent(view: screen)
/// stack.bottomPadding(for: keyboard, options: options)  // 309
/// // Measured again with that padding, the stack ends 8 pt above the keyboard: same answer.
/// PaddedContent(
///   view: AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 450)), padding: 309
/// ).bottomPadding(for: keyboard, options: options)  // 309
///
/// // A form at y = 100…800 inside a ScrollView: the padding adds room below it.
/// let form = AvoidingView(frame: CGRect(x: 0, y: 100, width: 393, height: 700))
/// let room = PaddedContent(view: form, placement: .top)
/// room.bottomPadding(for: keyboard, options: options)  // 291
/// PaddedContent(view: form, padding: 291, placement: .top)
///   .bottomPadding(for: keyboard, options: options)  // 291
/// ```
public struct PaddedContent: Sendable, Hashable {
  /// The content in screen coordinates, measured inside the keyboard padding: its frame without
  /// the padding, and the screen showing it.
  ///
  /// The view's ``AvoidingView/safeAreaBottom`` plays no part. A padded view that reaches into the
  /// home-indicator strip stops reaching it once the padding lifts its bottom above the strip,
  /// and then respects no bottom inset: subtracting the inset would leave that much of the
  /// content under the keyboard.
  public var view: AvoidingView

  /// The keyboard padding the content had when ``view`` was measured; 0 for content measured
  /// without it.
  ///
  /// Negative and non-finite values count as 0.
  public var padding: CGFloat

  /// How the content's container places it, which decides how far the padding moves it.
  public var placement: Placement

  /// How much SwiftUI's own keyboard avoidance had already taken from the bottom of the space the
  /// content is laid out in when ``view`` was measured: the keyboard's part of that space's
  /// bottom safe-area inset; 0 when SwiftUI's avoidance is off.
  ///
  /// It counts as padding already applied, so the answer adds only what is still missing and the
  /// two never add up to more than one avoidance. Negative and non-finite values count as 0.
  public var keyboardInset: CGFloat

  /// Describes content as it was measured.
  ///
  /// ```swift
  /// // A screen's stack measured with no padding yet, SwiftUI's avoidance off.
  /// let screen = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 759))
  /// let stack = PaddedContent(view: screen)
  /// // A fixed-height row at the bottom of a taller frame.
  /// let row = PaddedContent(
  ///   view: AvoidingView(frame: CGRect(x: 0, y: 774, width: 393, height: 44)), placement: .bottom)
  /// ```
  ///
  /// - Parameters:
  ///   - view: The content's frame in screen coordinates, measured inside the padding, and its
  ///     screen.
  ///   - padding: The keyboard padding the content had when it was measured; 0 by default.
  ///   - placement: How the content's container places it; ``Placement/fills`` by default.
  ///   - keyboardInset: The keyboard inset SwiftUI had applied to the content's space; 0 by
  ///     default.
  public init(
    view: AvoidingView, padding: CGFloat = 0, placement: Placement = .fills,
    keyboardInset: CGFloat = 0
  ) {
    self.view = view
    self.padding = padding
    self.placement = placement
    self.keyboardInset = keyboardInset
  }

  /// Describes content from two frames measured in the same layout pass: the content inside its
  /// padding, and the padded view around it.
  ///
  /// SwiftUI's `padding(_:_:)` returns a view "padded by the specified amount on the specified
  /// edges", so the padded view ends exactly ``padding`` below the content, whatever the
  /// container does with either. Measuring both therefore gives the padding the content really
  /// had, even in the middle of the padding's animation, where the value last asked for is not
  /// yet the value laid out. Any such pair answers with the same padding: the one the layout
  /// settles at.
  ///
  /// ```swift
  /// // A form at y = 100…800 in a ScrollView, halfway through growing 291 pt of room below it.
  /// let form = AvoidingView(frame: CGRect(x: 0, y: 100, width: 393, height: 700))
  /// let content = PaddedContent(
  ///   view: form, paddedFrame: CGRect(x: 0, y: 100, width: 393, height: 845.5), placement: .top)
  /// content.padding  // 145.5
  /// content.bottomPadding(for: keyboard, options: KeyboardAvoidanceOptions(spacing: 8))  // 291
  /// ```
  ///
  /// - Parameters:
  ///   - view: The content's frame in screen coordinates, measured inside the padding, and its
  ///     screen.
  ///   - paddedFrame: The padded view's frame in the same coordinates and layout pass. When its
  ///     bottom edge is not finite or lies above the content's, the padding counts as 0.
  ///   - placement: How the content's container places it; ``Placement/fills`` by default.
  ///   - keyboardInset: The keyboard inset SwiftUI had applied to the content's space; 0 by
  ///     default.
  public init(
    view: AvoidingView, paddedFrame: CGRect, placement: Placement = .fills,
    keyboardInset: CGFloat = 0
  ) {
    let padding = paddedFrame.maxY - view.frame.maxY
    self.init(
      view: view, padding: padding.isFinite ? padding.clampedToZero : 0, placement: placement,
      keyboardInset: keyboardInset)
  }
}

extension PaddedContent {
  /// Content that has not been measured yet, such as a view not yet in a window: its padding is
  /// always the resting offset.
  ///
  /// ```swift
  /// PaddedContent.unmeasured.bottomPadding(
  ///   for: keyboard, options: KeyboardAvoidanceOptions(restingOffset: 16))  // 16
  /// ```
  public static let unmeasured = PaddedContent(view: AvoidingView(frame: .null))

  /// Where the content would be with no keyboard padding and no keyboard avoidance by SwiftUI, in
  /// screen coordinates; `nil` when the measured frame is not finite or has a negative size.
  ///
  /// SwiftUI's inset shrinks the content's space from the bottom as a padding of the same height
  /// would, so both undo alike: a ``Placement/fills`` frame grows back down by their sum, a
  /// ``Placement/bottom`` frame moves down by it, a ``Placement/center`` frame by half of it, and
  /// a ``Placement/top`` frame stays.
  ///
  /// ```swift
  /// // A stack that fills the screen, measured with 309 pt of padding.
  /// let padded = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 450))
  /// PaddedContent(view: padded, padding: 309).unpaddedFrame
  /// // (0, 59, 393, 759): down to the safe area's bottom again
  /// ```
  public var unpaddedFrame: CGRect? {
    let frame = view.frame
    guard frame.isFiniteAndStandard else { return nil }
    let applied = padding.finiteOrZero.clampedToZero + keyboardInset.finiteOrZero.clampedToZero
    let unpadded = placement.frame(frame, without: applied)
    return unpadded.isFiniteAndStandard ? unpadded : nil
  }

  /// The bottom padding that keeps the content above the keyboard, decided from its unpadded
  /// frame so that applying it and measuring again gives the same padding.
  ///
  /// While the keyboard covers the unpadded frame, the content's bottom has to rise by the
  /// keyboard's *reach*, the distance from the keyboard's top down to the unpadded bottom edge,
  /// plus the spacing. The padding that does it depends on the ``placement``: the rise itself for
  /// ``Placement/fills`` and ``Placement/bottom`` content, twice the rise for
  /// ``Placement/center`` content, and, for ``Placement/top`` content that no padding moves, that
  /// same height as room below it to scroll into. The padding never goes below the resting
  /// offset while the keyboard covers the content, so a short bar never moves the content down.
  /// SwiftUI's ``keyboardInset`` is subtracted: it already did that much.
  ///
  /// So the answer never exceeds `max(restingOffset, k × (reach + spacing)) − keyboardInset`,
  /// with `k` = 2 for centred content and 1 otherwise. For a docked keyboard or a hardware
  /// keyboard's bar the reach stops at the bottom of the keyboard's frame (for a docked keyboard,
  /// the screen's bottom edge), so it is never more than the frame's height, even for content
  /// that runs below the screen or a ``placement`` that does not match the layout.
  ///
  /// While the keyboard covers nothing of the unpadded frame (hidden, on another screen, beside
  /// or above the content, undocked or floating while undocked keyboards are not followed), the
  /// padding is the resting offset, whatever SwiftUI did.
  ///
  /// ```swift
  /// // iPhone 16, docked keyboard 335 pt tall (top at y = 517), 8 pt gap.
  /// let options = KeyboardAvoidanceOptions(spacing: 8)
  /// let screen = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 759))
  /// PaddedContent(view: screen).bottomPadding(for: keyboard, options: options)  // 309
  /// // SwiftUI already shrank the screen to the keyboard's top: only the gap is missing.
  /// let avoided = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 458))
  /// PaddedContent(view: avoided, keyboardInset: 301)
  ///   .bottomPadding(for: keyboard, options: options)  // 8
  /// // A 300 pt form centred between y = 59 and 818 (bottom at 588.5): it rises half as far.
  /// let card = AvoidingView(frame: CGRect(x: 0, y: 288.5, width: 393, height: 300))
  /// PaddedContent(view: card, placement: .center)
  ///   .bottomPadding(for: keyboard, options: options)  // 159
  /// PaddedContent(view: screen).bottomPadding(for: .hidden, options: options)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard's state.
  ///   - options: Spacing, resting offset, and whether undocked keyboards count. Non-finite
  ///     values count as 0, and a negative resting offset counts as 0.
  /// - Returns: A finite padding, 0 or more; the resting offset when the content cannot be
  ///   measured (non-finite frame, negative size).
  public func bottomPadding(
    for keyboard: KeyboardState, options: KeyboardAvoidanceOptions = .standard
  ) -> CGFloat {
    let resting = options.restingOffset.finiteOrZero.clampedToZero
    guard let unpadded = unpaddedFrame else { return resting }
    let covered = keyboard.coveredHeight(
      of: unpadded, on: view.screen, followsUndockedKeyboard: options.followsUndockedKeyboard)
    guard covered > 0 else { return resting }
    // Nothing below a docked keyboard's frame is covered: its bottom is the screen's edge (a
    // bar's frame runs further down, hidden). An undocked or floating keyboard may end above the
    // content's bottom, which has to clear its top all the same.
    let bottom =
      keyboard.presentation.isDocked ? min(unpadded.maxY, keyboard.frame.maxY) : unpadded.maxY
    let rise = bottom - keyboard.frame.minY + options.spacing.finiteOrZero
    let needed = max(resting, placement.padding(forRise: rise))
    let remainder = needed - keyboardInset.finiteOrZero.clampedToZero
    return remainder.isFinite ? remainder.clampedToZero : resting
  }
}

extension CGFloat {
  fileprivate var clampedToZero: CGFloat { Swift.max(self, 0) }
}
