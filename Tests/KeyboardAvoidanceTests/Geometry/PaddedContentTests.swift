import Foundation
import KeyboardAvoidance
import Testing

@Suite("Padding decided from the unpadded content")
struct PaddedContentTests {
  /// iPhone 16 (393 × 852, safe area 59 above and 34 below) with the predictive row: a 335 pt
  /// docked keyboard (the catalog's height, measured on the iOS 26.5 simulator), top at y = 517.
  static let docked = KeyboardState(
    presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
  static let gap = KeyboardAvoidanceOptions(spacing: 8)

  // Each expected value is worked out by hand in its name or the comment above it.
  @Test(
    "worked examples on an iPhone 16",
    arguments: [
      // 818 − 517 + 8.
      (
        "a screen's stack down to the safe area's bottom", content(0, 59, 393, 759), gap,
        CGFloat(309)
      ),
      // Measured with the padding: 450 + 309 = 759 tall again, so the same answer.
      ("the same stack measured padded", content(0, 59, 393, 450, padding: 309), gap, 309),
      // A row rises as far as the stack: 818 − 517 + 8.
      ("a 44 pt row at the safe area's bottom", content(0, 774, 393, 44), gap, 309),
      // 852 − 517 + 8: once padded above the home-indicator strip, no inset applies.
      ("a stack that ignores the bottom safe area", content(0, 0, 393, 852), gap, 343),
      // 800 − 517 + 8 of room below the form.
      ("a form in a ScrollView", content(0, 100, 393, 700, placement: .top), gap, 291),
      (
        "the same form measured padded", content(0, 100, 393, 700, padding: 291, placement: .top),
        gap, 291
      ),
      // The form runs below the screen: the keyboard covers it down to 852; 852 − 517 + 8.
      ("a long form in a ScrollView", content(0, 100, 393, 1_900, placement: .top), gap, 343),
      // Centred between 59 and 818 (bottom at 588.5): rise 588.5 − 517 + 8 = 79.5, padding twice.
      ("a centred form", content(0, 288.5, 393, 300, placement: .center), gap, 159),
      // Padded 159, it sits 79.5 higher: unpadded again at 288.5.
      (
        "the centred form measured padded",
        content(0, 209, 393, 300, padding: 159, placement: .center), gap, 159
      ),
      // SwiftUI shrank the stack to the keyboard's top (818 − 517 = 301): 309 − 301.
      ("SwiftUI already avoided", content(0, 59, 393, 458, keyboardInset: 301), gap, 8),
      (
        "a view above the keyboard rests", content(0, 0, 393, 500),
        KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16), 16
      ),
      (
        "a view touching the keyboard's top rests", content(0, 0, 393, 517),
        KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16), 16
      ),
      ("a view beside the screen rests", content(393, 0, 393, 852), gap, 0),
      // 818 − 517 = 301 against a resting offset of 320: the larger wins.
      (
        "a resting offset above the rise stays", content(0, 59, 393, 759),
        KeyboardAvoidanceOptions(restingOffset: 320), 320
      ),
      (
        "a negative spacing never goes below 0", content(0, 59, 393, 759),
        KeyboardAvoidanceOptions(spacing: -1_000), 0
      ),
    ])
  func workedExample(
    name: String, content: PaddedContent, options: KeyboardAvoidanceOptions, expected: CGFloat
  ) {
    #expect(content.bottomPadding(for: Self.docked, options: options) == expected, "\(name)")
  }

  @Test func hardwareKeyboardBarLiftsByTheBar() {
    // iPad Air 13-inch, 1024 × 1366: a 55 pt bar, the 403 pt frame running below the screen.
    // The content ends at the safe area's bottom, 1366 − 25 = 1341: 1341 − 1311 + 8.
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 1_311, width: 1_024, height: 403))
    #expect(content(0, 24, 1_024, 1_317).bottomPadding(for: bar, options: Self.gap) == 38)
  }

  @Test func stageManagerWindowAvoidsOnlyWhatIsCovered() {
    // iPad (A16), 820 × 1180, predictive keyboard 337 pt (top at 843); a Stage Manager window
    // at y = 59…885: 885 − 843 + 8.
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 843, width: 820, height: 337))
    #expect(content(82, 59, 492, 826).bottomPadding(for: keyboard, options: Self.gap) == 50)
    // The same window higher up, ending at 800: nothing covered.
    #expect(content(82, 59, 492, 741).bottomPadding(for: keyboard, options: Self.gap) == 0)
  }

  @Test(
    "undocked keyboards lift the content above their top only when followed",
    arguments: [KeyboardPresentation.undocked, .floating])
  func undocked(presentation: KeyboardPresentation) {
    let keyboard = KeyboardState(
      presentation: presentation, frame: CGRect(x: 0, y: 400, width: 393, height: 260))
    let stack = content(0, 59, 393, 759)
    #expect(stack.bottomPadding(for: keyboard, options: Self.gap) == 0)
    // 818 − 400 + 8: the bottom clears the keyboard's top, not just its bottom at 660.
    var follow = Self.gap
    follow.followsUndockedKeyboard = true
    #expect(stack.bottomPadding(for: keyboard, options: follow) == 426)
  }

  @Test func keyboardOnAnotherScreenRests() {
    final class Screen {}
    let screens = (Screen(), Screen())
    let (main, external) = (KeyboardScreen(screens.0), KeyboardScreen(screens.1))
    var keyboard = Self.docked
    keyboard.screen = main
    var stack = content(0, 59, 393, 458, keyboardInset: 301)
    stack.view.screen = external
    #expect(stack.bottomPadding(for: keyboard, options: Self.gap) == 0)
    stack.view.screen = main
    #expect(stack.bottomPadding(for: keyboard, options: Self.gap) == 8)
    withExtendedLifetime(screens) {}
  }

  @Test func contentNotMeasuredYetRests() {
    let options = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16)
    #expect(PaddedContent.unmeasured.unpaddedFrame == nil)
    #expect(PaddedContent.unmeasured.bottomPadding(for: Self.docked, options: options) == 16)
    #expect(PaddedContent.unmeasured.bottomPadding(for: Self.docked) == 0)
  }

  @Test func unpaddedFrameUndoesPaddingAndSwiftUIsInset() {
    let stack = content(0, 59, 393, 400, padding: 58, keyboardInset: 301)
    #expect(stack.unpaddedFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    let card = content(0, 100, 393, 300, padding: 40, placement: .center, keyboardInset: 60)
    #expect(card.unpaddedFrame == CGRect(x: 0, y: 150, width: 393, height: 300))
    let form = content(0, 100, 393, 700, padding: 291, placement: .top, keyboardInset: 30)
    #expect(form.unpaddedFrame == CGRect(x: 0, y: 100, width: 393, height: 700))
    #expect(content(0, .nan, 393, 700).unpaddedFrame == nil)
    #expect(content(0, 0, 393, -1).unpaddedFrame == nil)
  }
}

