import Foundation

extension KeyboardEvent.Kind {
  /// The name iOS posts this notification under.
  ///
  /// Where UIKit exists this is UIKit's own constant (`UIResponder.keyboardWillShowNotification` and
  /// so on); elsewhere it is the same raw string, so tests on any platform post what iOS posts.
  ///
  /// ```swift
  /// KeyboardEvent.Kind.willShow.notificationName.rawValue  // "UIKeyboardWillShowNotification"
  /// ```
  public var notificationName: Notification.Name {
    switch self {
    case .willShow: SystemKeyboardConstants.willShow
    case .didShow: SystemKeyboardConstants.didShow
    case .willHide: SystemKeyboardConstants.willHide
    case .didHide: SystemKeyboardConstants.didHide
    case .willChangeFrame: SystemKeyboardConstants.willChangeFrame
    case .didChangeFrame: SystemKeyboardConstants.didChangeFrame
    }
  }

  /// Finds the kind posted under a notification name.
  ///
  /// ```swift
  /// KeyboardEvent.Kind(notificationName: Notification.Name("UIKeyboardDidShowNotification"))
  /// // .didShow
  /// ```
  ///
  /// The initializer fails when the name is not one of the six keyboard notifications.
  ///
  /// - Parameter notificationName: A notification's name.
  public init?(notificationName: Notification.Name) {
    // Runs for every notification: a switch compares the name in place, where a search of
    // `allCases` would build an array each time.
    switch notificationName {
    case SystemKeyboardConstants.willShow: self = .willShow
    case SystemKeyboardConstants.didShow: self = .didShow
    case SystemKeyboardConstants.willHide: self = .willHide
    case SystemKeyboardConstants.didHide: self = .didHide
    case SystemKeyboardConstants.willChangeFrame: self = .willChangeFrame
    case SystemKeyboardConstants.didChangeFrame: self = .didChangeFrame
    default: return nil
    }
  }
}

/// The `userInfo` keys of a keyboard notification.
///
/// The strings UIKit uses for its constants (`UIResponder.keyboardFrameEndUserInfoKey` and so on),
/// on every platform: unlike UIKit's constants, which the iOS 18 SDK isolates to the main actor,
/// they can be read on any thread. Use them to build notifications in tests:
///
/// ```swift
/// let userInfo: [AnyHashable: Any] = [
///   KeyboardUserInfoKey.frameEnd: NSValue(rect: CGRect(x: 0, y: 508, width: 390, height: 336))
/// ]
/// ```
public enum KeyboardUserInfoKey {
  /// The keyboard's frame before the change: an `NSValue` holding a `CGRect` in screen coordinates.
  public static var frameBegin: String { KeyboardUserInfoStrings.frameBegin }
  /// The keyboard's frame after the change: an `NSValue` holding a `CGRect` in screen coordinates.
  public static var frameEnd: String { KeyboardUserInfoStrings.frameEnd }
  /// The animation's duration: an `NSNumber` holding a `Double`, in seconds.
  public static var animationDuration: String { KeyboardUserInfoStrings.animationDuration }
  /// The animation's curve: an `NSNumber` holding an integer, usually 7.
  public static var animationCurve: String { KeyboardUserInfoStrings.animationCurve }
  /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool` (iOS 9 and later).
  public static var isLocal: String { KeyboardUserInfoStrings.isLocal }
}
