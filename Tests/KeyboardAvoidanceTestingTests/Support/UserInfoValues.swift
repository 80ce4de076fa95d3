import Foundation

/// Reads `userInfo` values the way an app does: frames as `NSValue`, numbers as `NSNumber`.
enum UserInfoValues {
  /// The rectangle in a `userInfo` value, as `(value as? NSValue)?.cgRectValue` reads it in UIKit.
  static func rect(_ value: Any?) -> CGRect? {
    #if canImport(ObjectiveC)
      return value as? CGRect
    #else
      return (value as? NSValue)?.rectValue
    #endif
  }

  /// The number in a `userInfo` value, when it is an `NSNumber`.
  static func number(_ value: Any?) -> NSNumber? {
    value as? NSNumber
  }
}
