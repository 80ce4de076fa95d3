import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// One scroll view, one keyboard, and what the adjustment must be.
///
/// Each case's comment works the numbers out by hand. Screen sizes and keyboards: ``ScrollFixtures``.
struct ScrollCase: Sendable, CustomTestStringConvertible {
  let name: String
  let keyboard: KeyboardState
  let container: ScrollContainer
  let field: CGRect
  var caret: CGRect?
  let insetBottom: CGFloat
  let indicatorBottom: CGFloat
  let offsetY: CGFloat
  let keyboardInset: CGFloat

  var testDescription: String { name }
}

@Suite("Scroll avoidance")
struct KeyboardStateScrollAvoidanceTests {
  typealias F = ScrollFixtures

  /// A full-screen form on the iPhone SE (3rd): status bar inset 20 at the top, nothing at the
  /// bottom.
  static func formSE(contentHeight: CGFloat, offsetY: CGFloat) -> ScrollContainer {
    ScrollContainer(
      frame: F.iPhoneSE, contentSize: CGSize(width: 375, height: contentHeight),
      contentOffset: CGPoint(x: 0, y: offsetY), adjustedContentInset: VerticalInsets(top: 20))
  }

  /// A full-screen table on the iPhone 16, 2 000 pt of content scrolled 800 pt down; UIKit adds
  /// the safe area (59 top, 34 bottom) to its inset.
  static let table16 = ScrollContainer(
    frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
    contentOffset: CGPoint(x: 0, y: 800), adjustedContentInset: VerticalInsets(top: 59, bottom: 34))

