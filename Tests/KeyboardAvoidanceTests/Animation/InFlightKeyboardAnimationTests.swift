import Foundation
import KeyboardAvoidance
import Testing

@Suite("InFlightKeyboardAnimation")
struct InFlightKeyboardAnimationTests {
  /// A change posted at `time` with `posted`, and the animation it is applied with.
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let time: TimeInterval
    let posted: KeyboardAnimation
    let applied: KeyboardAnimation
    var testDescription: String { name }
  }

  /// A show of 0.25 s with the keyboard's curve starting at 10 s, then changes posted without
  /// animation: what is left is 10 + 0.25 − t, with curve 7.
  static let afterAShow: [Row] = [
    Row(
      name: "6 ms in (the ChattingUI log): 0.244 s left", time: 10.006, posted: .none,
      applied: KeyboardAnimation(duration: 0.25 - 0.006, curve: .keyboard)),
    Row(
      name: "at the start: all of it", time: 10, posted: .none,
      applied: KeyboardAnimation(duration: 0.25, curve: .keyboard)),
    Row(
      name: "200 ms in: 50 ms left", time: 10.2, posted: .none,
      applied: KeyboardAnimation(duration: 10 + 0.25 - 10.2, curve: .keyboard)),
    Row(name: "at the end: a jump", time: 10.25, posted: .none, applied: .none),
    Row(name: "after the end: a jump", time: 10.5, posted: .none, applied: .none),
    Row(
      name: "an animated change keeps its own animation", time: 10.1,
      posted: KeyboardAnimation(duration: 0.4, curve: .easeOut),
      applied: KeyboardAnimation(duration: 0.4, curve: .easeOut)),
    Row(
      name: "a change posted with duration 0 and curve 0 still gets curve 7", time: 10.006,
      posted: KeyboardAnimation(duration: 0, curve: .easeInOut),
      applied: KeyboardAnimation(duration: 0.25 - 0.006, curve: .keyboard)),
  ]

  @Test(
    "an instant change during a show finishes with what the show has left", arguments: afterAShow)
  func afterShow(row: Row) {
    var inFlight = InFlightKeyboardAnimation()
    let show = inFlight.animation(for: .systemDefault, at: 10)
    #expect(show == .systemDefault)
    let applied = inFlight.animation(for: row.posted, at: row.time)
    #expect(applied.curve == row.applied.curve)
    #expect(abs(applied.duration - row.applied.duration) < 1e-12)
  }

  @Test("nothing in flight: an instant change stays instant")
  func nothingInFlight() {
    var inFlight = InFlightKeyboardAnimation()
    let applied = inFlight.animation(for: .none, at: 3)
    #expect(applied == .none)
    #expect(inFlight.start == nil)
  }

  @Test("the latest animated change is the one in flight")
  func latestAnimated() {
    var inFlight = InFlightKeyboardAnimation()
    _ = inFlight.animation(for: .systemDefault, at: 0)
    _ = inFlight.animation(for: KeyboardAnimation(duration: 0.5, curve: .easeIn), at: 1)
    // 1 + 0.5 − 1.1 = 0.4 s of the second one, with its curve.
    let applied = inFlight.animation(for: .none, at: 1.1)
    #expect(applied.curve == .easeIn)
    #expect(abs(applied.duration - 0.4) < 1e-12)
    #expect(inFlight.start == 1)
  }

  @Test("a time that is not finite leaves the change instant")
  func notFinite() {
    var inFlight = InFlightKeyboardAnimation()
    _ = inFlight.animation(for: .systemDefault, at: 0)
    let atNaN = inFlight.animation(for: .none, at: .nan)
    let atInfinity = inFlight.animation(for: .none, at: .infinity)
    #expect(atNaN == .none && atInfinity == .none)
  }
}
