import Foundation
import KeyboardAvoidance

/// Random keyboard notifications, mostly plausible and often malformed, for fuzzing.
///
/// Each notification is built from a seeded generator, so a failing input can be replayed from its
/// seed. About one in three is well formed; the rest carry wrong names, missing keys, values of
/// the wrong type, NaN, infinities, negative sizes and huge magnitudes: everything
/// `KeyboardEvent.init(_:)` must turn into a `KeyboardEventError` without trapping.
///
/// ```swift
/// var generator = SeededGenerator(seed: 7)
/// for _ in 0..<1_000 {
///   let notification = RandomKeyboardNotification.make(using: &generator)
///   _ = try? KeyboardEvent(notification)  // never traps
/// }
/// ```
public enum RandomKeyboardNotification {
  /// A screen-like object to post as a notification's `object`.
  private final class FakeScreen: Sendable {}
  /// A value that is not an object, which no keyboard notification carries.
  private struct NotAnObject: Sendable {}

  private static let screens = [FakeScreen(), FakeScreen()]

  /// Makes one random notification.
  ///
  /// - Parameter generator: The source of randomness; seed it to replay.
  /// - Returns: A notification that may or may not be a valid keyboard notification.
  public static func make(using generator: inout some RandomNumberGenerator) -> Notification {
    let names = KeyboardEvent.Kind.allCases.map(\.notificationName.rawValue)
    let otherNames = [
      "UIKeyboardWillMoveNotification", "", "UIApplicationDidBecomeActiveNotification",
    ]
    let name =
      Double.random(in: 0..<1, using: &generator) < 0.9
      ? names.randomElement(using: &generator) ?? ""
      : otherNames.randomElement(using: &generator) ?? ""
    let wellFormed = Double.random(in: 0..<1, using: &generator) < 0.35
    var userInfo: [AnyHashable: Any] = [:]
    func include() -> Bool { wellFormed || Double.random(in: 0..<1, using: &generator) < 0.9 }
    if include() {
      userInfo[KeyboardUserInfoKey.frameBegin] = randomRectValue(using: &generator, wellFormed)
    }
    if include() {
      userInfo[KeyboardUserInfoKey.frameEnd] = randomRectValue(using: &generator, wellFormed)
    }
    if include() {
      userInfo[KeyboardUserInfoKey.animationDuration] = randomNumberValue(
        using: &generator, wellFormed)
    }
    if include() {
      userInfo[KeyboardUserInfoKey.animationCurve] = randomCurveValue(using: &generator, wellFormed)
    }
    if include() {
      userInfo[KeyboardUserInfoKey.isLocal] = randomFlagValue(using: &generator, wellFormed)
    }
    let object: Any? =
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<6: nil
      case 6..<9: screens.randomElement(using: &generator)
      default: wellFormed ? nil : NotAnObject()
      }
    let withoutUserInfo = !wellFormed && Int.random(in: 0..<30, using: &generator) == 0
    return Notification(
      name: Notification.Name(name), object: object, userInfo: withoutUserInfo ? nil : userInfo)
  }

  private static let specialNumbers: [Double] = [
    0, -0.0, 1, -1, 0.25, 1e4, -1e4, 1e5, 1e6, -1e9, .nan, .infinity, -.infinity,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
  ]

  private static func randomNumber(using generator: inout some RandomNumberGenerator) -> Double {
    Bool.random(using: &generator)
      ? specialNumbers.randomElement(using: &generator) ?? 0
      : Double.random(in: -2_000...3_000, using: &generator)
  }

  private static func plausibleRect(using generator: inout some RandomNumberGenerator) -> CGRect {
    let width =
      [320, 375, 390, 393, 402, 414, 428, 430, 440, 744, 768, 820, 834, 1024, 1032]
      .randomElement(using: &generator) ?? 390
    let height = CGFloat(Int.random(in: 0...500, using: &generator))
    let screenHeight = CGFloat(Int.random(in: 480...1_376, using: &generator))
    let y = screenHeight - height + CGFloat(Int.random(in: -300...400, using: &generator))
    return CGRect(x: 0, y: y, width: CGFloat(width), height: height)
  }

  private static func randomRectValue(
    using generator: inout some RandomNumberGenerator, _ wellFormed: Bool
  ) -> Any {
    if wellFormed { return box(plausibleRect(using: &generator)) }
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<4:
      return box(plausibleRect(using: &generator))
    case 4..<7:
      let rect = CGRect(
        x: randomNumber(using: &generator), y: randomNumber(using: &generator),
        width: randomNumber(using: &generator), height: randomNumber(using: &generator))
      return Bool.random(using: &generator) ? box(rect) : rect
    case 7:
      return NSNumber(value: randomNumber(using: &generator))
    case 8:
      return "{{0, 500}, {390, 344}}"
    default:
      #if canImport(ObjectiveC)
        return CGPoint(x: 0, y: randomNumber(using: &generator))
      #else
        return NSValue(point: CGPoint(x: 0, y: randomNumber(using: &generator)))
      #endif
    }
  }

  private static func randomNumberValue(
    using generator: inout some RandomNumberGenerator, _ wellFormed: Bool
  ) -> Any {
    if wellFormed {
      return NSNumber(value: [0, 0.25, 0.4, 0.5].randomElement(using: &generator) ?? 0)
    }
    switch Int.random(in: 0..<6, using: &generator) {
    case 0..<3: return NSNumber(value: randomNumber(using: &generator))
    case 3: return randomNumber(using: &generator)
    case 4: return "0.25"
    default: return Int.random(in: -5...20, using: &generator)
    }
  }

  private static func randomCurveValue(
    using generator: inout some RandomNumberGenerator, _ wellFormed: Bool
  ) -> Any {
    if wellFormed { return NSNumber(value: [0, 1, 2, 3, 7].randomElement(using: &generator) ?? 7) }
    return Bool.random(using: &generator)
      ? NSNumber(value: Int.random(in: -3...20, using: &generator))
      : randomNumberValue(using: &generator, false)
  }

  private static func randomFlagValue(
    using generator: inout some RandomNumberGenerator, _ wellFormed: Bool
  ) -> Any {
    if wellFormed { return NSNumber(value: Bool.random(using: &generator)) }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return Bool.random(using: &generator)
    case 1: return NSNumber(value: Int.random(in: -1...3, using: &generator))
    case 2: return "true"
    default: return randomNumber(using: &generator)
    }
  }

  private static func box(_ rect: CGRect) -> Any {
    #if canImport(ObjectiveC)
      rect
    #else
      NSValue(rect: rect)
    #endif
  }
}
