import Foundation
import KeyboardAvoidance
import Testing

/// Scroll views inside scroll views on the iPhone SE (3rd generation).
///
/// 375 × 667 pt, keyboard 260 pt docked at y = 407 (DPS, see ``ScrollFixtures``). Expected values
/// are worked out by hand in the comments.
@Suite("Nested scroll avoidance")
struct KeyboardStateNestedScrollAvoidanceTests {
  typealias F = ScrollFixtures

  static func page(contentHeight: CGFloat) -> ScrollContainer {
    ScrollContainer(frame: F.iPhoneSE, contentSize: CGSize(width: 375, height: contentHeight))
  }

  /// A 150 pt tall list, 500 pt down the page, holding 600 pt of rows.
  static let list = ScrollContainer(
    frame: CGRect(x: 0, y: 500, width: 375, height: 150),
    contentSize: CGSize(width: 375, height: 600))

  /// A row 120 pt down the list, 14 pt of it clipped by the list's bottom edge.
  static let row = CGRect(x: 0, y: 620, width: 375, height: 44)

  @Test func outerRevealsTheInnerEdgeAndInnerScrollsTheRest() {
    // Page: the row pressed into the list (500…650) is 620…650; 650 + 10 − 407 = 243 + 10 = 253.
    // List: now at 247…397, above the keyboard (no inset); the row at 367…411 needs
    // 411 + 10 − 397 = 24.
    let adjustments = F.keyboardSE.scrollAdjustments(
      for: [Self.page(contentHeight: 1_000), Self.list], revealing: Self.row)
    #expect(adjustments.map(\.contentOffset.y) == [253, 24])
    #expect(adjustments.map(\.contentInsetBottom) == [260, 0])
    #expect(adjustments.map(\.changesAnything) == [true, true])
  }

  @Test func outerMakesRoomPastItsContentForTheInnerEdge() {
    // Page of 600 pt: its offset would stop at 600 + 260 − 667 = 193, but the list's edge (the
    // row pressed into it, 620…650) needs 650 + 10 − 407 = 253: the page's insets grow by
    // 253 − 193 = 60 past the keyboard's 260. The list moves to 247…397, clear of the keyboard
    // (no inset); the row, now at 367…411, scrolls 411 + 10 − 397 = 24 inside it.
    let adjustments = F.keyboardSE.scrollAdjustments(
      for: [Self.page(contentHeight: 600), Self.list], revealing: Self.row)
    #expect(adjustments.map(\.contentOffset.y) == [253, 24])
    #expect(adjustments.map(\.contentInsetBottom) == [320, 0])
    #expect(adjustments.map(\.keyboardInset) == [320, 0])
  }

  @Test func aVisibleFieldMovesNothing() {
    // The list at 100…250, the row at 120…164: both well above 407 − 10.
    var list = Self.list
    list.frame.origin.y = 100
    let adjustments = F.keyboardSE.scrollAdjustments(
      for: [Self.page(contentHeight: 1_000), list],
      revealing: CGRect(x: 0, y: 120, width: 375, height: 44))
    #expect(adjustments.map(\.contentOffset.y) == [0, 0])
    #expect(adjustments.map(\.contentInsetBottom) == [260, 0])
    #expect(adjustments.map(\.changesAnything) == [true, false])
  }

  @Test func threeLevels() {
    // Page (content 1 500) ⊃ section at 300…600 (content 900) ⊃ text list at 500…580 (content
    // 400); the field at 560…600 is clipped 20 pt by the text list.
    // Page: the field pressed into the section is 560…600: 600 + 10 − 407 = 203.
    // Section: at 97…397, not covered; the field, 357…397, pressed into the text list (297…377)
    // is 357…377, and 377 + 10 ≤ 397: no scroll.
    // Text list: at 297…377; the field at 357…397 needs 397 + 10 − 377 = 30.
    let section = ScrollContainer(
      frame: CGRect(x: 0, y: 300, width: 375, height: 300),
      contentSize: CGSize(width: 375, height: 900))
    let textList = ScrollContainer(
      frame: CGRect(x: 0, y: 500, width: 375, height: 80),
      contentSize: CGSize(width: 375, height: 400))
    let adjustments = F.keyboardSE.scrollAdjustments(
      for: [Self.page(contentHeight: 1_500), section, textList],
      revealing: CGRect(x: 0, y: 560, width: 375, height: 40))
    #expect(adjustments.map(\.contentOffset.y) == [203, 0, 30])
    #expect(adjustments.map(\.contentInsetBottom) == [260, 0, 0])
  }

