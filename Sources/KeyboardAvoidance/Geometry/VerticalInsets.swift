import Foundation

/// The top and bottom insets of a scroll container, in points.
///
/// Keeping a field above the keyboard only ever reads and writes a scroll view's vertical insets,
/// so this value holds just those two edges of a `UIEdgeInsets`. Leaving the horizontal edges out
/// keeps adapters from suggesting that they matter.
///
/// ```swift
/// // A full-screen scroll view on an iPhone 16: UIKit adds the safe area to its inset.
/// let adjusted = VerticalInsets(top: 59, bottom: 34)
/// VerticalInsets.zero.bottom  // 0
/// ```
public struct VerticalInsets: Sendable, Hashable {
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat

  /// Creates insets; an edge left out is 0.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - bottom: The inset from the bottom edge.
  public init(top: CGFloat = 0, bottom: CGFloat = 0) {
    self.top = top
    self.bottom = bottom
  }

  /// No inset at the top or the bottom.
  public static let zero = VerticalInsets()
}
