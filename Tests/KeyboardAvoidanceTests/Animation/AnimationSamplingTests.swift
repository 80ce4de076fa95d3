import Foundation
import KeyboardAvoidance
import Testing

@Suite("Animation sampling")
struct AnimationSamplingTests {
  /// Sample counts worked out by hand: ⌈duration × rate⌉ frames, plus the end.
  @Test(
    "sample counts",
    arguments: [
      // 0.25 s ease-out: 15 frames at 60 per second, 30 at 120.
      (KeyboardAnimation(duration: 0.25, curve: .easeOut), KeyboardCurveModel.spring, 60.0, 16),
      (KeyboardAnimation(duration: 0.25, curve: .easeOut), .spring, 120, 31),
      // The RxKeyboard post's 0.23 s: 13.8 frames at 60 per second, so 14 and the end.
      (KeyboardAnimation(duration: 0.23, curve: .easeInOut), .spring, 60, 15),
      (KeyboardAnimation(duration: 0.23, curve: .easeInOut), .spring, 120, 29),
      // Curve 7: the spring runs 0.5 s whatever the notification says.
      (KeyboardAnimation(duration: 0.25, curve: .keyboard), .spring, 60, 31),
      (KeyboardAnimation(duration: 0.25, curve: .keyboard), .spring, 120, 61),
      // The Bézier runs twice the notification's 0.4 s.
      (KeyboardAnimation(duration: 0.4, curve: .keyboard), .bezier, 60, 49),
      // The NotificationCenter post's 1 s.
      (KeyboardAnimation(duration: 1, curve: .easeInOut), .spring, 1000, 1001),
    ])
  func counts(animation: KeyboardAnimation, model: KeyboardCurveModel, rate: Double, count: Int) {
    let samples = animation.samples(framesPerSecond: rate, model: model)
    #expect(samples.count == count)
    #expect(samples.first?.time == 0)
    #expect(samples.first?.progress == 0)
    #expect(samples.last?.time == animation.effectiveDuration(model: model))
    #expect(samples.last?.progress == 1)
    for (index, sample) in samples.enumerated() {
      #expect(sample.progress == animation.progress(at: sample.time, model: model))
      #expect(sample.value == sample.progress)
      guard index > 0 else { continue }
      let gap = sample.time - samples[index - 1].time
      if index < samples.count - 1 {
        #expect(abs(gap - 1 / rate) < 1e-12, "frame \(index)")
      } else {
        #expect(gap > 0 && gap <= 1 / rate + 1e-12, "last frame")
      }
    }
  }

  @Test func instantAnimationIsOneSample() {
    let samples = KeyboardAnimation.none.samples(framesPerSecond: 60)
    #expect(samples == [KeyboardAnimation.Sample(time: 0, progress: 1, value: 1)])
  }

  @Test(
    "invalid rates give the start and the end", arguments: [0, -60, .nan, .infinity] as [Double])
  func invalidRates(rate: Double) {
    let samples = KeyboardAnimation(duration: 0.25, curve: .keyboard).samples(framesPerSecond: rate)
    #expect(samples.map(\.time) == [0, 0.5])
    #expect(samples.map(\.progress) == [0, 1])
  }

  @Test func hugeSamplingsAreSpreadEvenly() {
    let samples = KeyboardAnimation(duration: 1_000, curve: .linear).samples(framesPerSecond: 1_000)
    let cap = KeyboardAnimation.maximumSampledFrames
    #expect(samples.count == cap + 1)
    #expect(abs(samples[1].time - 1_000 / Double(cap)) < 1e-9)
    #expect(samples.last?.time == 1_000)
  }

  /// iPhone 16: the keyboard's top from the screen's bottom (852) to the docked top (517).
  @Test func valuesRunFromStartToEnd() {
    let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    let tops = animation.samples(from: CGFloat(852), to: 517, framesPerSecond: 120)
    #expect(tops.first?.value == 852)
    #expect(tops.last?.value == 517)
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0.value >= $1.value })
    let frames = animation.samples(
      from: CGRect(x: 0, y: 852, width: 393, height: 335),
      to: CGRect(x: 0, y: 517, width: 393, height: 335), framesPerSecond: 60, model: .bezier)
    #expect(frames.count == 31)
    #expect(frames.last?.value == CGRect(x: 0, y: 517, width: 393, height: 335))
  }
}
