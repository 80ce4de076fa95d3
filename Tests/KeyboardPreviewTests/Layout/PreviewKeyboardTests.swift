import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The keyboard frames the preview hands to the core, and how the core reads them.
@Suite("Preview keyboards")
struct PreviewKeyboardTests {
  @Test func predictiveAndPlainAreDockedAtTheBottom() {
    // iPhone SE (1st): 253 pt with the predictive row (WR, MX v1), 216 without (RB).
    let cases: [(PreviewKeyboard, Double, String)] = [
      (.predictive, 253, "shippingApps"), (.plain, 216, "shippingApps"),
    ]
    for (kind, height, provenance) in cases {
      let keyboard = ScreenDescription.builtInLogin.preview(
        on: Devices.iPhoneSE1, orientation: .portrait, keyboard: kind
      ).keyboard
      #expect(keyboard?.frame == PreviewRect(x: 0, y: 568 - height, width: 320, height: height))
      #expect(keyboard?.presentation == "docked")
      #expect(keyboard?.provenance == provenance)
      #expect(keyboard?.top == 568 - height)
    }
  }

  @Test func measuredHeightsSayWhereTheyWereMeasured() {
    let keyboard = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .landscape, keyboard: .predictive
    ).keyboard
    // DPS: 208 pt in landscape on the iOS 26.5 simulator.
    #expect(keyboard?.height == 208)
    #expect(keyboard?.provenance == "measured")
    #expect(keyboard?.confidence == "high")
    #expect(keyboard?.source.contains("iOS 26.5 simulator") == true)
  }

  /// A hardware keyboard on the iPhone 16.
  ///
  /// The bar is the 44 pt predictive row plus the 34 pt home-indicator strip (estimated), so its
  /// top is at 852 − 78 = 774; the reported frame keeps the 335 pt keyboard's height and reaches
  /// 774 + 335 − 852 = 257 pt below the screen. The core reads it as an accessory bar and covers
  /// only the 78 pt.
  @Test func hardwareKeyboardReportsAFrameBelowTheScreen() {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .hardware)
    #expect(result.keyboard?.frame == PreviewRect(x: 0, y: 774, width: 393, height: 335))
    #expect(result.keyboard?.presentation == "accessoryBar")
    #expect(result.keyboard?.height == 78)
    #expect(result.keyboard?.provenance == "estimated")
    // The button sits on the bar: bottomOffset = 78 − 34 = 44 above the safe area's bottom.
    #expect(result.frame(of: "loginButton", keyboardShown: true)?.maxY == 774)
    // The password field ends at 360 (see the layout tests), the button on the bar starts at
    // 774 − 50 = 724: 724 − 360 = 364.
    #expect(result.clearance == 364)
    #expect(result.status == .pass)
  }

  @Test func floatingKeyboardOnlyOnIPad() {
    let phone = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .floating)
    #expect(phone.status == .notApplicable)
    #expect(phone.keyboard == nil)
    #expect(phone.reason == "an iPhone has no floating keyboard")
    #expect(phone.shown == phone.hidden)
  }

  /// iPad (A16), 820 × 1180, bottom safe area 25 (DPS): the floating keyboard is 320 wide and as
  /// tall as a 4-inch iPhone's predictive keyboard (253), centred at x = 250, its bottom 20 pt
  /// above the safe area: 1180 − 25 − 20 = 1135, so its top is 882.
  @Test func floatingKeyboardOnIPadChangesNothing() {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPadA16, orientation: .portrait, keyboard: .floating)
    #expect(result.keyboard?.frame == PreviewRect(x: 250, y: 882, width: 320, height: 253))
    #expect(result.keyboard?.presentation == "floating")
    #expect(result.keyboard?.provenance == "estimated")
    #expect(result.shown.map(\.frame) == result.hidden.map(\.frame))
    #expect(result.rulesApplied.isEmpty)
    #expect(result.clearance == nil)
    #expect(result.status == .pass)
    // The button rests 50 above the safe area (1180 − 25 − 50 = 1105), across the keyboard's
    // top (882…1135): worth a note, not a failure.
    #expect(result.notes.first?.contains("floating keyboard covers nothing") == true)
  }

  @Test func keyboardKinds() {
    #expect(
      PreviewKeyboard.allCases.map(\.catalogKind) == [.plain, .predictive, .hardwareBar, nil, nil])
    #expect(PreviewKeyboard.catalogKeyboards == [.plain, .predictive, .hardware, .floating])
  }

  /// Only a trace gives a recorded keyboard: asked of the catalog, there is none, and the row
  /// says so instead of inventing one.
  @Test func theCatalogHasNoRecordedKeyboard() {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .recorded)
    #expect(result.status == .notApplicable)
    #expect(result.notes == ["a recorded keyboard comes only from a trace (--trace)"])
  }
}
