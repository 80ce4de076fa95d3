import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardCurveModel")
struct KeyboardCurveModelTests {
  /// The spring's run ignores the notification's duration (forum thread 48088: UIKit ignores
  /// the duration for curve 7); the Bézier stretches over twice the notification's duration.
  @Test(
    "durations",
    arguments: [
      (0.25, 0.5, 0.5),
      (0.4, 0.5, 0.8),
      (0.1, 0.5, 0.2),
      (0, 0, 0),
      (-1, 0, 0),
      (.nan, 0, 0),
      (.infinity, 0, 0),
    ])
  func durations(notification: Double, spring: Double, bezier: Double) {
    #expect(KeyboardCurveModel.spring.duration(notificationDuration: notification) == spring)
    #expect(KeyboardCurveModel.bezier.duration(notificationDuration: notification) == bezier)
  }

  @Test func standardIsTheSpring() {
    #expect(KeyboardCurveModel.standard == .spring)
    #expect(KeyboardCurveModel.spring.timing == .spring(.keyboard, runDuration: 0.5))
    #expect(KeyboardCurveModel.bezier.timing == .bezier(.keyboardFit, durationMultiplier: 2))
  }

  @Test func sourcesNameTheForumThread() {
    for model in [KeyboardCurveModel.spring, .bezier] {
      #expect(model.source.contains("48088"))
    }
  }

  /// The spring model against the spring integrated critically damped, as Core Animation runs a
  /// ratio above 1; exactly 1 once its 0.5 s run is over.
  @Test func springModelFollowsTheCriticalSpring() {
    let times = (1..<100).map { Double($0) * 0.005 }
    let expected = SpringIntegrator.positions(
      mass: 3, stiffness: 1000,
      damping: SpringIntegrator.criticalDamping(mass: 3, stiffness: 1000), at: times)
    for (time, reference) in zip(times, expected) {
      let progress = KeyboardCurveModel.spring.progress(at: time, notificationDuration: 0.25)
      #expect(abs(progress - reference) < 1e-4, "t = \(time)")
    }
    for time in [0.5, 0.6, 10] {
      #expect(KeyboardCurveModel.spring.progress(at: time, notificationDuration: 0.25) == 1)
    }
  }

  /// The Bézier model at time x(s) × 2 × duration is y(s) of the forum's control points.
  @Test(arguments: [0.25, 0.4])
  func bezierModelFollowsTheFit(notificationDuration: Double) {
    let length = 2 * notificationDuration
    for step in 1..<100 {
      let point = BezierReference.keyboardFit.point(at: Double(step) / 100)
      let progress = KeyboardCurveModel.bezier.progress(
        at: point.x * length, notificationDuration: notificationDuration)
      #expect(abs(progress - point.y) < 1e-6, "s = \(Double(step) / 100)")
    }
    #expect(
      KeyboardCurveModel.bezier.progress(at: length, notificationDuration: notificationDuration)
        == 1)
  }

  /// Both readings of the forum thread describe one motion: they start and end together and
  /// never stray more than 8 % of the distance apart (the figure the documentation quotes).
  @Test func theTwoModelsAgreeRoughly() {
    var largest = 0.0
    for step in 0...600 {
      let time = Double(step) / 1000
      let spring = KeyboardCurveModel.spring.progress(at: time, notificationDuration: 0.25)
      let bezier = KeyboardCurveModel.bezier.progress(at: time, notificationDuration: 0.25)
      largest = max(largest, abs(spring - bezier))
    }
    #expect(largest > 0.01, "the models are different shapes")
    #expect(largest < 0.08)
  }

  @Test func instantNotificationJumps() {
    for model in [KeyboardCurveModel.spring, .bezier] {
      #expect(model.progress(at: 0, notificationDuration: 0) == 1)
      #expect(model.progress(at: -0.1, notificationDuration: 0) == 0)
    }
  }

  @Test(
    "invalid clocks throw",
    arguments: [0.0, -0.5, .nan, .infinity])
  func rejects(value: Double) {
    #expect {
      try KeyboardCurveModel(timing: .spring(.keyboard, runDuration: value), source: "test")
    } throws: { error in
      (error as? KeyboardCurveError)?.parameter == "runDuration"
    }
    #expect {
      try KeyboardCurveModel(
        timing: .bezier(.keyboardFit, durationMultiplier: value), source: "test")
    } throws: { error in
      (error as? KeyboardCurveError)?.parameter == "durationMultiplier"
    }
  }

  @Test func customModel() throws {
    let model = try KeyboardCurveModel(
      timing: .bezier(.linear, durationMultiplier: 1), source: "a straight line")
    #expect(model.source == "a straight line")
    #expect(model.progress(at: 0.1, notificationDuration: 0.4) == 0.25)
  }
}
