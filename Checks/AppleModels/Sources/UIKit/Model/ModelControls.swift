import Foundation

// Test controls of the model: making screens, scenes and windows, and acting as the user.

extension UIScreen {
  /// A screen of the given size, as a device shows it in its current orientation.
  @_spi(Model) public static func model(bounds: CGRect, scale: CGFloat = 3) -> UIScreen {
    UIScreen(modelBounds: bounds, scale: scale)
  }
}

extension UIScreen {
  /// Turns the screen to its other orientation: its bounds swap sides, as `UIScreen.bounds`
  /// does ("This rectangle is … interface-oriented", UIScreen bounds page), and every scene on it
  /// is given `frame`.
  @_spi(Model) public func modelRotate(to bounds: CGRect) {
    modelBounds = bounds
  }
}

extension UIWindowScene {
  /// Moves or resizes the scene on its screen, with its windows.
  @_spi(Model) public func modelSetFrame(_ frame: CGRect) {
    modelFrame = frame
    for window in windows {
      window.frame = CGRect(origin: .zero, size: frame.size)
      window.rootViewController?.viewIfLoaded?.frame = window.bounds
      for view in window.modelSubtree() { view.modelNeedsLayout = true }
    }
  }
}

extension UIWindowScene {
  /// A foreground-active scene on `screen`, occupying `frame` of it: the whole screen, or a
  /// Split View, Slide Over or Stage Manager window.
  @_spi(Model) public static func model(screen: UIScreen, frame: CGRect) -> UIWindowScene {
    UIWindowScene(modelScreen: screen, frame: frame)
  }
}

extension UIKitModel {
  /// Lets UIKit's own keyboard handling react to a keyboard frame about to be posted: alerts
  /// recentre, table view controllers inset their tables.
  public static func systemKeyboardWillMove(to frame: CGRect, on screen: UIScreen) {
    ModelSystemKeyboardReactions.keyboardWillMove(to: frame, on: screen)
  }

  /// The view a touch at `point` (window coordinates) lands on: the frontmost visible,
  /// interactive view containing it.
  public static func hitTest(_ point: CGPoint, in window: UIWindow) -> UIView? {
    func hit(_ view: UIView, _ point: CGPoint) -> UIView? {
      guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled,
        view.bounds.contains(point)
      else { return nil }
      for subview in view.subviews.reversed() {
        if let found = hit(subview, subview.convert(point, from: view)) { return found }
      }
      return view
    }
    return hit(window, point)
  }

  /// A tap at `point` in window coordinates: the touched view gets `touchesBegan(_:with:)`,
  /// which UIResponder passes up the responder chain unless someone handles it; tap recognizers
  /// on the touched view and its ancestors that their delegates let see the touch recognize it;
  /// then, unless one of them cancels touches in views, an enabled control under the finger sends
  /// its touch-up-inside actions (and a button its primary action too) and a text field or text
  /// view under the finger becomes first responder, as a tap on a field does.
  ///
  /// - Returns: The view the touch landed on.
  @discardableResult
  public static func tap(at point: CGPoint, in window: UIWindow) -> UIView? {
    guard let view = hitTest(point, in: window) else { return nil }
    let touch = UITouch(view: view, location: view.convert(point, from: window))
    view.touchesBegan([touch], with: UIEvent(model: ()))
    var cancelled = false
    var current: UIView? = view
    while let candidate = current {
      for recognizer in candidate.modelGestureRecognizers {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.isEnabled else { continue }
        guard tap.delegate?.gestureRecognizer(tap, shouldReceive: touch) ?? true else { continue }
        tap.modelTransition(to: .ended, at: point, in: window)
        tap.modelState = .possible
        if tap.cancelsTouchesInView { cancelled = true }
      }
      current = candidate.superview
    }
    // UIControl.h: "UIControlEventPrimaryActionTriggered … semantic action: for buttons, etc."
    if !cancelled, let control = view as? UIControl, control.isEnabled {
      let events: UIControl.Event =
        control is UIButton ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
      control.sendActions(for: events)
    }
    if !cancelled, view.canBecomeFirstResponder { view.becomeFirstResponder() }
    return view
  }

  /// A pan of a scroll view's pan gesture recognizer through `points` (window coordinates):
  /// began at the first, changed at each, then ended (or cancelled) at the last.
  public static func pan(
    _ scrollView: UIScrollView, through points: [CGPoint], in window: UIWindow,
    cancelled: Bool = false
  ) {
    let pan = scrollView.panGestureRecognizer
    guard pan.isEnabled, let first = points.first, let last = points.last else { return }
    pan.modelTransition(to: .began, at: first, in: window)
    for point in points { pan.modelTransition(to: .changed, at: point, in: window) }
    pan.modelTransition(to: cancelled ? .cancelled : .ended, at: last, in: window)
    pan.modelState = .possible
  }

  /// One state change of a pan, for tests that interleave keyboard notifications with the
  /// finger's movement.
  public static func pan(
    _ scrollView: UIScrollView, _ state: UIGestureRecognizer.State, at point: CGPoint,
    in window: UIWindow
  ) {
    scrollView.panGestureRecognizer.modelTransition(to: state, at: point, in: window)
    if [.ended, .cancelled, .failed].contains(state) {
      scrollView.panGestureRecognizer.modelState = .possible
    }
  }
}
