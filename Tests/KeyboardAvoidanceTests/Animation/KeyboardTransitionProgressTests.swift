import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardTransition at time t")
struct KeyboardTransitionProgressTests {
  /// iPhone 16 with the predictive row (the catalog's sources, DPS): 393 × 852 screen, 335 pt
  /// keyboard docked at y = 517, 34 pt bottom safe area.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let dockedFrame = CGRect(x: 0, y: 517, width: 393, height: 335)
  static let docked = KeyboardState(
    presentation: .docked, frame: dockedFrame, animation: Keyboard.animation)
  static let show = KeyboardTransition(from: .hidden, to: docked, animation: Keyboard.animation)
  static let hide = KeyboardTransition(
    from: docked, to: .hidden, animation: Keyboard.animation)
  static let view = AvoidingView(frame: screen, safeAreaBottom: 34)

  /// The spring model's progress from the integrated spring, independent of the closed form.
  static func springProgress(at time: Double) -> Double {
    SpringIntegrator.position(
      mass: 3, stiffness: 1000,
      damping: SpringIntegrator.criticalDamping(mass: 3, stiffness: 1000), at: time)
  }

  @Test func showStartsHiddenAndEndsDocked() {
    let show = Self.show
    #expect(show.coveredHeight(of: Self.screen, at: 0) == 0)
    #expect(show.keyboardTop(at: 0, screenBounds: Self.screen) == 852)
    #expect(
      show.frame(at: 0, screenBounds: Self.screen) == CGRect(x: 0, y: 852, width: 393, height: 335))
    #expect(show.bottomOffset(for: Self.view, at: 0) == 0)
    for end in [0.5, 1, .infinity] {
      #expect(show.coveredHeight(of: Self.screen, at: end) == 335)
      #expect(show.keyboardTop(at: end, screenBounds: Self.screen) == 517)
      #expect(show.frame(at: end, screenBounds: Self.screen) == Self.dockedFrame)
      // 335 − 34: the constant the NotificationCenter post computes by hand.
      #expect(show.bottomOffset(for: Self.view, at: end) == 301)
    }
  }

  /// "Where is the keyboard's top at t = 0.1 s?" against the integrated spring.
  @Test func keyboardTopDuringTheShow() {
    for time in stride(from: 0.01, to: 0.5, by: 0.01) {
      let expected = 852 - 335 * Self.springProgress(at: time)
      let top = Self.show.keyboardTop(at: time, screenBounds: Self.screen)
      #expect(abs(top - expected) < 1e-3, "t = \(time)")
      // The frame path and the covered-height path must tell the same story.
      #expect(abs(Self.show.frame(at: time, screenBounds: Self.screen).minY - top) < 1e-9)
      let offset = Self.show.bottomOffset(for: Self.view, at: time)
      #expect(abs(offset - 301 * Self.springProgress(at: time)) < 1e-3, "t = \(time)")
    }
  }

  @Test func keyboardTopWithTheBezierModel() {
    for step in 1..<50 {
      let point = BezierReference.keyboardFit.point(at: Double(step) / 50)
      let time = point.x * 0.5
      let top = Self.show.keyboardTop(at: time, screenBounds: Self.screen, model: .bezier)
      #expect(abs(top - (852 - 335 * point.y)) < 1e-3, "t = \(time)")
    }
  }

  @Test func hideSlidesBelowTheScreen() {
    let hide = Self.hide
    #expect(hide.frame(at: 0, screenBounds: Self.screen) == Self.dockedFrame)
    #expect(
      hide.frame(at: 0.5, screenBounds: Self.screen)
        == CGRect(x: 0, y: 852, width: 393, height: 335))
    #expect(hide.keyboardTop(at: 0.5, screenBounds: Self.screen) == 852)
    let time = 0.1
    let expected = 517 + 335 * Self.springProgress(at: time)
    #expect(abs(hide.keyboardTop(at: time, screenBounds: Self.screen) - expected) < 1e-3)
  }

  /// A form sheet ending 100 pt above the screen's bottom: covered 235 pt once docked.
  @Test func coveredHeightOfAShorterView() {
    let sheet = CGRect(x: 0, y: 100, width: 393, height: 652)
    #expect(Self.show.coveredHeight(of: sheet, at: 0) == 0)
    #expect(Self.show.coveredHeight(of: sheet, at: 0.5) == 235)
    let half = Self.show.coveredHeight(of: sheet, at: 0.1, model: .bezier)
    #expect(half > 0 && half < 235)
  }

  /// A hardware keyboard's 55 pt bar gives way to the docked software keyboard.
  ///
  /// Only the bar is on screen; the rest of the 335 pt frame lies below. The top moves from the
  /// bar's top to the docked keyboard's.
  @Test func accessoryBarToDocked() {
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 797, width: 393, height: 335))
    let transition = KeyboardTransition(
      from: bar, to: Self.docked, animation: KeyboardAnimation(duration: 0.25, curve: .linear))
    #expect(transition.keyboardTop(at: 0, screenBounds: Self.screen) == 797)
    #expect(transition.keyboardTop(at: 0.125, screenBounds: Self.screen) == 657)
    #expect(transition.frame(at: 0.125, screenBounds: Self.screen).minY == 657)
    #expect(transition.keyboardTop(at: 0.25, screenBounds: Self.screen) == 517)
  }

  /// An undocked iPad keyboard counts for its top edge and when followed.
  @Test func undockedKeyboard() {
    let ipad = CGRect(x: 0, y: 0, width: 820, height: 1180)
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 600, width: 820, height: 300))
    let transition = KeyboardTransition(
      from: .hidden, to: undocked, animation: KeyboardAnimation(duration: 0.2, curve: .linear))
    #expect(transition.keyboardTop(at: 0.2, screenBounds: ipad) == 600)
    #expect(transition.coveredHeight(of: ipad, at: 0.2) == 0)
    #expect(transition.coveredHeight(of: ipad, at: 0.2, followsUndockedKeyboard: true) == 580)
    #expect(transition.frame(at: 0, screenBounds: ipad).minY == 1180)
  }

  @Test func transitionProgressIsTheAnimations() {
    for time in [-1, 0, 0.05, 0.2, 0.7, Double.nan] {
      #expect(Self.show.progress(at: time) == Keyboard.animation.progress(at: time))
    }
  }

  @Test func nonFiniteScreenBounds() {
    let broken = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 852)
    #expect(Self.show.keyboardTop(at: 0.1, screenBounds: broken) == 0)
    #expect(Self.show.frame(at: 0.1, screenBounds: broken) == .zero)
  }

  @Test func neitherEndVisible() {
    let nothing = KeyboardTransition(from: .hidden, to: .hidden, animation: Keyboard.animation)
    #expect(nothing.frame(at: 0.1, screenBounds: Self.screen) == .zero)
    #expect(nothing.keyboardTop(at: 0.1, screenBounds: Self.screen) == 852)
  }
}
