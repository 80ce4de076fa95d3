import Foundation

/// A keyboard height to lay out for before the keyboard appears, with where it comes from.
///
/// The height is the keyboard's end-frame height in points: on Face ID iPhones it includes the
/// strip under the keys down to the screen's bottom edge. Subtract the view's bottom safe-area
/// inset to get how far a view pinned to the safe area must move.
///
/// ```swift
/// let estimate = DeviceCatalog.profile(identifier: "iPhone14,6")?
///   .expectedKeyboardHeight(orientation: .portrait, kind: .predictive)
/// estimate?.height      // 260
/// estimate?.confidence  // .high
/// ```
public struct KeyboardHeightEstimate: Sendable, Hashable {
  /// The keyboard's height in points.
  public var height: CGFloat
  /// Where the height comes from.
  public var provenance: KeyboardHeightProvenance
  /// How far to trust the height.
  public var confidence: Confidence

  /// How far an expected height can be trusted.
  ///
  /// - ``high``: measured on a current iOS (the iOS 26.5 simulator) or learned on this device.
  /// - ``medium``: a constant of shipping apps, or a measurement on an old iOS.
  /// - ``low``: estimated from a rule, or an approximate old measurement.
  public enum Confidence: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// A rule's estimate, or an approximate, old observation.
    case low
    /// A constant shipping apps rely on, or a measurement on an old iOS.
    case medium
    /// A measurement on a current iOS, or a value learned on this device.
    case high

    /// Orders confidences from low to high.
    ///
    /// - Parameters:
    ///   - lhs: A confidence.
    ///   - rhs: Another confidence.
    /// - Returns: Whether `lhs` is lower than `rhs`.
    public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// Creates an estimate.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height in points.
  ///   - provenance: Where the height comes from.
  ///   - confidence: How far to trust it.
  public init(height: CGFloat, provenance: KeyboardHeightProvenance, confidence: Confidence) {
    self.height = height
    self.provenance = provenance
    self.confidence = confidence
  }
}

extension KeyboardHeightEstimate: CustomStringConvertible {
  /// The height with its origin, such as `335 pt, measured on iPhone 16 (…)`.
  public var description: String {
    // Whole heights print without ".0"; anything else (fractions, NaN) prints as it is.
    let whole = height.isFinite && height.rounded() == height && abs(height) < 1_000_000
    let points = whole ? "\(Int(height))" : "\(height)"
    return "\(points) pt, \(provenance)"
  }
}
