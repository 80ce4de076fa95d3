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
    static let frameBegin = UIResponder.keyboardFrameBeginUserInfoKey
    static let frameEnd = UIResponder.keyboardFrameEndUserInfoKey
    static let animationDuration = UIResponder.keyboardAnimationDurationUserInfoKey
    static let animationCurve = UIResponder.keyboardAnimationCurveUserInfoKey
    static let isLocal = UIResponder.keyboardIsLocalUserInfoKey
  }
#endif
