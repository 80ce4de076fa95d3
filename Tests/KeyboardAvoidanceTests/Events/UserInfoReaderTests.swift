import Foundation
import KeyboardAvoidance
import Testing

/// The parser's documented limits, pinned at both sides of each edge: the largest value it
/// accepts and the nearest one it refuses.
///
/// The limits: a curve is a whole number from 0 to 15 (`UIView.AnimationOptions` keeps it in
/// four bits), a duration from 0 to 10 seconds (iOS uses 0.25 to 0.5).
@Suite("UserInfoReader: the limits of what a notification may hold")
struct UserInfoReaderTests {
  static func notification(duration: Double = 0.25, curve: Double = 7) -> Notification {
    Notification(
      name: KeyboardEvent.Kind.willShow.notificationName, object: nil,
      userInfo: [
        KeyboardUserInfoKey.frameBegin: NSValueBox.box(
          CGRect(x: 0, y: 852, width: 393, height: 335)),
        KeyboardUserInfoKey.frameEnd: NSValueBox.box(CGRect(x: 0, y: 517, width: 393, height: 335)),
        KeyboardUserInfoKey.animationDuration: NSNumber(value: duration),
        KeyboardUserInfoKey.animationCurve: NSNumber(value: curve),
        KeyboardUserInfoKey.isLocal: NSNumber(value: true),
      ])
  }

  static func problem(of notification: Notification) -> KeyboardEventError.Problem? {
    do {
      _ = try KeyboardEvent(notification)
      return nil
    } catch {
      guard case .invalidValue(_, _, let problem) = error else { return nil }
      return problem
    }
  }

  @Test("curves 0 and 15 are read, -1 and 16 refused")
  func curveLimits() throws {
    #expect(try KeyboardEvent(Self.notification(curve: 15)).animation.curve.rawValue == 15)
    #expect(try KeyboardEvent(Self.notification(curve: 0)).animation.curve.rawValue == 0)
    #expect(Self.problem(of: Self.notification(curve: 16)) == .outOfRange)
    #expect(Self.problem(of: Self.notification(curve: -1)) == .outOfRange)
  }

  @Test("durations 0 and 10 s are read, anything above 10 s or below 0 refused")
  func durationLimits() throws {
    #expect(try KeyboardEvent(Self.notification(duration: 10)).animation.duration == 10)
    #expect(try KeyboardEvent(Self.notification(duration: 0)).animation.duration == 0)
    #expect(Self.problem(of: Self.notification(duration: Double(10).nextUp)) == .tooLarge)
    #expect(Self.problem(of: Self.notification(duration: Double(0).nextDown)) == .negative)
  }
}
