import Foundation
import KeyboardAvoidance
import Testing

@Suite("Overlap geometry")
struct KeyboardStateOverlapTests {
  /// iPhone 16 with the predictive row: 335 pt docked keyboard.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let docked = KeyboardState(
    presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))

  @Test(
    "covered height is overlap, never frame height",
    arguments: [
      ("full screen", CGRect(x: 0, y: 0, width: 393, height: 852), CGFloat(335)),
      ("view ending 100 pt above the bottom", CGRect(x: 0, y: 0, width: 393, height: 752), 235),
      ("view entirely above the keyboard", CGRect(x: 0, y: 0, width: 393, height: 500), 0),
      ("view touching the keyboard's top", CGRect(x: 0, y: 0, width: 393, height: 517), 0),
      ("view inside the keyboard", CGRect(x: 10, y: 600, width: 100, height: 50), 50),
      (
        "view starting below the keyboard's top", CGRect(x: 0, y: 700, width: 393, height: 152), 152
      ),
      ("view beside the screen", CGRect(x: 393, y: 0, width: 393, height: 852), 0),
      ("empty view", CGRect(x: 0, y: 0, width: 0, height: 0), 0),
      ("NaN view", CGRect(x: CGFloat.nan, y: 0, width: 393, height: 852), 0),
    ])
  func coveredHeight(name: String, rect: CGRect, expected: CGFloat) {
    #expect(Self.docked.coveredHeight(of: rect) == expected, "\(name)")
  }

  @Test func hiddenCoversNothing() {
    #expect(KeyboardState.hidden.coveredHeight(of: Self.screen) == 0)
    #expect(KeyboardState.hidden.bottomOffset(for: AvoidingView(frame: Self.screen)) == 0)
  }

  @Test func keyboardOnAnotherScreenCoversNothing() {
    final class Screen {}
    let main = Screen()
    let external = Screen()
    var state = Self.docked
    state.screen = KeyboardScreen(main)
    #expect(state.coveredHeight(of: Self.screen, on: KeyboardScreen(main)) == 335)
    #expect(state.coveredHeight(of: Self.screen, on: KeyboardScreen(external)) == 0)
    // An unknown screen on either side cannot rule the keyboard out.
    #expect(state.coveredHeight(of: Self.screen, on: nil) == 335)
    #expect(Self.docked.coveredHeight(of: Self.screen, on: KeyboardScreen(external)) == 335)
  }

  @Test(
    "undocked keyboards count only when followed",
    arguments: [KeyboardPresentation.undocked, .floating])
  func undocked(presentation: KeyboardPresentation) {
    let state = KeyboardState(
      presentation: presentation, frame: CGRect(x: 0, y: 400, width: 393, height: 260))
    #expect(state.coveredHeight(of: Self.screen) == 0)
    #expect(state.coveredHeight(of: Self.screen, followsUndockedKeyboard: true) == 452)
  }

  @Test(
    "bottom offset",
    arguments: [
      // The NotificationCenter post (1 s animation): constant = height − safe area bottom.
      ("pinned to the safe area", CGFloat(34), KeyboardAvoidanceOptions(), CGFloat(301)),
      // The RxKeyboard post: a fixed gap between button and keyboard.
      ("with a gap", 34, KeyboardAvoidanceOptions(spacing: 16), 317),
      // The Combine login post: constraint to the view's bottom, no safe area.
      ("pinned to the view's bottom", 0, KeyboardAvoidanceOptions(), 335),
      ("negative spacing never goes below 0", 34, KeyboardAvoidanceOptions(spacing: -1_000), 0),
      (
        "huge spacing stops at the view's height", 34, KeyboardAvoidanceOptions(spacing: 10_000),
        852
      ),
      ("NaN spacing counts as 0", 34, KeyboardAvoidanceOptions(spacing: .nan), 301),
      ("NaN safe area counts as 0", .nan, KeyboardAvoidanceOptions(), 335),
    ])
  func bottomOffset(
    name: String, safeAreaBottom: CGFloat, options: KeyboardAvoidanceOptions, expected: CGFloat
  ) {
    let view = AvoidingView(frame: Self.screen, safeAreaBottom: safeAreaBottom)
    #expect(Self.docked.bottomOffset(for: view, options: options) == expected, "\(name)")
  }

  @Test func restingOffsetWhenNothingIsCovered() {
    let view = AvoidingView(frame: Self.screen, safeAreaBottom: 34)
    let options = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 50)
    #expect(KeyboardState.hidden.bottomOffset(for: view, options: options) == 50)
    let above = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    #expect(Self.docked.bottomOffset(for: above, options: options) == 50)
    #expect(Self.docked.bottomOffset(for: view, options: options) == 309)
  }

  @Test func hardwareKeyboardBarCoversOnlyTheBar() {
    let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403))
    #expect(bar.coveredHeight(of: pad) == 55)
    #expect(bar.bottomOffset(for: AvoidingView(frame: pad, safeAreaBottom: 25)) == 30)
  }
}