extension PaddedContentTests {
  @Test func paddingMeasuredBetweenTheContentAndThePaddedView() {
    // A form at y = 100…800 in a ScrollView, halfway through growing 291 pt of room below it
    // (800 − 517 + 8): the padded view ends at 945.5, 145.5 below the form.
    let form = AvoidingView(frame: CGRect(x: 0, y: 100, width: 393, height: 700))
    let halfway = PaddedContent(
      view: form, paddedFrame: CGRect(x: 0, y: 100, width: 393, height: 845.5), placement: .top)
    #expect(halfway.padding == 145.5)
    #expect(halfway.bottomPadding(for: Self.docked, options: Self.gap) == 291)
    // A screen's stack 100 pt into its 309 pt of padding (818 − 517 + 8): 659 tall, padded
    // view still down to 818. Taken as padded by 309 already, it would reach down to 1027 and
    // ask for 852 − 517 + 8 = 343.
    let stack = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 659))
    let padded = CGRect(x: 0, y: 59, width: 393, height: 759)
    #expect(PaddedContent(view: stack, paddedFrame: padded).padding == 100)
    #expect(
      PaddedContent(view: stack, paddedFrame: padded)
        .bottomPadding(for: Self.docked, options: Self.gap) == 309)
    #expect(
      PaddedContent(view: stack, padding: 309).bottomPadding(for: Self.docked, options: Self.gap)
        == 343)
  }

  @Test(
    "a padded view that does not reach below the content measures no padding",
    arguments: [
      CGRect(x: 0, y: 59, width: 393, height: 600),
      CGRect(x: 0, y: CGFloat.nan, width: 393, height: 759),
      CGRect(x: 0, y: 59, width: 393, height: CGFloat.infinity), CGRect.null,
    ])
  func paddedViewAboveOrUnmeasurable(padded: CGRect) {
    let stack = AvoidingView(frame: CGRect(x: 0, y: 59, width: 393, height: 659))
    let content = PaddedContent(view: stack, paddedFrame: padded)
    #expect(content.padding == 0)
    #expect(content.view == stack && content.placement == .fills && content.keyboardInset == 0)
  }
}

/// Content measured at a frame, with the padding and SwiftUI inset it had then.
private func content(
  _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, padding: CGFloat = 0,
  placement: PaddedContent.Placement = .fills, keyboardInset: CGFloat = 0
) -> PaddedContent {
  PaddedContent(
    view: AvoidingView(frame: CGRect(x: x, y: y, width: width, height: height)),
    padding: padding, placement: placement, keyboardInset: keyboardInset)
}
