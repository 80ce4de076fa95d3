import Foundation

// iPhoneOS18.0.sdk UIKit/UIResponder.h
// developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
  // iPhoneOS18.0.sdk UIKit/UIResponder.h — UIResponder : NSObject (init inherited)
  public override init() {
    super.init()
  }

  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIKeyboardWillShowNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED
  // iPhoneOS18.0.sdk UIKit/UIKit.apinotes — SwiftName: UIResponder.keyboardWillShowNotification
  nonisolated public class var keyboardWillShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillShowNotification")
  }
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIKeyboardDidShowNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED
  nonisolated public class var keyboardDidShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidShowNotification")
  }
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIKeyboardWillHideNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED
  nonisolated public class var keyboardWillHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillHideNotification")
  }
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIKeyboardDidHideNotification API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED
  nonisolated public class var keyboardDidHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidHideNotification")
  }
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIKeyboardWillChangeFrameNotification API_AVAILABLE(ios(5.0)) NS_SWIFT_NONISOLATED
  @available(iOS 5.0, *)
  nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  }
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIKeyboardDidChangeFrameNotification API_AVAILABLE(ios(5.0)) NS_SWIFT_NONISOLATED
  @available(iOS 5.0, *)
  nonisolated public class var keyboardDidChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidChangeFrameNotification")
  }
  // The five userInfo keys: the iOS 18.0 SDK declares them without NS_SWIFT_NONISOLATED, so as
  // members of the UI-actor class UIResponder they are main-actor-isolated there; the 18.2.1
  // header quoted below marks them NS_SWIFT_NONISOLATED. The model keeps the stricter 18.0
  // isolation, so code that compiles here compiles with every Xcode from 16 on.
  // iPhoneOS18.2.1.sdk UIKit/UIWindow.h — UIKIT_EXTERN NSString *const UIKeyboardFrameBeginUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSValue of CGRect
  @available(iOS 3.2, *)
  public class var keyboardFrameBeginUserInfoKey: String { "UIKeyboardFrameBeginUserInfoKey" }
  // iPhoneOS18.2.1.sdk UIKit/UIWindow.h — UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSValue of CGRect (main-actor in the model, as above)
  @available(iOS 3.2, *)
  public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }
  // iPhoneOS18.2.1.sdk UIKit/UIWindow.h — UIKIT_EXTERN NSString *const UIKeyboardAnimationDurationUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSNumber of double (main-actor in the model, as above)
  @available(iOS 3.0, *)
  public class var keyboardAnimationDurationUserInfoKey: String {
    "UIKeyboardAnimationDurationUserInfoKey"
  }
  // iPhoneOS18.2.1.sdk UIKit/UIWindow.h — UIKIT_EXTERN NSString *const UIKeyboardAnimationCurveUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSNumber of NSUInteger (UIViewAnimationCurve) (main-actor in the model, as above)
  @available(iOS 3.0, *)
  public class var keyboardAnimationCurveUserInfoKey: String {
    "UIKeyboardAnimationCurveUserInfoKey"
  }
  // iPhoneOS18.2.1.sdk UIKit/UIWindow.h — UIKIT_EXTERN NSString *const UIKeyboardIsLocalUserInfoKey API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSNumber of BOOL (main-actor in the model, as above)
  @available(iOS 9.0, *)
  public class var keyboardIsLocalUserInfoKey: String { "UIKeyboardIsLocalUserInfoKey" }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly, nullable) UIResponder *nextResponder
  open var next: UIResponder? { nil }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly) BOOL canBecomeFirstResponder; // default is NO
  open var canBecomeFirstResponder: Bool { false }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly) BOOL canResignFirstResponder; // default is YES
  open var canResignFirstResponder: Bool { true }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly) BOOL isFirstResponder
  open var isFirstResponder: Bool { ModelWorld.firstResponder?.responder === self }

  // developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder(): "UIKit asks the
  // current first responder to resign … then calls canBecomeFirstResponder"; a view must be in a
  // window. The old responder resigns quietly: the keyboard stays up and moves to the new field.
  // iPhoneOS18.0.sdk UIKit/UIResponder.h — - (BOOL)becomeFirstResponder
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, modelCanBeFirstResponderNow else { return false }
    let old = ModelWorld.firstResponder?.responder
    if let old {
      guard old.canResignFirstResponder else { return false }
      ModelWorld.firstResponder = nil
      old.modelDidResignFirstResponder()
    }
    ModelWorld.firstResponder = WeakResponder(responder: self)
    modelDidBecomeFirstResponder(replacing: old)
    return true
  }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — - (BOOL)resignFirstResponder
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    ModelWorld.firstResponder = nil
    modelDidResignFirstResponder()
    ModelWorld.onFirstResponderChange?(self, nil)
    return true
  }

  // developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:): "The default
  // implementation of this method forwards the message up the responder chain."
  // iPhoneOS17.4.sdk UIKit/UIResponder.h — - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property (nullable, nonatomic, readonly, strong) __kindof UIView *inputAccessoryView API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(visionos)
  @available(iOS 3.2, *)
  open var inputAccessoryView: UIView? { nil }

  // iPhoneOS18.0.sdk UIKit/UIResponder.h — - (void)reloadInputViews API_AVAILABLE(ios(3.2)) "If called while object is first responder, reloads inputView, inputAccessoryView, and textInputMode. Otherwise ignored."
  @available(iOS 3.2, *)
  open func reloadInputViews() {
    guard isFirstResponder else { return }
    ModelWorld.onReloadInputViews?(self)
  }

  /// Whether the responder can take the focus now; views need a window.
  var modelCanBeFirstResponderNow: Bool { true }

  /// What happens once this responder is first: by default the keyboard follows at once.
  func modelDidBecomeFirstResponder(replacing old: UIResponder?) {
    ModelWorld.onFirstResponderChange?(old, self)
  }

  func modelDidResignFirstResponder() {}
}