  static let cases: [ScrollCase] = [
    // Keyboard top 407; visible 20…407. The field ends at 144 + 10 ≤ 407: no scroll. The inset
    // still becomes 260, and the offset may not pass 400 + 260 − 667 = −7: −20 is fine.
    ScrollCase(
      name: "SE, short content, field already visible", keyboard: F.keyboardSE,
      container: formSE(contentHeight: 400, offsetY: -20),
      field: CGRect(x: 16, y: 100, width: 343, height: 44),
      insetBottom: 260, indicatorBottom: 260, offsetY: -20, keyboardInset: 260),
    // 564 + 10 − 407 = 167 down, below the top limit 520 − 20 = 500: −20 + 167 = 147 ≤ 193.
    ScrollCase(
      name: "SE, field under the keyboard", keyboard: F.keyboardSE,
      container: formSE(contentHeight: 600, offsetY: -20),
      field: CGRect(x: 16, y: 520, width: 343, height: 44),
      insetBottom: 260, indicatorBottom: 260, offsetY: 147, keyboardInset: 260),
    // Scrolled to the end (700 − 667 = 33); the last field (content 650…694) is at 617…661.
    // 661 + 10 − 407 = 264 takes the offset to 297, 4 pt past the content's end
    // 700 + 260 − 667 = 293: the insets grow by those 4 pt, and the field ends 10 pt above the
    // keyboard (661 − 264 = 397).
    ScrollCase(
      name: "SE, long content, the last field gets room past the content's end",
      keyboard: F.keyboardSE, container: formSE(contentHeight: 700, offsetY: 33),
      field: CGRect(x: 16, y: 617, width: 343, height: 44),
      insetBottom: 264, indicatorBottom: 264, offsetY: 297, keyboardInset: 264),
    // Covered 335, resting adjusted inset 34: the keyboard adds 301. Visible 59…517. The field
    // at 20 is above the top: scroll up 59 − 20 = 39.
    ScrollCase(
      name: "16, field above the visible area", keyboard: F.keyboard16, container: table16,
      field: CGRect(x: 16, y: 20, width: 361, height: 44),
      insetBottom: 301, indicatorBottom: 301, offsetY: 761, keyboardInset: 301),
    // 650 + 10 − 517 = 143 down.
    ScrollCase(
      name: "16, field under the keyboard", keyboard: F.keyboard16, container: table16,
      field: CGRect(x: 16, y: 600, width: 361, height: 50),
      insetBottom: 301, indicatorBottom: 301, offsetY: 943, keyboardInset: 301),
    // Visible, but 7 pt above the keyboard: 510 + 10 − 517 = 3 down.
    ScrollCase(
      name: "16, field visible but closer than the distance", keyboard: F.keyboard16,
      container: table16, field: CGRect(x: 16, y: 470, width: 361, height: 40),
      insetBottom: 301, indicatorBottom: 301, offsetY: 803, keyboardInset: 301),
    // 500 + 10 > 458 visible: reveal the caret, 720 + 10 − 517 = 213 down.
    ScrollCase(
      name: "16, tall text view follows its caret", keyboard: F.keyboard16, container: table16,
      field: CGRect(x: 16, y: 300, width: 361, height: 500),
      caret: CGRect(x: 40, y: 700, width: 2, height: 20),
      insetBottom: 301, indicatorBottom: 301, offsetY: 1_013, keyboardInset: 301),
    // The caret at 40 is above the visible top 59: up 19.
    ScrollCase(
      name: "16, tall text view, caret above the visible area", keyboard: F.keyboard16,
      container: table16, field: CGRect(x: 16, y: 0, width: 361, height: 600),
      caret: CGRect(x: 40, y: 40, width: 2, height: 20),
      insetBottom: 301, indicatorBottom: 301, offsetY: 781, keyboardInset: 301),
    // No caret: 800 + 10 − 517 = 293 down would lose the top; stop at 300 − 59 = 241.
    ScrollCase(
      name: "16, tall text view without a caret aligns its top", keyboard: F.keyboard16,
      container: table16, field: CGRect(x: 16, y: 300, width: 361, height: 500),
      insetBottom: 301, indicatorBottom: 301, offsetY: 1_041, keyboardInset: 301),
    // Scrolled to the top (−59); a header view at 10…54 lies in the top inset. Showing its top
    // needs 10 − 59 = −49, but the offset stops at −59.
    ScrollCase(
      name: "16, content's top stops a field in the top inset", keyboard: F.keyboard16,
      container: ScrollContainer(
        frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
        contentOffset: CGPoint(x: 0, y: -59),
        adjustedContentInset: VerticalInsets(top: 59, bottom: 34)),
      field: CGRect(x: 16, y: 10, width: 361, height: 44),
      insetBottom: 301, indicatorBottom: 301, offsetY: -59, keyboardInset: 301),
    // A tab bar: resting adjusted inset 49 + 34 = 83, so the keyboard adds 335 − 83 = 252.
    ScrollCase(
      name: "16, tab bar already insets 83", keyboard: F.keyboard16,
      container: ScrollContainer(
        frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
        contentOffset: CGPoint(x: 0, y: 800),
        adjustedContentInset: VerticalInsets(top: 59, bottom: 83)),
      field: CGRect(x: 16, y: 600, width: 361, height: 50),
      insetBottom: 252, indicatorBottom: 252, offsetY: 943, keyboardInset: 252),
    // The bar covers 55 of 1366; the safe area already insets 25, so 30 more. Visible 32…1311:
    // 1324 + 10 − 1311 = 23 down.
    ScrollCase(
      name: "iPad Air 13, hardware keyboard bar", keyboard: F.hardwareBar,
      container: ScrollContainer(
        frame: F.iPadAir13, contentSize: CGSize(width: 1024, height: 3_000),
        contentOffset: CGPoint(x: 0, y: 500),
        adjustedContentInset: VerticalInsets(top: 32, bottom: 25)),
      field: CGRect(x: 40, y: 1_280, width: 944, height: 44),
      insetBottom: 30, indicatorBottom: 30, offsetY: 523, keyboardInset: 30),
    // A toolbar of 50 over the 25 safe area insets 75 > 55: the bar needs nothing.
    ScrollCase(
      name: "iPad Air 13, hardware bar behind a toolbar", keyboard: F.hardwareBar,
      container: ScrollContainer(
        frame: F.iPadAir13, contentSize: CGSize(width: 1024, height: 3_000),
        contentOffset: CGPoint(x: 0, y: 500),
        adjustedContentInset: VerticalInsets(top: 32, bottom: 75)),
      field: CGRect(x: 40, y: 1_200, width: 944, height: 44),
      insetBottom: 0, indicatorBottom: 0, offsetY: 500, keyboardInset: 0),
    // A 540 × 620 sheet centred on the iPad (A16): 140…680 × 280…900. The keyboard's top at
    // 843 covers 900 − 843 = 57 of it. 864 + 10 − 843 = 31 down.
    ScrollCase(
      name: "iPad (A16), form sheet", keyboard: F.keyboardA16,
      container: ScrollContainer(
        frame: CGRect(x: 140, y: 280, width: 540, height: 620),
        contentSize: CGSize(width: 540, height: 1_000)),
      field: CGRect(x: 160, y: 820, width: 500, height: 44),
      insetBottom: 57, indicatorBottom: 57, offsetY: 31, keyboardInset: 57),
    // The app's own inset (content 20, indicator 8) stays under the keyboard's part; UIKit adds
    // the safe area: adjusted 20 + 34 = 54, so the keyboard adds 335 − 54 = 281.
    ScrollCase(
      name: "16, the app's own insets are kept", keyboard: F.keyboard16,
      container: ScrollContainer(
        frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
        contentOffset: CGPoint(x: 0, y: 800), contentInset: VerticalInsets(bottom: 20),
        adjustedContentInset: VerticalInsets(top: 59, bottom: 54), indicatorInsetBottom: 8),
      field: CGRect(x: 16, y: 600, width: 361, height: 50),
      insetBottom: 301, indicatorBottom: 289, offsetY: 943, keyboardInset: 281),
    // QuickType turned off: the keyboard drops to 291 (RB) while 301 is applied. Resting 34, so
    // the keyboard's part becomes 257; the field at 457…507 ends above 561 − 10.
    ScrollCase(
      name: "16, keyboard shrinks while up",
      keyboard: KeyboardState(
        presentation: .docked, frame: Keyboard.docked(height: 291, on: F.iPhone16)),
      container: ScrollContainer(
        frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
        contentOffset: CGPoint(x: 0, y: 943), contentInset: VerticalInsets(bottom: 301),
        adjustedContentInset: VerticalInsets(top: 59, bottom: 335), indicatorInsetBottom: 301,
        keyboardInset: 301),
      field: CGRect(x: 16, y: 457, width: 361, height: 50),
      insetBottom: 257, indicatorBottom: 257, offsetY: 943, keyboardInset: 257),
    // The keyboard is gone: back to the resting 0, and 943 is still within 2 000 + 34 − 852.
    ScrollCase(
      name: "16, hide restores the inset and keeps the offset", keyboard: .hidden,
      container: ScrollContainer(
        frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
        contentOffset: CGPoint(x: 0, y: 943), contentInset: VerticalInsets(bottom: 301),
        adjustedContentInset: VerticalInsets(top: 59, bottom: 335), indicatorInsetBottom: 301,
        keyboardInset: 301),
      field: CGRect(x: 16, y: 457, width: 361, height: 50),
      insetBottom: 0, indicatorBottom: 0, offsetY: 943, keyboardInset: 0),
    // At the end of the content with the keyboard (293); without it the end is 700 − 667 = 33.
    ScrollCase(
      name: "SE, hide at the content's end scrolls back into range", keyboard: .hidden,
      container: ScrollContainer(
        frame: F.iPhoneSE, contentSize: CGSize(width: 375, height: 700),
        contentOffset: CGPoint(x: 0, y: 293), contentInset: VerticalInsets(bottom: 260),
        adjustedContentInset: VerticalInsets(top: 20, bottom: 260), indicatorInsetBottom: 260,
        keyboardInset: 260),
      field: CGRect(x: 16, y: 357, width: 343, height: 44),
      insetBottom: 0, indicatorBottom: 0, offsetY: 33, keyboardInset: 0),
    // Pulled down past the top (−80) as the keyboard leaves: back to the top, −20.
    ScrollCase(
      name: "SE, hide while pulled past the top", keyboard: .hidden,
      container: ScrollContainer(
        frame: F.iPhoneSE, contentSize: CGSize(width: 375, height: 700),
        contentOffset: CGPoint(x: 0, y: -80), contentInset: VerticalInsets(bottom: 260),
        adjustedContentInset: VerticalInsets(top: 20, bottom: 260), indicatorInsetBottom: 260,
        keyboardInset: 260),
      field: CGRect(x: 16, y: 357, width: 343, height: 44),
      insetBottom: 0, indicatorBottom: 0, offsetY: -20, keyboardInset: 0),
  ]

