import Foundation

/// A model of how the keyboard moves along its private curve 7: an approximation, with its source.
///
/// Apple does not document curve 7. Two reverse-engineered descriptions circulate, both in Apple
/// developer forums thread 48088 ("iOS Keyboard show animation curve control points"):
///
/// - ``spring``: the `CASpringAnimation` UIKit installs when an animation block uses curve 7,
///   printed from the layer: mass 3, stiffness 1000, damping 500, duration 0.5 s, whatever
///   duration the block asked for. Its author says it "can reproduce the animation precisely".
/// - ``bezier``: a timing curve fitted by eye, control points (0.380, 0.700, 0.125, 1.000), which
///   only matched when run over twice the notification's duration.
///
/// Read literally, mass 3, stiffness 1000 and damping 500 make a damping ratio of about 4.56: an
/// over-damped spring only 63 % of the way there after 0.5 s, which would end in a visible jump.
/// Core Animation does not run it that way: unless `allowsOverdamping` is set (iOS 17), a ratio
/// above 1 is run critically damped, as SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`
/// documentation states and RBBAnimation (a reimplementation of `CASpringAnimation`) does to match
/// it. Critically damped, the spring is 99.9 % there at 0.5 s, and the two descriptions then agree
/// to within 8 % of the distance at their furthest apart, early in the move.
///
/// **The default, ``standard``, is ``spring``**, because its numbers are read from the animation
/// UIKit really creates rather than fitted by eye: Flutter's iOS engine reads the same parameters
/// from the keyboard's animation at run time to track the keyboard frame by frame, and Telegram's
/// iOS app builds its spring transitions from the same four numbers. The Bézier needs an
/// unexplained factor of two.
///
/// Both trajectories are approximations: iOS may change the curve in any release, and since iOS 17
/// the keyboard animates in another process.
///
/// ```swift
/// let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
/// animation.progress(at: 0.1)  // 0.545… (spring)
/// animation.progress(at: 0.1, model: .bezier)  // 0.471…
/// KeyboardCurveModel.spring.duration(notificationDuration: 0.25)  // 0.5
/// KeyboardCurveModel.bezier.duration(notificationDuration: 0.25)  // 0.5
/// ```
public struct KeyboardCurveModel: Sendable, Hashable {
  /// The shape of a model and how it uses the notification's duration.
  public enum Timing: Sendable, Hashable {
    /// A spring released at the start and run on its own clock for `runDuration` seconds, after
    /// which progress is 1; the notification's duration is ignored, as UIKit ignores it for
    /// curve 7.
    case spring(SpringCurve, runDuration: TimeInterval)
    /// A cubic Bézier stretched over the notification's duration times `durationMultiplier`.
    case bezier(CubicBezier, durationMultiplier: Double)
  }

  /// The model's shape and clock.
  public let timing: Timing

  /// Where the model comes from, in words: the reference a reader can check.
  public let source: String

  /// Creates a model.
  ///
  /// ```swift
  /// let quicker = try KeyboardCurveModel(
  ///   timing: .spring(.keyboard, runDuration: 0.4), source: "my measurement, iOS 18")
  /// ```
  ///
  /// - Parameters:
  ///   - timing: The shape and the clock; a run duration or multiplier must be finite and
  ///     greater than 0.
  ///   - source: Where the model comes from.
  /// - Throws: ``KeyboardCurveError/invalidParameter(parameter:value:requirement:)`` naming
  ///   `runDuration` or `durationMultiplier` when it is not finite and positive.
  public init(timing: Timing, source: String) throws(KeyboardCurveError) {
    switch timing {
    case .spring(_, let runDuration):
      try KeyboardCurveError.requirePositive(runDuration, "runDuration")
    case .bezier(_, let multiplier):
      try KeyboardCurveError.requirePositive(multiplier, "durationMultiplier")
    }
    self.init(checkedTiming: timing, source: source)
  }

  private init(checkedTiming timing: Timing, source: String) {
    self.timing = timing
    self.source = source
  }

  /// The keyboard as the `CASpringAnimation` UIKit creates for curve 7: ``SpringCurve/keyboard``
  /// (mass 3, stiffness 1000, damping 500, run critically damped) for 0.5 s.
  public static let spring = KeyboardCurveModel(
    checkedTiming: .spring(.keyboard, runDuration: 0.5),
    source:
      "CASpringAnimation printed from a curve-7 animation block: mass 3, stiffness 1000, "
      + "damping 500, duration 0.5 s (Apple developer forums, thread 48088); same parameters "
      + "read at run time by Flutter's iOS engine")

  /// The keyboard as a fitted timing curve: ``CubicBezier/keyboardFit`` over twice the
  /// notification's duration.
  public static let bezier = KeyboardCurveModel(
    checkedTiming: .bezier(.keyboardFit, durationMultiplier: 2),
    source:
      "CAMediaTimingFunction(controlPoints: 0.380, 0.700, 0.125, 1.000) over twice the "
      + "notification's duration, fitted by eye (Apple developer forums, thread 48088)")

  /// The model used when none is named: ``spring`` (see the discussion above for why).
  public static let standard = spring

  /// How long the keyboard moves, in seconds.
  ///
  /// ```swift
  /// KeyboardCurveModel.spring.duration(notificationDuration: 0.4)  // 0.5
  /// KeyboardCurveModel.bezier.duration(notificationDuration: 0.4)  // 0.8
  /// KeyboardCurveModel.bezier.duration(notificationDuration: 0)  // 0
  /// ```
  ///
  /// - Parameter notificationDuration: `UIKeyboardAnimationDurationUserInfoKey`; a value that is
  ///   not finite and positive means no animation.
  /// - Returns: 0 for no animation; otherwise the spring's run duration or the stretched
  ///   Bézier's length.
  public func duration(notificationDuration: TimeInterval) -> TimeInterval {
    guard notificationDuration.isFinite, notificationDuration > 0 else { return 0 }
    let length: TimeInterval
    switch timing {
    case .spring(_, let runDuration): length = runDuration
    case .bezier(_, let multiplier): length = notificationDuration * multiplier
    }
    return length.isFinite && length > 0 ? length : 0
  }

  /// The fraction of the keyboard's move done `time` seconds after it began.
  ///
  /// ```swift
  /// KeyboardCurveModel.spring.progress(at: 0.25, notificationDuration: 0.25)  // 0.942…
  /// KeyboardCurveModel.bezier.progress(at: 0.25, notificationDuration: 0.25)  // 0.930…
  /// ```
  ///
  /// - Parameters:
  ///   - time: Seconds since the move began; see ``KeyboardAnimation/progress(at:model:)`` for
  ///     negative, NaN and late times.
  ///   - notificationDuration: `UIKeyboardAnimationDurationUserInfoKey`.
  /// - Returns: A fraction from 0 to 1.
  public func progress(at time: TimeInterval, notificationDuration: TimeInterval) -> Double {
    let length = duration(notificationDuration: notificationDuration)
    return Timeline.progress(at: time, duration: length) { elapsed in
      switch timing {
      case .spring(let spring, _): spring.position(at: elapsed)
      case .bezier(let bezier, _): bezier.progress(at: elapsed / length)
      }
    }
  }
}
