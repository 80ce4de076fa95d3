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
    /// line states what the small-phone login screen did with pixel heights and `if` statements.
    /// The hidden value is the constant's resting value until the app writes the constant: a
    /// constant other than the one the binding wrote last is the app's new resting value
    /// (``KeyboardAdaptive/value(for:on:resting:)``), the shown value goes back over it in the
    /// layout pass that applies the write (a hidden, zero-width view follows the edge the
    /// constraint places, and UIKit lays out a view whose size changes), and the app's value is
    /// what remains when the keyboard leaves:
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
      let constant = AdaptedValue(
        value, read: { [weak self] in self?.constant },
        screenClass: { [weak view] in view.flatMap(UIKitReading.screenClass(of:)) })
      let write: @MainActor (CGFloat) -> Void = { [weak self] in self?.constant = $0 }
      let sensors = sensors { constant.apply(constant.state, with: write) }
      return KeyboardAnchor.of(view).bind(
        phase: .constraints,
        rest: { constant.apply(.hidden, with: write) },
        onCancel: {
          constant.apply(.hidden, with: write)
          for sensor in sensors { sensor.remove() }
        },
        apply: { delivery in constant.apply(delivery.transition.to, with: write) })
    }

    /// Sensors on the edges this constraint places, inside the view it is installed on, that run
    /// `onLayout` in the layout pass that moves them (``LayoutSensor``).
    private func sensors(onLayout: @escaping @MainActor () -> Void) -> [LayoutSensor] {
      // A constraint of one item (a width, a height) lives in the item itself; its sensor goes
      // next to it.
      guard let first = firstItem,
        let holder = secondItem == nil
          ? UIKitReading.view(of: first)?.superview
          : UIKitReading.commonAncestor(of: first, and: secondItem)
      else { return [] }
      let items: [(AnyObject?, NSLayoutConstraint.Attribute)] = [
        (first, firstAttribute), (secondItem, secondAttribute),
      ]
      return items.compactMap { item, attribute in
        // The holder's own edges and guides move only when the holder does.
        guard let item, item !== holder, (item as? UILayoutGuide)?.owningView !== holder else {
          return nil
        }
        return LayoutSensor.watch(item, attribute: attribute, in: holder, onLayout: onLayout)
      }
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
    /// view hidden twice would need two writes to come back. A value the app writes itself is the
    /// view's resting value from then on (``KeyboardAdaptive/value(for:on:resting:)``), taken at
    /// the next keyboard change: UIKit documents no signal for a write to `isHidden`.
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
      let flag = AdaptedValue(
        value, read: { [weak self] in self?.isHidden },
        screenClass: { [weak self] in self.flatMap(UIKitReading.screenClass(of:)) })
      let set: @MainActor (Bool) -> Void = { [weak self] in self?.isHidden = $0 }
      return KeyboardAnchor.of(self).bind(
        phase: .decorations,
        rest: {
          generation.value += 1
          flag.apply(.hidden, with: set)
        },
        apply: { delivery in
          let transition = delivery.transition
          flag.observe()
          let screenClass = flag.currentScreenClass
          let atStart = value.value(
            during: transition, progress: .ulpOfOne, on: screenClass, resting: flag.resting)
          let atEnd = value.value(
            during: transition, progress: 1, on: screenClass, resting: flag.resting)
          generation.value += 1
          flag.remember(transition.to)
          flag.set(atStart, with: set)
          guard atEnd != atStart else { return }
          let expected = generation.value
          delivery.completion.append {
            guard generation.value == expected else { return }
            flag.apply(transition.to, with: set)
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
    /// An alpha the app writes itself is the view's resting value from then on, taken at the next
    /// keyboard change (``KeyboardAdaptive/value(for:on:resting:)``).
    ///
    /// ```swift
    /// hint.adaptAlpha(to: KeyboardAdaptive(hidden: 1, shown: 0))
    /// ```
    ///
    /// - Parameter value: The alpha with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptAlpha(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      let alpha = AdaptedValue(
        value, read: { [weak self] in self?.alpha },
        screenClass: { [weak self] in self.flatMap(UIKitReading.screenClass(of:)) })
      let write: @MainActor (CGFloat) -> Void = { [weak self] in self?.alpha = $0 }
      return KeyboardAnchor.of(self).bind(
        phase: .decorations, rest: { alpha.apply(.hidden, with: write) },
        apply: { delivery in alpha.apply(delivery.transition.to, with: write) })
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
    /// once. A radius the app writes itself is the resting value from then on, taken at the next
    /// keyboard change.
    ///
    /// ```swift
    /// loginButton.adaptCornerRadius(to: KeyboardAdaptive(hidden: 15, shown: 0))
    /// ```
    ///
    /// - Parameter value: The corner radius with the keyboard hidden and shown.
    /// - Returns: The binding; it ends with this view.
    @discardableResult
    public func adaptCornerRadius(to value: KeyboardAdaptive<CGFloat>) -> KeyboardBinding {
      let radius = AdaptedValue(
        value, read: { [weak self] in self?.layer.cornerRadius },
        screenClass: { [weak self] in self.flatMap(UIKitReading.screenClass(of:)) })
      return KeyboardAnchor.of(self).bind(
        phase: .decorations,
        rest: {
          radius.apply(.hidden) { [weak self] target in
            guard let self else { return }
            LayerAnimator.setCornerRadius(target, of: self.layer, motion: .instant)
          }
        },
        apply: { delivery in
          radius.apply(delivery.transition.to) { [weak self] target in
            guard let self else { return }
            LayerAnimator.setCornerRadius(
              target, of: self.layer, motion: delivery.transition.animation.motion())
          }
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
