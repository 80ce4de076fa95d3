import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Screen description JSON text")
struct ScreenDescriptionJSONTests {
  @Test func startsWithTheVersionAndWritesRulesCompactly() {
    let text = ScreenDescription.builtInLogin.jsonText
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"name\": \"Login\",\n"))
    // A constant is a bare number; a rule that only changes with the keyboard is one line.
    #expect(text.contains("\"height\": 60,"))
    #expect(text.contains("\"bottom\": { \"hidden\": 50, \"shown\": 0 }"))
    // Defaults are left out: the fields have no leading inset, nothing has isHidden false.
    #expect(!text.contains("\"isHidden\": false"))
    #expect(text.hasSuffix("}\n"))
  }

  @Test func awkwardTextRoundTrips() throws {
    let screen = ScreenDescription(
      name: "Quotes \" backslash \\ newline \n tab \t bell \u{7} accent é",
      elements: [
        ScreenElement(id: "f", kind: .field, text: "\"", height: 20.25, top: -0.5),
        .group(
          id: "g",
          top: AdaptiveRule(
            hidden: 1, shown: 2, overrides: [.init(screenClasses: [.iPad], hidden: 3)]),
          isHidden: AdaptiveRule(false).shown(true, on: .tall, .regular),
          elements: [ScreenElement(id: "h", kind: .view, height: 1e-3, top: 0)]),
      ],
      pinned: PinnedElement(id: "p", kind: .button, height: 44, bottom: 8, isHidden: true),
      focus: "f", focusDistance: 12.5)
    let decoded = try ScreenDescription(json: Data(screen.jsonText.utf8))
    #expect(decoded == screen)
  }
}
