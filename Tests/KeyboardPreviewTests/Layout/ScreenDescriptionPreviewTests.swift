import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The built-in run: the Combine login post's screen on every iPhone in portrait with the
/// predictive keyboard.
@Suite("Preview of the built-in screen")
struct ScreenDescriptionPreviewTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let identifier: String
    let passwordBottom: Double
    let buttonTop: Double
    let status: PreviewStatus
    var testDescription: String { identifier }
  }

  /// Password field bottoms and button tops worked out by hand from the sources.
  ///
  /// Regular and tall screens: the password field ends at the safe area's top + 40 + 60 + 40 + 21 +
  /// 40 + 56 + 44 = top + 301; the button on the keyboard starts at height − keyboard − 50. Compact
  /// screens apply the post's rules: the field ends at top + 40 + 60 − 50 + 21 + 20 + 100 = top +
  /// 191.
  static let rows: [Row] = [
    // 4s: the field ends at 20 + 191 = 211, the button on the keyboard starts at 480 − 261 − 50
    // = 169. The shift clears the button too: 211 + 10 − 169 = 52, to 159; the status label
    // (70…91) goes to 18, under the status bar.
    Row(identifier: "iPhone4,1", passwordBottom: 159, buttonTop: 169, status: .fail),
    Row(identifier: "iPhone8,4", passwordBottom: 211, buttonTop: 568 - 253 - 50, status: .pass),
    Row(identifier: "iPhone14,6", passwordBottom: 321, buttonTop: 667 - 260 - 50, status: .pass),
    Row(identifier: "iPhone10,2", passwordBottom: 321, buttonTop: 736 - 271 - 50, status: .pass),
    Row(identifier: "iPhone10,3", passwordBottom: 345, buttonTop: 812 - 335 - 50, status: .pass),
    Row(identifier: "iPhone13,1", passwordBottom: 351, buttonTop: 812 - 335 - 50, status: .pass),
    Row(identifier: "iPhone14,5", passwordBottom: 348, buttonTop: 844 - 336 - 50, status: .pass),
    Row(identifier: "iPhone17,3", passwordBottom: 360, buttonTop: 852 - 335 - 50, status: .pass),
    Row(identifier: "iPhone18,4", passwordBottom: 369, buttonTop: 912 - 345 - 50, status: .pass),
  ]

  @Test("hand-worked rows", arguments: rows)
  func row(_ row: Row) {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.profile(row.identifier), orientation: .portrait, keyboard: .predictive)
    #expect(result.element("password", keyboardShown: true)?.frame.maxY == row.passwordBottom)
    #expect(result.element("loginButton", keyboardShown: true)?.frame.y == row.buttonTop)
    #expect(result.spaceLeft == row.buttonTop - row.passwordBottom)
    #expect(result.status == row.status, "\(result.reason)")
  }

  @Test func defaultRunFailsOnlyOnTheIPhone4s() {
    let report = ScreenDescription.builtInLogin.preview(
      devices: DeviceCatalog.iPhones, orientations: [.portrait], keyboards: [.predictive])
    #expect(report.results.filter { $0.status == .fail }.map(\.device) == ["iPhone 4s"])
    #expect(report.summary.failed == 1)
    #expect(report.summary.passed == DeviceCatalog.iPhones.count - 1)
    #expect(!report.passed)
    #expect(report.version == 2)
  }

  @Test func rulesAppliedPerScreenClass() {
    let compact = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .predictive)
    // The post post's constants, in the order the screen lists them.
    #expect(
      compact.rulesApplied.map(\.description) == [
        "logo.isHidden false → true", "statusLabel.top 40 → -50", "credentials.top 40 → 20",
        "loginButton.bottom 50 → 0", "loginButton.leading 30 → 0", "loginButton.trailing 30 → 0",
        "loginButton.cornerRadius 15 → 0",
      ])
    let tall = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(tall.rulesApplied.map(\.element) == Array(repeating: "loginButton", count: 4))
  }

  @Test func figuresOfThePassingPhones() {
    let se = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhoneSE1, orientation: .portrait, keyboard: .predictive)
    // Keyboard top 315, status bar 20: 295 above the keyboard; password ends at 211, the button
    // on the keyboard starts at 265.
    #expect(se.spaceAboveKeyboard == 295)
    #expect(se.clearance == 54)
    #expect(se.rootShift == 0)
    let iPhone16 = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    // Keyboard top 517, safe area top 59; password ends at 360, the button starts at 467.
    #expect(iPhone16.spaceAboveKeyboard == 458)
    #expect(iPhone16.clearance == 107)
    #expect(iPhone16.device == "iPhone 16")
    #expect(iPhone16.identifiers == ["iPhone17,3"])
    #expect(iPhone16.screenClass == "tall")
    #expect(iPhone16.cutout == "dynamicIsland")
  }

  @Test func landscapeTellsTheTruth() {
    // Without a scroll view the post's form does not fit a phone held sideways: on the iPhone 16
    // (393 pt tall) the resting button (273…323) already covers the password field (257…301).
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .landscape, keyboard: .predictive)
    #expect(result.status == .fail)
    #expect(result.failures.first?.message == "password overlaps loginButton by 28 pt")
    #expect(result.failures.first?.keyboardShown == false)
  }

  @Test func resultsComeInDeviceOrientationKeyboardOrder() {
    let report = ScreenDescription.builtInLogin.preview(
      devices: [Devices.iPhoneSE1, Devices.iPadA16], orientations: [.portrait, .landscape],
      keyboards: [.predictive, .floating])
    #expect(
      report.results.map { "\($0.device) \($0.orientation) \($0.keyboardKind.rawValue)" }
        == [
          "iPhone SE (1st generation) portrait predictive",
          "iPhone SE (1st generation) portrait floating",
          "iPhone SE (1st generation) landscape predictive",
          "iPhone SE (1st generation) landscape floating", "iPad (A16) portrait predictive",
          "iPad (A16) portrait floating", "iPad (A16) landscape predictive",
          "iPad (A16) landscape floating",
        ])
    #expect(report.summary.notApplicable == 2)
  }
}
