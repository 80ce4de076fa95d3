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

  /// A scroll view on an iPhone 16 (852 pt tall screen, 59 pt top safe area, 34 pt home
  /// indicator) and how far down it scrolls: content height plus bottom inset minus frame height,
  /// but never above the top inset's offset.
  struct HighestOffsetCase: Sendable, CustomTestStringConvertible {
    let name: String
    let container: ScrollContainer
    let highest: CGFloat
    var testDescription: String { name }
  }

  /// A full-screen scroll view on an iPhone 16, its adjusted insets as given, `keyboard` of the
  /// bottom one added for the keyboard.
  static func fullScreen(
    holding height: CGFloat, top: CGFloat, bottom: CGFloat, keyboard: CGFloat = 0
  ) -> ScrollContainer {
    ScrollContainer(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      contentSize: CGSize(width: 393, height: height),
      contentInset: VerticalInsets(bottom: keyboard),
      adjustedContentInset: VerticalInsets(top: top, bottom: bottom), keyboardInset: keyboard)
  }

  static let highestOffsetCases: [HighestOffsetCase] = [
    // 1 400 + 34 − 852 = 582.
    .init(
      name: "a full-screen table at rest",
      container: fullScreen(holding: 1_400, top: 59, bottom: 34), highest: 582),
    // 1 400 + 335 − 852 = 883: the keyboard's 301 pt are part of the inset the limit reads.
    .init(
      name: "the same table inset for a 335 pt keyboard",
      container: fullScreen(holding: 1_400, top: 59, bottom: 335, keyboard: 301), highest: 883),
    // 400 + 34 − 852 = −418, above −59: the offset stays at −59, the top inset's.
    .init(
      name: "a 400 pt form, shorter than the screen",
      container: fullScreen(holding: 400, top: 59, bottom: 34), highest: -59),
    // 600 + 335 − 852 = 83: the keyboard's inset lets a form that fits at rest scroll.
    .init(
      name: "a 600 pt form with a 335 pt keyboard inset",
      container: fullScreen(holding: 600, top: 59, bottom: 335, keyboard: 301), highest: 83),
    // 759 + 34 − 852 = −59, the top inset's offset too: the content exactly fills the area.
    .init(
      name: "content exactly as tall as the visible area",
      container: fullScreen(holding: 759, top: 59, bottom: 34), highest: -59),
    // 1 000 + 0 − 652 = 348: only the frame's height counts, not where it starts.
    .init(
      name: "a 652 pt scroll view 200 pt down the screen, no insets",
      container: ScrollContainer(
        frame: CGRect(x: 0, y: 200, width: 393, height: 652),
        contentSize: CGSize(width: 393, height: 1_000)),
      highest: 348),
  ]

  @Test(
    "the highest offset puts the content's bottom at the bottom of the visible area",
    arguments: highestOffsetCases)
  func highestContentOffsetY(_ example: HighestOffsetCase) {
    #expect(example.container.highestContentOffsetY == example.highest)
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
