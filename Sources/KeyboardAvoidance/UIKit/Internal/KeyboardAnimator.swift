#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Applies layout changes inside the keyboard's own animation.
  @MainActor
  enum KeyboardAnimator {
    /// Work to run when an animation ends.
    @MainActor
    final class Completion {
      private var work: [@MainActor () -> Void] = []

      /// Runs `body` when the animation ends.
      func append(_ body: @escaping @MainActor () -> Void) {
        work.append(body)
      }

      func run() {
        let pending = work
        work = []
        for body in pending { body() }
      }
    }

    /// Runs `changes` in one `UIView` animation with the keyboard's duration and curve, after
    /// laying out what was already pending without animation.
    ///
    /// Layout that was pending before the keyboard moved (a view's first layout, a label's new
    /// text) is not the keyboard's to animate: it is done first, inside
    /// `performWithoutAnimation` (F4). The block passes `.overrideInheritedDuration` and
    /// `.overrideInheritedCurve`: a keyboard notification that arrives inside another animation
    /// block, as during a navigation push (Stack Overflow 33486030), would otherwise inherit that
    /// block's duration and curve ("If this key isn't present, the animation inherits the
    /// remaining duration of the in-flight animation", UIView.AnimationOptions). The curve goes in
    /// as `curve << 16`, which makes UIKit run the keyboard's own motion for curve 7. A window
    /// that is not on screen, or an instant change, is laid out without animation.
    static func run(
      _ animation: KeyboardAnimation, in window: UIWindow,
      changes: @escaping (_ completion: Completion) -> Void
    ) {
      let completion = Completion()
      UIView.performWithoutAnimation { window.layoutIfNeeded() }
      guard !animation.isInstant, !window.isHidden else {
        UIView.performWithoutAnimation { changes(completion) }
        completion.run()
        return
      }
      let options: UIView.AnimationOptions = [
        UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
        .beginFromCurrentState, .allowUserInteraction, .overrideInheritedDuration,
        .overrideInheritedCurve,
      ]
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: options,
        animations: { changes(completion) },
        completion: { _ in completion.run() })
    }

    /// Runs `changes` without animation, as a view that left the screen goes back to rest.
    static func withoutAnimation(_ changes: () -> Void) {
      UIView.performWithoutAnimation(changes)
    }
  }
#endif
