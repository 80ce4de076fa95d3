import Foundation
import KeyboardAvoidance
import Testing

/// A trace folds through the parser and the reducer as an observer on the recorded screen does.
@Suite("KeyboardTrace steps")
struct KeyboardTraceStepsTests {
  /// iPhone 16, 393 × 852 pt: the keyboard with the predictive row is 335 pt (852 − 335 = 517),
  /// without it 291 pt (852 − 291 = 561).
  static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let predictive = CGRect(x: 0, y: 517, width: 393, height: 335)
  static let plain = CGRect(x: 0, y: 561, width: 393, height: 291)
  static let below = CGRect(x: 0, y: 852, width: 393, height: 291)

  static func entry(
    _ kind: KeyboardEvent.Kind, from begin: CGRect?, to end: CGRect?, screen: Int? = 0,
    bounds: CGRect = bounds
  ) -> KeyboardTrace.Entry {
    var userInfo: [String: KeyboardTrace.Value] = [
      KeyboardUserInfoKey.animationDuration: .number(0.25),
      KeyboardUserInfoKey.animationCurve: .number(7),
    ]
    if let begin { userInfo[KeyboardUserInfoKey.frameBegin] = .rect(begin) }
    if let end { userInfo[KeyboardUserInfoKey.frameEnd] = .rect(end) }
    return KeyboardTrace.Entry(
      time: 0, kind: kind, userInfo: userInfo, screen: screen, screenBounds: bounds)
  }

  static let trace = KeyboardTrace(
    device: KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1"),
    orientation: .portrait,
    notifications: [
      entry(.willShow, from: CGRect(x: 0, y: 852, width: 393, height: 335), to: predictive),
      entry(.didShow, from: CGRect(x: 0, y: 852, width: 393, height: 335), to: predictive),
      entry(.willShow, from: predictive, to: nil),
      entry(.willChangeFrame, from: predictive, to: plain),
      entry(.willHide, from: plain, to: below),
    ])

  @Test func eachNotificationIsParsedAndReducedInTurn() throws {
    let steps = Self.trace.steps()
    #expect(steps.map(\.index) == [0, 1, 2, 3, 4])
    #expect(steps.map(\.state.presentation) == [.docked, .docked, .docked, .docked, .hidden])
    #expect(steps.map { $0.transition != nil } == [true, false, false, true, true])
    #expect(steps[3].state.frame == Self.plain)
    #expect(steps[2].event == .failure(.missingValue(key: KeyboardUserInfoKey.frameEnd)))
    #expect(steps.map(\.entry) == Self.trace.notifications)
  }

  @Test func oneScreenIndexIsOneScreen() throws {
    var trace = Self.trace
    trace.notifications = [
      Self.entry(.willShow, from: Self.below, to: Self.plain, screen: 0),
      Self.entry(.willShow, from: Self.below, to: Self.plain, screen: 1),
      Self.entry(.willShow, from: Self.below, to: Self.plain, screen: 0),
      Self.entry(.willShow, from: Self.below, to: Self.plain, screen: nil),
    ]
    let screens = try trace.steps().map { try $0.event.get().screen }
    #expect(screens[0] != nil && screens[0] == screens[2])
    #expect(screens[1] != nil && screens[1] != screens[0])
    #expect(screens[3] == nil)
    // Moving to another screen and back are changes; the same screen again is not.
    #expect(trace.steps().map { $0.transition != nil } == [true, true, true, true])
  }

  /// The bounds recorded with each notification are the ones it is measured against: a frame of
  /// the other orientation (852 wide on a portrait screen) carries no position until the screen
  /// has turned.
  @Test func eachNotificationIsMeasuredAgainstItsOwnBounds() {
    let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    let sideways = CGRect(x: 0, y: 185, width: 852, height: 208)
    var trace = Self.trace
    trace.notifications = [
      Self.entry(.willShow, from: Self.below, to: Self.predictive),
      Self.entry(.willChangeFrame, from: Self.predictive, to: sideways, bounds: landscape),
    ]
    let steps = trace.steps()
    #expect(steps.last?.state.presentation == .docked)
    #expect(steps.last?.state.frame == sideways)
  }
}
