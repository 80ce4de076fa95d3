import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The built-in screen against the Combine login post's code, constant by constant.
///
/// From the post: `loginBtnBottomConstraint.constant = height > 0 ? height : 50` (on the keyboard,
/// else 50), leading and trailing `height > 0 ? 0 : 30`, `cornerRadius = height > 0 ? 0 : 15`, and
/// where the main screen's `bounds.height * scale <= 1136`: `idViewTopConstraint.constant = height > 0
/// ? 20 : 40`, `statusLabelTopConstraint.constant = height > 0 ? -50 : 40`, `logoLabel.isHidden =
/// height > 0 ? true : false`.
@Suite("Built-in login screen")
struct ScreenDescriptionBuiltInTests {
  let screen = ScreenDescription.builtInLogin

  func element(_ id: String) -> ScreenElement? {
    func find(_ elements: [ScreenElement]) -> ScreenElement? {
      for element in elements {
        if element.id == id { return element }
        if let found = find(element.elements) { return found }
      }
      return nil
    }
    return find(screen.elements)
  }

  @Test func compactScreensApplyThePostsRules() throws {
    let logo = try #require(element("logo"))
    let label = try #require(element("statusLabel"))
    let group = try #require(element("credentials"))
    // 1136 px is 568 pt at 2×: compactHeight.
    let compact = ScreenClass.compactHeight
    #expect(logo.isHidden.adaptive.value(keyboardShown: true, on: compact))
    #expect(!logo.isHidden.adaptive.value(keyboardShown: false, on: compact))
    #expect(label.top.adaptive.value(keyboardShown: true, on: compact) == -50)
    #expect(label.top.adaptive.value(keyboardShown: false, on: compact) == 40)
    #expect(group.top.adaptive.value(keyboardShown: true, on: compact) == 20)
    #expect(group.top.adaptive.value(keyboardShown: false, on: compact) == 40)
    for other in [ScreenClass.regular, .tall, .iPad] {
      #expect(!logo.isHidden.adaptive.value(keyboardShown: true, on: other))
      #expect(label.top.adaptive.value(keyboardShown: true, on: other) == 40)
      #expect(group.top.adaptive.value(keyboardShown: true, on: other) == 40)
    }
  }

  @Test func theButtonChangesOnEveryScreen() throws {
    let button = try #require(screen.pinned)
    for screenClass in ScreenClass.allCases {
      let values = [button.bottom, button.leading, button.trailing, button.cornerRadius].map {
        (
          $0.adaptive.value(keyboardShown: false, on: screenClass),
          $0.adaptive.value(keyboardShown: true, on: screenClass)
        )
      }
      #expect(values.map(\.0) == [50, 30, 30, 15])
      #expect(values.map(\.1) == [0, 0, 0, 0])
    }
  }

  @Test func theFocusedFieldIsThePassword() throws {
    #expect(screen.focus == "password")
    #expect(element("password")?.kind == .field)
    #expect(screen.focusDistance == 10)
  }
}
