import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardPreview

/// The hand-written Combine login screen laid out by hand on two phones, from the format's rules
/// and the heights in the catalog's sources, and compared with the preview's frames.
///
/// The screen (see `ScreenDescription.builtInLogin`): logo 60 tall, 40 below the safe area's top;
/// status label 21 tall, 40 below the logo (−50 on compact screens with the keyboard up); field
/// group 40 below the label (20 on compact screens with the keyboard up) holding the id field (44)
/// and, 12 below it, the password field (44); all inset 30 from the sides. Login button 50 tall, 50
/// above the safe area's bottom and inset 30, or on the keyboard at full width.
@Suite("Screen layout")
struct ScreenLayoutTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    let name: String
    let device: DeviceProfile
    let keyboardShown: Bool
    let frames: [String: CGRect]
    let hidden: Set<String>

    var testDescription: String { name }
  }

  static let cases: [Expected] = [
    // iPhone SE (1st): 320 × 568, status bar 20, no bottom inset. Column x 30, width 260.
    // Logo 20 + 40 = 60; label 120 + 40 = 160; group 181 + 40 = 221: id 221, password 277.
    // Button bottom 568 − 0 − 50 = 518, so y 468.
    Expected(
      name: "iPhone SE (1st), keyboard hidden", device: Devices.iPhoneSE1, keyboardShown: false,
      frames: [
        "logo": CGRect(x: 30, y: 60, width: 260, height: 60),
        "statusLabel": CGRect(x: 30, y: 160, width: 260, height: 21),
        "credentials": CGRect(x: 30, y: 221, width: 260, height: 100),
        "userID": CGRect(x: 30, y: 221, width: 260, height: 44),
        "password": CGRect(x: 30, y: 277, width: 260, height: 44),
        "loginButton": CGRect(x: 30, y: 468, width: 260, height: 50),
      ], hidden: []),
    // Keyboard 253 (WR, MX v1): its top at 568 − 253 = 315. Compact rules: the logo hides but
    // keeps its place; label 120 − 50 = 70; group 91 + 20 = 111: id 111, password 167 (to 211).
    // Button on the keyboard at full width: 315 − 50 = 265.
    Expected(
      name: "iPhone SE (1st), keyboard up", device: Devices.iPhoneSE1, keyboardShown: true,
      frames: [
        "logo": CGRect(x: 30, y: 60, width: 260, height: 60),
        "statusLabel": CGRect(x: 30, y: 70, width: 260, height: 21),
        "credentials": CGRect(x: 30, y: 111, width: 260, height: 100),
        "userID": CGRect(x: 30, y: 111, width: 260, height: 44),
        "password": CGRect(x: 30, y: 167, width: 260, height: 44),
        "loginButton": CGRect(x: 0, y: 265, width: 320, height: 50),
      ], hidden: ["logo"]),
    // iPhone 16: 393 × 852, safe area 59 top, 34 bottom. Column x 30, width 333.
    // Logo 59 + 40 = 99; label 159 + 40 = 199; group 220 + 40 = 260: id 260, password 316.
    // Button bottom 852 − 34 − 50 = 768, so y 718.
    Expected(
      name: "iPhone 16, keyboard hidden", device: Devices.iPhone16, keyboardShown: false,
      frames: [
        "logo": CGRect(x: 30, y: 99, width: 333, height: 60),
        "statusLabel": CGRect(x: 30, y: 199, width: 333, height: 21),
        "userID": CGRect(x: 30, y: 260, width: 333, height: 44),
        "password": CGRect(x: 30, y: 316, width: 333, height: 44),
        "loginButton": CGRect(x: 30, y: 718, width: 333, height: 50),
      ], hidden: []),
    // Keyboard 335 (DPS): its top at 852 − 335 = 517. A tall screen: only the button changes,
    // full width on the keyboard at 517 − 50 = 467.
    Expected(
      name: "iPhone 16, keyboard up", device: Devices.iPhone16, keyboardShown: true,
      frames: [
        "logo": CGRect(x: 30, y: 99, width: 333, height: 60),
        "statusLabel": CGRect(x: 30, y: 199, width: 333, height: 21),
        "userID": CGRect(x: 30, y: 260, width: 333, height: 44),
        "password": CGRect(x: 30, y: 316, width: 333, height: 44),
        "loginButton": CGRect(x: 0, y: 467, width: 393, height: 50),
      ], hidden: []),
  ]

  @Test("built-in screen, laid out by hand", arguments: cases)
  func builtInScreen(expected: Expected) {
    let result = ScreenDescription.builtInLogin.preview(
      on: expected.device, orientation: .portrait, keyboard: .predictive)
    for (id, frame) in expected.frames {
      #expect(result.frame(of: id, keyboardShown: expected.keyboardShown) == frame, "\(id)")
    }
    let hidden = (expected.keyboardShown ? result.shown : result.hidden).filter(\.isHidden)
    #expect(Set(hidden.map(\.id)) == expected.hidden)
  }

  @Test func cornerRadiusFollowsTheKeyboard() {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(result.element("loginButton", keyboardShown: false)?.cornerRadius == 15)
    #expect(result.element("loginButton", keyboardShown: true)?.cornerRadius == 0)
  }

  @Test func landscapeUsesTheSideInsets() {
    // iPhone 16 in landscape: 852 × 393, safe area left and right 59, bottom 20, top 0.
    // Column 59 + 30 = 89 wide 852 − 118 − 60 = 674; logo at 0 + 40. Button bottom
    // 393 − 20 − 50 = 323.
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .landscape, keyboard: .predictive)
    #expect(
      result.frame(of: "logo", keyboardShown: false) == CGRect(x: 89, y: 40, width: 674, height: 60)
    )
    #expect(
      result.frame(of: "loginButton", keyboardShown: false)
        == CGRect(x: 89, y: 273, width: 674, height: 50))
  }

  @Test func hiddenGroupHidesItsElements() throws {
    var screen = ScreenDescription.builtInLogin
    screen.elements[2].isHidden = AdaptiveRule(hidden: false, shown: true)
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    let shownHidden = result.shown.filter(\.isHidden).map(\.id)
    #expect(shownHidden == ["credentials", "userID", "password"])
    #expect(result.hidden.filter(\.isHidden).isEmpty)
  }

  @Test func elementsNeverGetANegativeSize() {
    // Insets wider than the column and a negative height from a Swift-built screen.
    let screen = ScreenDescription(
      name: "squeezed",
      elements: [
        ScreenElement(id: "f", kind: .field, height: -5, top: 10, leading: 200, trailing: 200)
      ], focus: "f")
    let result = screen.preview(on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .plain)
    #expect(result.frame(of: "f", keyboardShown: false)?.size == .zero)
  }
}

