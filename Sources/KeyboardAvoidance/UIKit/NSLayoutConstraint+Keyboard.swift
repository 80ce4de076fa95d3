#if canImport(UIKit)
  import Foundation
  import UIKit

  extension NSLayoutConstraint {
    /// Keeps this constraint's constant where it holds a view above the keyboard, moving in step
    /// with the keyboard's own animation.
    ///
    /// The constraint ties the bottom of a pinned view (a button, an input bar) to the bottom of a
    /// container, in either order: `view` itself, a layout guide of `view` (its safe area, layout
    /// margins or readable content guide), or any view or guide that holds the pinned view, such
    /// as a card. The binding adds to the app's constant only what the keyboard needs: while the
    /// keyboard covers `view`, the pinned view's bottom sits `spacing` above the keyboard's top, as
    /// ``KeyboardState/constraintLift(restingOffset:view:containerBottomInset:options:)`` works
    /// out in `view`'s own points; a pinned view that already rests higher stays where it is. The
    /// constant the app sets, before or while the keyboard is up, is kept: when the keyboard
    /// leaves, the constraint goes back to it, negative or not.
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
    /// buttonBottomConstraint.followKeyboard(in: view)
    /// // With a gap between the button and the keyboard.
    /// buttonBottomConstraint.followKeyboard(in: view, spacing: 12)
    /// // button.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor) works the
    /// // same: the constant turns negative to move the button up.
    /// ```
    ///
    /// Calling it again for the same constraint returns the first binding. A constraint that does
    /// not tie two bottom edges with a multiplier of 1, or whose items are not a container and a
    /// view inside it, is left alone.
    ///
    /// - Parameters:
    ///   - view: The view whose part the keyboard covers is measured; usually the view
    ///     controller's view.
    ///   - spacing: The gap between the pinned view and the keyboard while the keyboard covers
    ///     `view`.
    ///   - restingConstant: Sets the constant the app wants while nothing is covered; `nil` keeps
    ///     the constant the constraint has.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding, which can stop following with ``KeyboardBinding/cancel()``.
    @discardableResult
    public func followKeyboard(
      in view: UIView,
      spacing: CGFloat = 0,
      restingConstant: CGFloat? = nil,
      followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      let anchor = KeyboardAnchor.of(view)
      let key = "constraint \(ObjectIdentifier(self))"
      if let existing = anchor.binding(forKey: key) { return existing }
      let lift = ConstraintLift(constraint: self, view: view)
      if let restingConstant { constant = restingConstant }
      let options = KeyboardAvoidanceOptions(
        spacing: spacing, followsUndockedKeyboard: followsUndockedKeyboard)
      return anchor.bind(
        key: key, phase: .constraints, avoids: lift != nil,
        rest: { lift?.setLift(0) }, onCancel: { lift?.setLift(0) },
        apply: { delivery in
          lift?.apply(delivery.transition.to, options: options)
        })
    }
  }

  /// What a constraint binding adds to the app's constant, and how to work out more.
  @MainActor
  final class ConstraintLift {
    private weak var constraint: NSLayoutConstraint?
    private weak var view: UIView?
    /// The container's bottom edge: a view, or a layout guide.
    private weak var container: AnyObject?
    /// +1 when the container is the constraint's first item (a larger constant lifts the pinned
    /// view), −1 when it is the second.
    let sign: CGFloat
    /// The upward offset this binding has added to the app's constant.
    private(set) var added: CGFloat = 0

    /// Works out which item is the container, or fails for constraints it cannot follow.
    init?(constraint: NSLayoutConstraint, view: UIView) {
      guard constraint.firstAttribute == .bottom, constraint.secondAttribute == .bottom,
        constraint.multiplier == 1, constraint.relation == .equal,
        let first = constraint.firstItem, let second = constraint.secondItem
      else { return nil }
      if UIKitReading.isContainer(first, of: second, measuredIn: view) {
        container = first
        sign = 1
      } else if UIKitReading.isContainer(second, of: first, measuredIn: view) {
        container = second
        sign = -1
      } else {
        return nil
      }
      self.constraint = constraint
      self.view = view
    }

    /// Writes `appConstant + lift` for the keyboard in `state`.
    func apply(_ state: KeyboardState, options: KeyboardAvoidanceOptions) {
      guard let view, let container, let space = UIKitScreens.screen(of: view) else {
        setLift(0)
        return
      }
      let inView = state.converted { space.coordinates.convert($0, to: view) }
      let bottom = UIKitReading.bottom(of: container, in: view)
      let resting = sign * appConstant
      let lift = inView.constraintLift(
        restingOffset: resting,
        view: AvoidingView(frame: view.bounds, screen: space.id),
        containerBottomInset: view.bounds.maxY - bottom,
        options: options)
      setLift(lift)
    }

    /// The constant the app has set, without what this binding added.
    var appConstant: CGFloat { (constraint?.constant ?? 0) - sign * added }

    func setLift(_ lift: CGFloat) {
      guard let constraint else { return }
      let target = appConstant + sign * lift
      added = lift
      if constraint.constant != target { constraint.constant = target }
    }
  }
#endif
