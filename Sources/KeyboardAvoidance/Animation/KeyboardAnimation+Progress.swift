import Foundation

extension KeyboardAnimation {
  /// The fraction of the change done `time` seconds after it began.
  ///
  /// Use it to move anything UIKit cannot animate for you (a `CALayer` path, Metal content, a
  /// value in a display-link callback) in step with the keyboard. Each curve has its own shape:
  ///
  /// - the named curves (ease-in-out, ease-in, ease-out, linear) are UIKit's cubic Béziers
  ///   (``Curve/bezier``) over ``duration``;
  /// - the keyboard's curve 7 follows `model` (``KeyboardCurveModel/standard`` by default), an
  ///   approximation with its own clock: see ``effectiveDuration(model:)``;
  /// - an ``Curve/unknown(_:)`` curve is run as ease-in-out, the curve `UIView.animate` uses when
  ///   none is given.
  ///
  /// Times are read with one rule for every curve, so the result is always finite:
  /// - before the start (`time` ≤ 0) and for a NaN time: 0, nothing has moved yet;
  /// - at and after the end (`time` ≥ ``effectiveDuration(model:)``, including +∞): exactly 1;
  /// - an instant animation (``isInstant``, a duration of 0; non-finite and negative durations
  ///   are stored as 0) is 1 from `time` = 0 on, and 0 before.
  ///
  /// ```swift
  /// // Hand-made animations from blog posts (1 s and 0.23 s), for comparison with the keyboard.
  /// KeyboardAnimation(duration: 1, curve: .easeInOut).progress(at: 0.25)  // 0.129…
  /// KeyboardAnimation(duration: 0.23, curve: .easeInOut).progress(at: 0.23)  // 1
  /// KeyboardAnimation.none.progress(at: 0)  // 1
  /// // The keyboard itself.
  /// KeyboardAnimation(duration: 0.25, curve: .keyboard).progress(at: 0.1)  // 0.545…
  /// ```
  ///
  /// - Parameters:
  ///   - time: Seconds since the animation began.
  ///   - model: How to run the keyboard's curve 7; ignored by the other curves.
  /// - Returns: A fraction from 0 to 1; 0 at the start, 1 at the end.
  public func progress(
    at time: TimeInterval, model: KeyboardCurveModel = .standard
  ) -> Double {
    guard let bezier = curve.bezier else {
      return model.progress(at: time, notificationDuration: duration)
    }
    let length = duration
    return Timeline.progress(at: time, duration: length) { bezier.progress(at: $0 / length) }
  }

  /// How long the movement really lasts, in seconds.
  ///
  /// For the named curves this is ``duration``. For the keyboard's curve 7 it comes from the
  /// model: the spring runs 0.5 s whatever the notification says, the Bézier twice the
  /// notification's duration. An instant animation lasts 0 with every model.
  ///
  /// ```swift
  /// let keyboard = KeyboardAnimation(duration: 0.25, curve: .keyboard)
  /// keyboard.effectiveDuration()  // 0.5 (spring)
  /// KeyboardAnimation(duration: 0.25, curve: .easeOut).effectiveDuration()  // 0.25
  /// ```
  ///
  /// - Parameter model: How to run the keyboard's curve 7; ignored by the other curves.
  /// - Returns: A finite duration, 0 or more.
  public func effectiveDuration(model: KeyboardCurveModel = .standard) -> TimeInterval {
    curve.bezier == nil ? model.duration(notificationDuration: duration) : duration
  }

  /// The value between `start` and `end` at `time` seconds, moving with this animation.
  ///
  /// ```swift
  /// let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
  /// animation.value(from: CGFloat(0), to: 335, at: 0.1)  // 182.5… (0.545… of the way)
  /// animation.value(from: CGPoint.zero, to: CGPoint(x: 0, y: -335), at: 1)  // (0, -335)
  /// ```
  ///
  /// - Parameters:
  ///   - start: The value before the change.
  ///   - end: The value after the change.
  ///   - time: Seconds since the animation began.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: `start` until the animation begins, `end` once it has ended, and
  ///   ``progress(at:model:)`` of the way in between.
  public func value<Value: KeyboardInterpolatable>(
    from start: Value, to end: Value, at time: TimeInterval,
    model: KeyboardCurveModel = .standard
  ) -> Value {
    start.interpolated(to: end, progress: progress(at: time, model: model))
  }
}

extension KeyboardAnimation.Curve {
  /// The cubic Bézier UIKit runs for this curve, or `nil` for the keyboard's curve 7, which is
  /// not a Bézier (see ``KeyboardCurveModel``).
  ///
  /// An ``unknown(_:)`` raw value gets ease-in-out, `UIView.animate`'s default curve: the values
  /// UIKit reserves for curves go up to 15, but only 0 to 3 and 7 are known.
  ///
  /// ```swift
  /// KeyboardAnimation.Curve.easeOut.bezier  // (0, 0, 0.58, 1)
  /// KeyboardAnimation.Curve.unknown(5).bezier  // (0.42, 0, 0.58, 1)
  /// KeyboardAnimation.Curve.keyboard.bezier  // nil
  /// ```
  public var bezier: CubicBezier? {
    switch self {
    case .easeInOut: return .easeInOut
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .linear: return .linear
    case .keyboard: return nil
    case .unknown(let rawValue):
      // `.unknown(7)` equals `.keyboard` (raw values compare), so a known raw value gets its
      // named case's curve.
      let named = Self(rawValue: rawValue)
      if case .unknown = named { return .easeInOut }
      return named.bezier
    }
  }
}
