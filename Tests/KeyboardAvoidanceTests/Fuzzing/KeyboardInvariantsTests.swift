import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardAvoidanceTesting

/// The checks must pass for sound values and fail for broken ones, or the fuzzer proves nothing.
///
/// Broken values are built by hand through the public initialisers, which do not validate.
@Suite("KeyboardInvariants")
struct KeyboardInvariantsTests {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// iPhone 16 with the predictive row (DPS: 335 pt).
  static let docked = KeyboardState(
    presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335),
    animation: KeyboardAnimation(duration: 0.25, curve: .keyboard))
  static let view = AvoidingView(frame: screen, safeAreaBottom: 34)

  @Test func soundStatesPass() throws {
    try KeyboardInvariants.checkState(.hidden)
    try KeyboardInvariants.checkState(Self.docked)
  }

  @Test(arguments: [
    CGRect(x: 0, y: CGFloat.nan, width: 393, height: 335),
    CGRect(x: 0, y: 517, width: 393, height: 0),
    CGRect(x: 0, y: 517, width: 393, height: 1e9),
  ])
  func aVisibleStateWithoutASoundFrameFails(frame: CGRect) {
    let state = KeyboardState(presentation: .docked, frame: frame)
    #expect(throws: KeyboardInvariantViolation.self) { try KeyboardInvariants.checkState(state) }
  }

  @Test func anEventBeyondTheParsersLimitsFails() {
    let event = KeyboardEvent(
      kind: .willShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: 2e5, width: 393, height: 335))
    #expect(throws: KeyboardInvariantViolation.self) { try KeyboardInvariants.checkEvent(event) }
    let curve = KeyboardAnimation(duration: 0.25, curve: .unknown(20))
    #expect(throws: KeyboardInvariantViolation.self) {
      try KeyboardInvariants.checkAnimation(curve)
    }
  }

  /// 335 − 34 = 301 fits the 852 pt view; 900 does not; nothing but 0 fits a view whose frame
  /// is not finite.
  @Test func offsetsOutsideTheViewFail() throws {
    try KeyboardInvariants.checkOffset(301, for: Self.view)
    for offset in [CGFloat.nan, -1, 900] {
      #expect(throws: KeyboardInvariantViolation.self) {
        try KeyboardInvariants.checkOffset(offset, for: Self.view)
      }
    }
    let broken = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: CGFloat.infinity))
    try KeyboardInvariants.checkOffset(0, for: broken)
    #expect(throws: KeyboardInvariantViolation.self) {
      try KeyboardInvariants.checkOffset(1, for: broken)
    }
  }

  @Test func aTransitionMustJoinItsStatesAndChangeSomething() throws {
    let show = KeyboardTransition(from: .hidden, to: Self.docked, animation: Self.docked.animation)
    try KeyboardInvariants.checkTransition(show, from: .hidden, to: Self.docked)
    #expect(throws: KeyboardInvariantViolation.self) {
      try KeyboardInvariants.checkTransition(show, from: Self.docked, to: Self.docked)
    }
    let nothing = KeyboardTransition(from: .hidden, to: .hidden, animation: .none)
    #expect(throws: KeyboardInvariantViolation.self) {
      try KeyboardInvariants.checkTransition(nothing, from: .hidden, to: .hidden)
    }
  }

  @Test func aRealShowPassesThePolicyChecks() throws {
    let show = KeyboardTransition(from: .hidden, to: Self.docked, animation: Self.docked.animation)
    try KeyboardInvariants.checkPolicies(of: Self.docked, view: Self.view, options: .standard)
    try KeyboardInvariants.checkTransitionPolicies(
      show, view: Self.view, options: KeyboardAvoidanceOptions(spacing: 8),
      screenBounds: Self.screen, times: [-1, 0, 0.1, 0.25, 0.5, 2, .nan, .infinity])
  }

  @Test func aViolationReadsAsOneLine() {
    let violation = KeyboardInvariantViolation(invariant: "offset is finite", detail: "nan")
    #expect(violation.description == "offset is finite: nan")
  }
}
