/// A cubic timing Bézier evaluated straight from its Bernstein form, as the definition writes it:
/// P(s) = (1−s)³·P0 + 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³·P3 with P0 = (0, 0) and P3 = (1, 1).
///
/// Tests pick a parameter s, compute the point (x(s), y(s)) here, and expect the code under test
/// to answer y(s) when asked for the progress at time x(s).
struct BezierReference: Sendable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// UIKit's named curves and the forum fit, as published.
  static let easeInOut = BezierReference(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  static let easeIn = BezierReference(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = BezierReference(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let linear = BezierReference(x1: 0, y1: 0, x2: 1, y2: 1)
  static let keyboardFit = BezierReference(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)

  private static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// The point at parameter s.
  func point(at s: Double) -> (x: Double, y: Double) {
    (Self.bernstein(s, x1, x2), Self.bernstein(s, y1, y2))
  }

  /// dx/ds at parameter s, to skip places where time barely moves and progress is
  /// ill-conditioned.
  func timeSlope(at s: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * x1 + 6 * r * s * (x2 - x1) + 3 * s * s * (1 - x2)
  }
}