  @Test func innerVisiblePartIsClippedToTheOuter() {
    // A 100 pt toolbar insets the page (620 pt of content): visible 0…567. A hardware keyboard's
    // 55 pt bar (top at 612) is under the toolbar, so the page needs no more inset.
    // Page: the row (600…620, inside the list) ends at 620 + 10 − 567 = 63 too low, but the
    // page stops at 620 + 100 − 667 = 53.
    // List: now at 447…597, not covered; through the page only 447…567 shows. The row at
    // 547…567 needs 567 + 10 − 567 = 10 more (the list's own bottom, 597, would have needed 0).
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 612, width: 375, height: 260))
    let page = ScrollContainer(
      frame: F.iPhoneSE, contentSize: CGSize(width: 375, height: 620),
      adjustedContentInset: VerticalInsets(bottom: 100))
    let row = CGRect(x: 0, y: 600, width: 375, height: 20)
    let adjustments = bar.scrollAdjustments(for: [page, Self.list], revealing: row)
    #expect(adjustments.map(\.contentOffset.y) == [53, 10])
    #expect(adjustments.map(\.contentInsetBottom) == [0, 0])
  }

  @Test func undockedKeyboardsAreIgnoredUnlessFollowed() {
    // An undocked keyboard at 450…600. Ignored: nothing moves.
    // Followed: it covers 667 − 450 = 217 of the page (inset 217), 540 + 10 − 450 = 100 down.
    // The list, now at 400…550, is covered 100 (inset 100); the row at 420…440 ends 10 above
    // 450: no scroll.
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 450, width: 375, height: 150))
    let page = Self.page(contentHeight: 1_000)
    let row = CGRect(x: 0, y: 520, width: 375, height: 20)
    let ignored = undocked.scrollAdjustments(for: [page, Self.list], revealing: row)
    #expect(ignored == [.unchanged(page), .unchanged(Self.list)])
    let followed = undocked.scrollAdjustments(
      for: [page, Self.list], revealing: row, followsUndockedKeyboard: true)
    #expect(followed.map(\.contentOffset.y) == [100, 0])
    #expect(followed.map(\.contentInsetBottom) == [217, 100])
  }

  @Test func hideRestoresEveryContainer() {
    var page = Self.page(contentHeight: 600)
    page.contentOffset.y = 193
    page.contentInset.bottom = 260
    page.adjustedContentInset.bottom = 260
    page.indicatorInsetBottom = 260
    page.keyboardInset = 260
    var list = Self.list
    list.contentOffset.y = 74
    list.contentInset.bottom = 50
    list.adjustedContentInset.bottom = 50
    list.indicatorInsetBottom = 50
    list.keyboardInset = 50
    // Without the keyboard the page ends at 0 (600 < 667) and the list at 600 − 150 = 450.
    let adjustments = KeyboardState.hidden.scrollAdjustments(
      for: [page, list], revealing: Self.row)
    #expect(adjustments.map(\.contentInsetBottom) == [0, 0])
    #expect(adjustments.map(\.indicatorInsetBottom) == [0, 0])
    #expect(adjustments.map(\.contentOffset.y) == [0, 74])
  }

  @Test func oneContainerIsTheSingleAdjustment() {
    let field = CGRect(x: 0, y: 520, width: 375, height: 44)
    let page = Self.page(contentHeight: 1_000)
    #expect(
      F.keyboardSE.scrollAdjustments(for: [page], revealing: field)
        == [F.keyboardSE.scrollAdjustment(for: page, revealing: field)])
    #expect(F.keyboardSE.scrollAdjustments(for: [], revealing: field).isEmpty)
  }
}
