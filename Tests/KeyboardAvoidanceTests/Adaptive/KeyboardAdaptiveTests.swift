import Foundation
import KeyboardAvoidance
import Testing

/// The hand-written Combine login screen, exactly as the DocC example on `KeyboardAdaptive` writes
/// it (``KeyboardAdaptiveTests/documentationShowsThisLayout()`` keeps the two the same).
struct LoginScreenLayout {
  let logoIsHidden = KeyboardAdaptive(false).shown(true, on: .compactHeight)
  let statusLabelTop = KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight)
  let fieldGroupTop = KeyboardAdaptive<CGFloat>(40).shown(20, on: .compactHeight)
  let loginButtonGap = KeyboardAdaptive<CGFloat>(hidden: 50, shown: 0)  // above the keyboard
  let loginButtonInset = KeyboardAdaptive<CGFloat>(hidden: 30, shown: 0)  // leading, trailing
  let loginButtonCornerRadius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
}

/// One screen of the post's rules and what each rule gives there.
///
/// From the post's code: `loginBtnBottomConstraint.constant = height > 0 ? height : 50`, leading
/// and trailing `height > 0 ? 0 : 30`, `cornerRadius = height > 0 ? 0 : 15`, and on screens of 1136
/// px or less `idViewTopConstraint.constant = height > 0 ? 20 : 40`,
/// `statusLabelTopConstraint.constant = height > 0 ? -50 : 40`, `logoLabel.isHidden = height > 0`.
/// Halfway values are the midpoints of those, worked out by hand; flags are `true` halfway.
struct LoginScreen: Sendable, CustomTestStringConvertible {
  let name: String
  let size: CGSize
  /// Portrait keyboard height with the predictive row.
  let keyboardHeight: CGFloat
  let logoIsHidden: (hidden: Bool, shown: Bool, halfway: Bool)
  let statusLabelTop: (hidden: CGFloat, shown: CGFloat, halfway: CGFloat)
  let fieldGroupTop: (hidden: CGFloat, shown: CGFloat, halfway: CGFloat)
  /// From the view's bottom edge, as the post's constraint measures it.
  let loginButtonBottom: (hidden: CGFloat, shown: CGFloat, halfway: CGFloat)

  var testDescription: String { name }

  static let all = [
    // 640 × 1136 px; keyboard 253 pt (WR, MX v1 in the catalog's public sources
    // (DeviceDataSource)).
    LoginScreen(
      name: "iPhone SE (1st), 320 × 568", size: CGSize(width: 320, height: 568),
      keyboardHeight: 253, logoIsHidden: (false, true, true), statusLabelTop: (40, -50, -5),
      fieldGroupTop: (40, 20, 30), loginButtonBottom: (50, 253, 151.5)),
    // 1179 × 2556 px, well above 1136: only the button changes. Keyboard 335 pt (DPS).
    LoginScreen(
      name: "iPhone 16, 393 × 852", size: CGSize(width: 393, height: 852),
      keyboardHeight: 335, logoIsHidden: (false, false, false), statusLabelTop: (40, 40, 40),
      fieldGroupTop: (40, 40, 40), loginButtonBottom: (50, 335, 192.5)),
  ]
}

@Suite("KeyboardAdaptive")
struct KeyboardAdaptiveTests {
  let layout = LoginScreenLayout()

  /// The show and the hide on a screen, with the keyboard docked at the bottom.
  static func transitions(on screen: LoginScreen) -> (
    show: KeyboardTransition, hide: KeyboardTransition
  ) {
    let bounds = Keyboard.screen(screen.size)
    let up = KeyboardState(
      presentation: .docked, frame: Keyboard.docked(height: screen.keyboardHeight, on: bounds))
    return (
      KeyboardTransition(from: .hidden, to: up, animation: Keyboard.animation),
      KeyboardTransition(from: up, to: .hidden, animation: Keyboard.animation)
    )
  }

