import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("SpringCurve")
struct SpringCurveTests {
  /// A spring and the damping the equation is integrated with: the spring's own, or the critical
  /// damping when over-damping is not allowed.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let mass: Double
    let stiffness: Double
    let damping: Double
    let allowsOverdamping: Bool
    /// The damping Core Animation's rule leaves: the spring's own unless it exceeds critical
    /// and over-damping is off.
    var integratedDamping: Double {
      let critical = SpringIntegrator.criticalDamping(mass: mass, stiffness: stiffness)
      return allowsOverdamping ? damping : min(damping, critical)
    }
    var testDescription: String { name }
  }

  static let regimes: [Case] = [
    Case(
      name: "under-damped, ζ = 0.5", mass: 1, stiffness: 100, damping: 10, allowsOverdamping: false),
    Case(
      name: "barely damped, ζ ≈ 0.07", mass: 1, stiffness: 200, damping: 2, allowsOverdamping: false
    ),
    Case(name: "critically damped", mass: 1, stiffness: 100, damping: 20, allowsOverdamping: false),
    Case(
      name: "just under critical", mass: 1, stiffness: 100, damping: 19.9999,
      allowsOverdamping: true),
    Case(
      name: "just over critical", mass: 1, stiffness: 100, damping: 20.0001, allowsOverdamping: true
    ),
    Case(name: "over-damped, ζ = 2", mass: 2, stiffness: 50, damping: 40, allowsOverdamping: true),
    Case(
      name: "keyboard, over-damping allowed (ζ ≈ 4.56)", mass: 3, stiffness: 1000, damping: 500,
      allowsOverdamping: true),
    Case(
      name: "keyboard as Core Animation runs it (critical)", mass: 3, stiffness: 1000, damping: 500,
      allowsOverdamping: false),
  ]

  @Test("closed form agrees with RK4 integration to 1e-4", arguments: regimes)
  func matchesIntegration(testCase: Case) throws {
    let spring = try SpringCurve(
      mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.damping,
      allowsOverdamping: testCase.allowsOverdamping)
    let times = (0...200).map { Double($0) * 0.005 }
    let expected = SpringIntegrator.positions(
      mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.integratedDamping,
      at: times)
    for (time, reference) in zip(times, expected) {
      let position = spring.position(at: time)
      #expect(
        abs(position - reference) < 1e-4,
        "\(testCase.name) t = \(time): \(position) vs \(reference)")
    }
  }

  @Test func keyboardParameters() {
    let spring = SpringCurve.keyboard
    #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500)
    #expect(!spring.allowsOverdamping)
    #expect(abs(spring.dampingRatio - 500 / (2 * 3000.0.squareRoot())) < 1e-12)
    #expect(spring.effectiveDampingRatio == 1)
    #expect(abs(spring.naturalFrequency - (1000.0 / 3).squareRoot()) < 1e-12)
  }

  /// The model runs the keyboard spring for 0.5 s; integrated critically damped it is then within
  /// 0.12 % of the end, while the literal over-damped reading would be far from it.
  @Test func keyboardSpringSettlesWithinItsRun() {
    let critical = SpringIntegrator.criticalDamping(mass: 3, stiffness: 1000)
    let settled = SpringIntegrator.position(mass: 3, stiffness: 1000, damping: critical, at: 0.5)
    #expect(1 - settled < 1.2e-3)
    #expect(abs(SpringCurve.keyboard.position(at: 0.5) - settled) < 1e-4)
    let literal = SpringIntegrator.position(mass: 3, stiffness: 1000, damping: 500, at: 0.5)
    #expect(literal < 0.7)
  }

  @Test(
    "settling duration is where the integrated spring stays within the tolerance",
    arguments: regimes)
  func settlingDuration(testCase: Case) throws {
    let spring = try SpringCurve(
      mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.damping,
      allowsOverdamping: testCase.allowsOverdamping)
    let tolerance = 1e-3
    let settling = spring.settlingDuration(tolerance: tolerance)
    #expect(settling.isFinite && settling > 0, "\(testCase.name)")
    let times = (0...400).map { settling + Double($0) * 0.0025 }
    let after = SpringIntegrator.positions(
      mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.integratedDamping,
      at: times, step: 2e-5)
    for (time, position) in zip(times, after) {
      #expect(abs(1 - position) <= tolerance + 1e-5, "\(testCase.name) t = \(time)")
    }
    if testCase.integratedDamping
      >= SpringIntegrator.criticalDamping(
        mass: testCase.mass, stiffness: testCase.stiffness)
    {
      // Without overshoot the time is exact, so 5 ms earlier the spring is still outside.
      let before = SpringIntegrator.position(
        mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.integratedDamping,
        at: settling - 0.005)
      #expect(abs(1 - before) > tolerance, "\(testCase.name)")
    }
  }

  @Test func undampedSpringRingsForever() throws {
    let spring = try SpringCurve(mass: 1, stiffness: 100, damping: 0)
    #expect(spring.settlingDuration() == .infinity)
    // x(t) = 1 − cos(10 t): at t = π/10 the spring is at 2, at 2π/10 back at 0.
    #expect(abs(spring.position(at: Double.pi / 10) - 2) < 1e-9)
    #expect(abs(spring.position(at: 2 * Double.pi / 10)) < 1e-9)
  }

  @Test(
    "times before the release and NaN give 0; infinity gives 1",
    arguments: [(-1.0, 0.0), (0, 0), (-.infinity, 0), (.nan, 0), (.infinity, 1)])
  func edgeTimes(time: Double, expected: Double) {
    for testCase in Self.regimes {
      let spring = try? SpringCurve(
        mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.damping,
        allowsOverdamping: testCase.allowsOverdamping)
      #expect(spring?.position(at: time) == expected, "\(testCase.name)")
    }
  }

  @Test(
    "invalid parameters throw naming the parameter",
    arguments: [
      (0.0, 1000.0, 500.0, "mass"),
      (-3, 1000, 500, "mass"),
      (.nan, 1000, 500, "mass"),
      (.infinity, 1000, 500, "mass"),
      (3, 0, 500, "stiffness"),
      (3, .nan, 500, "stiffness"),
      (3, 1000, -1, "damping"),
      (3, 1000, .nan, "damping"),
      (3, 1000, .infinity, "damping"),
    ])
  func rejects(mass: Double, stiffness: Double, damping: Double, parameter: String) {
    #expect {
      try SpringCurve(mass: mass, stiffness: stiffness, damping: damping)
    } throws: { error in
      (error as? KeyboardCurveError)?.parameter == parameter
    }
  }

  /// Random springs in every regime against RK4.
  @Test(arguments: [UInt64(0x5921_0001), 0x5921_0002])
  func randomSpringsMatchIntegration(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<25 {
      let mass = Double.random(in: 0.5...5, using: &generator)
      let stiffness = Double.random(in: 10...1500, using: &generator)
      let critical = SpringIntegrator.criticalDamping(mass: mass, stiffness: stiffness)
      let damping = critical * Double.random(in: 0.05...3, using: &generator)
      let allowsOverdamping = Bool.random(using: &generator)
      let spring = try SpringCurve(
        mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowsOverdamping)
      let times = (0...20).map { Double($0) * 0.05 }
      let expected = SpringIntegrator.positions(
        mass: mass, stiffness: stiffness,
        damping: allowsOverdamping ? damping : min(damping, critical), at: times)
      for (time, reference) in zip(times, expected) {
        #expect(
          abs(spring.position(at: time) - reference) < 1e-4,
          "seed \(seed) spring \(index) (m \(mass), k \(stiffness), c \(damping)) t = \(time)")
      }
    }
  }

  @Test func effectiveDampingCapsAtCritical() throws {
    // 2√(3 · 1000) = 2√3000 ≈ 109.545: the keyboard's spring as Core Animation runs it.
    #expect(abs(SpringCurve.keyboard.effectiveDamping - 109.544_511_5) < 1e-6)
    let allowed = try SpringCurve(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
    #expect(allowed.effectiveDamping == 500)
    // Under-damped springs (ζ = 0.5 here) keep their own damping.
    #expect(try SpringCurve(mass: 1, stiffness: 100, damping: 10).effectiveDamping == 10)
  }

  /// An API without an over-damping switch, given the effective damping with over-damping
  /// allowed, moves exactly as the spring does.
  @Test(arguments: [UInt64(0x5921_0101), 0x5921_0102])
  func effectiveDampingReproducesTheMotion(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<25 {
      let mass = Double.random(in: 0.5...5, using: &generator)
      let stiffness = Double.random(in: 10...1500, using: &generator)
      let critical = SpringIntegrator.criticalDamping(mass: mass, stiffness: stiffness)
      let damping = critical * Double.random(in: 0.05...5, using: &generator)
      let spring = try SpringCurve(
        mass: mass, stiffness: stiffness, damping: damping,
        allowsOverdamping: Bool.random(using: &generator))
      let uncapped = try SpringCurve(
        mass: mass, stiffness: stiffness, damping: spring.effectiveDamping,
        allowsOverdamping: true)
      for time in (0...20).map({ Double($0) * 0.05 }) {
        #expect(
          abs(uncapped.position(at: time) - spring.position(at: time)) < 1e-7,
          "seed \(seed) spring \(index) (m \(mass), k \(stiffness), c \(damping)) t = \(time)")
      }
    }
  }
}
