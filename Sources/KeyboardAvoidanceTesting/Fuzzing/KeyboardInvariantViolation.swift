/// A property of the keyboard pipeline that did not hold, with the values that broke it.
///
/// ``KeyboardFuzzer`` checks a fixed list of invariants after every notification: parsing never
/// traps and a rejected notification leaves the observer's state untouched; every delivered
/// transition is the one the reducer computes; states, frames and offsets are finite and within
/// their bounds. A violation names the invariant and shows the values.
///
/// ```swift
/// do {
///   _ = try KeyboardFuzzer(seed: 42).run(notifications: 10_000, sequences: 1_000)
/// } catch {
///   print(error.violation.invariant)  // "offset within the view"
///   print(error.violation.detail)     // "offset 912.0 for a view 852.0 tall"
/// }
/// ```
public struct KeyboardInvariantViolation: Error, Sendable, Hashable, CustomStringConvertible {
  /// The invariant that failed, in a few words.
  public let invariant: String

  /// The values that broke it.
  public let detail: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - invariant: The invariant that failed, in a few words.
  ///   - detail: The values that broke it.
  public init(invariant: String, detail: String) {
    self.invariant = invariant
    self.detail = detail
  }

  /// The invariant and the values, on one line.
  public var description: String { "\(invariant): \(detail)" }
}
