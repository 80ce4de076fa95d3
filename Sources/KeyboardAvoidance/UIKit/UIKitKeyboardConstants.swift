#if canImport(UIKit)
  import Foundation
  import UIKit

  /// UIKit's own names for the six keyboard notifications.
  ///
  /// The SDK marks them `NS_SWIFT_NONISOLATED`, so any thread may read them. The `userInfo` keys
  /// are not taken from UIKit: its constants for them are main-actor isolated from the iOS 18
  /// SDK, so they are read as the strings in `Events/PortableKeyboardConstants.swift`
  /// (``KeyboardUserInfoStrings``), which also holds the names for platforms without UIKit.
  enum SystemKeyboardConstants {
    static let willShow = UIResponder.keyboardWillShowNotification
    static let didShow = UIResponder.keyboardDidShowNotification
    static let willHide = UIResponder.keyboardWillHideNotification
    static let didHide = UIResponder.keyboardDidHideNotification
    static let willChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    static let didChangeFrame = UIResponder.keyboardDidChangeFrameNotification

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
