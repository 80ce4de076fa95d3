#if canImport(UIKit)
  import Foundation
  import UIKit

  extension NSLayoutConstraint {
    /// Keeps this constraint's constant where it holds a view at least `spacing` above the
    /// keyboard, moving in step with the keyboard's own animation; `nil`, with a warning in debug
    /// builds, for a constraint it cannot follow.
    ///
    /// The constraint ties the bottom of a pinned view (a button, an input bar) to the bottom of a
    /// container, in either order, with `=` and a multiplier of 1: `view` itself, a layout guide
    /// of `view` (its safe area, layout margins or readable content guide), or any view or guide
    /// that holds the pinned view, such as a card. The binding adds to the app's constant only
    /// what the keyboard needs: whenever a keyboard lies under `view`, the pinned view's bottom
    /// ends at least `spacing` above the keyboard's top, as
    /// ``KeyboardState/constraintLift(restingOffset:view:containerBottomInset:options:)`` works
    /// out in `view`'s own points. That holds while the keyboard covers `view` and also when it
    /// stops flush with its bottom or just below it (a sheet that UIKit lifts onto the keyboard,
    /// a Stage Manager window that meets it), one point per point of keyboard
    /// (``KeyboardClearance``); a pinned view that already rests higher stays where it is.
    ///
    /// The keyboard source of the screen applies every binding of a window in one `UIView`
    /// animation with the keyboard's duration and curve, lays the window out once, then updates
    /// scroll views, so two bindings on one screen never add up. A binding made while the keyboard
    /// is up applies at once; a view that leaves its window goes back to rest and catches up when
    /// it returns.
    ///
    /// The NotificationCenter handler of a keyboard post, the RxSwift binding of another and the
    /// storyboard constraint of a third become one line each:
    ///
    /// ```swift
    /// // Safe Area.bottom = Button.bottom + 20 (Interface Builder's usual form)
    /// buttonBottomConstraint.pinAboveKeyboard(in: view)
    /// // With a gap between the button and the keyboard.
    /// buttonBottomConstraint.pinAboveKeyboard(in: view, spacing: 12)
    /// // button.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor) works the
    /// // same: the constant turns negative to move the button up.
    /// ```
    ///
    /// The constant is the app's, whenever it writes it. The binding keeps the part it added
    /// apart from the app's value: a constant other than the one the binding wrote last is the
    /// app's new resting value, and the binding puts its lift back on top of it in the layout
    /// pass that applies the write, so the pinned view never drops behind the keyboard, and when
    /// the keyboard leaves the constant is exactly what the app wrote last, negative or not. To
    /// see that layout pass without swizzling or key-value observing (which UIKit classes do not
    /// generally support), the binding adds a hidden, zero-width view next to the pinned one
    /// whose height follows the pinned view's bottom edge: UIKit lays out a view whose size
    /// changes, and its layout pass is where the comparison runs. Nothing runs while nothing
    /// moves. A write of exactly the constant the binding wrote last cannot be told from no write.
    ///
    /// On an iPhone 16 (a 34 pt safe area, a 335 pt keyboard):
    ///
    /// ```swift
    /// buttonBottom.pinAboveKeyboard(in: view, spacing: 8)  // the constant reads 20 at rest
    /// // … the keyboard shows: the constant reads 309 …
    /// buttonBottom.constant = 60  // an error banner appears: 60 is the new resting value
    /// view.layoutIfNeeded()  // the button is still 8 pt above the keyboard: 60 + 249
    /// // … the keyboard hides: the constant reads 60 …
    /// ```
    ///
    /// Calling it again for the same constraint updates that binding and returns it: a
    /// `restingConstant` becomes the app's value at once, and the spacing and
    /// `followsUndockedKeyboard` of the latest call apply.
    ///
    /// A constraint it cannot follow is never bound silently: a top edge, a `≤` or `≥` relation,
    /// a multiplier other than 1, or items that are not a container and a view inside it return
    /// `nil` and leave the constraint alone, and debug builds print a warning naming what is
    /// wrong (``KeyboardConstraintError``):
    ///
    /// ```swift
    /// let top = button.topAnchor.constraint(equalTo: view.topAnchor, constant: 400)
    /// top.pinAboveKeyboard(in: view)  // nil; "… ties the top edge …" in the console
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view whose part the keyboard covers is measured; usually the view
    ///     controller's view.
    ///   - spacing: The least gap between the pinned view and the keyboard's top.
    ///   - restingConstant: Sets the constant the app wants while no keyboard is near; `nil`
    ///     keeps the constant the constraint has.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding, which can stop following with ``KeyboardBinding/cancel()``; `nil`
    ///   for a constraint it cannot follow.
    @discardableResult
    public func pinAboveKeyboard(
      in view: UIView,
      spacing: CGFloat = 0,
      restingConstant: CGFloat? = nil,
      followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding? {
      switch keyboardBinding(
        in: view, spacing: spacing, restingConstant: restingConstant,
        followsUndockedKeyboard: followsUndockedKeyboard)
      {
      case .success(let binding):
        return binding
      case .failure(let error):
        RuntimeWarning.emit("pinAboveKeyboard(in:) leaves \(self) alone: \(error)")
        return nil
      }
    }

    /// Keeps this constraint's constant where it holds a view above the keyboard.
    ///
    /// Renamed ``pinAboveKeyboard(in:spacing:restingConstant:followsUndockedKeyboard:)``, which
    /// returns `nil` for a constraint it cannot follow. This one returns a binding whose
    /// ``KeyboardBinding/isActive`` is `false` for such a constraint, and warns in debug builds.
    ///
    /// ```swift
    /// buttonBottom.pinAboveKeyboard(in: view, spacing: 8)  // instead of followKeyboard
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view whose part the keyboard covers is measured.
    ///   - spacing: The least gap between the pinned view and the keyboard's top.
    ///   - restingConstant: Sets the constant the app wants while no keyboard is near.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding; inactive for a constraint it cannot follow.
    @available(
      *, deprecated,
      renamed: "pinAboveKeyboard(in:spacing:restingConstant:followsUndockedKeyboard:)"
    )
    @discardableResult
    public func followKeyboard(
      in view: UIView,
      spacing: CGFloat = 0,
      restingConstant: CGFloat? = nil,
      followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      pinAboveKeyboard(
        in: view, spacing: spacing, restingConstant: restingConstant,
        followsUndockedKeyboard: followsUndockedKeyboard) ?? KeyboardBinding()
    }

    /// The binding of this constraint, made or updated, or why it cannot follow the keyboard.
    private func keyboardBinding(
      in view: UIView, spacing: CGFloat, restingConstant: CGFloat?,
      followsUndockedKeyboard: Bool
    ) -> Result<KeyboardBinding, KeyboardConstraintError> {
      let anchor = KeyboardAnchor.of(view)
      let key = "constraint \(ObjectIdentifier(self))"
      let options = KeyboardAvoidanceOptions(
        spacing: spacing, followsUndockedKeyboard: followsUndockedKeyboard)
      if let existing = anchor.binding(forKey: key),
        let lift = anchor.attachment(forKey: key) as? ConstraintLift
      {
        lift.update(options: options, restingConstant: restingConstant)
        return .success(existing)
      }
      let lift: ConstraintLift
      switch ConstraintLift.make(constraint: self, view: view, options: options) {
      case .success(let made): lift = made
      case .failure(let error): return .failure(error)
      }
      if let restingConstant, constant != restingConstant { constant = restingConstant }
      lift.adoptConstant()
      lift.startSensing()
      return .success(
        anchor.bind(
          key: key, attachment: lift, phase: .constraints, avoids: true,
          rest: { lift.rest() }, onCancel: { lift.end() },
          apply: { delivery in lift.apply(delivery.transition.to) }))
    }
  }

  /// What a constraint binding adds to the app's constant, and how to work out more.
  @MainActor
  final class ConstraintLift {
    private weak var constraint: NSLayoutConstraint?
    private weak var view: UIView?
    /// The container's bottom edge: a view, or a layout guide.
    private weak var container: AnyObject?
    /// The item whose bottom follows the keyboard: a view, or a layout guide.
    private weak var pinned: AnyObject?
    /// +1 when the container is the constraint's first item (a larger constant lifts the pinned
    /// view), −1 when it is the second.
    let sign: CGFloat
    private var options: KeyboardAvoidanceOptions
    /// The constant as the app and this binding wrote it.
    private var constant: BoundValue<CGFloat>
    /// The keyboard as last applied; a layout pass that moves the pinned view applies it again.
    private var state = KeyboardState.hidden
    private var sensor: LayoutSensor?

    private init(
      constraint: NSLayoutConstraint, view: UIView, options: KeyboardAvoidanceOptions,
      container: AnyObject, pinned: AnyObject, sign: CGFloat
    ) {
      self.constraint = constraint
      self.view = view
      self.options = options
      self.container = container
      self.pinned = pinned
      self.sign = sign
      constant = BoundValue(appValue: constraint.constant)
    }

    /// Works out which item is the container, or says why the constraint cannot be followed.
    static func make(
      constraint: NSLayoutConstraint, view: UIView, options: KeyboardAvoidanceOptions
    ) -> Result<ConstraintLift, KeyboardConstraintError> {
      guard constraint.firstAttribute == .bottom, constraint.secondAttribute == .bottom else {
        return .failure(
          .notBottomEdges(
            first: constraint.firstAttribute.rawValue, second: constraint.secondAttribute.rawValue
          ))
      }
      guard constraint.relation == .equal else {
        return .failure(.notEqual(relation: constraint.relation.rawValue))
      }
      guard constraint.multiplier == 1 else {
        return .failure(.multiplier(constraint.multiplier))
      }
      guard let first = constraint.firstItem, let second = constraint.secondItem else {
        return .failure(.missingItem)
      }
      let made: (container: AnyObject, pinned: AnyObject, sign: CGFloat)
      if UIKitReading.isContainer(first, of: second, measuredIn: view) {
        made = (first, second, 1)
      } else if UIKitReading.isContainer(second, of: first, measuredIn: view) {
        made = (second, first, -1)
      } else {
        return .failure(.noContainer)
      }
      return .success(
        ConstraintLift(
          constraint: constraint, view: view, options: options, container: made.container,
          pinned: made.pinned, sign: made.sign))
    }

    /// Takes the constraint's constant as it is now as the app's.
    func adoptConstant() {
      if let constraint { constant = BoundValue(appValue: constraint.constant) }
    }

    /// Follows the pinned view's bottom edge from inside the container's view, so a layout pass
    /// that moves it (the app wrote the constant) applies the keyboard again.
    func startSensing() {
      guard let pinned, let container, let holder = UIKitReading.view(of: container) else {
        return
      }
      sensor = LayoutSensor.watch(pinned, attribute: .bottom, in: holder) { [weak self] in
        guard let self else { return }
        self.apply(self.state)
      }
    }

    /// Writes the app's constant plus the lift for the keyboard in `state`.
    func apply(_ state: KeyboardState) {
      self.state = state
      guard let constraint else { return }
      constant.observe(constraint.constant)
      let resting = constant.resting(otherwise: constraint.constant)
      let target = resting + sign * lift(for: state, resting: resting)
      if let value = constant.write(target, over: constraint.constant) {
        constraint.constant = value
      }
    }

    /// Puts the constant back to the app's, without measuring.
    func rest() {
      apply(.hidden)
    }

    /// Stops following: the app's constant, and no sensor.
    func end() {
      rest()
      sensor?.remove()
      sensor = nil
    }

    /// A later `followKeyboard` call for the same constraint.
    func update(options: KeyboardAvoidanceOptions, restingConstant: CGFloat?) {
      self.options = options
      if let constraint { constant.observe(constraint.constant) }
      if let restingConstant { constant.setAppValue(restingConstant) }
      apply(state)
    }

    /// How far the keyboard in `state` lifts the pinned view above where `resting` puts it.
    private func lift(for state: KeyboardState, resting: CGFloat) -> CGFloat {
      guard let view, let container, let space = UIKitScreens.screen(of: view) else { return 0 }
      let inView = state.converted { space.coordinates.convert($0, to: view) }
      let bottom = UIKitReading.bottom(of: container, in: view)
      return inView.constraintLift(
        restingOffset: sign * resting,
        view: AvoidingView(frame: view.bounds, screen: space.id),
        containerBottomInset: view.bounds.maxY - bottom,
        options: options)
    }
  }
#endif