  @Test(
    "the Combine login post's rules: hidden, shown, and halfway both ways",
    arguments: LoginScreen.all)
  func loginRules(screen: LoginScreen) throws {
    let screenClass = try #require(ScreenClass(screenSize: screen.size))
    let (show, hide) = Self.transitions(on: screen)
    func check<Value: KeyboardInterpolatable & Equatable>(
      _ rule: KeyboardAdaptive<Value>, _ expected: (hidden: Value, shown: Value, halfway: Value),
      _ name: String
    ) {
      #expect(rule.value(for: .hidden, on: screenClass) == expected.hidden, "\(name)")
      #expect(rule.value(for: show.to, on: screenClass) == expected.shown, "\(name)")
      #expect(rule.value(during: show, progress: 0, on: screenClass) == expected.hidden, "\(name)")
      #expect(
        rule.value(during: show, progress: 0.5, on: screenClass) == expected.halfway, "\(name)")
      #expect(rule.value(during: show, progress: 1, on: screenClass) == expected.shown, "\(name)")
      #expect(
        rule.value(during: hide, progress: 0.5, on: screenClass) == expected.halfway, "\(name)")
      #expect(rule.value(during: hide, progress: 1, on: screenClass) == expected.hidden, "\(name)")
    }
    check(layout.logoIsHidden, screen.logoIsHidden, "logo")
    check(layout.statusLabelTop, screen.statusLabelTop, "status label top")
    check(layout.fieldGroupTop, screen.fieldGroupTop, "field group top")
    check(layout.loginButtonInset, (30, 0, 15), "button leading and trailing")
    check(layout.loginButtonCornerRadius, (15, 0, 7.5), "corner radius")

    // The button sits on the keyboard: what the keyboard covers of the view, plus the gap.
    let view = Keyboard.screen(screen.size)
    func bottom(_ transition: KeyboardTransition, _ progress: Double) -> CGFloat {
      let covered = transition.from.coveredHeight(of: view)
        .interpolated(to: transition.to.coveredHeight(of: view), progress: progress)
      return covered
        + layout.loginButtonGap.value(during: transition, progress: progress, on: screenClass)
    }
    #expect(bottom(show, 0) == screen.loginButtonBottom.hidden)
    #expect(bottom(show, 1) == screen.loginButtonBottom.shown)
    #expect(bottom(show, 0.5) == screen.loginButtonBottom.halfway)
    #expect(bottom(hide, 0.5) == screen.loginButtonBottom.halfway)
    #expect(bottom(hide, 1) == screen.loginButtonBottom.hidden)
  }

  /// The post decides by `bounds.height × scale <= 1136`; the layout decides by screen class.
  ///
  /// On every iPhone of the catalog, the status label moves exactly where the post moves it.
  @Test func compactRulesApplyWhereThePostsPixelRuleDoes() {
    for profile in DeviceCatalog.iPhones {
      let postMoves = profile.renderedPixels.height <= 1136
      let top = layout.statusLabelTop.value(keyboardShown: true, on: profile.screenClass)
      #expect((top == -50) == postMoves, "\(profile)")
    }
  }

  @Test func hiddenLogoNeverOverlapsTheMovingContent() {
    // The logo hides as soon as the fields start to move up and shows only once they are down.
    let (show, hide) = Self.transitions(on: LoginScreen.all[0])
    let rule = layout.logoIsHidden
    #expect(!rule.value(during: show, progress: 0, on: .compactHeight))
    #expect(rule.value(during: show, progress: 0.001, on: .compactHeight))
    #expect(rule.value(during: hide, progress: 0.999, on: .compactHeight))
    #expect(!rule.value(during: hide, progress: 1, on: .compactHeight))
  }

  @Test func whatCountsAsShown() {
    let radius = layout.loginButtonCornerRadius
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403))
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 500, width: 820, height: 337))
    let floating = KeyboardState(
      presentation: .floating, frame: CGRect(x: 200, y: 500, width: 320, height: 250))
    #expect(radius.value(for: bar, on: .iPad) == 0)
    #expect(radius.value(for: undocked, on: .iPad) == 15)
    #expect(radius.value(for: floating, on: .iPad) == 15)
    #expect(radius.value(for: .hidden, on: .iPad) == 15)
  }

  @Test func overridesPerScreenClass() {
    let spacing = KeyboardAdaptive<CGFloat>(hidden: 24, shown: 12)
      .on(.iPad, .tall, hidden: 40, shown: 32)
      .shown(8, on: .compactHeight)
    #expect(spacing.value(keyboardShown: false, on: .iPad) == 40)
    #expect(spacing.value(keyboardShown: true, on: .tall) == 32)
    #expect(spacing.value(keyboardShown: true, on: .regular) == 12)
    #expect(spacing.value(keyboardShown: true, on: .compactHeight) == 8)
    #expect(spacing.value(keyboardShown: false, on: .compactHeight) == 24)
    #expect(spacing.value(keyboardShown: true, on: nil) == 12)
    // A later override replaces an earlier one for its class only.
    let replaced = spacing.shown(0, on: .iPad)
    #expect(replaced.value(keyboardShown: true, on: .iPad) == 0)
    #expect(replaced.value(keyboardShown: false, on: .iPad) == 40)
    #expect(replaced.value(keyboardShown: true, on: .tall) == 32)
    #expect(replaced != spacing)
  }

  @Test func aTransitionBetweenTwoShownStatesKeepsTheShownValue() {
    // The keyboard grows (QuickType on): the layout stays as it is.
    let bounds = Keyboard.screen(CGSize(width: 320, height: 568))
    let short = KeyboardState(
      presentation: .docked, frame: Keyboard.docked(height: 216, on: bounds))
    let tall = KeyboardState(presentation: .docked, frame: Keyboard.docked(height: 253, on: bounds))
    let grow = KeyboardTransition(from: short, to: tall, animation: Keyboard.animation)
    #expect(layout.statusLabelTop.value(during: grow, progress: 0.5, on: .compactHeight) == -50)
    #expect(layout.logoIsHidden.value(during: grow, progress: 0.5, on: .compactHeight))
  }

  /// Keeps the test's ``LoginScreenLayout`` and the DocC example the same, line for line.
  @Test func documentationShowsThisLayout() throws {
    let tests = URL(fileURLWithPath: #filePath)
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = root.appendingPathComponent(
      "Sources/KeyboardAvoidance/Adaptive/KeyboardAdaptive.swift")
    let documented = try String(contentsOf: source, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else { return nil }
        return String(trimmed.dropFirst(3))
      }
    let tested = try String(contentsOf: tests, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let inDocs = try #require(Self.layoutDeclaration(in: documented))
    let inTests = try #require(Self.layoutDeclaration(in: tested))
    #expect(inDocs == inTests)
    #expect(inTests.count == 8)
  }

  /// The lines from `struct LoginScreenLayout {` to its closing brace, without indentation.
  static func layoutDeclaration(in lines: [String]) -> [String]? {
    let trimmed = lines.map { String($0.drop { $0 == " " }) }
    guard let start = trimmed.firstIndex(of: "struct LoginScreenLayout {"),
      let end = trimmed[start...].firstIndex(of: "}")
    else { return nil }
    return Array(trimmed[start...end])
  }
}
