#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Applies layout changes inside the keyboard's own animation.
  @MainActor
  enum KeyboardAnimator {
    /// Runs `changes` and lays `view` out, animated with the keyboard's duration and curve.
    ///
    /// The curve goes into `UIView.AnimationOptions` as `curve << 16`, which makes UIKit run the
    /// keyboard's own motion for curve 7. A view outside a window, or an instant change, is laid
    /// out without animation.
    static func animate(
      _ animation: KeyboardAnimation, layingOut view: UIView, changes: @escaping () -> Void
    ) {
      guard view.window != nil, !animation.isInstant else {
        UIView.performWithoutAnimation {
          changes()
          view.layoutIfNeeded()
        }
        return
      }
      let options: UIView.AnimationOptions = [
        UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
        .beginFromCurrentState, .allowUserInteraction,
      ]
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: options,
        animations: {
          changes()
          view.layoutIfNeeded()
        })
    }
  }
#endif
