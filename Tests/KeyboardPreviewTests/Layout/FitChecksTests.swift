import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Each check, made to fail by a screen built for it, with the numbers worked out by hand.
@Suite("Fit checks")
struct FitChecksTests {
  static func screen(_ json: String) throws -> ScreenDescription {
    try ScreenDescription(json: Data(json.utf8))
  }

  @Test func builtInScreenPassesOnBothPhones() {
    for device in [Devices.iPhoneSE1, Devices.iPhone16] {
      let result = ScreenDescription.builtInLogin.preview(
        on: device, orientation: .portrait, keyboard: .predictive)
      #expect(result.status == .pass, "\(device.name): \(result.reason)")
      #expect(result.failures.isEmpty)
    }
  }

  /// The post's screen without its compact rules fails on the SE (1st) only.
  ///
  /// Without the rules the form is 110 pt lower on the SE (1st): the password field ends at
  /// 321, under the keyboard's top at 315, and the button on the keyboard starts at 265. The
  /// root shift clears the button: 321 + 10 − 265 = 66, to 211…255, and takes the logo (60…120)
  /// to −6, 26 pt under the status bar (20). On the SE (3rd) the field ends at 321 and the button
  /// starts at 667 − 260 − 50 = 357; on the iPhone 16 at 360 against 467: both pass.
  @Test func screenThatFailsOnlyOnTheSmallPhone() throws {
    let screen = try Self.screen(ScreenJSON.withoutCompactRules)
    let se = screen.preview(on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .predictive)
    #expect(se.status == .fail)
    #expect(se.rootShift == 66)
    #expect(se.clearance == 10)
    #expect(se.frame(of: "password", keyboardShown: true)?.minY == 211)
    #expect(
      se.failures == [
        PreviewFailure(
          check: .topInset, keyboardShown: true, elements: ["logo"],
          message: "logo goes 26 pt under the status bar", field: "password")
      ])
    #expect(se.notes.contains { $0.contains("moves up 66 pt (root shift)") })
    for device in [Devices.iPhoneSE3, Devices.iPhone16] {
      let result = screen.preview(on: device, orientation: .portrait, keyboard: .predictive)
      #expect(result.status == .pass, "\(device.name): \(result.reason)")
      #expect(result.rootShift == 0)
    }
  }

  /// A field low on the SE (1st) that the shift cannot lift far enough: its top is 30 below
  /// the safe area's top (20), so it may rise 30; it needs 553 + 10 − 315 = 248.
  @Test func focusedFieldStillCovered() throws {
    let screen = try Self.screen(
      #"""
      { "version": 1, "focus": "notes", "elements": [
        { "id": "notes", "kind": "field", "height": 503, "top": 30 } ] }
      """#)
    let result = screen.preview(
      on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .predictive)
    // 20 + 30 = 50 to 553; moved up 30: 20 to 523, 208 under the keyboard's top at 315.
    #expect(result.rootShift == 30)
    #expect(result.clearance == -208)
    #expect(
      result.failures.map(\.message) == [
        "notes is 208 pt under the keyboard (the shift stopped at the top of the safe area)"
      ])
  }

  @Test func focusedFieldHiddenByARule() throws {
    let screen = try Self.screen(
      #"""
      { "version": 1, "focus": "code", "elements": [
        { "id": "code", "kind": "field", "height": 44, "top": 10,
          "isHidden": { "hidden": false, "shown": true } } ] }
      """#)
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(result.failures.map(\.check) == [.focusedField])
    #expect(result.failures.first?.message == "code is hidden")
    #expect(result.clearance == nil)
  }

  /// A negative spacing puts the first element 15 pt above the safe area's top: under the
  /// Dynamic Island on the iPhone 16, under the status bar on the SE, off the top of the screen
  /// in landscape on a home-button phone, whose status bar hides.
  @Test func topInsetNamesWhatIsInTheWay() throws {
    let screen = try Self.screen(
      #"""
      { "version": 1, "focus": "f", "elements": [
        { "id": "f", "kind": "field", "height": 44, "top": -15 } ] }
      """#)
    let cases: [(DeviceProfile, DeviceOrientation, String)] = [
      (Devices.iPhone16, .portrait, "f goes 15 pt under the Dynamic Island"),
      (Devices.iPhoneSE1, .portrait, "f goes 15 pt under the status bar"),
      (Devices.iPhoneSE1, .landscape, "f goes 15 pt off the top of the screen"),
    ]
    for (device, orientation, message) in cases {
      let result = screen.preview(on: device, orientation: orientation, keyboard: .predictive)
      let top = result.failures.filter { $0.check == .topInset }
      #expect(top.map(\.message) == [message, message], "\(device.name) \(orientation)")
      #expect(top.map(\.keyboardShown) == [false, true])
    }
  }

  /// 600 pt of content on the SE (1st) ends at 20 + 600 = 620, 52 below the screen.
  @Test func bottomInsetOnlyWithTheKeyboardHidden() throws {
    let screen = try Self.screen(
      #"""
      { "version": 1, "focus": "f", "elements": [
        { "id": "f", "kind": "field", "height": 44 },
        { "id": "tall", "kind": "view", "height": 556 } ] }
      """#)
    let result = screen.preview(on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .plain)
    let bottom = result.failures.filter { $0.check == .bottomInset }
    #expect(bottom.map(\.message) == ["tall ends 52 pt below the screen's bottom"])
    #expect(bottom.map(\.keyboardShown) == [false])
  }

  /// A pinned element asked to rest below the safe area.
  ///
  /// `bottomOffset` never goes below 0: a pinned element asked to rest 10 pt *below* the safe
  /// area's bottom rests on it, and the check says so. With the keyboard up the offset is
  /// 335 − 34 − 10 = 291, so the bar ends at 852 − 34 − 291 = 527, 10 pt into the keyboard, as
  /// asked: no failure there.
  @Test func pinnedElementThatCannotSitWhereAsked() throws {
    let screen = try Self.screen(
      #"""
      { "version": 1, "focus": "f", "elements": [{ "id": "f", "kind": "field", "height": 44 }],
        "pinned": { "id": "bar", "kind": "view", "height": 30, "bottom": -10 } }
      """#)
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    let pinned = result.failures.filter { $0.check == .pinnedElement }
    #expect(pinned.map(\.message) == ["bar sits 0 pt above the safe area's bottom, not -10 pt"])
    #expect(result.frame(of: "bar", keyboardShown: true)?.maxY == 527)
  }

  @Test func overlapsWithTheKeyboardHidden() throws {
    // Two 44 pt fields, the second 20 pt higher than touching: they share 20 pt.
    let screen = try Self.screen(
      #"""
      { "version": 1, "focus": "a", "elements": [
        { "id": "a", "kind": "field", "height": 44 },
        { "id": "b", "kind": "field", "height": 44, "top": -20 } ] }
      """#)
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(
      result.failures.filter { !$0.keyboardShown }.map(\.message) == ["a overlaps b by 20 pt"])
  }

  @Test func hiddenElementsDoNotCollide() throws {
    // The post's logo is hidden on the SE (1st) with the keyboard up, and the status label moves
    // onto its place (70…91 inside 60…120): no overlap is reported.
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .predictive)
    let logo = result.frame(of: "logo", keyboardShown: true)
    let label = result.frame(of: "statusLabel", keyboardShown: true)
    #expect(logo.map { label?.intersects($0) ?? false } == true)
    #expect(result.failures.isEmpty)
  }
}

/// The checks of a focused field inside scroll views.
extension FitChecksTests {
  /// A field taller than its scroll view is cut off by the scroll view's bottom edge.
  ///
  /// iPhone 16: the list is 59…159, the 150 pt field 59…209.
  @Test func aFieldCutOffByItsScrollView() throws {
    let screen = try Self.screen(
      #"""
      { "version": 2, "elements": [
        { "id": "list", "kind": "scroll", "height": 100, "elements": [
          { "id": "notes", "kind": "field", "height": 150 } ] } ] }
      """#)
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(
      result.failures == [
        PreviewFailure(
          check: .focusedField, keyboardShown: true, elements: ["notes", "list"],
          message: "notes is 50 pt below the bottom of `list`", field: "notes")
      ])
  }

  /// A scroll view that starts under the status bar and does not inset for it shows its first
  /// field there: the field, not the content, is what the check names.
  @Test func aFieldUnderTheStatusBarInsideAScrollView() throws {
    let screen = try Self.screen(
      #"""
      { "version": 2, "elements": [
        { "id": "page", "kind": "scroll", "top": -20, "adjustsForSafeArea": false, "elements": [
          { "id": "search", "kind": "field", "height": 44 } ] } ] }
      """#)
    let result = screen.preview(
      on: Devices.iPhoneSE3, orientation: .portrait, keyboard: .predictive)
    #expect(result.failures.map(\.message) == ["search goes 20 pt under the status bar"])
    #expect(result.failures.first?.check == .topInset)
  }

  /// Content scrolls under the button: not an overlap.
  ///
  /// Only the focused field must clear it.
  @Test func contentMayScrollUnderPinnedElements() throws {
    let result = ScreenDescription.builtInSignUp.preview(
      on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .predictive)
    #expect(result.status == .pass, "\(result.reason)")
    // With the keyboard up (top 568 − 253 = 315) and the name field focused, the button rides
    // at 249…299, over the username field (230…274): content under it is not an overlap.
    let first = try #require(result.fields.first)
    let button = try #require(first.shown.first { $0.id == "createAccount" })
    let username = try #require(first.shown.first { $0.id == "username" })
    #expect(button.frame.y == 249)
    #expect(username.frame.cgRect.intersects(button.frame.cgRect))
    #expect(first.failures.isEmpty)
  }

  /// Pinned to the safe area, an element stays put and the keyboard covers it: the bar of a
  /// hardware keyboard (78 pt on the iPhone 16, top 774) leaves a 100 pt footer standing at
  /// 714…814, over the list's last field, which the field must not end under.
  @Test func aFooterPinnedToTheSafeAreaCanCoverTheFocusedField() throws {
    let screen = try Self.screen(
      #"""
      { "version": 2, "elements": [
        { "id": "list", "kind": "scroll", "elements": [
          { "id": "a", "kind": "field", "height": 44, "top": 600 } ] } ],
        "pinned": [ { "id": "footer", "kind": "view", "height": 100, "bottom": 4, "to": "safeArea" } ] }
      """#)
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .hardware)
    // The field (content 600…644, on screen 659…703) is above the bar: no scroll; the footer
    // starts at 714, 11 pt below it: no overlap, and the check passes.
    #expect(result.status == .pass, "\(result.reason)")
    var lower = screen
    lower.elements[0].elements[0].top = 640
    let covered = lower.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .hardware)
    // 699…743 against 714…814: 29 pt under the footer; the bar (774) is 31 pt below.
    #expect(covered.failures.map(\.message) == ["a overlaps footer by 29 pt"])
  }
}
