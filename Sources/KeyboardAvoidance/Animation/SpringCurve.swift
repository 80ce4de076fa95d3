import Foundation

/// A damped spring released at rest from 0 and pulled toward 1, solved in closed form.
///
/// The position x(t) obeys m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = 0, the model
/// behind `CASpringAnimation` and SwiftUI's `interpolatingSpring`. The damping ratio
/// ζ = c / (2√(m·k)) picks the shape: below 1 the spring overshoots and rings, at 1 it arrives as
/// fast as it can without overshooting, above 1 it creeps in.
///
/// Core Animation and SwiftUI treat a spring whose ratio exceeds 1 as critically damped unless
/// over-damping is allowed (`CASpringAnimation.allowsOverdamping`, iOS 17; SwiftUI's
/// `Spring(mass:stiffness:damping:allowOverDamping:)`, whose documentation says so). This type
/// follows the same rule with ``allowsOverdamping``, false by default.
///
/// ```swift
/// let spring = SpringCurve.keyboard  // mass 3, stiffness 1000, damping 500
/// spring.dampingRatio  // 4.56…
/// spring.position(at: 0.1)  // 0.545… (critically damped, as Core Animation runs it)
/// ```
public struct SpringCurve: Sendable, Hashable {
  /// The mass on the spring; finite and greater than 0.
  public let mass: Double
  /// The spring's stiffness k; finite and greater than 0.
  public let stiffness: Double
  /// The damping coefficient c; finite and not negative.
  public let damping: Double
  /// Whether a damping ratio above 1 creeps in as physics says; when `false`, such a spring is
  /// run critically damped, as Core Animation does by default.
  public let allowsOverdamping: Bool

  /// Creates a spring from its physical parameters.
  ///
  /// ```swift
  /// let bouncy = try SpringCurve(mass: 1, stiffness: 100, damping: 10)
  /// bouncy.dampingRatio  // 0.5
  /// ```
  ///
  /// - Parameters:
  ///   - mass: The mass; finite and greater than 0.
  ///   - stiffness: The stiffness; finite and greater than 0.
  ///   - damping: The damping coefficient; finite and not negative (0 rings forever).
  ///   - allowsOverdamping: Whether a damping ratio above 1 is honoured; `false` (Core
  ///     Animation's default) runs such springs critically damped.
  /// - Throws: ``KeyboardCurveError/invalidParameter(parameter:value:requirement:)`` naming the
  ///   first parameter out of range.
  public init(
    mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool = false
  ) throws(KeyboardCurveError) {
    try KeyboardCurveError.requirePositive(mass, "mass")
    try KeyboardCurveError.requirePositive(stiffness, "stiffness")
    guard damping.isFinite, damping >= 0 else {
      throw .invalidParameter(parameter: "damping", value: damping, requirement: .notNegative)
    }
    self.init(
      checkedMass: mass, stiffness: stiffness, damping: damping,
      allowsOverdamping: allowsOverdamping)
  }

  private init(
    checkedMass mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.allowsOverdamping = allowsOverdamping
  }

  /// The spring UIKit installs for the keyboard's curve 7: mass 3, stiffness 1000, damping 500,
  /// over-damping not allowed.
  ///
  /// The parameters are read from the `CASpringAnimation` UIKit adds inside an animation block
  /// that uses the keyboard's curve (Apple developer forums, thread 48088); Flutter's iOS engine
  /// reads the same values at run time and its tests call them "the keyboard curve config on iOS
  /// platform". The ratio is about 4.56, so Core Animation runs it critically damped with
  /// ω₀ = √(1000/3) ≈ 18.26 rad/s.
  public static let keyboard = SpringCurve(
    checkedMass: 3, stiffness: 1000, damping: 500, allowsOverdamping: false)

  /// The damping ratio ζ = c / (2√(m·k)) of the parameters as given.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The damping ratio the spring actually runs with: ``dampingRatio``, capped at 1 unless
  /// ``allowsOverdamping`` is set.
  public var effectiveDampingRatio: Double {
    allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
  }

