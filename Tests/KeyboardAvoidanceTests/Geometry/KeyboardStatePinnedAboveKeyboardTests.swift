import Foundation
import KeyboardAvoidance
import Testing

/// Measuring what rides on the keyboard, for the root shift and the scroll adjustments.
///
/// Keyboards from ``ScrollFixtures`` (DPS): iPhone SE (3rd) top 407, iPhone 16 top 517; the
/// hardware keyboard's shortcuts bar on the iPad Air 13-inch, top 1311.
@Suite("Views pinned above the keyboard")
struct KeyboardStatePinnedAboveKeyboardTests {
  typealias F = ScrollFixtures

  @Test(
    "hand-worked heights",
    arguments: [
      // A 50 pt button 16 pt above the iPhone 16's keyboard: 517 − 451.
      ("button with spacing", F.keyboard16, [CGRect(x: 20, y: 451, width: 353, height: 50)], 66),
      // A 44 pt input bar on the SE's keyboard and a smaller button beside it: the higher wins.
      (
        "bar and button", F.keyboardSE,
        [
          CGRect(x: 0, y: 363, width: 300, height: 44),
          CGRect(x: 300, y: 371, width: 75, height: 36),
        ], 44
      ),
      // A view under the keyboard's top adds nothing.
      ("view behind the keyboard", F.keyboard16, [CGRect(x: 0, y: 600, width: 393, height: 50)], 0),
      // On the hardware keyboard's bar.
      ("on the bar", F.hardwareBar, [CGRect(x: 0, y: 1255, width: 1024, height: 56)], 56),
      ("nothing", F.keyboard16, [], 0),
      // Not finite: left out.
      (
        "NaN frame", F.keyboard16,
        [
          CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
          CGRect(x: 0, y: 500, width: 1, height: 1),
        ],
        17
      ),
    ] as [(String, KeyboardState, [CGRect], CGFloat)])
  func handWorked(name: String, keyboard: KeyboardState, frames: [CGRect], height: CGFloat) {
    #expect(keyboard.pinnedAboveKeyboard(of: frames) == height, "\(name)")
  }

  @Test func aKeyboardThatAvoidsNothingCarriesNothing() {
    let resting = [CGRect(x: 20, y: 752, width: 353, height: 50)]
    #expect(KeyboardState.hidden.pinnedAboveKeyboard(of: resting) == 0)
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 500, width: 820, height: 337))
    let bar = [CGRect(x: 0, y: 450, width: 820, height: 50)]
    #expect(undocked.pinnedAboveKeyboard(of: bar) == 0)
    #expect(undocked.pinnedAboveKeyboard(of: bar, followsUndockedKeyboard: true) == 50)
  }

  /// Measured and passed on, the height makes the field end the distance above the button.
  @Test func theMeasureFeedsTheAdjustments() {
    let button = CGRect(x: 20, y: 451, width: 353, height: 50)
    let pinned = F.keyboard16.pinnedAboveKeyboard(of: [button])
    let form = ScrollContainer(
      frame: F.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
      adjustedContentInset: VerticalInsets(top: 59, bottom: 34))
    let field = CGRect(x: 16, y: 700, width: 361, height: 44)
    let adjustment = F.keyboard16.scrollAdjustment(
      for: form, revealing: field, pinnedAboveKeyboard: pinned)
    let scrolled = adjustment.contentOffset.y - form.contentOffset.y
    #expect(field.maxY - scrolled + 10 == button.minY)
  }
}
