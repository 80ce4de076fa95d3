import Foundation

/// How the keyboard moves, in the terms animation APIs take: a timing curve, a spring, or a jump.
///
/// Adapters hand this to their framework unchanged: SwiftUI's `Animation.timingCurve` or
/// `Animation.interpolatingSpring`, Core Animation's `CAMediaTimingFunction` or
/// `CASpringAnimation`. The choice between them is made here, once, from the curve and the
/// ``KeyboardCurveModel``, so every adapter moves the same way.
///
/// ```swift
/// KeyboardAnimation(duration: 0.25, curve: .easeOut).motion()
/// // .timingCurve(CubicBezier.easeOut, duration: 0.25)
/// KeyboardAnimation(duration: 0.25, curve: .keyboard).motion()
/// // .spring(SpringCurve.keyboard, duration: 0.5)
/// KeyboardAnimation(duration: 0.25, curve: .keyboard).motion(model: .bezier)
/// // .timingCurve(CubicBezier.keyboardFit, duration: 0.5)
/// KeyboardAnimation.none.motion()  // .instant
/// ```
public enum KeyboardMotion: Sendable, Hashable {
  /// No animation: apply the change at once.
  case instant
  /// A cubic Bézier timing curve run over `duration` seconds.
  case timingCurve(CubicBezier, duration: TimeInterval)
  /// A spring released at rest and run for `duration` seconds, after which it is at its end.
  case spring(SpringCurve, duration: TimeInterval)

  /// How long the motion lasts, in seconds; 0 for ``instant``.
  public var duration: TimeInterval {
    switch self {
    case .instant: 0
    case .timingCurve(_, let duration), .spring(_, let duration): duration
    }
  }
}

extension KeyboardAnimation {
  /// The motion an animation API should run to move in step with this animation.
  ///
  /// Named curves become their UIKit Béziers over ``duration``; the keyboard's curve 7 becomes
  /// what `model` says it is (the spring by default); an instant animation stays instant.
  ///
  /// ```swift
  /// switch transition.animation.motion() {
  /// case .instant: apply()
  /// case .timingCurve(let curve, let duration): animate(curve, duration, apply)
  /// case .spring(let spring, let duration): animateSpring(spring, duration, apply)
  /// }
  /// ```
  ///
  /// - Parameter model: How to run the keyboard's curve 7; ignored by the other curves.
  /// - Returns: The motion, with a duration equal to ``effectiveDuration(model:)``.
  public func motion(model: KeyboardCurveModel = .standard) -> KeyboardMotion {
    guard !isInstant else { return .instant }
    if let bezier = curve.bezier {
      return .timingCurve(bezier, duration: duration)
    }
    let length = model.duration(notificationDuration: duration)
    switch model.timing {
    case .spring(let spring, _): return .spring(spring, duration: length)
    case .bezier(let bezier, _): return .timingCurve(bezier, duration: length)
    }
  }
}
