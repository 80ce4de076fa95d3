import Foundation

/// The five `userInfo` keys of UIKit's keyboard notifications, as the strings UIKit uses.
///
/// Every platform reads them as these strings, UIKit's included: the iOS 18 SDK isolates UIKit's
/// Swift constants for them (`UIResponder.keyboardFrameEndUserInfoKey` and the rest) to the main
/// actor, while notifications are parsed on whatever thread posts them. Each string equals the
/// Objective-C symbol's name, which is also the value of UIKit's constant.
enum KeyboardUserInfoStrings {
  static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}

#if !canImport(UIKit)
  /// The raw names of the six keyboard notifications, for platforms without UIKit.
  ///
  /// Each string equals the Objective-C symbol name, which is also the value of UIKit's Swift
  /// constant. `UIKit/UIKitKeyboardConstants.swift` supplies UIKit's own names instead.
  enum SystemKeyboardConstants {
    static let willShow = Notification.Name("UIKeyboardWillShowNotification")
    static let didShow = Notification.Name("UIKeyboardDidShowNotification")
    static let willHide = Notification.Name("UIKeyboardWillHideNotification")
    static let didHide = Notification.Name("UIKeyboardDidHideNotification")
    static let willChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    static let didChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// Without UIKit any object stands for a screen, as the simulator's do.
    static func screen(posted object: AnyObject) -> KeyboardScreen? {
      KeyboardScreen(object)
    }
  }
#endif
