import Foundation

/// A value that can stand part of the way between two others, so it can move with the keyboard.
///
/// ``KeyboardAnimation/value(from:to:at:model:)`` and the sampling functions work with any type
/// that conforms. Numbers, points, sizes and rectangles conform already, and so do flags, which
/// switch rather than blend (see ``Swift/Bool/interpolated(to:progress:)``); conform your own types
/// (a color, a transform) by interpolating their components.
///
/// ```swift
/// CGFloat(10).interpolated(to: 20, progress: 0.25)  // 12.5
/// CGRect(x: 0, y: 852, width: 393, height: 335)
///   .interpolated(to: CGRect(x: 0, y: 517, width: 393, height: 335), progress: 0.5)
/// // (0, 684.5, 393, 335)
/// ```
public protocol KeyboardInterpolatable {
  /// The value `progress` of the way from this value to `end`.
  ///
  /// Conforming types return exactly `self` for a progress of 0 and exactly `end` for 1, and
  /// extrapolate outside 0…1 (a spring that overshoots passes `end`).
  ///
  /// - Parameters:
  ///   - end: The value at a progress of 1.
  ///   - progress: How far along, usually 0 to 1.
  /// - Returns: The value in between.
  func interpolated(to end: Self, progress: Double) -> Self
}

extension Double: KeyboardInterpolatable {
  /// The number `progress` of the way to `end`: `self + (end − self) × progress`.
  ///
  /// ```swift
  /// 0.0.interpolated(to: 300, progress: 0.5)  // 150
  /// ```
  ///
  /// - Parameters:
  ///   - end: The number at a progress of 1.
  ///   - progress: How far along.
  /// - Returns: Exactly `self` at 0 and exactly `end` at 1; equal ends give that number at
  ///   every progress, even when it is infinite.
  public func interpolated(to end: Double, progress: Double) -> Double {
    if progress == 0 || self == end { return self }
    if progress == 1 { return end }
    return self + (end - self) * progress
  }
}

extension CGFloat: KeyboardInterpolatable {
  /// The length `progress` of the way to `end`.
  ///
  /// ```swift
  /// CGFloat(517).interpolated(to: 852, progress: 1)  // 852
  /// ```
  ///
  /// - Parameters:
  ///   - end: The length at a progress of 1.
  ///   - progress: How far along.
  /// - Returns: Exactly `self` at 0 and exactly `end` at 1.
  public func interpolated(to end: CGFloat, progress: Double) -> CGFloat {
    CGFloat(Double(self).interpolated(to: Double(end), progress: progress))
  }
}

extension CGPoint: KeyboardInterpolatable {
  /// The point `progress` of the way to `end`, along the straight line between them.
  ///
  /// ```swift
  /// CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 10, y: -20), progress: 0.5)  // (5, -10)
  /// ```
  ///
  /// - Parameters:
  ///   - end: The point at a progress of 1.
  ///   - progress: How far along.
  /// - Returns: Exactly `self` at 0 and exactly `end` at 1.
  public func interpolated(to end: CGPoint, progress: Double) -> CGPoint {
    CGPoint(
      x: x.interpolated(to: end.x, progress: progress),
      y: y.interpolated(to: end.y, progress: progress))
  }
}

extension CGSize: KeyboardInterpolatable {
  /// The size `progress` of the way to `end`, width and height separately.
  ///
  /// ```swift
  /// CGSize(width: 393, height: 0).interpolated(to: CGSize(width: 393, height: 335), progress: 0.5)
  /// // (393, 167.5)
  /// ```
  ///
  /// - Parameters:
  ///   - end: The size at a progress of 1.
  ///   - progress: How far along.
  /// - Returns: Exactly `self` at 0 and exactly `end` at 1.
  public func interpolated(to end: CGSize, progress: Double) -> CGSize {
    CGSize(
      width: width.interpolated(to: end.width, progress: progress),
      height: height.interpolated(to: end.height, progress: progress))
  }
}

extension CGRect: KeyboardInterpolatable {
  /// The rectangle `progress` of the way to `end`: origin and size interpolated separately, as
  /// Core Animation moves a frame.
  ///
  /// ```swift
  /// let below = CGRect(x: 0, y: 852, width: 393, height: 335)
  /// let docked = CGRect(x: 0, y: 517, width: 393, height: 335)
  /// below.interpolated(to: docked, progress: 0.5)  // (0, 684.5, 393, 335)
  /// ```
  ///
  /// - Parameters:
  ///   - end: The rectangle at a progress of 1.
  ///   - progress: How far along.
  /// - Returns: Exactly `self` at 0 and exactly `end` at 1.
  public func interpolated(to end: CGRect, progress: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: end.origin, progress: progress),
      size: size.interpolated(to: end.size, progress: progress))
  }
}
