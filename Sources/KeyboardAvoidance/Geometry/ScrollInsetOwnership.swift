import Foundation

/// Who owns which part of a scroll view's bottom insets: the app's content inset and indicator
/// inset, each written by the app whenever it likes, and the keyboard's part on top of both.
///
/// A scroll-view binding keeps one of these. Before each measurement it reads the scroll view
/// through ``observe(_:)``: an inset other than the one it wrote last was written by the app (a
/// toolbar of its own, a table view controller, legacy keyboard code), and that value becomes the
/// app's, the content inset and the indicator inset each on its own. The container it returns is
/// the scroll view as the scroll-avoidance policy
/// (``KeyboardState/scrollAdjustment(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``)
/// must see it: the app's insets with the keyboard's part still on top, so the policy measures
/// the keyboard's part afresh. ``own(_:)`` then turns the policy's answer into the insets to
/// write, each the app's value plus the keyboard's part, computed from the app's value every time
/// so nothing drifts however many times the keyboard comes and goes; ``rest(_:)`` gives the app's
/// values back exactly.
///
/// ```swift
/// // iPhone 16, keyboard up: 281 pt of the 335 pt keyboard added to the app's 0.
/// var insets = ScrollInsetOwnership(contentInsetBottom: 0, indicatorInsetBottom: 0)
/// // … the app writes contentInset.bottom = 50 (a toolbar of its own) …
/// let measured = insets.observe(container)  // content inset 50 + 281, keyboard inset 281
/// let adjustment = insets.own(keyboard.scrollAdjustment(for: measured, revealing: field))
/// adjustment.contentInsetBottom  // 331: the app's 50 and the keyboard's 281
/// adjustment.indicatorInsetBottom  // 281: the app's 0 and the keyboard's 281
/// insets.rest(ScrollInsetOwnership.Insets(content: 331, indicator: 281))  // 50 and 0 again
/// ```
public struct ScrollInsetOwnership: Sendable, Hashable {
  /// The bottom content inset, as the app and the binding wrote it.
  public private(set) var contentInset: BoundValue<CGFloat>

  /// The bottom indicator inset, as the app and the binding wrote it.
  public private(set) var indicatorInset: BoundValue<CGFloat>

  /// The keyboard's part, on top of both of the app's insets; 0 while nothing is added.
  public private(set) var keyboardInset: CGFloat = 0

  /// Starts from the insets the scroll view has, which are the app's.
  ///
  /// ```swift
  /// let insets = ScrollInsetOwnership(contentInsetBottom: 20, indicatorInsetBottom: 0)
  /// insets.keyboardInset  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - contentInsetBottom: The scroll view's bottom content inset.
  ///   - indicatorInsetBottom: Its bottom vertical indicator inset.
  public init(contentInsetBottom: CGFloat, indicatorInsetBottom: CGFloat) {
    contentInset = BoundValue(appValue: contentInsetBottom)
    indicatorInset = BoundValue(appValue: indicatorInsetBottom)
  }

  /// Reads the scroll view as measured now, taking any inset the app wrote as its new value,
  /// and returns it as the policy must see it.
  ///
  /// The result has the app's insets with ``keyboardInset`` on top of both, the adjusted inset
  /// moved by the same amount, and ``keyboardInset`` as its `keyboardInset`: exactly the scroll
  /// view as measured when nobody else wrote an inset.
  ///
  /// ```swift
  /// var insets = ScrollInsetOwnership(contentInsetBottom: 0, indicatorInsetBottom: 0)
  /// insets.observe(container).keyboardInset  // 0
  /// ```
  ///
  /// - Parameter measured: The scroll view as it is; its `keyboardInset` is not used.
  /// - Returns: The container to give the scroll-avoidance policy.
  public mutating func observe(_ measured: ScrollContainer) -> ScrollContainer {
    contentInset.observe(measured.contentInset.bottom)
    indicatorInset.observe(measured.indicatorInsetBottom)
    var container = measured
    let content = appContentInset + keyboardInset
    container.adjustedContentInset.bottom += content - measured.contentInset.bottom
    container.contentInset.bottom = content
    container.indicatorInsetBottom = appIndicatorInset + keyboardInset
    container.keyboardInset = keyboardInset
    return container
  }

  /// Takes the policy's adjustment of a container from ``observe(_:)`` and returns the one to
  /// apply: the insets become the app's values plus the adjustment's keyboard inset, and are
  /// remembered as the binding's writes.
  ///
  /// ```swift
  /// let adjustment = insets.own(keyboard.scrollAdjustment(for: measured, revealing: field))
  /// adjustment.contentInsetBottom  // the app's inset + adjustment.keyboardInset
  /// ```
  ///
  /// - Parameter adjustment: What the policy worked out.
  /// - Returns: The adjustment with the insets to write; its offset is the policy's.
  public mutating func own(_ adjustment: ScrollAdjustment) -> ScrollAdjustment {
    let keyboard = adjustment.keyboardInset.isFinite ? max(adjustment.keyboardInset, 0) : 0
    var owned = adjustment
    owned.keyboardInset = keyboard
    owned.contentInsetBottom = appContentInset + keyboard
    owned.indicatorInsetBottom = appIndicatorInset + keyboard
    owned.changesAnything =
      adjustment.changesAnything || keyboard != keyboardInset
      || owned.contentInsetBottom != contentInset.lastSeen
      || owned.indicatorInsetBottom != indicatorInset.lastSeen
    keyboardInset = keyboard
    _ = contentInset.write(owned.contentInsetBottom, over: contentInset.lastSeen)
    _ = indicatorInset.write(owned.indicatorInsetBottom, over: indicatorInset.lastSeen)
    return owned
  }

  /// Takes the keyboard's part away without measuring: the keyboard covers nothing, or the
  /// scroll view left its window.
  ///
  /// ```swift
  /// let resting = insets.rest(ScrollInsetOwnership.Insets(content: 331, indicator: 281))
  /// resting  // content 50, indicator 0: the app's insets, exactly
  /// ```
  ///
  /// - Parameter measured: The scroll view's bottom insets as they are.
  /// - Returns: The bottom content and indicator insets to write: the app's values.
  public mutating func rest(_ measured: Insets) -> Insets {
    contentInset.observe(measured.content)
    indicatorInset.observe(measured.indicator)
    keyboardInset = 0
    let resting = Insets(content: appContentInset, indicator: appIndicatorInset)
    _ = contentInset.write(resting.content, over: contentInset.lastSeen)
    _ = indicatorInset.write(resting.indicator, over: indicatorInset.lastSeen)
    return resting
  }

  private var appContentInset: CGFloat { contentInset.resting(otherwise: 0) }
  private var appIndicatorInset: CGFloat { indicatorInset.resting(otherwise: 0) }

  /// A scroll view's bottom content and indicator insets.
  ///
  /// ```swift
  /// let resting = insets.rest(ScrollInsetOwnership.Insets(content: 331, indicator: 281))
  /// scrollView.contentInset.bottom = resting.content
  /// scrollView.verticalScrollIndicatorInsets.bottom = resting.indicator
  /// ```
  public struct Insets: Sendable, Hashable {
    /// The bottom content inset.
    public var content: CGFloat

    /// The bottom vertical indicator inset.
    public var indicator: CGFloat

    /// Creates bottom insets.
    ///
    /// ```swift
    /// let resting = ScrollInsetOwnership.Insets(content: 20, indicator: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The bottom content inset.
    ///   - indicator: The bottom vertical indicator inset.
    public init(content: CGFloat, indicator: CGFloat) {
      self.content = content
      self.indicator = indicator
    }
  }
}
