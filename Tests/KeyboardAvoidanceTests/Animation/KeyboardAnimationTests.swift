import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardAnimation")
struct KeyboardAnimationTests {
  @Test(
    "curves map to UIKit's raw values and option bits",
    arguments: [
      (KeyboardAnimation.Curve.easeInOut, 0, UInt(0)),
      (.easeIn, 1, 0x10000),
      (.easeOut, 2, 0x20000),
      (.linear, 3, 0x30000),
      (.keyboard, 7, 0x70000),
      (.unknown(5), 5, 0x50000),
    ])
  func curve(curve: KeyboardAnimation.Curve, rawValue: Int, options: UInt) {
    #expect(curve.rawValue == rawValue)
    #expect(KeyboardAnimation.Curve(rawValue: rawValue) == curve)
    #expect(KeyboardAnimation(duration: 0.25, curve: curve).animationOptionsRawValue == options)
  }

  @Test func unknownWithAKnownValueEqualsTheNamedCase() {
    #expect(KeyboardAnimation.Curve.unknown(7) == .keyboard)
    #expect(Set([KeyboardAnimation.Curve.unknown(7), .keyboard]).count == 1)
  }

  @Test(
    "durations that are not positive and finite mean no animation",
    arguments: [-1, 0, .nan, .infinity, -.infinity] as [TimeInterval])
  func noAnimation(duration: TimeInterval) {
    var animation = KeyboardAnimation(duration: duration, curve: .keyboard)
    #expect(animation.duration == 0)
    #expect(animation.isInstant)
    animation.duration = 0.25
    #expect(animation.duration == 0.25)
    animation.duration = duration
    #expect(animation.duration == 0)
  }
}
