import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_bench

@Suite("AnimationGap")
struct AnimationGapTests {
  /// Without animation the view is at 300 pt the moment the keyboard starts from 0.
  @Test(arguments: ["rxswift_no_animation", "swiftui_no_animation"])
  func noAnimationOpensTheWholeDistance(handler: String) {
    let gaps = AnimationGap.run()
    #expect(gaps["spring"]?[handler] == 300)
    #expect(gaps["bezier"]?[handler] == 300)
  }

  /// Ours moves with the keyboard's own timing under either model.
  @Test func oursFollowsTheKeyboard() {
    #expect(AnimationGap.oursLargestGap(model: .spring) < 1e-9)
    #expect(AnimationGap.oursLargestGap(model: .bezier) < 1e-9)
  }

  /// The magnitudes the issue quotes from the animation work: spring against 1 s ease-in-out
  /// ≈ 244 pt and against 0.23 s ≈ 53 pt; Bézier ≈ 241 and ≈ 34.
  @Test func handMadeTimingsDriftByTheExpectedMagnitudes() {
    let oneSecond = KeyboardAnimation(duration: 1, curve: .easeInOut)
    let quick = KeyboardAnimation(duration: 0.23, curve: .easeInOut)
    let cases: [(KeyboardAnimation, KeyboardCurveModel, CGFloat)] = [
      (oneSecond, .spring, 244), (quick, .spring, 53), (oneSecond, .bezier, 241),
      (quick, .bezier, 34),
    ]
    for (animation, model, expected) in cases {
      let gap = AnimationGap.largestGap(viewAnimation: animation, model: model)
      #expect(abs(gap - expected) < 1, "\(animation) \(model.source): \(gap)")
    }
  }
}