  /// The damping coefficient the spring actually runs with: the one that gives
  /// ``effectiveDampingRatio``, so ``damping`` capped at the critical 2√(m·k) unless
  /// ``allowsOverdamping`` is set.
  ///
  /// Hand this, not ``damping``, to an animation API that takes a damping coefficient but no
  /// over-damping switch, such as SwiftUI's `interpolatingSpring(mass:stiffness:damping:)`: the
  /// spring then runs as Core Animation runs it whether or not that API caps over-damping itself.
  ///
  /// ```swift
  /// SpringCurve.keyboard.damping  // 500
  /// SpringCurve.keyboard.effectiveDamping  // 109.54… (2√3000: critically damped)
  /// try SpringCurve(mass: 1, stiffness: 100, damping: 10).effectiveDamping  // 10
  /// ```
  public var effectiveDamping: Double {
    allowsOverdamping ? damping : min(damping, 2 * (mass * stiffness).squareRoot())
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The spring's position t seconds after release.
  ///
  /// Closed-form solutions, with ω₀ = √(k/m) and ζ the effective ratio:
  /// - under-damped (ζ < 1): 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀/ω_d)·sin ω_d t), ω_d = ω₀√(1 − ζ²);
  /// - critically damped (ζ = 1): 1 − e^(−ω₀t)·(1 + ω₀t);
  /// - over-damped (ζ > 1): 1 − (r₂e^(r₁t) − r₁e^(r₂t)) / (r₂ − r₁), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)).
  ///
  /// ```swift
  /// SpringCurve.keyboard.position(at: 0)  // 0
  /// SpringCurve.keyboard.position(at: 0.5)  // 0.9989…
  /// ```
  ///
  /// - Parameter time: Seconds since release; 0 and below (and NaN) give 0.
  /// - Returns: The position; 0 at release, tending to 1. An under-damped spring passes 1 and
  ///   swings back.
  public func position(at time: TimeInterval) -> Double {
    guard time > 0 else { return 0 }
    guard time.isFinite else { return 1 }
    let omega = naturalFrequency
    let zeta = effectiveDampingRatio
    // This close to 1 the critical formula is off by less than 1e-8, while the other two would
    // divide by a vanishing ω_d or r₂ − r₁.
    if abs(zeta - 1) < 1e-9 {
      return 1 - exp(-omega * time) * (1 + omega * time)
    }
    if zeta < 1 {
      let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      let phase = dampedFrequency * time
      return 1 - decay * (cos(phase) + zeta * omega / dampedFrequency * sin(phase))
    }
    let spread = (zeta * zeta - 1).squareRoot()
    // r₁ = −ω₀(ζ − √(ζ² − 1)) written as −ω₀ / (ζ + √(ζ² − 1)) to avoid cancellation for large ζ.
    let slow = -omega / (zeta + spread)
    let fast = -omega * (zeta + spread)
    return 1 - (fast * exp(slow * time) - slow * exp(fast * time)) / (fast - slow)
  }

  /// The time after which the spring stays within `tolerance` of 1.
  ///
  /// This is the idea behind `CASpringAnimation.settlingDuration`; Apple does not document its
  /// tolerance. For a spring that does not overshoot (ζ ≥ 1) the time is exact to a microsecond.
  /// For an under-damped spring it is the time at which the envelope e^(−ζω₀t)/√(1 − ζ²), which
  /// bounds every later swing, falls to `tolerance`: an upper bound. A spring without damping
  /// never settles.
  ///
  /// ```swift
  /// SpringCurve.keyboard.settlingDuration(tolerance: 0.001)  // 0.5057…
  /// ```
  ///
  /// - Parameter tolerance: The allowed distance from 1; values that are not finite and
  ///   positive count as 0.001.
  /// - Returns: Seconds; `.infinity` for an undamped spring.
  public func settlingDuration(tolerance: Double = 0.001) -> TimeInterval {
    let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.001
    guard tolerance < 1 else { return 0 }
    let omega = naturalFrequency
    let zeta = effectiveDampingRatio
    guard zeta > 0 else { return .infinity }
    if zeta < 1 - 1e-9 {
      return max(0, log(1 / (tolerance * (1 - zeta * zeta).squareRoot())) / (zeta * omega))
    }
    // Without overshoot the distance to 1 shrinks monotonically: bisect for where it meets the
    // tolerance, after doubling an upper bound until it is past that point.
    var high = 1 / omega
    while 1 - position(at: high) > tolerance, high < 1e9 { high *= 2 }
    var low = 0.0
    while high - low > 1e-7 {
      let middle = (low + high) / 2
      if 1 - position(at: middle) > tolerance { low = middle } else { high = middle }
    }
    return high
  }
}
