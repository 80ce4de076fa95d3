import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardPreview

/// Every field in turn: the built-in sign-up form walked on two phones, with the scroll offsets
/// and clearances worked out by hand, and the focus order, carried scroll views and root shifts.
///
/// The form (see `ScreenDescription.builtInSignUp`): a scroll view from the top of the safe area
/// to the bottom of the screen, content inset 66 at the bottom; in it a title 24 below the top
/// (34 tall), then six 44 pt fields, the first 32 below the title, the others 16 apart, and 24
/// pt of padding. The "Create account" button (50 tall) rides 16 above the keyboard: a 66 pt
/// band on the keyboard that every field has to clear by 10.
@Suite("Every field in turn")
struct FieldWalkTests {
  static func fields(_ result: PreviewResult) -> [(String, Double?, Double?)] {
    result.fields.map { ($0.field, $0.clearance, $0.scrolls.first?.contentOffset) }
  }

  /// iPhone SE (3rd): the last three fields scroll 3, 63 and 123 pt.
  ///
  /// 375 × 667, status bar 20, keyboard 260 (top 407), band from 341. The scroll
  /// view is 20…667; its content starts at 20: name 110…154, email 170…214, username 230…274,
  /// password 290…334, confirm 350…394, phone 410…454, content 458 tall. With the keyboard up it
  /// is inset 667 − 341 = 326 (66 of them the app's), so its offset stops at 458 + 326 − 647 =
  /// 137. Password: 334 + 10 − 341 = 3; confirm, now at 347…391: 3 + 60; phone, now at 347…391:
  /// 63 + 60 = 123.
  @Test func signUpOnTheIPhoneSE3() {
    let result = ScreenDescription.builtInSignUp.preview(
      on: Devices.iPhoneSE3, orientation: .portrait, keyboard: .predictive)
    #expect(result.status == .pass, "\(result.reason)")
    #expect(
      result.fields.map(\.field) == [
        "name", "email", "username", "password", "confirmPassword", "phone",
      ])
    #expect(result.fields.map(\.clearance) == [187, 127, 67, 10, 10, 10])
    #expect(result.fields.map { $0.scrolls.first?.contentOffset } == [0, 0, 0, 3, 63, 123])
    #expect(result.fields.allSatisfy { $0.scrolls.first?.keyboardInset == 260 })
    #expect(result.fields.allSatisfy { $0.pinnedAboveKeyboard == 66 && $0.rootShift == 0 })
    // The picture shows the field nearest the band: the first of those 10 pt above it.
    #expect(result.focus == "password")
  }

  /// iPhone 16: only the phone field scrolls, 52 pt.
  ///
  /// 393 × 852, safe area 59/34, keyboard 335 (top 517), band from 451. The scroll
  /// view (59…852) is inset 66 + 34 at rest; up, 852 − 451 = 401. Fields from 149…193 on, 60
  /// apart: only the phone field (449…493) needs 493 + 10 − 451 = 52.
  @Test func signUpOnTheIPhone16() {
    let result = ScreenDescription.builtInSignUp.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(result.status == .pass, "\(result.reason)")
    #expect(result.fields.map(\.clearance) == [258, 198, 138, 78, 18, 10])
    #expect(result.fields.map { $0.scrolls.first?.contentOffset } == [0, 0, 0, 0, 0, 52])
    #expect(result.fields.allSatisfy { $0.scrolls.first?.keyboardInset == 301 })
  }

  /// The scroll view keeps where the previous field left it, as the next button leaves it: with
  /// the phone field first (offset 52), the confirm field, at 337…381, is in view and nothing
  /// moves; from rest it would not have moved either, but it would sit 52 pt lower.
  @Test func theScrollViewCarriesOverFromFieldToField() throws {
    var screen = ScreenDescription.builtInSignUp
    screen.focusOrder = ["phone", "confirmPassword", "name", "email", "username", "password"]
    let result = screen.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(result.fields.map { $0.scrolls.first?.contentOffset } == [52, 52, 52, 52, 52, 52])
    let confirm = try #require(result.fields.dropFirst().first)
    #expect(confirm.clearance == 70)
    // Focused alone, from rest, it is where the form puts it.
    let alone = screen.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive,
      focus: "confirmPassword")
    #expect(alone.fields.map(\.clearance) == [18])
  }

  /// Fields side by side share a row: `FocusOrder` takes the left one first, whatever the order
  /// of the description; an explicit order wins.
  @Test func theOrderFollowsTheLayout() throws {
    let json = #"""
      { "version": 2, "elements": [
        { "id": "surname", "kind": "field", "height": 44, "top": 40, "leading": 200 },
        { "id": "name", "kind": "field", "height": 44, "top": -44, "trailing": 200 },
        { "id": "email", "kind": "field", "height": 44, "top": 16 } ] }
      """#
    let screen = try ScreenDescription(json: Data(json.utf8))
    let result = screen.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(result.fields.map(\.field) == ["name", "surname", "email"])
    var ordered = screen
    ordered.focusOrder = ["email", "surname", "name"]
    let explicit = ordered.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(explicit.fields.map(\.field) == ["email", "surname", "name"])
  }

  /// A field outside the scroll view moves the screen (root shift), and the scroll view gives
  /// back the inset it took for the keyboard.
  ///
  /// iPhone SE (3rd), keyboard top 407: a 500 pt list (20…520) is covered 113 pt; its fields
  /// need no scroll. The notes field below it (530…574) needs 574 + 10 − 407 = 177 of shift.
  @Test func aFieldOutsideTheScrollViewShiftsTheScreen() throws {
    let json = #"""
      { "version": 2, "elements": [
        { "id": "list", "kind": "scroll", "height": 500, "elements": [
          { "id": "a", "kind": "field", "height": 44, "top": 10 },
          { "id": "b", "kind": "field", "height": 44, "top": 10 } ] },
        { "id": "notes", "kind": "field", "height": 44, "top": 10 } ] }
      """#
    let screen = try ScreenDescription(json: Data(json.utf8))
    let result = screen.preview(
      on: Devices.iPhoneSE3, orientation: .portrait, keyboard: .predictive)
    #expect(result.fields.map(\.field) == ["a", "b", "notes"])
    #expect(result.fields.map { $0.scrolls.first?.keyboardInset } == [113, 113, 0])
    #expect(result.fields.map(\.rootShift) == [0, 0, 177])
    #expect(result.fields.last?.clearance == 10)
  }

  /// Each field's layout is what the core's policies give for it: the scroll adjustment of the
  /// field's frame as the previous step left it.
  ///
  /// iPhone SE (3rd), as in `signUpOnTheIPhoneSE3`: the form is 20…667 (no safe-area inset,
  /// 66 pt of the app's at the bottom, offset 0 at rest), its content 458 tall. The 260 pt
  /// keyboard (top 407), raised by the 50 + 16 pt band riding on it, reaches 341: it covers
  /// 667 − 341 = 326 of the form, 326 − 66 = 260 of them the keyboard's inset, so the content
  /// shows in 20…341 and scrolls at most 458 + 326 − 647 = 137. Confirm, at 350…394 at rest,
  /// needs 394 + 10 − 341 = 63. From there phone sits at 410 − 63 = 347…391 and needs
  /// 391 + 10 − 341 = 60 more: 123, under 137, and the inset stays 260.
  @Test func stepsAreTheLibrarysAdjustments() throws {
    let context = ScreenContext(profile: Devices.iPhoneSE3, orientation: .portrait)
    let keyboard = try #require(
      PreviewKeyboard.predictive.keyboard(on: Devices.iPhoneSE3, orientation: .portrait)?.state)
    let walk = FieldWalk(
      description: .builtInSignUp, context: context, keyboard: keyboard)
    var states: [String: ScrollState] = [:]
    _ = walk.focus("confirmPassword", states: &states)
    #expect(states["form"]?.contentOffsetY == 63)
    let step = walk.focus("phone", states: &states)
    #expect(states["form"]?.contentOffsetY == 123)
    #expect(step.layout.scrolls["form"]?.state.keyboardInset == 260)
  }
}
