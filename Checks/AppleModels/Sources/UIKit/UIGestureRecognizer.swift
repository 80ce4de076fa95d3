import Foundation

// iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h
// developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — typedef NS_ENUM(NSInteger, UIGestureRecognizerState)
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
    public static var recognized: UIGestureRecognizer.State { .ended }
  }

  weak var modelView: UIView?
  var modelState = State.possible
  var modelLocation = CGPoint.zero
  weak var modelLocationView: UIView?
  var modelActions: [(target: WeakTarget, action: @MainActor () -> Void)] = []

  struct WeakTarget {
    weak var object: AnyObject?
  }

  /// The model's designated initializer. UIKit's, init(target:action:), takes a selector, which
  /// Swift has not without the Objective-C runtime; targets come through `modelAddTarget`.
  init(model: Void) {
    super.init()
  }

  // Not a designated initializer (initWithTarget:action: is), so a convenience one in Swift.
  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — - (instancetype)init
  public convenience override init() {
    self.init(model: ())
  }

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @property(nonatomic,readonly) UIGestureRecognizerState state
  open var state: UIGestureRecognizer.State { modelState }

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @property(nullable, nonatomic, readonly) UIView *view
  open var view: UIView? { modelView }

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @property(nonatomic, getter=isEnabled) BOOL enabled "default is YES"
  open var isEnabled = true

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @property(nonatomic) BOOL cancelsTouchesInView "default is YES"
  open var cancelsTouchesInView = true

  // "causes touchesEnded or pressesEnded events to be delivered to the target view only after
  // this gesture has failed recognition"; the model delivers no touches to views, so it is only
  // recorded.
  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @property(nonatomic) BOOL delaysTouchesEnded "default is YES"
  open var delaysTouchesEnded = true

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @property(nullable,nonatomic,weak) id <UIGestureRecognizerDelegate> delegate
  weak open var delegate: (any UIGestureRecognizerDelegate)?

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — - (CGPoint)locationInView:(nullable UIView*)view "a generic single-point location for the gesture"
  @discardableResult
  open func location(in view: UIView?) -> CGPoint {
    guard let source = modelLocationView else { return modelLocation }
    return source.convert(modelLocation, to: view)
  }

  /// Sets the state and calls every target, as UIKit does on each state change of a recognized
  /// gesture.
  func modelTransition(to state: State, at point: CGPoint, in view: UIView) {
    modelState = state
    modelLocation = point
    modelLocationView = view
    modelActions.removeAll { $0.target.object == nil }
    for entry in modelActions { entry.action() }
  }
}

/// Target–action on a machine without the Objective-C runtime.
///
/// UIKit calls a target's selector (`addTarget(_:action:)`); Swift on Linux has no selectors, so
/// the library's target adapter registers its closure here instead, behind this SPI, which only the
/// models export. Each closure runs on every state change of the recognizer, as a target's action
/// does.
extension UIGestureRecognizer {
  @_spi(Model) public func modelAddTarget(
    _ target: AnyObject, action: @escaping @MainActor () -> Void
  ) {
    modelActions.append((WeakTarget(object: target), action))
  }

  @_spi(Model) public func modelRemoveTarget(_ target: AnyObject) {
    modelActions.removeAll { $0.target.object === target || $0.target.object == nil }
  }

  /// The number of live targets.
  @_spi(Model) public var modelTargetCount: Int {
    modelActions.filter { $0.target.object != nil }.count
  }
}

// iPhoneOS18.0.sdk UIKit/UITapGestureRecognizer.h
// developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// iPhoneOS18.0.sdk UIKit/UIPanGestureRecognizer.h
// developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

// UIGestureRecognizerDelegate <NSObject>, with no iOS version
// developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // "called before touchesBegan:withEvent: is called on the gesture recognizer for a new touch.
  // return NO to prevent the gesture recognizer from seeing this touch"
  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @optional - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  // "return YES to allow both to recognize simultaneously. the default implementation returns NO";
  // the model lets every tap recognizer on the touch's path recognize, so it is not consulted.
  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — @optional - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — The requirement is optional in Objective-C; its absence means YES.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }

  // iPhoneOS18.2.1.sdk UIKit/UIGestureRecognizer.h — The requirement is optional in Objective-C; its absence means NO.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

// iPhoneOS17.5.sdk UIKit/UITouch.h
// developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, *)
@MainActor open class UITouch: NSObject {
  weak var modelView: UIView?
  let modelLocation: CGPoint

  init(view: UIView, location: CGPoint) {
    modelView = view
    modelLocation = location
    super.init()
  }

  // iPhoneOS17.5.sdk UIKit/UITouch.h — @property(nullable,nonatomic,readonly,strong) UIView *view
  open var view: UIView? { modelView }

  // iPhoneOS17.5.sdk UIKit/UITouch.h — - (CGPoint)locationInView:(nullable UIView *)view
  @discardableResult
  open func location(in view: UIView?) -> CGPoint {
    modelView?.convert(modelLocation, to: view) ?? modelLocation
  }
}
