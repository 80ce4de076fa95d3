import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Scroll views under a button or an input bar that rides on the keyboard: the band the keyboard
/// and the pinned view make together is what the insets cover and the field clears.
extension KeyboardStateScrollAvoidanceTests {
  @Test func aButtonOnTheKeyboardAddsItsHeightToTheInsetAndTheScroll() {
    // SE: keyboard top 407, a 50 pt button 8 pt above it: the band starts at 349 and covers
    // 318 of the form. Visible 20…349; the field at 500…544 needs 554 − 349 = 205 down.
    let form = Self.formSE(contentHeight: 1_000, offsetY: -20)
    let field = CGRect(x: 16, y: 500, width: 343, height: 44)
    let adjustment = F.keyboardSE.scrollAdjustment(
      for: form, revealing: field, pinnedAboveKeyboard: 58)
    #expect(adjustment.contentInsetBottom == 318)
    #expect(adjustment.indicatorInsetBottom == 318)
    #expect(adjustment.keyboardInset == 318)
    #expect(adjustment.contentOffset.y == 185)
    // Without the button: inset 260, 554 − 407 = 147 down.
    let bare = F.keyboardSE.scrollAdjustment(for: form, revealing: field)
    #expect(bare.contentInsetBottom == 260)
    #expect(bare.contentOffset.y == 127)
  }

  @Test func aTableOnTheIPhone16UnderAnInputBar() {
    // Keyboard top 517, a 66 pt bar on it: band at 451, covering 401; the resting inset 34
    // (home indicator) is topped up by 367. Visible 59…451; 744 + 10 − 451 = 303 down.
    let field = CGRect(x: 16, y: 700, width: 361, height: 44)
    let adjustment = F.keyboard16.scrollAdjustment(
      for: Self.table16, revealing: field, pinnedAboveKeyboard: 66)
    #expect(adjustment.keyboardInset == 367)
    #expect(adjustment.contentInsetBottom == 367)
    #expect(adjustment.contentOffset.y == 1_103)
  }

  @Test func aBarOverAScrollViewTheKeyboardMisses() {
    // A scroll view at 59…500 on the iPhone 16 ends 17 pt above the keyboard (517): the
    // keyboard alone changes nothing. A 66 pt band covers 500 − 451 = 49: inset 49, and the
    // field at 440…484 scrolls 494 − 451 = 43.
    let list = ScrollContainer(
      frame: CGRect(x: 0, y: 59, width: 393, height: 441),
      contentSize: CGSize(width: 393, height: 1_000))
    let field = CGRect(x: 16, y: 440, width: 361, height: 44)
    let bare = F.keyboard16.scrollAdjustment(for: list, revealing: field)
    #expect(!bare.changesAnything)
    let adjustment = F.keyboard16.scrollAdjustment(
      for: list, revealing: field, pinnedAboveKeyboard: 66)
    #expect(adjustment.keyboardInset == 49)
    #expect(adjustment.contentOffset.y == 43)
  }

  @Test func hidingTakesBackTheWholeBand() {
    let form = Self.formSE(contentHeight: 1_000, offsetY: -20)
    let field = CGRect(x: 16, y: 500, width: 343, height: 44)
    let shown = F.keyboardSE.scrollAdjustment(for: form, revealing: field, pinnedAboveKeyboard: 58)
    let applied = ScrollFixtures.applying(shown, to: form)
    let hidden = KeyboardState.hidden.scrollAdjustment(
      for: applied, revealing: field, pinnedAboveKeyboard: 58)
    #expect(hidden.contentInsetBottom == 0)
    #expect(hidden.keyboardInset == 0)
    #expect(hidden.contentOffset.y == 185)
  }

  @Test func nestedScrollViewsClearTheButton() {
    // The page and list of the nested tests on the SE, with a 58 pt band on the keyboard (349).
    // Page: the row pressed into the list (500…650) needs 650 + 10 − 349 = 311. The list moves
    // to 189…339, above the band: no inset; the row, now at 309…353, needs 363 − 339 = 24.
    let page = ScrollContainer(
      frame: F.iPhoneSE, contentSize: CGSize(width: 375, height: 1_000))
    let list = ScrollContainer(
      frame: CGRect(x: 0, y: 500, width: 375, height: 150),
      contentSize: CGSize(width: 375, height: 600))
    let adjustments = F.keyboardSE.scrollAdjustments(
      for: [page, list], revealing: CGRect(x: 0, y: 620, width: 375, height: 44),
      pinnedAboveKeyboard: 58)
    #expect(adjustments.map(\.contentOffset.y) == [311, 24])
    #expect(adjustments.map(\.contentInsetBottom) == [318, 0])
  }

  @Test(
    "random scroll views under a pinned band keep the field clear of it",
    arguments: [UInt64(0x2019_5C01), 0x2019_5C02])
  func randomScrollViewsUnderAPinnedBand(seed: UInt64) {
    var check = PropertyCheck(seed: seed)
    for index in 0..<3_000 {
      let view = RandomScrollView(using: &check.generator)
      let pinned = CGFloat(Int.random(in: 0...240, using: &check.generator)) / 2
      let container = view.container
      let adjustment = view.keyboard.scrollAdjustment(
        for: container, revealing: view.field, distance: view.distance,
        pinnedAboveKeyboard: pinned)
      let place = "#\(index): pinned \(pinned), frame \(container.frame), field \(view.field)"
      // The band's top, from the keyboard's top alone.
      let line = view.keyboardTop - pinned
      let covered = min(max(container.frame.maxY - line, 0), container.frame.height)
      let resting = container.adjustedContentInset.bottom
      let bottomInset = max(resting, covered)
      check.expect(
        adjustment.keyboardInset == bottomInset - resting, "\(place): inset does not cover it")
      let top = container.adjustedContentInset.top
      let visibleTop = container.frame.minY + top
      let visibleBottom = container.frame.maxY - bottomInset
      let scrolled = adjustment.contentOffset.y - container.contentOffset.y
      let fits = view.field.height + view.distance <= visibleBottom - visibleTop
      check.expect(
        covered == 0 || visibleBottom <= max(line, container.frame.minY),
        "\(place): the band is not inset")
      if view.reachable && fits {
        check.expect(
          view.field.maxY - scrolled + view.distance <= visibleBottom,
          "\(place): the field ends under the band")
        check.expect(view.field.minY - scrolled >= visibleTop, "\(place): top out of view")
      }
    }
    #expect(check.checked > 0)
  }
}
