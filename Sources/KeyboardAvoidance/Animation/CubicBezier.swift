import Foundation

/// A timing curve drawn as a cubic Bézier from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// CSS's `cubic-bezier()` describe one.
///
/// The horizontal axis is the fraction of the duration that has passed, the vertical axis the
/// fraction of the change that is done. The two control points `(x1, y1)` and `(x2, y2)` shape
/// the curve in between. UIKit's named curves are such Béziers (easeInOut is
/// `(0.42, 0, 0.58, 1)`); so is one reverse-engineered description of the keyboard's own curve.
///
/// ```swift
/// let curve = CubicBezier.easeInOut
/// curve.progress(at: 0.5)  // 0.5 (the curve is symmetric)
/// curve.progress(at: 0.25)  // 0.129…
/// ```
public struct CubicBezier: Sendable, Hashable {
  /// The first control point's time coordinate, between 0 and 1.
  public let x1: Double
  /// The first control point's progress coordinate; may leave 0…1 to overshoot.
  public let y1: Double
  /// The second control point's time coordinate, between 0 and 1.
  public let x2: Double
  /// The second control point's progress coordinate; may leave 0…1 to overshoot.
  public let y2: Double

  /// Creates a timing curve from its two control points.
  ///
  /// The x coordinates are times, so they must lie between 0 and 1; that keeps the curve a
  /// function of time (one progress for every moment). The y coordinates may be any finite
  /// number: values outside 0…1 make the curve overshoot or undershoot.
  ///
  /// ```swift
  /// let keyboard = try CubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)
  /// try CubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)  // throws: x1 is 1.5: must be between 0 and 1
  /// ```
  ///
  /// - Parameters:
  ///   - x1: The first control point's time, 0 to 1.
  ///   - y1: The first control point's progress, any finite number.
  ///   - x2: The second control point's time, 0 to 1.
  ///   - y2: The second control point's progress, any finite number.
  /// - Throws: ``KeyboardCurveError/invalidParameter(parameter:value:requirement:)`` naming the
  ///   first coordinate that is out of range or not finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(KeyboardCurveError) {
    for (name, x) in [("x1", x1), ("x2", x2)] where !(0...1).contains(x) {
      throw .invalidParameter(parameter: name, value: x, requirement: .unitInterval)
    }
    for (name, y) in [("y1", y1), ("y2", y2)] where !y.isFinite {
      throw .invalidParameter(parameter: name, value: y, requirement: .finite)
    }
    self.init(checkedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// For constants whose coordinates are known to be valid.
  private init(checkedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// UIKit's ease-in-ease-out, `UIView.AnimationCurve.easeInOut`: (0.42, 0, 0.58, 1).
  public static let easeInOut = CubicBezier(checkedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// UIKit's ease-in, `UIView.AnimationCurve.easeIn`: (0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(checkedX1: 0.42, y1: 0, x2: 1, y2: 1)
  /// UIKit's ease-out, `UIView.AnimationCurve.easeOut`: (0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(checkedX1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Constant speed, `UIView.AnimationCurve.linear`: progress equals time.
  public static let linear = CubicBezier(checkedX1: 0, y1: 0, x2: 1, y2: 1)
  /// A fit of the keyboard's curve 7 by eye: (0.380, 0.700, 0.125, 1.000).
  ///
  /// It matches only when run over twice the notification's duration (Apple developer forums,
  /// thread 48088); ``KeyboardCurveModel/bezier`` does that.
  public static let keyboardFit = CubicBezier(checkedX1: 0.38, y1: 0.7, x2: 0.125, y2: 1)

  /// The progress at a fraction of the duration.
  ///
  /// The curve is parametric: both time and progress are cubic polynomials of a parameter s.
  /// This finds the s whose time is `fraction` (Newton's method, with bisection as the safety
  /// net, to 1e-12) and returns the progress at that s.
  ///
  /// ```swift
  /// CubicBezier.easeIn.progress(at: 0)  // 0
  /// CubicBezier.easeIn.progress(at: 1)  // 1
  /// CubicBezier.linear.progress(at: 0.3)  // 0.3
  /// ```
  ///
  /// - Parameter fraction: The fraction of the duration that has passed; values below 0 count
  ///   as 0, above 1 as 1, and NaN as 0.
  /// - Returns: The fraction of the change that is done: exactly 0 at the start and exactly 1 at
  ///   the end.
  /// - Complexity: O(1); at most a few dozen polynomial evaluations.
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    // Control points on the diagonal make the curve the diagonal itself: answer exactly.
    if x1 == y1, x2 == y2 { return fraction }
    return Self.polynomial(parameter(forTime: fraction), y1, y2)
  }

  /// The parameter s at which the curve's time coordinate equals `time` (0 < time < 1).
  private func parameter(forTime time: Double) -> Double {
    // x(s) rises monotonically from 0 to 1 because x1 and x2 lie in 0...1, so the root is unique
    // and bisection always brackets it; Newton only speeds things up where the slope allows.
    var low = 0.0
    var high = 1.0
    var s = time
    for _ in 0..<64 {
      let error = Self.polynomial(s, x1, x2) - time
      if abs(error) < 1e-12 { return s }
      if error > 0 { high = s } else { low = s }
      let slope = Self.derivative(s, x1, x2)
      let newton = s - error / slope
      s = slope > 1e-9 && newton > low && newton < high ? newton : (low + high) / 2
    }
    return s
  }

  /// One coordinate of the curve at parameter s, from its control values: the Bernstein form
  /// 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, written in Horner's form.
  private static func polynomial(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The derivative of ``polynomial(_:_:_:)`` with respect to s.
  private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }
}