  @Test("hand-worked cases", arguments: cases)
  func handWorked(_ scrollCase: ScrollCase) {
    let adjustment = scrollCase.keyboard.scrollAdjustment(
      for: scrollCase.container, revealing: scrollCase.field, caret: scrollCase.caret)
    #expect(adjustment.contentInsetBottom == scrollCase.insetBottom)
    #expect(adjustment.indicatorInsetBottom == scrollCase.indicatorBottom)
    #expect(adjustment.contentOffset == CGPoint(x: 0, y: scrollCase.offsetY))
    #expect(adjustment.keyboardInset == scrollCase.keyboardInset)
    let same =
      scrollCase.insetBottom == scrollCase.container.contentInset.bottom
      && scrollCase.offsetY == scrollCase.container.contentOffset.y
      && scrollCase.keyboardInset == scrollCase.container.keyboardInset
    #expect(adjustment.changesAnything == !same)
  }

  @Test func repeatingAnAppliedAdjustmentChangesNothing() {
    let first = F.keyboard16.scrollAdjustment(
      for: Self.table16, revealing: CGRect(x: 16, y: 600, width: 361, height: 50))
    let applied = F.applying(first, to: Self.table16)
    // The field has moved up with the content: 600 − 143 = 457.
    let again = F.keyboard16.scrollAdjustment(
      for: applied, revealing: CGRect(x: 16, y: 457, width: 361, height: 50))
    #expect(!again.changesAnything)
    #expect(again == .unchanged(applied))
  }

