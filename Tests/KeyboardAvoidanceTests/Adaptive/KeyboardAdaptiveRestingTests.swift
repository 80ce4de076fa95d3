import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardAdaptive with the app's resting value")
struct KeyboardAdaptiveRestingTests {
  static let shown = KeyboardState(
    presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
  static let undocked = KeyboardState(
    presentation: .undocked, frame: CGRect(x: 0, y: 700, width: 820, height: 300))

  /// A value, a screen class, a keyboard, the app's value, and what the property must hold.
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let value: KeyboardAdaptive<CGFloat>
    let screenClass: ScreenClass
    let keyboard: KeyboardState
    let resting: CGFloat?
    let expected: CGFloat
    var testDescription: String { name }
  }

  static let leading = KeyboardAdaptive<CGFloat>(hidden: 30, shown: 0)
  static let statusTop = KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight)

  static let rows: [Row] = [
    Row(
      name: "no app value: the hidden value at rest", value: leading, screenClass: .tall,
      keyboard: .hidden, resting: nil, expected: 30),
    Row(
      name: "no app value: the shown value", value: leading, screenClass: .tall,
      keyboard: shown, resting: nil, expected: 0),
    Row(
      name: "the app's 20 at rest", value: leading, screenClass: .tall, keyboard: .hidden,
      resting: 20, expected: 20),
    Row(
      name: "the keyboard's 0 over the app's 20", value: leading, screenClass: .tall,
      keyboard: shown, resting: 20, expected: 0),
    Row(
      name: "an undocked keyboard changes nothing: the app's 20", value: leading,
      screenClass: .iPad, keyboard: undocked, resting: 20, expected: 20),
    Row(
      name: "a class without a shown override keeps the app's 10", value: statusTop,
      screenClass: .tall, keyboard: shown, resting: 10, expected: 10),
    Row(
      name: "a class with one shows −50 over the app's 10", value: statusTop,
      screenClass: .compactHeight, keyboard: shown, resting: 10, expected: -50),
    Row(
      name: "and rests at the app's 10", value: statusTop, screenClass: .compactHeight,
      keyboard: .hidden, resting: 10, expected: 10),
  ]

  @Test("the app's value replaces the hidden one", arguments: rows)
  func values(row: Row) {
    #expect(
      row.value.value(for: row.keyboard, on: row.screenClass, resting: row.resting)
        == row.expected)
  }

  @Test("a flag the app set switches as the keyboard's own does")
  func flags() {
    let logo = KeyboardAdaptive(false).shown(true, on: .compactHeight)
    let show = KeyboardTransition(from: .hidden, to: Self.shown, animation: .systemDefault)
    let hide = KeyboardTransition(from: Self.shown, to: .hidden, animation: .systemDefault)
    // The app hid the logo itself: it stays hidden through a hide.
    #expect(logo.value(during: hide, progress: 1, on: .compactHeight, resting: true))
    // The app showed it: the keyboard hides it as it starts to move, it comes back at the end
    // of the hide.
    #expect(logo.value(during: show, progress: 0.01, on: .compactHeight, resting: false))
    #expect(logo.value(during: hide, progress: 0.99, on: .compactHeight, resting: false))
    #expect(!logo.value(during: hide, progress: 1, on: .compactHeight, resting: false))
  }

  @Test("numbers move from the app's value with the keyboard")
  func numbers() {
    let radius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
    let show = KeyboardTransition(from: .hidden, to: Self.shown, animation: .systemDefault)
    // Halfway from the app's 10 to the keyboard's 0.
    #expect(radius.value(during: show, progress: 0.5, on: .tall, resting: 10) == 5)
  }
}
