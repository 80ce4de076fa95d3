#if canImport(UIKit)
  import Foundation
  import QuartzCore
  import UIKit

  extension NSLayoutConstraint {
    /// Sets this constraint's constant from a ``KeyboardAdaptive`` value whenever the keyboard
    /// shows or hides, inside the keyboard's animation.
    ///
    /// The value is chosen for the class of the window showing `view` (``ScreenClass``, from the
    /// window's own size, so a Slide Over or Stage Manager window counts as what it is), so one
    /// line states what the small-phone login screen did with pixel heights and `if` statements:
    ///
    /// ```swift
    /// statusLabelTop.adapt(
    ///   to: KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight), in: view)
    /// loginButtonLeading.adapt(to: KeyboardAdaptive(hidden: 30, shown: 0), in: view)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The constant with the keyboard hidden and shown, per screen class.
    ///   - view: The view whose window decides the screen class.
    /// - Returns: The binding; it ends with `view`.
    @discardableResult
    public func adapt(to value: KeyboardAdaptive<CGFloat>, in view: UIView) -> KeyboardBinding {
      let write: @MainActor (KeyboardState, ScreenClass?) -> Void = {
        [weak self] state, screenClass in
        guard let self else { return }
        let target = value.value(for: state, on: screenClass)
        if target != self.constant { self.constant = target }
      }
      return KeyboardAnchor.of(view).bind(
        phase: .constraints,
        rest: { [weak view] in write(.hidden, view.flatMap(UIKitReading.screenClass(of:))) },
        apply: { [weak view] delivery in
          write(delivery.transition.to, view.flatMap(UIKitReading.screenClass(of:)))
        })
    }

    /// Sets this constraint's constant from a ``KeyboardAdaptive`` value.
    ///
    /// Renamed ``adapt(to:in:)``: a method that acts reads as a verb.
    ///
    /// ```swift
    /// statusLabelTop.adapt(to: KeyboardAdaptive(hidden: 40, shown: 12), in: view)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The constant with the keyboard hidden and shown, per screen class.
    ///   - view: The view whose window decides the screen class.
    /// - Returns: The binding; it ends with `view`.
    @available(*, deprecated, renamed: "adapt(to:in:)")
    @discardableResult
    public func adapts(to value: KeyboardAdaptive<CGFloat>, in view: UIView) -> KeyboardBinding {
      adapt(to: value, in: view)
    }
  }

  extension UIView {
    /// Hides or shows this view from a ``KeyboardAdaptive`` flag whenever the keyboard shows or
    /// hides.
    ///
    /// A view that hides does so as the keyboard starts to move; one that reappears does so when
    /// the keyboard's animation has finished, so it never overlaps content still moving (the
    /// switch points of ``Swift/Bool/interpolated(to:progress:)``). `isHidden` is written only
    /// when it changes: in a `UIStackView`, repeated writes inside animation blocks add up, and a
    /// view hidden twice would need two writes to come back.
    ///
    /// ```swift
    /// logo.adaptIsHidden(to: KeyboardAdaptive(false).shown(true, on: .compactHeight))
    /// ```
    ///
    /// - Parameter value: Whether the view is hidden with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptIsHidden(to value: KeyboardAdaptive<Bool>) -> KeyboardBinding {
      let generation = SwitchGeneration()
      let set: @MainActor (UIView, Bool) -> Void = { view, hidden in
        if view.isHidden != hidden { view.isHidden = hidden }
      }
      return KeyboardAnchor.of(self).bind(
        phase: .decorations,
        rest: { [weak self] in
          guard let self else { return }
          generation.value += 1
          set(self, value.value(for: .hidden, on: UIKitReading.screenClass(of: self)))
        },
        apply: { [weak self] delivery in
          guard let self else { return }
          let screenClass = UIKitReading.screenClass(of: self)
          let transition = delivery.transition
          let atStart = value.value(during: transition, progress: .ulpOfOne, on: screenClass)
          let atEnd = value.value(during: transition, progress: 1, on: screenClass)
          generation.value += 1
          set(self, atStart)
          guard atEnd != atStart else { return }
          let expected = generation.value
          delivery.completion.append { [weak self] in
            guard let self, generation.value == expected else { return }
            set(self, atEnd)
          }
        })
    }

    /// Hides or shows this view from a ``KeyboardAdaptive`` flag.
    ///
    /// Renamed ``adaptIsHidden(to:)``: a method that acts reads as a verb.
    ///
    /// ```swift
    /// logo.adaptIsHidden(to: KeyboardAdaptive(hidden: false, shown: true))
    /// ```
    ///
    /// - Parameter value: Whether the view is hidden with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @available(*, deprecated, renamed: "adaptIsHidden(to:)")
    @discardableResult
    public func adaptsIsHidden(to value: KeyboardAdaptive<Bool>) -> KeyboardBinding {
      adaptIsHidden(to: value)
    }

    /// Sets this view's alpha from a ``KeyboardAdaptive`` value, fading with the keyboard.
    ///
    /// ```swift
    /// hint.adaptAlpha(to: KeyboardAdaptive(hidden: 1, shown: 0))
    /// ```
    ///
    /// - Parameter value: The alpha with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptAlpha(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      let write: @MainActor (UIView, KeyboardState) -> Void = { view, state in
        let target = value.value(for: state, on: UIKitReading.screenClass(of: view))
        if target != view.alpha { view.alpha = target }
      }
      return KeyboardAnchor.of(self).bind(
        phase: .decorations, rest: { [weak self] in if let self { write(self, .hidden) } },
        apply: { [weak self] delivery in
          if let self { write(self, delivery.transition.to) }
        })
    }

    /// Sets this view's alpha from a ``KeyboardAdaptive`` value.
    ///
    /// Renamed ``adaptAlpha(to:)``: a method that acts reads as a verb.
    ///
    /// ```swift
    /// hint.adaptAlpha(to: KeyboardAdaptive(hidden: 1, shown: 0))
    /// ```
    ///
    /// - Parameter value: The alpha with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @available(*, deprecated, renamed: "adaptAlpha(to:)")
    @discardableResult
    public func adaptsAlpha(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      adaptAlpha(to: value)
    }

    /// Sets this view's layer corner radius from a ``KeyboardAdaptive`` value, moving with the
    /// keyboard.
    ///
    /// This runs a Core Animation animation with the keyboard's own motion
    /// (``KeyboardAnimation/motion(model:)``), so the small-phone login screen's button squares
    /// its corners in step with the keyboard; a window that is not on screen gets the value at
    /// once.
    ///
    /// ```swift
    /// loginButton.adaptCornerRadius(to: KeyboardAdaptive(hidden: 15, shown: 0))
    /// ```
    ///
    /// - Parameter value: The corner radius with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptCornerRadius(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      KeyboardAnchor.of(self).bind(
        phase: .decorations,
        rest: { [weak self] in
          guard let self else { return }
          let target = value.value(for: .hidden, on: UIKitReading.screenClass(of: self))
          LayerAnimator.setCornerRadius(target, of: self.layer, motion: .instant)
        },
        apply: { [weak self] delivery in
          guard let self else { return }
          let target = value.value(
            for: delivery.transition.to, on: UIKitReading.screenClass(of: self))
          LayerAnimator.setCornerRadius(
            target, of: self.layer, motion: delivery.transition.animation.motion())
        })
    }

    /// Sets this view's layer corner radius from a ``KeyboardAdaptive`` value.
    ///
    /// Renamed ``adaptCornerRadius(to:)``: a method that acts reads as a verb.
    ///
    /// ```swift
    /// loginButton.adaptCornerRadius(to: KeyboardAdaptive(hidden: 15, shown: 0))
    /// ```
    ///
    /// - Parameter value: The corner radius with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @available(*, deprecated, renamed: "adaptCornerRadius(to:)")
    @discardableResult
    public func adaptsCornerRadius(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      adaptCornerRadius(to: value)
    }
  }

  /// Counts the transitions a flag has seen, so a late switch from an earlier one is dropped.
  @MainActor
  private final class SwitchGeneration {
    var value = 0
  }
#endif
