#if canImport(UIKit)
  import Foundation
  import UIKit

  /// UIKit's own keyboard notification names and `userInfo` keys.
  ///
  /// `Events/PortableKeyboardConstants.swift` holds the same raw strings for platforms without UIKit.
  enum SystemKeyboardConstants {
    static let willShow = UIResponder.keyboardWillShowNotification
    static let didShow = UIResponder.keyboardDidShowNotification
    static let willHide = UIResponder.keyboardWillHideNotification
    static let didHide = UIResponder.keyboardDidHideNotification
    static let willChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    static let didChangeFrame = UIResponder.keyboardDidChangeFrameNotification
    // The iOS 18 SDK imports the userInfo keys as main-actor-isolated members of UIResponder;
    // their documented values are their Objective-C names.
    static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    static let isLocal = "UIKeyboardIsLocalUserInfoKey"

    /// The screen a notification's object names: a `UIScreen` (iOS 16.1 and later), nothing
    /// else; visionOS has no screens.
    static func screen(posted object: AnyObject) -> KeyboardScreen? {
      #if os(visionOS)
        return nil
      #else
        return object is UIScreen ? KeyboardScreen(object) : nil
      #endif
    }
  }
#endif
