import Foundation
import Testing

@testable import KeyboardAvoidance

@Suite("Timeline rules")
struct TimelineTests {
  /// A shape that records it was asked, to show the rules answer without it.
  private static func progress(at time: Double, duration: Double) -> (Double, asked: Bool) {
    var asked = false
    let result = Timeline.progress(at: time, duration: duration) { elapsed in
      asked = true
      return elapsed / duration
    }
    return (result, asked)
  }

  @Test(
    "rules before, at and after the end",
    arguments: [
      (-1.0, 2.0, 0.0, false),
      (0, 2, 0, false),
      (.nan, 2, 0, false),
      (1, 2, 0.5, true),
      (2, 2, 1, false),
      (.infinity, 2, 1, false),
      // Instant: done from 0 on.
      (0, 0, 1, false),
      (5, 0, 1, false),
      (-0.001, 0, 0, false),
      (.nan, 0, 0, false),
    ])
  func rules(time: Double, duration: Double, expected: Double, asksShape: Bool) {
    let (result, asked) = Self.progress(at: time, duration: duration)
    #expect(result == expected)
    #expect(asked == asksShape)
  }
}
