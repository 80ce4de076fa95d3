import Foundation

/// Integrates m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = 0 numerically with classic
/// fourth-order Runge–Kutta: an independent method to check the closed-form spring against.
enum SpringIntegrator {
  /// The position at each of `times` (ascending, in seconds), stepping by `step`.
  static func positions(
    mass: Double, stiffness: Double, damping: Double, at times: [Double], step: Double = 1e-5
  ) -> [Double] {
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-damping * v - stiffness * (x - 1)) / mass
    }
    var x = 0.0
    var v = 0.0
    var now = 0.0
    var results: [Double] = []
    for target in times {
      while now < target {
        let h = min(step, target - now)
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        now += h
      }
      results.append(x)
    }
    return results
  }

  /// The position at one time.
  static func position(
    mass: Double, stiffness: Double, damping: Double, at time: Double, step: Double = 1e-5
  ) -> Double {
    positions(mass: mass, stiffness: stiffness, damping: damping, at: [time], step: step)[0]
  }

  /// The damping that makes a spring critical, 2√(m·k): what Core Animation runs an over-damped
  /// spring with unless over-damping is allowed.
  static func criticalDamping(mass: Double, stiffness: Double) -> Double {
    2 * (mass * stiffness).squareRoot()
  }
}
