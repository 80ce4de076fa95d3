import Foundation

// iPhoneOS17.4.sdk UIKit/UITrackingLayoutGuide.h — the model places the guide from its owning
// view's keyboard alone; tracking constraints (setConstraints(_:activeWhenNearEdge:)) are not
// modelled.
// developer.apple.com/documentation/uikit/uitrackinglayoutguide
@available(iOS 15.0, *)
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

// iPhoneOS17.4.sdk UIKit/UIKeyboardLayoutGuide.h — "The automatic behavior is to follow the
// keyboard while it is docked (visible and attached to the bottom of the screen). When offscreen
// or undocked, the topAnchor is tied to the bottomAnchor of the view's safeAreaLayoutGuide."
// The model: a docked keyboard on screen gives the guide the part of its view the keyboard covers,
// from the keyboard's top down (0 pt tall where it covers nothing: "The layout frame of the
// keyboard guide matches the area of its owning view covered by the keyboard", useyourloaf.com/
// blog/keyboard-layout-guide); a keyboard off screen, or undocked and not followed, leaves it on
// the safe area's bottom ("When the keyboard isn't onscreen, the guide is at the bottom of the
// window and has a height equal to the bottom of the current safeAreaInsets. By default, when the
// keyboard undocks, the guide behaves the same as when you dismiss the keyboard", the sample code
// page "Adjusting your layout with keyboard layout guide"), or on the view's bottom with
// usesBottomSafeArea off; an undocked keyboard that is followed gives it the keyboard's frame.
// UIKit moves the guide inside the keyboard's animation ("constraints animate with the keyboard
// automatically"): the model lays out the windows holding a keyboard guide in the keyboard's
// animation block, before the notification is posted.
// developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@available(iOS 15.0, *)
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  // iPhoneOS17.4.sdk UIKit/UIKeyboardLayoutGuide.h — @property (nonatomic, readwrite) BOOL followsUndockedKeyboard; "Defaults to NO."
  open var followsUndockedKeyboard = false {
    didSet { owningView?.setNeedsLayout() }
  }

  // iPhoneOS17.4.sdk UIKit/UIKeyboardLayoutGuide.h — @property (nonatomic, readwrite) BOOL usesBottomSafeArea API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(watchos, tvos); "Defaults to YES."
  @available(iOS 17.0, *)
  open var usesBottomSafeArea: Bool {
    get { modelUsesBottomSafeArea }
    set {
      modelUsesBottomSafeArea = newValue
      owningView?.setNeedsLayout()
    }
  }

  var modelUsesBottomSafeArea = true

  /// The insets of the guide from its owning view's bounds, for the keyboard the model's screen
  /// shows now.
  func modelInsets(of view: UIView, size: CGSize, safe: UIEdgeInsets) -> UIEdgeInsets {
    let bounds = CGRect(origin: view.modelBounds.origin, size: size)
    let resting = modelUsesBottomSafeArea ? safe.bottom : 0
    let atRest = UIEdgeInsets(top: max(0, bounds.height - resting), left: 0, bottom: 0, right: 0)
    guard let window = view.window, let keyboard = ModelWorld.keyboardFrame(on: window.screen)
    else { return atRest }
    let screen = window.screen.bounds
    guard keyboard.height > 0, keyboard.minY < screen.maxY else { return atRest }
    let inView = view.convert(keyboard, from: window.screen.coordinateSpace)
    let docked = keyboard.maxY >= screen.maxY
    if docked {
      let top = min(max(inView.minY, bounds.minY), bounds.maxY)
      return UIEdgeInsets(top: top - bounds.minY, left: 0, bottom: 0, right: 0)
    }
    guard followsUndockedKeyboard else { return atRest }
    return UIEdgeInsets(
      top: inView.minY - bounds.minY, left: inView.minX - bounds.minX,
      bottom: bounds.maxY - inView.maxY, right: bounds.maxX - inView.maxX)
  }
}
