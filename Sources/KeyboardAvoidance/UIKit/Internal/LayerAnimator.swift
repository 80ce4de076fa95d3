#if canImport(UIKit)
  import Foundation
  import QuartzCore
  import UIKit

  /// Animates layer properties, which `UIView.animate` does not, with the keyboard's motion.
  @MainActor
  enum LayerAnimator {
    /// Sets `layer.cornerRadius` to `value`, moving along `motion`: a Core Animation timing curve
    /// or spring with the same parameters the core uses for the keyboard.
    static func setCornerRadius(_ value: CGFloat, of layer: CALayer, motion: KeyboardMotion) {
      let start = layer.presentation()?.cornerRadius ?? layer.cornerRadius
      layer.cornerRadius = value
      guard start != value, let animation = animation(for: motion, keyPath: "cornerRadius")
      else { return }
      animation.fromValue = start
      animation.toValue = value
      layer.add(animation, forKey: "keyboardAvoidance.cornerRadius")
    }

    private static func animation(for motion: KeyboardMotion, keyPath: String) -> CABasicAnimation?
    {
      switch motion {
      case .instant:
        return nil
      case .timingCurve(let curve, let duration):
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(
          controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        return animation
      case .spring(let spring, let duration):
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.mass = spring.mass
        animation.stiffness = spring.stiffness
        animation.damping = spring.damping
        animation.initialVelocity = 0
        animation.duration = duration
        return animation
      }
    }
  }
#endif
