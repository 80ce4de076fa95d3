#if !canImport(UIKit)
  import Foundation

  /// The raw names and keys UIKit uses, for platforms without UIKit.
  ///
  /// Each string equals the Objective-C symbol name, which is also the value of UIKit's Swift
  /// constant. `UIKit/UIKitKeyboardConstants.swift` supplies UIKit's own constants instead.
  enum SystemKeyboardConstants {
    static let willShow = Notification.Name("UIKeyboardWillShowNotification")
    static let didShow = Notification.Name("UIKeyboardDidShowNotification")
    static let willHide = Notification.Name("UIKeyboardWillHideNotification")
    static let didHide = Notification.Name("UIKeyboardDidHideNotification")
    static let willChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    static let didChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")
    static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    static let isLocal = "UIKeyboardIsLocalUserInfoKey"

    /// Without UIKit any object stands for a screen, as the simulator's do.
    static func screen(posted object: AnyObject) -> KeyboardScreen? {
      KeyboardScreen(object)
    }
  }
#endif
