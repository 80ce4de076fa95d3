import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("CubicBezier")
struct CubicBezierTests {
  /// Each curve under test with its published control points, written out independently.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let curve: CubicBezier
    let reference: BezierReference
    var testDescription: String { name }
  }

  static let curves: [Case] = [
    Case(name: "easeInOut", curve: .easeInOut, reference: .easeInOut),
    Case(name: "easeIn", curve: .easeIn, reference: .easeIn),
    Case(name: "easeOut", curve: .easeOut, reference: .easeOut),
    Case(name: "linear", curve: .linear, reference: .linear),
    Case(name: "keyboard fit", curve: .keyboardFit, reference: .keyboardFit),
  ]

  @Test("progress at x(s) is y(s) from the Bernstein form", arguments: curves)
  func matchesParametricDefinition(testCase: Case) {
    for step in 1..<200 {
      let s = Double(step) / 200
      let point = testCase.reference.point(at: s)
      let progress = testCase.curve.progress(at: point.x)
      #expect(
        abs(progress - point.y) < 1e-6, "\(testCase.name) s = \(s): \(progress) vs \(point.y)")
    }
  }

  @Test func easeInOutMidpointByHand() {
    // At s = 1/2: x = 3·¼·½·0.42 + 3·½·¼·0.58 + ⅛ = 0.5 and y = 3·½·¼·1 + ⅛ = 0.5.
    #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
  }

  @Test func easeInOutIsSymmetric() {
    for step in 0...1000 {
      let t = Double(step) / 1000
      let sum = CubicBezier.easeInOut.progress(at: t) + CubicBezier.easeInOut.progress(at: 1 - t)
      #expect(abs(sum - 1) < 1e-9, "t = \(t)")
    }
  }

  @Test("monotonic, within 0…1, exact at both ends", arguments: curves)
  func monotonicAndBounded(testCase: Case) {
    #expect(testCase.curve.progress(at: 0) == 0)
    #expect(testCase.curve.progress(at: 1) == 1)
    var previous = 0.0
    for step in 0...10_000 {
      let progress = testCase.curve.progress(at: Double(step) / 10_000)
      #expect((0...1).contains(progress), "\(testCase.name) step \(step): \(progress)")
      #expect(progress >= previous, "\(testCase.name) step \(step): \(progress) < \(previous)")
      previous = progress
    }
  }

  @Test(
    "fractions outside 0…1 and NaN are clamped",
    arguments: [(-1.0, 0.0), (-.infinity, 0), (.nan, 0), (2, 1), (.infinity, 1)])
  func clamped(fraction: Double, expected: Double) {
    for testCase in Self.curves {
      #expect(testCase.curve.progress(at: fraction) == expected, "\(testCase.name)")
    }
  }

  @Test func linearIsExact() {
    for step in 0...100 {
      let t = Double(step) / 100
      #expect(CubicBezier.linear.progress(at: t) == t)
    }
  }

  @Test(
    "invalid control points throw naming the coordinate",
    arguments: [
      (1.5, 0.0, 0.5, 1.0, "x1"),
      (-0.1, 0, 0.5, 1, "x1"),
      (.nan, 0, 0.5, 1, "x1"),
      (0.5, 0, 1.01, 1, "x2"),
      (0.5, .nan, 0.5, 1, "y1"),
      (0.5, 0, 0.5, .infinity, "y2"),
    ])
  func rejects(x1: Double, y1: Double, x2: Double, y2: Double, parameter: String) {
    #expect {
      try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    } throws: { error in
      (error as? KeyboardCurveError)?.parameter == parameter
    }
  }

  @Test func overshootingControlPointsAreAccepted() throws {
    let back = try CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
    let reference = BezierReference(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
    let point = reference.point(at: 0.1)
    #expect(point.y < 0)
    #expect(abs(back.progress(at: point.x) - point.y) < 1e-6)
  }

  /// Random curves with every coordinate in 0…1: wherever time moves along the curve at a
  /// reasonable rate, the progress matches the Bernstein form, and it never decreases.
  @Test(arguments: [UInt64(0xBE21_0001), 0xBE21_0002])
  func randomCurves(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<300 {
      let coordinates = (0..<4).map { _ in Double.random(in: 0...1, using: &generator) }
      let curve = try CubicBezier(
        x1: coordinates[0], y1: coordinates[1], x2: coordinates[2], y2: coordinates[3])
      let reference = BezierReference(
        x1: coordinates[0], y1: coordinates[1], x2: coordinates[2], y2: coordinates[3])
      let place = "seed \(seed) curve \(index) \(coordinates)"
      for _ in 0..<20 {
        let s = Double.random(in: 0...1, using: &generator)
        guard reference.timeSlope(at: s) > 0.01 else { continue }
        let point = reference.point(at: s)
        let progress = curve.progress(at: point.x)
        #expect(abs(progress - point.y) < 1e-6, "\(place) s = \(s)")
      }
      var previous = 0.0
      for step in 0...200 {
        let progress = curve.progress(at: Double(step) / 200)
        #expect(progress >= previous - 1e-12 && progress <= 1, "\(place) step \(step)")
        previous = progress
      }
    }
  }
}
