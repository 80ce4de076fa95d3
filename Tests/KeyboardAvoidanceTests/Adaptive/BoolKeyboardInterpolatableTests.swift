import KeyboardAvoidance
import Testing

@Suite("Bool as KeyboardInterpolatable")
struct BoolKeyboardInterpolatableTests {
  @Test(
    "becoming true switches when the move starts, becoming false when it ends",
    arguments: [
      (false, true, -1, false), (false, true, 0, false), (false, true, 0.001, true),
      (false, true, 0.5, true), (false, true, 1, true), (false, true, 2, true),
      (true, false, -1, true), (true, false, 0, true), (true, false, 0.5, true),
      (true, false, 0.999, true), (true, false, 1, false), (true, false, 2, false),
      (true, true, 0.5, true), (false, false, 0.5, false), (false, true, .nan, false),
    ] as [(Bool, Bool, Double, Bool)])
  func switchPoints(start: Bool, end: Bool, progress: Double, expected: Bool) {
    #expect(start.interpolated(to: end, progress: progress) == expected)
  }

  @Test func animatesThroughTheAnimationAPI() {
    // With blog posts' 0.23 s ease-in-out: hidden from the first instant to the end.
    let animation = KeyboardAnimation(duration: 0.23, curve: .easeInOut)
    #expect(!animation.value(from: false, to: true, at: 0))
    #expect(animation.value(from: false, to: true, at: 0.01))
    #expect(animation.value(from: true, to: false, at: 0.22))
    #expect(!animation.value(from: true, to: false, at: 0.23))
  }
}
