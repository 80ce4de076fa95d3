import Foundation

/// Reads and checks the values of a keyboard notification's `userInfo`.
///
/// Each accessor returns `nil` when the key is absent and throws when the key holds something no
/// keyboard notification can hold. Together with ``BoxedRect`` this is the only place that knows
/// how values are boxed.
///
/// It runs for every keyboard notification, so it walks the dictionary once: each lookup of a
/// `String` in an `[AnyHashable: Any]` boxes the key and compares `AnyHashable`s through the
/// runtime, several hundred nanoseconds apiece on Linux, where one pass over the five entries
/// with a plain string comparison costs about as much as one lookup. Error texts are built only
/// when there is an error.
struct UserInfoReader {
  /// The keys a keyboard notification carries.
  enum Key {
    case frameBegin
    case frameEnd
    case animationDuration
    case animationCurve
    case isLocal

    /// The `userInfo` key, as errors name it.
    var name: String {
      switch self {
      case .frameBegin: KeyboardUserInfoKey.frameBegin
      case .frameEnd: KeyboardUserInfoKey.frameEnd
      case .animationDuration: KeyboardUserInfoKey.animationDuration
      case .animationCurve: KeyboardUserInfoKey.animationCurve
      case .isLocal: KeyboardUserInfoKey.isLocal
      }
    }
  }

  /// The largest coordinate or size accepted, in points.
  ///
  /// The largest screens are a few thousand points across; anything beyond this is corrupt data,
  /// and rejecting it keeps arithmetic finite.
  static let coordinateLimit: CGFloat = 100_000
  /// The longest animation accepted, in seconds.
  ///
  /// iOS uses 0.25 to 0.5.
  static let durationLimit: TimeInterval = 10
  /// The largest curve value: `UIView.AnimationOptions` keeps the curve in four bits.
  static let curveLimit = 15

  private var frameBegin: Any?
  private var frameEnd: Any?
  private var animationDuration: Any?
  private var animationCurve: Any?
  private var isLocal: Any?

  init(_ userInfo: [AnyHashable: Any]) {
    for (key, value) in userInfo {
      // UIKit's keys are strings (NSString constants, which bridge to String).
      guard let name = key.base as? String else { continue }
      // The five keys differ in length, so the length picks the one key worth comparing. A `where`
      // that fails falls through to the next case, so equal lengths would still be found.
      let names = Self.names
      switch name.utf8.count {
      case names.frameEnd.utf8.count where name == names.frameEnd: frameEnd = value
      case names.frameBegin.utf8.count where name == names.frameBegin: frameBegin = value
      case names.animationDuration.utf8.count where name == names.animationDuration:
        animationDuration = value
      case names.animationCurve.utf8.count where name == names.animationCurve:
        animationCurve = value
      case names.isLocal.utf8.count where name == names.isLocal: isLocal = value
      default: continue
      }
    }
  }

  private static var names: KeyboardUserInfoStrings.Type { KeyboardUserInfoStrings.self }

  private func value(for key: Key) -> Any? {
    switch key {
    case .frameBegin: frameBegin
    case .frameEnd: frameEnd
    case .animationDuration: animationDuration
    case .animationCurve: animationCurve
    case .isLocal: isLocal
    }
  }

  func rect(for key: Key) throws(KeyboardEventError) -> CGRect? {
    guard let value = value(for: key) else { return nil }
    guard let rect = BoxedRect.rect(in: value) else {
      throw .wrongType(
        key: key.name, expected: "NSValue holding a CGRect", found: Self.typeName(value))
    }
    let x = rect.origin.x
    let y = rect.origin.y
    let width = rect.size.width
    let height = rect.size.height
    if !x.isFinite || !y.isFinite || !width.isFinite || !height.isFinite {
      throw .invalidValue(key: key.name, value: Self.describe(rect), problem: .notFinite)
    }
    if width < 0 || height < 0 {
      throw .invalidValue(key: key.name, value: Self.describe(rect), problem: .negativeSize)
    }
    let limit = Self.coordinateLimit
    if abs(x) > limit || abs(y) > limit || width > limit || height > limit {
      throw .invalidValue(key: key.name, value: Self.describe(rect), problem: .tooLarge)
    }
    return rect
  }

  func duration(for key: Key) throws(KeyboardEventError) -> TimeInterval? {
    guard let number = try self.number(for: key, expected: "NSNumber holding a Double") else {
      return nil
    }
    guard number.isFinite else {
      throw .invalidValue(key: key.name, value: Self.describe(number), problem: .notFinite)
    }
    guard number >= 0 else {
      throw .invalidValue(key: key.name, value: Self.describe(number), problem: .negative)
    }
    guard number <= Self.durationLimit else {
      throw .invalidValue(key: key.name, value: Self.describe(number), problem: .tooLarge)
    }
    return number
  }

  func curve(for key: Key) throws(KeyboardEventError) -> KeyboardAnimation.Curve? {
    guard let number = try self.number(for: key, expected: "NSNumber holding an integer") else {
      return nil
    }
    guard number.isFinite else {
      throw .invalidValue(key: key.name, value: Self.describe(number), problem: .notFinite)
    }
    guard number.rounded() == number else {
      throw .invalidValue(key: key.name, value: Self.describe(number), problem: .notAnInteger)
    }
    guard (0...Double(Self.curveLimit)).contains(number) else {
      throw .invalidValue(key: key.name, value: Self.describe(number), problem: .outOfRange)
    }
    return KeyboardAnimation.Curve(rawValue: Int(number))
  }

  func flag(for key: Key) throws(KeyboardEventError) -> Bool? {
    guard let value = value(for: key) else { return nil }
    // NSNumber first: it is what UIKit posts, and a class cast is cheap where a failed bridge to
    // Bool is not. A plain Bool is accepted too.
    let number: Double
    if let boxed = value as? NSNumber {
      number = boxed.doubleValue
    } else if let flag = value as? Bool {
      return flag
    } else {
      throw .wrongType(
        key: key.name, expected: "NSNumber holding a Bool", found: Self.typeName(value))
    }
    switch number {
    case 0: return false
    case 1: return true
    default: throw .invalidValue(key: key.name, value: Self.describe(number), problem: .notABoolean)
    }
  }

  private func number(for key: Key, expected: String) throws(KeyboardEventError) -> Double? {
    guard let value = value(for: key) else { return nil }
    guard let number = value as? NSNumber else {
      throw .wrongType(key: key.name, expected: expected, found: Self.typeName(value))
    }
    return number.doubleValue
  }

  static func describe(_ value: Any) -> String {
    let text: String
    switch value {
    case let rect as CGRect:
      text = "{{\(rect.origin.x), \(rect.origin.y)}, {\(rect.size.width), \(rect.size.height)}}"
    default:
      text = String(describing: value)
    }
    return text.count > 80 ? String(text.prefix(77)) + "..." : text
  }

  private static func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
  }
}
