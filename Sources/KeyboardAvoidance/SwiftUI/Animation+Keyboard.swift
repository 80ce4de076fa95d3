#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  extension Animation {
    /// The SwiftUI animation that moves in step with the keyboard, or `nil` when the keyboard
    /// moves without animating.
    ///
    /// The choice of curve is the core's (``KeyboardAnimation/motion(model:)``); this only
    /// spells it in SwiftUI: a timing curve becomes `timingCurve(_:_:_:_:duration:)`, the
    /// keyboard's spring becomes `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`
    /// released at rest, and an instant change becomes `nil`, which SwiftUI applies without
    /// animation. The spring gets ``SpringCurve/effectiveDamping``, so it runs critically
    /// damped as Core Animation runs it, whether or not SwiftUI caps over-damping itself.
    ///
    /// ```swift
    /// Text("Keyboard height: \(keyboard.visibleHeight)")
    ///   .animation(.keyboard(keyboard.state.animation), value: keyboard.visibleHeight)
    ///
    /// Animation.keyboard(KeyboardAnimation(duration: 0.25, curve: .easeOut))
    /// // .timingCurve(0, 0, 0.58, 1, duration: 0.25)
    /// Animation.keyboard(KeyboardAnimation(duration: 0.25, curve: .keyboard))
    /// // .interpolatingSpring(mass: 3, stiffness: 1000, damping: 109.54…, initialVelocity: 0)
    /// Animation.keyboard(.none)  // nil
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The keyboard's animation, from a ``KeyboardState`` or
    ///     ``KeyboardTransition``.
    ///   - model: How to run the keyboard's own curve 7; ``KeyboardCurveModel/standard`` by
    ///     default.
    /// - Returns: The animation, or `nil` for an instant change.
    public static func keyboard(
      _ animation: KeyboardAnimation, model: KeyboardCurveModel = .standard
    ) -> Animation? {
      switch animation.motion(model: model) {
      case .instant:
        nil
      case .timingCurve(let curve, let duration):
        .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
      case .spring(let spring, _):
        // SwiftUI runs an interpolating spring until it settles; the motion's duration is how
        // long that takes, so it is not passed on.
        .interpolatingSpring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.effectiveDamping,
          initialVelocity: 0)
      }
    }
  }
#endif