/// Scroll views at rest, as UIKit shows them: scrolled to the top, the safe area they overlap
/// added to their insets.
extension ScreenLayoutTests {
  static func scrollAtRest(_ json: String, on device: DeviceProfile) throws -> ScrollGeometry? {
    let screen = try ScreenDescription(json: Data(json.utf8))
    let context = ScreenContext(profile: device, orientation: .portrait)
    return ScreenLayout(screen, in: context, keyboard: .hidden).scrolls["s"]
  }

  /// iPhone 16 (safe area 59/34): from the top of the safe area to the bottom of the screen, the
  /// scroll view overlaps the home indicator's 34 pt, added to the app's 66.
  @Test func aScrollViewToTheBottomOfTheScreen() throws {
    let geometry = try #require(
      try Self.scrollAtRest(
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "contentInset": { "bottom": 66 }, "elements": [{ "id": "a", "kind": "field", "height": 44, "top": 10 }] }] }"#,
        on: Devices.iPhone16))
    #expect(geometry.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    #expect(geometry.state.adjustedInset == VerticalInsets(top: 0, bottom: 100))
    #expect(geometry.state.contentInset == VerticalInsets(top: 0, bottom: 66))
    #expect(geometry.state.contentOffsetY == 0)
    #expect(geometry.contentHeight == 54)
  }

  /// Under the Dynamic Island, the automatic adjustment insets the content by 59 pt.
  ///
  /// From y = 0, UIKit shows the content below the inset: offset −59. Without the adjustment nothing is added.
  @Test func aScrollViewUnderTheStatusBar() throws {
    let adjusted = try #require(
      try Self.scrollAtRest(
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "top": -59, "height": 400, "elements": [{ "id": "a", "kind": "field", "height": 44 }] }] }"#,
        on: Devices.iPhone16))
    #expect(adjusted.frame.minY == 0)
    #expect(adjusted.state.adjustedInset == VerticalInsets(top: 59, bottom: 0))
    #expect(adjusted.state.contentOffsetY == -59)
    let plain = try #require(
      try Self.scrollAtRest(
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "top": -59, "height": 400, "adjustsForSafeArea": false, "elements": [{ "id": "a", "kind": "field", "height": 44 }] }] }"#,
        on: Devices.iPhone16))
    #expect(plain.state.adjustedInset == .zero)
    #expect(plain.state.contentOffsetY == 0)
  }
}
