import Foundation

/// The time rules every curve shares, in one place.
enum Timeline {
  /// Applies the start, end and instant rules, and asks `shape` for the fraction in between.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start.
  ///   - duration: The movement's length; 0 means instant.
  ///   - shape: The progress at an elapsed time strictly between 0 and `duration`.
  /// - Returns: 0 before the start or for NaN, 1 from the end on (from 0 on when instant), and
  ///   `shape`'s answer in between.
  static func progress(
    at time: TimeInterval, duration: TimeInterval, shape: (TimeInterval) -> Double
  ) -> Double {
    // NaN fails every comparison, so it lands on "not begun".
    guard duration > 0 else { return time >= 0 ? 1 : 0 }
    guard time > 0 else { return 0 }
    guard time < duration else { return 1 }
    return shape(time)
  }
}
