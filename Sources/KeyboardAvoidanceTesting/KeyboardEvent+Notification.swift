import Foundation
import KeyboardAvoidance

extension KeyboardEvent {
  /// Builds the notification iOS posts for this event, with the same name, keys and value types.
  ///
  /// Frames are boxed in `NSValue`, the duration, curve and is-local flag in `NSNumber`, exactly
  /// as UIKit posts them, so parsing the result exercises the same path as a real notification.
  ///
  /// ```swift
  /// let event = KeyboardEvent(
  ///   kind: .willShow,
  ///   beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
  ///   endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
  ///   animation: KeyboardAnimation(duration: 0.25, curve: .keyboard)
  /// )
  /// NotificationCenter.default.post(event.notification())
  /// try KeyboardEvent(event.notification()) == event  // true
  /// ```
  ///
  /// - Parameter screen: The object to post as the notification's `object`, standing in for the
  ///   `UIScreen` iOS 16.1 and later pass; `nil` by default, as before iOS 16.1.
  /// - Returns: A notification ready to post.
  public func notification(screen: AnyObject? = nil) -> Notification {
    let userInfo: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameBegin: KeyboardTrace.Value.rect(beginFrame).postedValue,
      KeyboardUserInfoKey.frameEnd: KeyboardTrace.Value.rect(endFrame).postedValue,
      KeyboardUserInfoKey.animationDuration: NSNumber(value: animation.duration),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: animation.curve.rawValue),
      KeyboardUserInfoKey.isLocal: NSNumber(value: isLocal),
    ]
    return Notification(name: kind.notificationName, object: screen, userInfo: userInfo)
  }
}
