import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("KeyboardAnimation progress")
struct KeyboardAnimationProgressTests {
  /// A named curve with UIKit's published control points.
  struct Named: Sendable, CustomTestStringConvertible {
    let curve: KeyboardAnimation.Curve
    let reference: BezierReference
    var testDescription: String { "\(curve)" }
  }

  static let named: [Named] = [
    Named(curve: .easeInOut, reference: .easeInOut),
    Named(curve: .easeIn, reference: .easeIn),
    Named(curve: .easeOut, reference: .easeOut),
    Named(curve: .linear, reference: .linear),
  ]

  /// Durations from blog posts (1 s, 0.23 s) and from iOS (0.25 s, 0.4 s on iOS 7).
  @Test(
    "named curves follow their Bézier over the duration", arguments: named, [0.23, 0.25, 0.4, 1])
  func namedCurves(named: Named, duration: Double) {
    let animation = KeyboardAnimation(duration: duration, curve: named.curve)
    for step in 1..<100 {
      let point = named.reference.point(at: Double(step) / 100)
      let progress = animation.progress(at: point.x * duration)
      #expect(abs(progress - point.y) < 1e-6, "\(named.curve) s = \(Double(step) / 100)")
    }
    #expect(animation.progress(at: duration) == 1)
    #expect(animation.effectiveDuration() == duration)
  }

  @Test func handMadeAnimations() {
    // The NotificationCenter post (1 s animation): ease-in-out over 1 s is halfway at 0.5 s (the
    // curve is point-symmetric).
    #expect(abs(KeyboardAnimation(duration: 1, curve: .easeInOut).progress(at: 0.5) - 0.5) < 1e-9)
    // The RxKeyboard post: 0.23 s, done at 0.23 s.
    #expect(KeyboardAnimation(duration: 0.23, curve: .easeInOut).progress(at: 0.23) == 1)
    // The RxSwift and SwiftUI posts: no animation, done at once.
    #expect(KeyboardAnimation.none.progress(at: 0) == 1)
  }

  @Test func keyboardCurveUsesTheModel() {
    let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    for time in stride(from: 0.0, through: 0.6, by: 0.01) {
      #expect(
        animation.progress(at: time)
          == KeyboardCurveModel.spring.progress(at: time, notificationDuration: 0.25))
      #expect(
        animation.progress(at: time, model: .bezier)
          == KeyboardCurveModel.bezier.progress(at: time, notificationDuration: 0.25))
    }
    #expect(animation.effectiveDuration() == 0.5)
    #expect(
      KeyboardAnimation(duration: 0.4, curve: .keyboard).effectiveDuration(model: .bezier) == 0.8)
  }

  /// Unknown raw values run as ease-in-out, `UIView.animate`'s default; unknown cases holding a
  /// known raw value behave as that case.
  @Test func unknownCurves() {
    let easeInOut = KeyboardAnimation(duration: 0.3, curve: .easeInOut)
    for rawValue in [4, 5, 6, 8, 15, -1] {
      let unknown = KeyboardAnimation(duration: 0.3, curve: .unknown(rawValue))
      #expect(unknown.curve.bezier == .easeInOut)
      for time in stride(from: 0.0, through: 0.3, by: 0.03) {
        #expect(unknown.progress(at: time) == easeInOut.progress(at: time), "raw \(rawValue)")
      }
    }
    #expect(KeyboardAnimation.Curve.unknown(1).bezier == .easeIn)
    #expect(KeyboardAnimation.Curve.unknown(7).bezier == nil)
    #expect(KeyboardAnimation.Curve.keyboard.bezier == nil)
  }

  @Test(
    "instant animations are done from t = 0 on",
    arguments: [0, -1, .nan, .infinity, -.infinity] as [Double])
  func instant(duration: Double) {
    for rawValue in [0, 1, 2, 3, 7, 9] {
      let animation = KeyboardAnimation(duration: duration, curve: .init(rawValue: rawValue))
      #expect(animation.effectiveDuration() == 0)
      for model in [KeyboardCurveModel.spring, .bezier] {
        #expect(animation.progress(at: 0, model: model) == 1, "curve \(rawValue)")
        #expect(animation.progress(at: 3, model: model) == 1, "curve \(rawValue)")
        #expect(animation.progress(at: .infinity, model: model) == 1, "curve \(rawValue)")
        #expect(animation.progress(at: -0.01, model: model) == 0, "curve \(rawValue)")
        #expect(animation.progress(at: .nan, model: model) == 0, "curve \(rawValue)")
      }
    }
  }

  @Test(
    "times before the start, NaN and after the end",
    arguments: [
      (-1.0, 0.0), (0, 0), (-.infinity, 0), (.nan, 0), (0.5, 1), (100, 1), (.infinity, 1),
    ])
  func edgeTimes(time: Double, expected: Double) {
    for rawValue in [0, 1, 2, 3, 7, 12] {
      let animation = KeyboardAnimation(duration: 0.25, curve: .init(rawValue: rawValue))
      for model in [KeyboardCurveModel.spring, .bezier] {
        #expect(animation.progress(at: time, model: model) == expected, "curve \(rawValue)")
      }
    }
  }

  @Test func valueMovesWithTheProgress() {
    let animation = KeyboardAnimation(duration: 0.25, curve: .easeOut)
    #expect(animation.value(from: CGFloat(852), to: 517, at: 0) == 852)
    #expect(animation.value(from: CGFloat(852), to: 517, at: 0.25) == 517)
    let point = BezierReference.easeOut.point(at: 0.3)
    let value = animation.value(from: 0.0, to: 300.0, at: point.x * 0.25)
    #expect(abs(value - 300 * point.y) < 1e-4)
  }

  /// Random durations (including 0, negative, NaN, infinite, huge and tiny) and random times
  /// (including NaN, negative and huge): progress is finite, within 0…1, and never goes back.
  @Test(arguments: [UInt64(0xA41A_0001), 0xA41A_0002, 0xA41A_0003])
  func randomInputs(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let specialDurations: [Double] = [
      0, -0.25, .nan, .infinity, -.infinity, 1e300, 1e-300, .leastNonzeroMagnitude,
    ]
    let specialTimes: [Double] = [
      .nan, -.infinity, .infinity, -1, 0, 1e300, -1e300, .leastNonzeroMagnitude,
    ]
    for index in 0..<2_000 {
      let duration =
        Bool.random(using: &generator)
        ? specialDurations.randomElement(using: &generator) ?? 0
        : Double.random(in: 0...2, using: &generator)
      let curve = KeyboardAnimation.Curve(rawValue: Int.random(in: 0...15, using: &generator))
      let model = Bool.random(using: &generator) ? KeyboardCurveModel.spring : .bezier
      let animation = KeyboardAnimation(duration: duration, curve: curve)
      var times = (0..<8).map { _ in Double.random(in: -0.5...3, using: &generator) }
      times += specialTimes
      let place = "seed \(seed) #\(index): duration \(duration), curve \(curve.rawValue)"
      for time in times {
        let progress = animation.progress(at: time, model: model)
        #expect(progress.isFinite && (0...1).contains(progress), "\(place), t \(time): \(progress)")
      }
      let ordered = times.filter { !$0.isNaN }.sorted()
      let progresses = ordered.map { animation.progress(at: $0, model: model) }
      #expect(zip(progresses, progresses.dropFirst()).allSatisfy { $0 <= $1 }, "\(place)")
    }
  }
}
