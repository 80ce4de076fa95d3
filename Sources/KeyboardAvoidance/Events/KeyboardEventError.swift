import Foundation

/// Why a notification could not become a ``KeyboardEvent``.
///
/// Every case names what was wrong: the notification's name, or the `userInfo` key and the value it
/// held. Parsing a notification either gives a complete event or throws one of these; it never
/// traps and never guesses.
///
/// ```swift
/// do {
///   _ = try KeyboardEvent(notification)
/// } catch {
///   print(error)
///   // UIKeyboardFrameEndUserInfoKey holds "nan" (CGRect): not a finite number
/// }
/// ```
public enum KeyboardEventError: Error, Sendable, Hashable {
  /// The notification's name is not one of the six keyboard notifications.
  case notAKeyboardNotification(name: String)
  /// A required key is missing, or the notification has no `userInfo` at all.
  case missingValue(key: String)
  /// A key holds a value of the wrong type.
  case wrongType(key: String, expected: String, found: String)
  /// A key holds a value of the right type that no keyboard can have.
  case invalidValue(key: String, value: String, problem: Problem)

  /// What is wrong with a value of the right type.
  public enum Problem: String, Sendable, Hashable {
    /// NaN or infinite.
    case notFinite = "not a finite number"
    /// A rectangle with a negative width or height.
    case negativeSize = "a negative size"
    /// A magnitude no screen or animation reaches.
    case tooLarge = "too large"
    /// A negative duration.
    case negative = "negative"
    /// A curve that is not a whole number.
    case notAnInteger = "not a whole number"
    /// A curve outside the four bits `UIView.AnimationOptions` keeps for it (0 to 15).
    case outOfRange = "outside 0...15"
    /// A flag that is neither true nor false (neither 1 nor 0).
    case notABoolean = "neither true nor false"
    /// A notification `object` that is a value, not an object such as a `UIScreen`.
    case notAnObject = "not an object"
  }

  /// The `userInfo` key (or `"object"`) the error is about; `nil` for a wrong notification name.
  public var key: String? {
    switch self {
    case .notAKeyboardNotification: nil
    case .missingValue(let key), .wrongType(let key, _, _), .invalidValue(let key, _, _): key
    }
  }
}

extension KeyboardEventError: CustomStringConvertible {
  /// A sentence naming the key, the value and what is wrong with it.
  public var description: String {
    switch self {
    case .notAKeyboardNotification(let name):
      "\(name) is not a keyboard notification"
    case .missingValue(let key):
      "\(key) is missing"
    case .wrongType(let key, let expected, let found):
      "\(key) holds a \(found), expected \(expected)"
    case .invalidValue(let key, let value, let problem):
      "\(key) holds \(value): \(problem.rawValue)"
    }
  }
}
