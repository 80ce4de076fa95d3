import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Format version 3: a container's bars, added to the safe area, and scroll views that end a
/// fixed distance above the safe area's bottom.
@Suite("Screen bars and version 3")
struct ScreenBarsTests {
  static let text = #"""
    {
      "version": 3,
      "name": "Settings",
      "bars": { "top": 44, "bottom": 49 },
      "elements": [
        { "id": "form", "kind": "scroll", "top": 0, "bottom": 74,
          "elements": [{ "id": "name", "kind": "field", "height": 44, "top": 20 }] }
      ],
      "pinned": [{ "id": "save", "kind": "button", "height": 50, "bottom": 16 }]
    }
    """#

  @Test func versionThreeReadsAndWritesBack() throws {
    let screen = try ScreenDescription(json: Data(Self.text.utf8))
    #expect(screen.bars == ScreenBars(top: 44, bottom: 49))
    #expect(screen.elements.first?.scrolling?.bottomAboveSafeArea == 74)
    #expect(screen.elements.first?.scrolling?.reachesScreenBottom == false)
    let written = screen.jsonText
    #expect(written.contains("\"version\": 3"))
    #expect(try ScreenDescription(json: Data(written.utf8)) == screen)
    // Without bars or such a scroll view, the description is written as before.
    var plain = screen
    plain.bars = .none
    plain.elements[0].scrolling?.bottomAboveSafeArea = nil
    plain.elements[0].scrolling?.reachesScreenBottom = true
    #expect(plain.jsonText.contains("\"version\": 2"))
  }

  @Test func versionTwoHasNoBars() {
    let text = Self.text.replacingOccurrences(of: "\"version\": 3", with: "\"version\": 2")
    #expect(
      throws: PreviewError.unknownField(
        path: "bars",
        allowed: [
          "version", "name", "focus", "focusOrder", "focusDistance", "elements", "pinned",
        ])
    ) {
      try ScreenDescription(json: Data(text.utf8))
    }
  }

  @Test func aScrollViewHasAHeightOrABottomNotBoth() {
    let text = Self.text.replacingOccurrences(
      of: "\"bottom\": 74,", with: "\"bottom\": 74, \"height\": 300,")
    #expect(
      throws: PreviewError.invalidValue(
        path: "elements[0].bottom",
        reason: "a scroll view has a height or a bottom above the safe area, not both")
    ) {
      try ScreenDescription(json: Data(text.utf8))
    }
    let negative = Self.text.replacingOccurrences(of: "\"top\": 44", with: "\"top\": -44")
    #expect(throws: PreviewError.invalidValue(path: "bars.top", reason: "must be 0 or more")) {
      try ScreenDescription(json: Data(negative.utf8))
    }
  }

  /// On an iPhone 16 (393 × 852, safe area 59 and 34 pt): the navigation bar moves the content
  /// down by 44 pt and the tab bar lifts what rests on the safe area by 49 pt; the keyboard
  /// covers the tab bar, and the button rides on the keyboard as before.
  @Test func barsAreAddedToTheSafeArea() throws {
    let screen = try ScreenDescription(json: Data(Self.text.utf8))
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    let form = try #require(result.frame(of: "form", keyboardShown: false))
    // From 59 + 44 = 103 down to 852 − 34 − 49 − 74 = 695.
    #expect(form.minY == 103)
    #expect(form.maxY == 695)
    // The field, 20 pt into the content; the form starts below the bars, so UIKit adds no inset.
    #expect(result.frame(of: "name", keyboardShown: false)?.minY == 123)
    // Resting 16 pt above the tab bar: 852 − 34 − 49 − 16 = 753.
    #expect(result.frame(of: "save", keyboardShown: false)?.maxY == 753)
    // On the keyboard (335 pt, top at 517): 16 pt above it.
    #expect(result.frame(of: "save", keyboardShown: true)?.maxY == 501)
    #expect(result.safeArea.top == 103)
    #expect(result.safeArea.bottom == 83)
    #expect(result.status == .pass)
  }

  /// The flow can no longer shift under a navigation bar, and a failure says so.
  @Test func whatGoesUnderTheNavigationBarIsNamed() throws {
    let text = #"""
      {
        "version": 3,
        "bars": { "top": 44 },
        "elements": [
          { "id": "title", "kind": "label", "height": 40, "top": 10 },
          { "id": "note", "kind": "field", "height": 44, "top": 500 }
        ],
        "pinned": [{ "id": "send", "kind": "button", "height": 50, "bottom": 10 }]
      }
      """#
    let screen = try ScreenDescription(json: Data(text.utf8))
    let result = screen.preview(on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    #expect(result.status == .fail)
    #expect(
      result.failures.contains {
        $0.message.hasPrefix("title goes") && $0.message.hasSuffix("under the navigation bar")
      })
  }
}
