import Foundation

extension KeyboardEvent {
  /// Parses a keyboard notification.
  ///
  /// Reads the end frame (required), the begin frame, the animation's duration and curve, the
  /// is-local flag and the screen in `object`. Values may be posted as iOS posts them (`NSValue`,
  /// `NSNumber`) or as plain Swift values (`CGRect`, `Double`, `Int`, `Bool`).
  ///
  /// Keys that iOS has not always sent are optional, with these defaults: the begin frame is the
  /// end frame; a missing duration means no animation (did-notifications have been logged without
  /// one); a missing curve is `easeInOut`; a missing is-local flag is `true` (the key is iOS 9+);
  /// a missing `object` means the screen is unknown (it is iOS 16.1+). Where UIKit exists, only a
  /// `UIScreen` in `object` names a screen: anything else (a library reposting the notification
  /// with itself as the object) leaves the screen unknown rather than turning avoidance off. A
  /// key that is present is always checked.
  ///
  /// ```swift
  /// let event = try KeyboardEvent(notification)
  /// event.kind                // .willShow
  /// event.animation.curve     // .keyboard
  /// ```
  ///
  /// - Parameter notification: A notification posted under one of the six keyboard names.
  /// - Throws: ``KeyboardEventError`` naming the first key that is missing or wrong: a wrong name,
  ///   a missing end frame, a value of the wrong type, NaN or infinite numbers, negative sizes,
  ///   coordinates beyond ±100,000 pt, durations beyond 10 s, curves outside 0...15, or an `object`
  ///   that is not an object.
  public init(_ notification: Notification) throws(KeyboardEventError) {
    guard let kind = Kind(notificationName: notification.name) else {
      throw .notAKeyboardNotification(name: notification.name.rawValue)
    }
    let userInfo = UserInfoReader(notification.userInfo ?? [:])
    guard let endFrame = try userInfo.rect(for: .frameEnd) else {
      throw .missingValue(key: KeyboardUserInfoKey.frameEnd)
    }
    let beginFrame = try userInfo.rect(for: .frameBegin) ?? endFrame
    let duration = try userInfo.duration(for: .animationDuration) ?? 0
    let curve = try userInfo.curve(for: .animationCurve) ?? .easeInOut
    let isLocal = try userInfo.flag(for: .isLocal) ?? true
    self.init(
      kind: kind,
      beginFrame: beginFrame,
      endFrame: endFrame,
      animation: KeyboardAnimation(duration: duration, curve: curve),
      isLocal: isLocal,
      screen: try Self.screen(from: notification.object)
    )
  }

  private static func screen(from object: Any?) throws(KeyboardEventError) -> KeyboardScreen? {
    guard let object else { return nil }
    guard type(of: object) is AnyClass else {
      throw .invalidValue(
        key: "object", value: UserInfoReader.describe(object), problem: .notAnObject)
    }
    return SystemKeyboardConstants.screen(posted: object as AnyObject)
  }
}