  @Test func horizontalOffsetIsKept() {
    var container = Self.table16
    container.contentOffset.x = 120
    let adjustment = F.keyboard16.scrollAdjustment(
      for: container, revealing: CGRect(x: 16, y: 600, width: 361, height: 50))
    #expect(adjustment.contentOffset == CGPoint(x: 120, y: 943))
  }

  @Test func distanceIsAParameter() {
    // 650 + 24 − 517 = 157; a negative or NaN distance counts as 0: 650 − 517 = 133.
    let field = CGRect(x: 16, y: 600, width: 361, height: 50)
    let keyboard = F.keyboard16
    #expect(
      keyboard.scrollAdjustment(for: Self.table16, revealing: field, distance: 24).contentOffset.y
        == 957)
    #expect(
      keyboard.scrollAdjustment(for: Self.table16, revealing: field, distance: -5).contentOffset.y
        == 933)
    #expect(
      keyboard.scrollAdjustment(for: Self.table16, revealing: field, distance: .nan).contentOffset.y
        == 933)
  }

  @Test func undockedKeyboardsAreAvoidedOnlyWhenFollowed() {
    // An undocked keyboard on the iPad (A16), its top at 500: covers 1180 − 500 = 680 of a
    // full-screen scroll view. Followed, the field at 600…644 scrolls 644 + 10 − 500 = 154.
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 500, width: 820, height: 337))
    let container = ScrollContainer(
      frame: F.iPadA16, contentSize: CGSize(width: 820, height: 3_000))
    let field = CGRect(x: 40, y: 600, width: 740, height: 44)
    let ignored = undocked.scrollAdjustment(for: container, revealing: field)
    #expect(ignored == .unchanged(container))
    let followed = undocked.scrollAdjustment(
      for: container, revealing: field, followsUndockedKeyboard: true)
    #expect(followed.contentInsetBottom == 680)
    #expect(followed.contentOffset.y == 154)
  }

  @Test func keyboardOnAnotherScreenIsIgnored() {
    final class Screen {}
    let phone = Screen()
    let external = Screen()
    var keyboard = F.keyboard16
    keyboard.screen = KeyboardScreen(phone)
    var container = Self.table16
    container.screen = KeyboardScreen(external)
    let field = CGRect(x: 16, y: 600, width: 361, height: 50)
    #expect(keyboard.scrollAdjustment(for: container, revealing: field) == .unchanged(container))
    container.screen = KeyboardScreen(phone)
    #expect(keyboard.scrollAdjustment(for: container, revealing: field).contentOffset.y == 943)
  }

  @Test func nonFiniteInputChangesNothingOrOnlyTheInset() {
    var broken = Self.table16
    broken.contentSize.height = .nan
    #expect(
      F.keyboard16.scrollAdjustment(for: broken, revealing: .zero) == .unchanged(broken))
    // A field that is not finite is not revealed; the keyboard still gets its inset.
    let adjustment = F.keyboard16.scrollAdjustment(
      for: Self.table16, revealing: CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10))
    #expect(adjustment.contentInsetBottom == 301)
    #expect(adjustment.contentOffset.y == 800)
  }
}
