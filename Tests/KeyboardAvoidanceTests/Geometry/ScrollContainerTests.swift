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

  /// A scroll view 500 pt tall on an iPhone 16 (59 pt top safe area in the last two rows).
  struct OverflowCase: Sendable, CustomTestStringConvertible {
    let name: String
    let contentHeight: CGFloat
    let top: CGFloat
    let bottom: CGFloat
    let keyboardInset: CGFloat
    let overflows: Bool
    var testDescription: String { name }
  }

  static let overflowCases: [OverflowCase] = [
    .init(
      name: "a 600 pt form", contentHeight: 600, top: 0, bottom: 0, keyboardInset: 0,
      overflows: true),
    .init(
      name: "a 400 pt form", contentHeight: 400, top: 0, bottom: 0, keyboardInset: 0,
      overflows: false),
    .init(
      name: "a 400 pt form with 301 pt added for the keyboard", contentHeight: 400, top: 0,
      bottom: 301, keyboardInset: 301, overflows: false),
    .init(
      name: "exactly as tall as the frame", contentHeight: 500, top: 0, bottom: 0,
      keyboardInset: 0, overflows: false),
    .init(
      name: "a 420 pt form under a 59 pt safe area and a 34 pt home indicator",
      contentHeight: 420, top: 59, bottom: 34, keyboardInset: 0, overflows: true),
    .init(
      name: "the same with 301 pt more for the keyboard", contentHeight: 420, top: 59,
      bottom: 335, keyboardInset: 301, overflows: true),
  ]

  @Test(
    "content scrolls at rest when it is taller than the frame without the keyboard's inset",
    arguments: overflowCases)
  func overflowsAtRest(_ example: OverflowCase) {
    let container = ScrollContainer(
      frame: CGRect(x: 0, y: 0, width: 393, height: 500),
      contentSize: CGSize(width: 393, height: example.contentHeight),
      contentInset: VerticalInsets(bottom: example.keyboardInset),
      adjustedContentInset: VerticalInsets(top: example.top, bottom: example.bottom),
      keyboardInset: example.keyboardInset)
    #expect(container.overflowsAtRest == example.overflows)
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
