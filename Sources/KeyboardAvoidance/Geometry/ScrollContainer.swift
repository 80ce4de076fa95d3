import Foundation

// The default offset below is `CGPoint.zero`, which Apple's SDK declares in CoreGraphics: a public
// default argument may only name what its own file imports.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scroll view's geometry, as keyboard avoidance needs it: where it is on screen, how much it
/// holds, where it is scrolled to and how it is inset.
///
/// Describe the scroll view as it is now, including any inset an earlier ``ScrollAdjustment``
/// added; ``keyboardInset`` says how much of the bottom insets that was. The resting insets (the
/// ones the app chose, which a hidden keyboard restores) are the current ones minus
/// ``keyboardInset``, so an adapter remembers one number per scroll view instead of a copy of its
/// insets, and an inset the app changes while the keyboard is up is kept.
///
/// All rectangles are in screen coordinates, like the keyboard's frame; offsets and sizes are in
/// the scroll view's content coordinates, as `UIScrollView` reports them.
///
/// ```swift
/// // A full-screen table on an iPhone 16, scrolled 200 pt down, not yet inset for the keyboard.
/// let table = ScrollContainer(
///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   contentSize: CGSize(width: 393, height: 1_400),
///   contentOffset: CGPoint(x: 0, y: 200),
///   adjustedContentInset: VerticalInsets(top: 59, bottom: 34)
/// )
/// table.restingAdjustedInsetBottom  // 34
/// ```
public struct ScrollContainer: Sendable, Hashable {
  /// The scroll view's frame in the screen's coordinate space.
  public var frame: CGRect

  /// The size of the scrolled content (`UIScrollView.contentSize`).
  public var contentSize: CGSize

  /// The point of the content shown at the scroll view's top-left corner
  /// (`UIScrollView.contentOffset`).
  public var contentOffset: CGPoint

  /// The inset the app sets (`UIScrollView.contentInset`), as it is now.
  public var contentInset: VerticalInsets

  /// The inset the scroll view really uses (`UIScrollView.adjustedContentInset`): the content
  /// inset plus what UIKit adds for the safe area and bars, as it is now.
  ///
  /// Scroll limits and the visible area come from this inset; only ``contentInset`` can be set.
  public var adjustedContentInset: VerticalInsets

  /// The bottom inset of the vertical scroll indicator
  /// (`UIScrollView.verticalScrollIndicatorInsets.bottom`), as it is now.
  public var indicatorInsetBottom: CGFloat

  /// How much of the current bottom insets keyboard avoidance added: the ``ScrollAdjustment/keyboardInset``
  /// of the last adjustment applied, or 0 while the scroll view is at rest.
  ///
  /// Negative and non-finite values count as 0.
  public var keyboardInset: CGFloat

  /// The screen showing the scroll view, when known; a keyboard on another screen covers nothing.
  public var screen: KeyboardScreen?

  /// Creates the description of a scroll view.
  ///
  /// - Parameters:
  ///   - frame: The scroll view's frame in screen coordinates.
  ///   - contentSize: The size of the content.
  ///   - contentOffset: The current content offset; `.zero` by default.
  ///   - contentInset: The content inset as it is now; `.zero` by default.
  ///   - adjustedContentInset: The adjusted content inset as it is now; the content inset when
  ///     `nil` (a scroll view whose inset UIKit does not adjust).
  ///   - indicatorInsetBottom: The vertical scroll indicator's bottom inset as it is now; 0 by
  ///     default.
  ///   - keyboardInset: The part of the bottom insets added for the keyboard; 0 by default.
  ///   - screen: The screen showing the scroll view; unknown by default.
  public init(
    frame: CGRect,
    contentSize: CGSize,
    contentOffset: CGPoint = .zero,
    contentInset: VerticalInsets = .zero,
    adjustedContentInset: VerticalInsets? = nil,
    indicatorInsetBottom: CGFloat = 0,
    keyboardInset: CGFloat = 0,
    screen: KeyboardScreen? = nil
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset ?? contentInset
    self.indicatorInsetBottom = indicatorInsetBottom
    self.keyboardInset = keyboardInset
    self.screen = screen
  }
}

extension ScrollContainer {
  /// The bottom content inset the app chose, without the keyboard's part.
  ///
  /// ```swift
  /// // Inset 301 pt, of which keyboard avoidance added 301.
  /// container.restingContentInsetBottom  // 0
  /// ```
  public var restingContentInsetBottom: CGFloat { contentInset.bottom - addedInset }

  /// The bottom adjusted inset without the keyboard's part: the safe area, a tab bar or a toolbar.
  ///
  /// ```swift
  /// // Adjusted inset 335 pt on an iPhone 16, of which keyboard avoidance added 301.
  /// container.restingAdjustedInsetBottom  // 34
  /// ```
  public var restingAdjustedInsetBottom: CGFloat { adjustedContentInset.bottom - addedInset }

  /// The scroll indicator's bottom inset without the keyboard's part.
  ///
  /// ```swift
  /// // Indicator inset 301 pt, all of it added for the keyboard.
  /// container.restingIndicatorInsetBottom  // 0
  /// ```
  public var restingIndicatorInsetBottom: CGFloat { indicatorInsetBottom - addedInset }

