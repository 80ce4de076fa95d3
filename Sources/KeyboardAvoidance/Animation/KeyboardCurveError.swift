/// Why a timing curve could not be built from the numbers given.
///
/// ``CubicBezier``, ``SpringCurve`` and ``KeyboardCurveModel`` check their parameters when they are
/// created and throw this error, naming the parameter and the value, instead of producing a curve
/// that divides by zero or never ends.
///
/// ```swift
/// do {
///   _ = try SpringCurve(mass: 0, stiffness: 1000, damping: 500)
/// } catch {
///   print(error)  // mass is 0.0: must be finite and greater than 0
/// }
/// ```
public enum KeyboardCurveError: Error, Sendable, Hashable {
  /// A parameter holds a value the curve cannot use.
  ///
  /// - Parameters:
  ///   - parameter: The parameter's name as the initializer spells it, such as `"x1"` or `"mass"`.
  ///   - value: The value that was passed.
  ///   - requirement: What the parameter must be.
  case invalidParameter(parameter: String, value: Double, requirement: Requirement)

  /// What a parameter must be.
  public enum Requirement: String, Sendable, Hashable {
    /// Finite and greater than 0: masses, stiffnesses, durations.
    case positive = "must be finite and greater than 0"
    /// Finite and not negative: damping.
    case notNegative = "must be finite and not negative"
    /// Between 0 and 1: the x coordinates of a timing curve's control points, which are times.
    case unitInterval = "must be between 0 and 1"
    /// Finite: the y coordinates of a timing curve's control points.
    case finite = "must be finite"
  }

  /// The name of the parameter the error is about.
  public var parameter: String {
    switch self {
    case .invalidParameter(let parameter, _, _): parameter
    }
  }
}

extension KeyboardCurveError: CustomStringConvertible {
  /// A sentence naming the parameter, its value and what it must be.
  public var description: String {
    switch self {
    case .invalidParameter(let parameter, let value, let requirement):
      "\(parameter) is \(value): \(requirement.rawValue)"
    }
  }
}

extension KeyboardCurveError {
  /// Throws when `value` is not finite and positive.
  static func requirePositive(_ value: Double, _ parameter: String) throws(KeyboardCurveError) {
    guard value.isFinite, value > 0 else {
      throw .invalidParameter(parameter: parameter, value: value, requirement: .positive)
    }
  }
}
