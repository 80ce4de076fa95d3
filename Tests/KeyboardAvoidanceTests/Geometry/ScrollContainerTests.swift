import Foundation
import KeyboardAvoidance
import Testing

@Suite("ScrollContainer")
struct ScrollContainerTests {
  @Test func adjustedInsetDefaultsToTheContentInset() {
    let container = ScrollContainer(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      contentSize: CGSize(width: 375, height: 1_000),
      contentInset: VerticalInsets(top: 8, bottom: 12))
    #expect(container.adjustedContentInset == VerticalInsets(top: 8, bottom: 12))
    #expect(container.restingAdjustedInsetBottom == 12)
  }

  @Test func restingInsetsLeaveTheKeyboardsPartOut() {
    // iPhone 16 with a 335 pt keyboard applied: the app's 20 pt, UIKit's 34 pt safe area and
    // 281 pt for the keyboard (335 − 54).
    let container = ScrollContainer(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      contentSize: CGSize(width: 393, height: 2_000),
      contentInset: VerticalInsets(bottom: 301),
      adjustedContentInset: VerticalInsets(top: 59, bottom: 335),
      indicatorInsetBottom: 289, keyboardInset: 281)
    #expect(container.restingContentInsetBottom == 20)
    #expect(container.restingAdjustedInsetBottom == 54)
    #expect(container.restingIndicatorInsetBottom == 8)
  }

  @Test(
    "a keyboard inset below 0 or not finite counts as 0",
    arguments: [CGFloat(-40), .nan, .infinity, -.infinity])
  func sanitisedKeyboardInset(_ keyboardInset: CGFloat) {
    let container = ScrollContainer(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      contentSize: CGSize(width: 393, height: 2_000),
      contentInset: VerticalInsets(bottom: 50), indicatorInsetBottom: 50,
      keyboardInset: keyboardInset)
    #expect(container.restingContentInsetBottom == 50)
    #expect(container.restingAdjustedInsetBottom == 50)
    #expect(container.restingIndicatorInsetBottom == 50)
  }
}
