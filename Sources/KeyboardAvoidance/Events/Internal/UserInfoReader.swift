import Foundation

/// Reads and checks the values of a keyboard notification's `userInfo`.
///
/// Each accessor returns `nil` when the key is absent and throws when the key holds something no
/// keyboard notification can hold. This is the only place that knows how values are boxed.
struct UserInfoReader {
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

  private let userInfo: [AnyHashable: Any]

  init(_ userInfo: [AnyHashable: Any]) {
    self.userInfo = userInfo
  }

  func rect(for key: String) throws(KeyboardEventError) -> CGRect? {
    guard let value = userInfo[key] else { return nil }
    guard let rect = Self.unboxRect(value) else {
      throw .wrongType(key: key, expected: "NSValue holding a CGRect", found: Self.typeName(value))
    }
    let components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    let text = Self.describe(rect)
    if components.contains(where: { !$0.isFinite }) {
      throw .invalidValue(key: key, value: text, problem: .notFinite)
    }
    if rect.size.width < 0 || rect.size.height < 0 {
      throw .invalidValue(key: key, value: text, problem: .negativeSize)
    }
    if components.contains(where: { abs($0) > Self.coordinateLimit }) {
      throw .invalidValue(key: key, value: text, problem: .tooLarge)
    }
    return rect
  }

  func duration(for key: String) throws(KeyboardEventError) -> TimeInterval? {
    guard let number = try self.number(for: key, expected: "NSNumber holding a Double") else {
      return nil
    }
    let text = Self.describe(number)
    guard number.isFinite else { throw .invalidValue(key: key, value: text, problem: .notFinite) }
    guard number >= 0 else { throw .invalidValue(key: key, value: text, problem: .negative) }
    guard number <= Self.durationLimit else {
      throw .invalidValue(key: key, value: text, problem: .tooLarge)
    }
    return number
  }

  func curve(for key: String) throws(KeyboardEventError) -> KeyboardAnimation.Curve? {
    guard let number = try self.number(for: key, expected: "NSNumber holding an integer") else {
      return nil
    }
    let text = Self.describe(number)
    guard number.isFinite else { throw .invalidValue(key: key, value: text, problem: .notFinite) }
    guard number.rounded() == number else {
      throw .invalidValue(key: key, value: text, problem: .notAnInteger)
    }
    guard (0...Double(Self.curveLimit)).contains(number) else {
      throw .invalidValue(key: key, value: text, problem: .outOfRange)
    }
    return KeyboardAnimation.Curve(rawValue: Int(number))
  }

  func flag(for key: String) throws(KeyboardEventError) -> Bool? {
    guard let value = userInfo[key] else { return nil }
    if let flag = value as? Bool { return flag }
    guard let number = try self.number(for: key, expected: "NSNumber holding a Bool") else {
      return nil
    }
    switch number {
    case 0: return false
    case 1: return true
    default: throw .invalidValue(key: key, value: Self.describe(number), problem: .notABoolean)
    }
  }

  private func number(for key: String, expected: String) throws(KeyboardEventError) -> Double? {
    guard let value = userInfo[key] else { return nil }
    guard let number = value as? NSNumber else {
      throw .wrongType(key: key, expected: expected, found: Self.typeName(value))
    }
    return number.doubleValue
  }

  /// Unboxes a rectangle posted as a `CGRect` or as an `NSValue` holding one.
  ///
  /// On Apple platforms `as? CGRect` also unboxes an `NSValue`. swift-corelibs-foundation does not
  /// bridge them, so there the `NSValue` is opened by hand after checking what it holds: its
  /// `rectValue` of a value that holds something else is undefined.
  private static func unboxRect(_ value: Any) -> CGRect? {
    if let rect = value as? CGRect { return rect }
    #if !canImport(ObjectiveC)
      if value is NSNumber { return nil }
      if let boxed = value as? NSValue, String(cString: boxed.objCType).hasPrefix("{CGRect") {
        return boxed.rectValue
      }
    #endif
    return nil
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
