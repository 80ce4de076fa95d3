import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Adaptive rules")
struct AdaptiveRuleTests {
  /// The post's status label rule, built both ways: through the rule and straight on the core's
  /// type, as the KeyboardAdaptive documentation writes it.
  @Test func buildsTheCoresAdaptiveValue() {
    let rule = AdaptiveRule<CGFloat>(40).shown(-50, on: .compactHeight)
    let core = KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight)
    #expect(rule.adaptive == core)
    for screenClass in ScreenClass.allCases {
      for shown in [false, true] {
        #expect(
          rule.adaptive.value(keyboardShown: shown, on: screenClass)
            == (shown && screenClass == .compactHeight ? -50 : 40))
      }
    }
  }

  @Test func overrideWithOnlyAHiddenValueKeepsTheShownOne() {
    let rule = AdaptiveRule<CGFloat>(
      hidden: 24, shown: 12, overrides: [.init(screenClasses: [.iPad], hidden: 40)])
    #expect(rule.adaptive.value(keyboardShown: false, on: .iPad) == 40)
    #expect(rule.adaptive.value(keyboardShown: true, on: .iPad) == 12)
    #expect(rule.adaptive.value(keyboardShown: false, on: .tall) == 24)
  }

  @Test func laterOverridesWin() {
    let rule = AdaptiveRule<CGFloat>(
      hidden: 0, shown: 0,
      overrides: [
        .init(screenClasses: [.compactHeight, .regular], hidden: 1, shown: 2),
        .init(screenClasses: [.regular], shown: 3),
      ])
    #expect(rule.adaptive.value(keyboardShown: true, on: .compactHeight) == 2)
    #expect(rule.adaptive.value(keyboardShown: true, on: .regular) == 3)
    #expect(rule.adaptive.value(keyboardShown: false, on: .regular) == 1)
    #expect(rule.adaptive.value(keyboardShown: true, on: .tall) == 0)
  }

  @Test func literals() {
    let height: AdaptiveRule<CGFloat> = 44
    let half: AdaptiveRule<CGFloat> = 20.5
    let flag: AdaptiveRule<Bool> = true
    #expect(height == AdaptiveRule(hidden: 44, shown: 44))
    #expect(half.adaptive.value(keyboardShown: true, on: nil) == 20.5)
    #expect(flag.adaptive.value(keyboardShown: false, on: .iPad))
  }

  @Test func readsTheKeyboardStateLikeTheCore() {
    // Docked and accessory-bar keyboards count as shown, floating ones do not
    // (KeyboardAdaptive.value(for:on:)).
    let rule = AdaptiveRule<CGFloat>(hidden: 15, shown: 0)
    let docked = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    let floating = KeyboardState(
      presentation: .floating, frame: CGRect(x: 200, y: 500, width: 320, height: 253))
    #expect(rule.adaptive.value(for: docked, on: .tall) == 0)
    #expect(rule.adaptive.value(for: floating, on: .iPad) == 15)
  }
}