  /// Whether the content is taller than the frame with the keyboard's part of the insets left
  /// out: a form that scrolls at rest, not one that scrolls only because an inset was added for
  /// the keyboard.
  ///
  /// Automatic keyboard avoidance scrolls only containers that scroll at rest (or that the app
  /// lets bounce vertically); a paging carousel or a short list would otherwise be scrolled for
  /// a field that is not in it to move.
  ///
  /// ```swift
  /// // A 600 pt form in a 500 pt scroll view: it scrolls at rest.
  /// ScrollContainer(
  ///   frame: CGRect(x: 0, y: 0, width: 393, height: 500),
  ///   contentSize: CGSize(width: 393, height: 600)
  /// ).overflowsAtRest  // true
  /// // A 400 pt form, 301 pt of bottom inset added for the keyboard: it does not.
  /// ScrollContainer(
  ///   frame: CGRect(x: 0, y: 0, width: 393, height: 500),
  ///   contentSize: CGSize(width: 393, height: 400),
  ///   contentInset: VerticalInsets(bottom: 301), keyboardInset: 301
  /// ).overflowsAtRest  // false
  /// ```
  public var overflowsAtRest: Bool {
    contentSize.height + adjustedContentInset.top + restingAdjustedInsetBottom > frame.height
  }

  /// The largest vertical content offset the scroll view scrolls to: the content's bottom at
  /// the bottom of the visible area, or the top inset's offset when the content is shorter.
  ///
  /// The visible area is the frame less the adjusted insets as they are now, so a scroll view
  /// inset for the keyboard scrolls further than it does at rest. The smallest offset is
  /// `-adjustedContentInset.top`, and scroll avoidance never scrolls outside the two: a
  /// ``ScrollAdjustment``'s offset lies between them, with its own inset in place.
  ///
  /// ```swift
  /// // An 852 pt table holding 1 400 pt, adjusted insets 59 and 335 (301 of them the keyboard's).
  /// ScrollContainer(
  ///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
  ///   contentSize: CGSize(width: 393, height: 1_400),
  ///   adjustedContentInset: VerticalInsets(top: 59, bottom: 335), keyboardInset: 301
  /// ).highestContentOffsetY  // 883: 1 400 + 335 − 852
  /// // A 400 pt form in a 500 pt scroll view, top inset 20: it never scrolls past its top.
  /// ScrollContainer(
  ///   frame: CGRect(x: 0, y: 0, width: 393, height: 500),
  ///   contentSize: CGSize(width: 393, height: 400),
  ///   contentInset: VerticalInsets(top: 20)
  /// ).highestContentOffsetY  // -20
  /// ```
  public var highestContentOffsetY: CGFloat {
    highestContentOffsetY(adjustedInsetBottom: adjustedContentInset.bottom)
  }

  /// ``highestContentOffsetY`` with the adjusted bottom inset an adjustment is about to set.
  func highestContentOffsetY(adjustedInsetBottom: CGFloat) -> CGFloat {
    max(-adjustedContentInset.top, contentSize.height + adjustedInsetBottom - frame.height)
  }

  /// ``keyboardInset``, sanitised.
  var addedInset: CGFloat { keyboardInset.isFinite ? max(keyboardInset, 0) : 0 }

  /// Whether every number is finite and the frame and content size are not negative: the only
  /// geometry the avoidance math reads.
  var isMeasurable: Bool {
    frame.isFiniteAndStandard && contentSize.height.isFinite && contentSize.height >= 0
      && contentOffset.x.isFinite && contentOffset.y.isFinite
      && adjustedContentInset.top.isFinite && adjustedContentInset.bottom.isFinite
      && contentInset.bottom.isFinite && indicatorInsetBottom.isFinite
  }
}

extension ScrollContainer {
  /// Whether two descriptions are the same: frame, content size and offset (component by
  /// component), insets, indicator inset, keyboard inset and screen.
  ///
  /// ```swift
  /// table == table  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A scroll view's description.
  ///   - rhs: Another.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: ScrollContainer, rhs: ScrollContainer) -> Bool {
    lhs.frame.isExactly(rhs.frame) && lhs.contentSize.isExactly(rhs.contentSize)
      && lhs.contentOffset.isExactly(rhs.contentOffset) && lhs.contentInset == rhs.contentInset
      && lhs.adjustedContentInset == rhs.adjustedContentInset
      && lhs.indicatorInsetBottom == rhs.indicatorInsetBottom
      && lhs.keyboardInset == rhs.keyboardInset && lhs.screen == rhs.screen
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let measured: Set<ScrollContainer> = [table]
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(exactly: frame)
    hasher.combine(exactly: contentSize)
    hasher.combine(exactly: contentOffset)
    hasher.combine(contentInset)
    hasher.combine(adjustedContentInset)
    hasher.combine(indicatorInsetBottom)
    hasher.combine(keyboardInset)
    hasher.combine(screen)
  }
}
