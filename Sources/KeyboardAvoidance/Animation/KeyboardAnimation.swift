import Foundation

/// The timing iOS gives a keyboard change: how long it takes and along which curve it moves.
///
/// Every keyboard notification carries a duration and a curve. Moving your own views with the same
/// timing keeps them glued to the keyboard; a hand-picked duration such as 1 s or 0.23 s makes them
/// drift apart while the keyboard moves.
///
/// A duration that is negative, NaN or infinite means "no animation": the initializer stores 0.
///
/// To move something UIKit does not animate for you (a layer's path, Metal content), ask
/// ``progress(at:model:)`` how far along the change is at any moment, or sample it with
/// ``samples(framesPerSecond:model:)``.
///
/// ```swift
/// let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
/// animation.curve.rawValue        // 7
/// animation.animationOptionsRawValue  // 458752 (7 << 16)
/// animation.progress(at: 0.1)  // 0.545…
/// ```
public struct KeyboardAnimation: Sendable, Hashable {
  /// The animation's length in seconds; always finite and never negative.
  public var duration: TimeInterval {
    didSet { duration = Self.sanitized(duration) }
  }

  /// The timing curve the keyboard moves along.
  public var curve: Curve

  /// Creates an animation with a duration and a curve.
  ///
  /// - Parameters:
  ///   - duration: Seconds; negative, NaN and infinite values are stored as 0 (no animation).
  ///   - curve: The timing curve.
  public init(duration: TimeInterval, curve: Curve) {
    self.duration = Self.sanitized(duration)
    self.curve = curve
  }

  /// No animation: changes apply at once.
  ///
  /// ```swift
  /// KeyboardAnimation.none.duration  // 0
  /// ```
  public static let none = KeyboardAnimation(duration: 0, curve: .linear)

  /// The timing iOS reports for keyboard changes: 0.25 s on the keyboard's curve 7.
  ///
  /// Use it to move content for a reason other than a keyboard notification, such as another
  /// field gaining focus while the keyboard stays up, so the move looks like the keyboard's own.
  ///
  /// ```swift
  /// KeyboardAnimation.systemDefault.curve  // .keyboard
  /// ```
  public static let systemDefault = KeyboardAnimation(duration: 0.25, curve: .keyboard)

  /// Whether the change happens at once, without animation.
  public var isInstant: Bool { duration == 0 }

  /// The raw value of the `UIView.AnimationOptions` that select this curve: the curve shifted
  /// left by 16 bits.
  ///
  /// UIKit stores the animation curve in bits 16 to 19 of `UIView.AnimationOptions`. The keyboard's
  /// private curve 7 has no `UIView.AnimationCurve` case, but shifted into the options it makes
  /// `UIView.animate` use the keyboard's own timing.
  ///
  /// ```swift
  /// KeyboardAnimation(duration: 0.25, curve: .easeOut).animationOptionsRawValue  // 131072
  /// ```
  public var animationOptionsRawValue: UInt { UInt(curve.rawValue) << 16 }

  private static func sanitized(_ duration: TimeInterval) -> TimeInterval {
    duration.isFinite && duration > 0 ? duration : 0
  }
}

extension KeyboardAnimation {
  /// A timing curve, as the raw integer iOS puts in `UIKeyboardAnimationCurveUserInfoKey`.
  ///
  /// The values 0 to 3 are `UIView.AnimationCurve`'s cases. The keyboard itself reports 7, a curve
  /// that UIKit does not name; it has its own case here. Any other value is kept as ``unknown(_:)``
  /// so nothing is lost.
  ///
  /// ```swift
  /// KeyboardAnimation.Curve(rawValue: 7)  // .keyboard
  /// KeyboardAnimation.Curve(rawValue: 5)  // .unknown(5)
  /// ```
  public enum Curve: Sendable, Hashable, RawRepresentable {
    /// Slow at the start and the end (`UIView.AnimationCurve.easeInOut`, raw value 0).
    case easeInOut
    /// Slow at the start (`UIView.AnimationCurve.easeIn`, raw value 1).
    case easeIn
    /// Slow at the end (`UIView.AnimationCurve.easeOut`, raw value 2).
    case easeOut
    /// Constant speed (`UIView.AnimationCurve.linear`, raw value 3).
    case linear
    /// The keyboard's own curve, raw value 7, which UIKit does not name.
    case keyboard
    /// A raw value this package does not know; kept as reported.
    case unknown(Int)

    /// Creates the curve for a raw value; every integer maps to a case.
    ///
    /// - Parameter rawValue: The value from the notification.
    public init(rawValue: Int) {
      switch rawValue {
      case 0: self = .easeInOut
      case 1: self = .easeIn
      case 2: self = .easeOut
      case 3: self = .linear
      case 7: self = .keyboard
      default: self = .unknown(rawValue)
      }
    }

    /// Two curves are equal when their raw values are, so `.unknown(7)` equals ``keyboard``.
    ///
    /// - Parameters:
    ///   - lhs: A curve.
    ///   - rhs: Another curve.
    /// - Returns: Whether both have the same raw value.
    public static func == (lhs: Curve, rhs: Curve) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the raw value, consistent with ``==(_:_:)``.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The raw integer iOS uses for this curve.
    public var rawValue: Int {
      switch self {
      case .easeInOut: 0
      case .easeIn: 1
      case .easeOut: 2
      case .linear: 3
      case .keyboard: 7
      case .unknown(let value): value
      }
    }
  }
}
