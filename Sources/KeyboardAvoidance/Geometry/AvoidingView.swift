import Foundation

/// A view that keeps out of the keyboard's way, described in screen coordinates.
///
/// The keyboard reports its frame in screen coordinates, so the view is described there too: its
/// frame converted to the screen's coordinate space, its bottom safe-area inset, and the screen it
/// is on. The UIKit and SwiftUI adapters build this from a live view; tests and previews build it by
/// hand.
///
/// ```swift
/// // A full-screen view controller on an iPhone 15.
/// let view = AvoidingView(
///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   safeAreaBottom: 34
/// )
/// ```
public struct AvoidingView: Sendable, Hashable {
  /// The view's frame in the screen's coordinate space.
  public var frame: CGRect

  /// The view's bottom safe-area inset, in points; 0 to measure from the view's bottom edge.
  ///
  /// The keyboard covers the home-indicator strip too, so a layout pinned to the safe area moves
  /// by the covered height minus this inset.
  public var safeAreaBottom: CGFloat

  /// The screen showing the view, when known.
  ///
  /// A keyboard on another screen covers nothing.
  public var screen: KeyboardScreen?

  /// Creates the description of a view.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in screen coordinates.
  ///   - safeAreaBottom: The view's bottom safe-area inset; 0 by default.
  ///   - screen: The screen showing the view; unknown by default.
  public init(frame: CGRect, safeAreaBottom: CGFloat = 0, screen: KeyboardScreen? = nil) {
    self.frame = frame
    self.safeAreaBottom = safeAreaBottom
    self.screen = screen
  }
}

extension AvoidingView {
  /// Whether two descriptions are the same: frame (component by component), bottom safe-area
  /// inset and screen.
  ///
  /// ```swift
  /// AvoidingView(frame: .zero) == AvoidingView(frame: .zero, safeAreaBottom: 0)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A view's description.
  ///   - rhs: Another.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: AvoidingView, rhs: AvoidingView) -> Bool {
    lhs.frame.isExactly(rhs.frame) && lhs.safeAreaBottom == rhs.safeAreaBottom
      && lhs.screen == rhs.screen
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let views: Set<AvoidingView> = [AvoidingView(frame: .zero)]
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(exactly: frame)
    hasher.combine(safeAreaBottom)
    hasher.combine(screen)
  }
}
