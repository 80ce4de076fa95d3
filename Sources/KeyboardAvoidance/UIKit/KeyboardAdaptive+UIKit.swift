#if canImport(UIKit)
  import Foundation
  import QuartzCore
  import UIKit

  extension NSLayoutConstraint {
    /// Sets this constraint's constant from a ``KeyboardAdaptive`` value whenever the keyboard
    /// shows or hides, inside the keyboard's animation.
    ///
    /// The value is chosen for the class of the screen showing `view` (``ScreenClass``), so one
    /// line states what hand-written code does with pixel heights and `if` statements:
    ///
    /// ```swift
    /// statusLabelTop.adapts(
    ///   to: KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight), in: view)
    /// loginButtonLeading.adapts(to: KeyboardAdaptive(hidden: 30, shown: 0), in: view)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The constant with the keyboard hidden and shown, per screen class.
    ///   - view: The view laid out in the animation: the one holding the constraint.
    /// - Returns: The binding; it ends with `view`.
    @discardableResult
    public func adapts(to value: KeyboardAdaptive<CGFloat>, in view: UIView) -> KeyboardBinding {
      KeyboardAnchor.of(view).bind { [weak self, weak view] transition in
        guard let self, let view else { return }
        let target = value.value(for: transition.to, on: UIKitReading.screenClass(of: view))
        guard target != self.constant else { return }
        KeyboardAnimator.animate(transition.animation, layingOut: view) {
          self.constant = target
        }
      }
    }
  }

  extension UIView {
    /// Hides or shows this view from a ``KeyboardAdaptive`` flag whenever the keyboard shows or
    /// hides.
    ///
    /// A view that hides does so as the keyboard starts to move; one that reappears does so when
    /// the keyboard has finished, so it never overlaps content still moving (the switch points
    /// of ``Swift/Bool/interpolated(to:progress:)``).
    ///
    /// ```swift
    /// logo.adaptsIsHidden(to: KeyboardAdaptive(false).shown(true, on: .compactHeight))
    /// ```
    ///
    /// - Parameter value: Whether the view is hidden with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptsIsHidden(to value: KeyboardAdaptive<Bool>) -> KeyboardBinding {
      let generation = SwitchGeneration()
      return KeyboardAnchor.of(self).bind { [weak self] transition in
        guard let self else { return }
        let screenClass = UIKitReading.screenClass(of: self)
        let atStart = value.value(during: transition, progress: .ulpOfOne, on: screenClass)
        let atEnd = value.value(during: transition, progress: 1, on: screenClass)
        generation.value += 1
        self.isHidden = atStart
        guard atEnd != atStart else { return }
        let expected = generation.value
        let delay = transition.animation.effectiveDuration()
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
          MainActor.assumeIsolated {
            guard let self, generation.value == expected else { return }
            self.isHidden = atEnd
          }
        }
      }
    }

    /// Sets this view's alpha from a ``KeyboardAdaptive`` value, fading with the keyboard.
    ///
    /// ```swift
    /// hint.adaptsAlpha(to: KeyboardAdaptive(hidden: 1, shown: 0))
    /// ```
    ///
    /// - Parameter value: The alpha with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptsAlpha(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      KeyboardAnchor.of(self).bind { [weak self] transition in
        guard let self else { return }
        let target = value.value(for: transition.to, on: UIKitReading.screenClass(of: self))
        guard target != self.alpha else { return }
        KeyboardAnimator.animate(transition.animation, layingOut: self) {
          self.alpha = target
        }
      }
    }

    /// Sets this view's layer corner radius from a ``KeyboardAdaptive`` value, moving with the
    /// keyboard.
    ///
    /// `UIView.animate` does not animate layer properties; this runs a Core Animation animation
    /// with the keyboard's own motion (``KeyboardAnimation/motion(model:)``), so a login button
    /// squares its corners in step with the keyboard instead of jumping.
    ///
    /// ```swift
    /// loginButton.adaptsCornerRadius(to: KeyboardAdaptive(hidden: 15, shown: 0))
    /// ```
    ///
    /// - Parameter value: The corner radius with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptsCornerRadius(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      KeyboardAnchor.of(self).bind { [weak self] transition in
        guard let self else { return }
        let target = value.value(for: transition.to, on: UIKitReading.screenClass(of: self))
        let motion = self.window == nil ? KeyboardMotion.instant : transition.animation.motion()
        LayerAnimator.setCornerRadius(target, of: self.layer, motion: motion)
      }
    }
  }

  /// Counts the transitions a flag has seen, so a late switch from an earlier one is dropped.
  @MainActor
  private final class SwitchGeneration {
    var value = 0
  }
#endif
