import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardMotion")
struct KeyboardMotionTests {
  @Test(
    "named curves run their UIKit Bézier over the notification's duration",
    arguments: [
      (KeyboardAnimation.Curve.easeInOut, CubicBezier.easeInOut),
      (.easeIn, .easeIn), (.easeOut, .easeOut), (.linear, .linear), (.unknown(9), .easeInOut),
    ])
  func namedCurves(curve: KeyboardAnimation.Curve, bezier: CubicBezier) {
    let motion = KeyboardAnimation(duration: 0.3, curve: curve).motion()
    #expect(motion == .timingCurve(bezier, duration: 0.3))
    #expect(motion.duration == 0.3)
  }

  /// The keyboard's curve 7 follows the model: the forum thread 48088 spring runs 0.5 s whatever
  /// the notification says; the fitted Bézier runs twice the notification's duration.
  @Test func keyboardCurveFollowsTheModel() {
    let animation = KeyboardAnimation(duration: 0.4, curve: .keyboard)
    #expect(animation.motion() == .spring(.keyboard, duration: 0.5))
    #expect(animation.motion(model: .bezier) == .timingCurve(.keyboardFit, duration: 0.8))
  }

  @Test(arguments: [KeyboardAnimation.Curve.keyboard, .easeOut])
  func instantStaysInstant(curve: KeyboardAnimation.Curve) {
    #expect(KeyboardAnimation(duration: 0, curve: curve).motion() == .instant)
    #expect(KeyboardAnimation(duration: .nan, curve: curve).motion(model: .bezier) == .instant)
    #expect(KeyboardMotion.instant.duration == 0)
  }

  /// Whatever the curve, the motion lasts as long as the progress model says it does.
  @Test(arguments: [0.1, 0.25, 0.4, 1] as [TimeInterval])
  func durationAgreesWithProgress(duration: TimeInterval) {
    for curve in [KeyboardAnimation.Curve.keyboard, .easeInOut, .linear] {
      for model in [KeyboardCurveModel.spring, .bezier] {
        let animation = KeyboardAnimation(duration: duration, curve: curve)
        let motion = animation.motion(model: model)
        #expect(motion.duration == animation.effectiveDuration(model: model))
        #expect(animation.progress(at: motion.duration, model: model) == 1)
      }
    }
  }
}
