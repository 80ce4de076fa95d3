import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("KeyboardInterpolatable")
struct KeyboardInterpolatableTests {
  @Test func valuesInBetweenByHand() {
    #expect(CGFloat(10).interpolated(to: 20, progress: 0.25) == 12.5)
    #expect(0.0.interpolated(to: 300, progress: 0.5) == 150)
    #expect(
      CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 10, y: -20), progress: 0.5)
        == CGPoint(x: 5, y: -10))
    #expect(
      CGSize(width: 393, height: 0).interpolated(to: CGSize(width: 393, height: 335), progress: 0.5)
        == CGSize(width: 393, height: 167.5))
    // iPhone 16: the keyboard halfway between just below the screen and docked at y = 517.
    let below = CGRect(x: 0, y: 852, width: 393, height: 335)
    let docked = CGRect(x: 0, y: 517, width: 393, height: 335)
    #expect(
      below.interpolated(to: docked, progress: 0.5)
        == CGRect(x: 0, y: 684.5, width: 393, height: 335))
  }

  @Test func overshootExtrapolates() {
    #expect(CGFloat(100).interpolated(to: 200, progress: 1.5) == 250)
    #expect(CGFloat(100).interpolated(to: 200, progress: -0.5) == 50)
  }

  @Test func equalInfiniteEndsStay() {
    #expect(Double.infinity.interpolated(to: .infinity, progress: 0.5) == .infinity)
  }

  /// Endpoints come back bit for bit, even where a + (b − a) × 1 would round (0.1 to 0.3).
  @Test(arguments: [UInt64(0x1E4F_0001), 0x1E4F_0002])
  func endpointsAreExact(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    #expect(0.1.interpolated(to: 0.3, progress: 1) == 0.3)
    for index in 0..<2_000 {
      let values = (0..<8).map { _ in CGFloat(Double.random(in: -1e4...1e4, using: &generator)) }
      let start = CGRect(x: values[0], y: values[1], width: abs(values[2]), height: abs(values[3]))
      let end = CGRect(x: values[4], y: values[5], width: abs(values[6]), height: abs(values[7]))
      let place = "seed \(seed) #\(index)"
      #expect(start.interpolated(to: end, progress: 0) == start, "\(place)")
      #expect(start.interpolated(to: end, progress: 1) == end, "\(place)")
      #expect(start.origin.interpolated(to: end.origin, progress: 1) == end.origin, "\(place)")
      #expect(values[0].interpolated(to: values[4], progress: 1) == values[4], "\(place)")
      let middle = start.interpolated(to: end, progress: 0.5)
      #expect(abs(middle.minX - (start.minX + end.minX) / 2) < 1e-9, "\(place)")
    }
  }
}
