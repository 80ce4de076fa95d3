import Foundation

/// Distances from a screen's edges that the system keeps for itself: a safe area.
///
/// This is the value type of `UIEdgeInsets` for code that runs without UIKit.
///
/// ```swift
/// let insets = ScreenInsets(top: 59, bottom: 34)
/// insets.left  // 0
/// ```
public struct ScreenInsets: Sendable, Hashable {
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the left edge, in points.
  public var left: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the right edge, in points.
  public var right: CGFloat

  /// Creates insets; edges left out are 0.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = ScreenInsets()
}
