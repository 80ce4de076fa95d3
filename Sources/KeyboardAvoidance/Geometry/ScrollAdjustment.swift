import Foundation

/// What to set on a scroll view so the focused field shows above the keyboard.
///
/// Returned by ``KeyboardState/scrollAdjustment(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``.
/// Apply it inside the keyboard's animation: set the bottom content inset and the vertical scroll
/// indicator's bottom inset, then the content offset. Keep ``keyboardInset`` and pass it back in the
/// next ``ScrollContainer`` for this scroll view.
///
/// ```swift
/// let adjustment = keyboard.scrollAdjustment(for: container, revealing: fieldFrame)
/// if adjustment.changesAnything {
///   scrollView.contentInset.bottom = adjustment.contentInsetBottom
///   scrollView.verticalScrollIndicatorInsets.bottom = adjustment.indicatorInsetBottom
///   scrollView.contentOffset = adjustment.contentOffset
///   addedInset = adjustment.keyboardInset
/// }
/// ```
public struct ScrollAdjustment: Sendable, Hashable {
  /// The bottom content inset to set (`UIScrollView.contentInset.bottom`).
  public var contentInsetBottom: CGFloat

  /// The vertical scroll indicator's bottom inset to set.
  public var indicatorInsetBottom: CGFloat

  /// The content offset to scroll to.
  public var contentOffset: CGPoint

  /// How much of the new bottom insets is there for the keyboard; 0 once the keyboard is gone.
  ///
  /// Pass it back as ``ScrollContainer/keyboardInset`` so the next adjustment knows the resting
  /// insets.
  public var keyboardInset: CGFloat

  /// Whether applying the adjustment changes anything on the scroll view it was computed for.
  public var changesAnything: Bool

  /// Creates an adjustment.
  ///
  /// - Parameters:
  ///   - contentInsetBottom: The bottom content inset to set.
  ///   - indicatorInsetBottom: The scroll indicator's bottom inset to set.
  ///   - contentOffset: The content offset to scroll to.
  ///   - keyboardInset: The part of the bottom insets that is there for the keyboard.
  ///   - changesAnything: Whether the values differ from the scroll view's current ones.
  public init(
    contentInsetBottom: CGFloat,
    indicatorInsetBottom: CGFloat,
    contentOffset: CGPoint,
    keyboardInset: CGFloat,
    changesAnything: Bool
  ) {
    self.contentInsetBottom = contentInsetBottom
    self.indicatorInsetBottom = indicatorInsetBottom
    self.contentOffset = contentOffset
    self.keyboardInset = keyboardInset
    self.changesAnything = changesAnything
  }

  /// The adjustment that leaves a scroll view as it is.
  ///
  /// ```swift
  /// ScrollAdjustment.unchanged(container).changesAnything  // false
  /// ```
  ///
  /// - Parameter container: The scroll view, as it is now.
  /// - Returns: Its current insets and offset, and `changesAnything` set to `false`.
  public static func unchanged(_ container: ScrollContainer) -> ScrollAdjustment {
    ScrollAdjustment(
      contentInsetBottom: container.contentInset.bottom,
      indicatorInsetBottom: container.indicatorInsetBottom,
      contentOffset: container.contentOffset,
      keyboardInset: container.keyboardInset,
      changesAnything: false
    )
  }
}

extension ScrollAdjustment {
  /// Whether two adjustments write the same values: insets, offset (component by component),
  /// keyboard inset and whether they change anything.
  ///
  /// ```swift
  /// adjustment == adjustment  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: An adjustment.
  ///   - rhs: Another.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: ScrollAdjustment, rhs: ScrollAdjustment) -> Bool {
    lhs.contentInsetBottom == rhs.contentInsetBottom
      && lhs.indicatorInsetBottom == rhs.indicatorInsetBottom
      && lhs.contentOffset.isExactly(rhs.contentOffset) && lhs.keyboardInset == rhs.keyboardInset
      && lhs.changesAnything == rhs.changesAnything
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let written: Set<ScrollAdjustment> = [adjustment]
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(contentInsetBottom)
    hasher.combine(indicatorInsetBottom)
    hasher.combine(exactly: contentOffset)
    hasher.combine(keyboardInset)
    hasher.combine(changesAnything)
  }
}
