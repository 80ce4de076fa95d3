import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Reading screen descriptions: the post round trip and every kind of bad input, each with the JSON
/// path of the offending value.
@Suite("Screen description decoding")
struct ScreenDescriptionDecodingTests {
  static func decode(_ text: String) throws(PreviewError) -> ScreenDescription {
    try ScreenDescription(json: Data(text.utf8))
  }

  @Test func builtInScreenRoundTrips() throws {
    let text = ScreenDescription.builtInLogin.jsonText
    #expect(try Self.decode(text) == ScreenDescription.builtInLogin)
  }

  @Test func defaultsForLeftOutKeys() throws {
    let screen = try Self.decode(ScreenJSON.minimal)
    #expect(screen.name == "Screen")
    #expect(screen.focusDistance == 10)
    #expect(screen.pinned == nil)
    let field = try #require(screen.elements.first)
    #expect(field.top == AdaptiveRule(0))
    #expect(field.leading == AdaptiveRule(0))
    #expect(field.isHidden == AdaptiveRule(false))
    #expect(field.text == nil)
  }

  @Test func rulesAsObjects() throws {
    let screen = try Self.decode(
      #"""
      { "version": 1, "focus": "f", "elements": [
        { "id": "f", "kind": "field", "height": { "hidden": 44, "shown": 30 },
          "top": { "hidden": 40, "overrides": [
            { "on": ["compactHeight", "regular"], "shown": 20 },
            { "on": ["iPad"], "hidden": 80, "shown": 60 } ] } } ] }
      """#)
    let field = try #require(screen.elements.first)
    #expect(field.height == AdaptiveRule(hidden: 44, shown: 30))
    #expect(
      field.top
        == AdaptiveRule(
          hidden: 40, shown: 40,
          overrides: [
            .init(screenClasses: [.compactHeight, .regular], shown: 20),
            .init(screenClasses: [.iPad], hidden: 80, shown: 60),
          ]))
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let error: PreviewError
    var testDescription: String { name }
  }

  static let leafKeys = [
    "id", "kind", "text", "height", "top", "leading", "trailing", "cornerRadius", "isHidden",
  ]

  static let bad: [Bad] = [
    Bad(
      name: "misspelt key in a group's field",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1 },
          { "id": "b", "kind": "label", "height": 1 },
          { "id": "g", "kind": "group", "elements": [
            { "id": "c", "kind": "field", "height": 1 },
            { "id": "d", "kind": "field", "heigth": 1 } ] } ] }
        """#,
      error: .unknownField(path: "elements[2].elements[1].heigth", allowed: leafKeys)),
    Bad(
      name: "height on a group",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "g", "kind": "group", "height": 10, "elements": [
            { "id": "a", "kind": "field", "height": 1 } ] } ] }
        """#,
      error: .unknownField(
        path: "elements[0].height",
        allowed: ["id", "kind", "top", "leading", "trailing", "isHidden", "elements"])),
    Bad(
      name: "unknown top-level key",
      text: #"{ "version": 1, "focus": "a", "elements": [], "theme": "dark" }"#,
      error: .unknownField(
        path: "theme",
        allowed: ["version", "name", "focus", "focusDistance", "elements", "pinned"])),
    Bad(
      name: "missing height",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1 },
          { "id": "b", "kind": "field", "height": 1 },
          { "id": "c", "kind": "label" } ] }
        """#,
      error: .missingValue(path: "elements[2].height")),
    Bad(
      name: "missing focus",
      text: #"{ "version": 1, "elements": [] }"#,
      error: .missingValue(path: "focus")),
    Bad(
      name: "missing version",
      text: #"{ "focus": "a", "elements": [] }"#,
      error: .missingValue(path: "version")),
    Bad(
      name: "rule without its hidden value",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1, "top": { "shown": 3 } } ] }
        """#,
      error: .missingValue(path: "elements[0].top.hidden")),
    Bad(
      name: "string for a number",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": "44" } ] }
        """#,
      error: .invalidValue(
        path: "elements[0].height",
        reason: "expected a number, or an object with hidden, shown and overrides")),
    Bad(
      name: "number for a flag",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1, "isHidden": 1 } ] }
        """#,
      error: .invalidValue(
        path: "elements[0].isHidden",
        reason: "expected true or false, or an object with hidden, shown and overrides")),
    Bad(
      name: "unknown screen class",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1,
            "top": { "hidden": 40, "overrides": [{ "on": ["compact"], "shown": 20 }] } } ] }
        """#,
      error: .invalidValue(
        path: "elements[0].top.overrides[0].on[0]",
        reason: "\"compact\" is not a screen class; use compactHeight, regular, tall, iPad")),
    Bad(
      name: "override without a value",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1,
            "top": { "hidden": 40, "overrides": [{ "on": ["tall"] }] } } ] }
        """#,
      error: .invalidValue(
        path: "elements[0].top.overrides[0]",
        reason: "an override needs at least one screen class in \"on\" and a hidden or shown value")
    ),
    Bad(
      name: "unknown kind",
      text: #"{ "version": 1, "focus": "a", "elements": [{ "id": "a", "kind": "slider" }] }"#,
      error: .invalidValue(
        path: "elements[0].kind",
        reason: "\"slider\" is not one of logo, label, field, button, view, group")),
    Bad(
      name: "newer version",
      text: #"{ "version": 4, "focus": "a", "elements": [] }"#,
      error: .invalidValue(
        path: "version",
        reason: "version 4 is not supported; this keyboard-preview reads versions 1 to 3")),
    Bad(
      name: "a list at the top",
      text: "[]",
      error: .invalidValue(path: "the top level", reason: "expected an object { … }")),
    Bad(
      name: "elements not a list",
      text: #"{ "version": 1, "focus": "a", "elements": {} }"#,
      error: .invalidValue(path: "elements", reason: "expected a list [ … ]")),
    Bad(
      name: "duplicate id",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1 }, { "id": "a", "kind": "label", "height": 1 } ] }
        """#,
      error: .invalidValue(path: "elements[1].id", reason: "the id \"a\" is used twice")),
    Bad(
      name: "focus on a label",
      text: #"""
        { "version": 1, "focus": "title", "elements": [
          { "id": "title", "kind": "label", "height": 1 }, { "id": "a", "kind": "field", "height": 1 } ] }
        """#,
      error: .invalidValue(path: "focus", reason: "no field has the id \"title\"; fields: a")),
    Bad(
      name: "negative height in an override",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field",
            "height": { "hidden": 1, "overrides": [{ "on": ["tall"], "shown": -1 }] } } ] }
        """#,
      error: .invalidValue(path: "elements[0].height", reason: "a height must not be negative")),
    Bad(
      name: "empty group",
      text: #"""
        { "version": 1, "focus": "a", "elements": [
          { "id": "a", "kind": "field", "height": 1 }, { "id": "g", "kind": "group", "elements": [] } ] }
        """#,
      error: .invalidValue(path: "elements[1].elements", reason: "a group needs an element")),
    Bad(
      name: "pinned group",
      text: #"""
        { "version": 1, "focus": "a", "elements": [{ "id": "a", "kind": "field", "height": 1 }],
          "pinned": { "id": "p", "kind": "group", "height": 1 } }
        """#,
      error: .invalidValue(path: "pinned.kind", reason: "the pinned element cannot be a group")),
    Bad(
      name: "negative focus distance",
      text: #"""
        { "version": 1, "focus": "a", "focusDistance": -1,
          "elements": [{ "id": "a", "kind": "field", "height": 1 }] }
        """#,
      error: .invalidValue(path: "focusDistance", reason: "must be 0 or more")),
    Bad(
      name: "trailing comma",
      text: "{\n  \"version\": 1,\n}",
      error: .malformedJSON(
        line: 3, column: 1,
        reason: "expected a key in double quotes (no comma before '}'), found '}'")),
  ]

  @Test("bad input", arguments: bad)
  func badInput(_ example: Bad) {
    #expect(throws: example.error) { try Self.decode(example.text) }
  }

  @Test func errorsReadAsSentences() {
    let error = PreviewError.missingValue(path: "elements[2].height")
    #expect("\(error)" == "screen description: missing value at elements[2].height")
  }
}
