#if canImport(UIKit)
  import Foundation
  import UIKit

  extension NSLayoutConstraint {
    /// Keeps this constraint's constant where it holds a view above the keyboard, moving in step
    /// with the keyboard's own animation.
    ///
    /// The constraint ties the pinned view's bottom to the bottom of `view` or of its safe area,
    /// in either order. Whenever the keyboard changes, the constant becomes the core's
    /// ``KeyboardState/bottomOffset(for:options:)`` for `view`: the part of `view` the keyboard
    /// really covers (measured in screen space, so hardware keyboards, form sheets, Split View and
    /// Stage Manager come out right), minus the safe-area inset when the constraint uses the safe
    /// area, plus `spacing`. It is written once per real change, inside a `UIView` animation with
    /// the keyboard's duration and curve, and `view` is laid out in it.
    ///
    /// The hand-written handlers of keyboard blog posts (NotificationCenter, RxSwift, RxKeyboard)
    /// become one line each:
    ///
    /// ```swift
    /// // Safe Area.bottom = Button.bottom + constant (Interface Builder's usual form)
    /// buttonBottomConstraint.followKeyboard(in: view)
    /// // With a gap between the button and the keyboard.
    /// buttonBottomConstraint.followKeyboard(in: view, spacing: 12)
    /// // button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    /// // works the same: the constant turns negative to move the button up.
    /// ```
    ///
    /// The binding ends when `view` is released; keep the returned binding only to stop earlier.
    ///
    /// - Parameters:
    ///   - view: The view whose bottom, or safe-area bottom, the constraint is tied to; usually
    ///     the view controller's view.
    ///   - spacing: The gap between the pinned view and the keyboard while the keyboard covers
    ///     `view`.
    ///   - restingConstant: The constant while nothing is covered; `nil` keeps the constant the
    ///     constraint has now.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding, which can stop following with ``KeyboardBinding/cancel()``.
    @discardableResult
    public func followKeyboard(
      in view: UIView,
      spacing: CGFloat = 0,
      restingConstant: CGFloat? = nil,
      followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      let safeArea = view.safeAreaLayoutGuide
      let usesSafeArea = firstItem === safeArea || secondItem === safeArea
      // Offsets grow upward. With the container first (container.bottom = pinned.bottom + c), a
      // larger constant lifts the pinned view; with the pinned view first, a smaller one does.
      let sign: CGFloat = firstItem === safeArea || firstItem === view ? 1 : -1
      let options = KeyboardAvoidanceOptions(
        spacing: spacing,
        restingOffset: sign * (restingConstant ?? constant),
        followsUndockedKeyboard: followsUndockedKeyboard
      )
      return KeyboardAnchor.of(view).bind { [weak self, weak view] transition in
        guard let self, let view, var avoiding = AvoidingView(view) else { return }
        if !usesSafeArea { avoiding.safeAreaBottom = 0 }
        let target = sign * transition.to.bottomOffset(for: avoiding, options: options)
        guard target != self.constant else { return }
        KeyboardAnimator.animate(transition.animation, layingOut: view) {
          self.constant = target
        }
      }
    }
  }
#endif
