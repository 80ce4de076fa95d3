import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Format version 2: scroll views, pinned elements on the keyboard or the safe area, the focus
/// order, and every new value's bad input with its JSON path.
extension ScreenDescriptionDecodingTests {
  static let version2 = #"""
    {
      "version": 2,
      "name": "Profile",
      "focusOrder": ["email", "name"],
      "elements": [
        { "id": "title", "kind": "label", "height": 30, "top": 10 },
        { "id": "form", "kind": "scroll", "top": 8, "height": { "hidden": 400, "shown": 300 },
          "leading": 4, "contentInset": { "bottom": 60 }, "adjustsForSafeArea": false,
          "paddingBottom": 16,
          "elements": [
            { "id": "name", "kind": "field", "height": 44 },
            { "id": "email", "kind": "field", "height": 44, "top": 12 } ] },
        { "id": "footer", "kind": "scroll", "top": 0, "elements": [
          { "id": "terms", "kind": "label", "height": 20 } ] }
      ],
      "pinned": [
        { "id": "save", "kind": "button", "height": 50, "bottom": 8 },
        { "id": "help", "kind": "label", "height": 20, "bottom": 4, "to": "safeArea" }
      ]
    }
    """#

  @Test func version2ReadsScrollViewsPinnedElementsAndTheFocusOrder() throws {
    let screen = try Self.decode(Self.version2)
    #expect(screen.focus == .allFields)
    #expect(screen.focusOrder == ["email", "name"])
    #expect(screen.pinnedElements.map(\.anchor) == [.keyboard, .safeArea])
    let form = try #require(screen.elements.dropFirst().first)
    #expect(form.kind == .scroll)
    #expect(form.height == AdaptiveRule(hidden: 400, shown: 300))
    #expect(
      form.scrolling
        == ScreenElement.Scrolling(
          reachesScreenBottom: false, contentInset: VerticalInsets(bottom: 60),
          adjustsForSafeArea: false, paddingBottom: 16))
    #expect(form.elements.map(\.id) == ["name", "email"])
    #expect(screen.elements.last?.scrolling?.reachesScreenBottom == true)
  }

  @Test func version2RoundTripsAndVersion1StaysVersion1() throws {
    let screen = try Self.decode(Self.version2)
    #expect(screen.jsonText.hasPrefix("{\n  \"version\": 2,"))
    #expect(try Self.decode(screen.jsonText) == screen)
    for builtIn in [ScreenDescription.builtInSignUp, .builtInSignUpWithoutScrollView] {
      #expect(try Self.decode(builtIn.jsonText) == builtIn)
    }
    // A version 1 file is still written as version 1: no scroll view, one element on the
    // keyboard, one field to focus.
    #expect(ScreenDescription.builtInLogin.jsonText.hasPrefix("{\n  \"version\": 1,"))
  }

  @Test func focusDefaultsToEveryFieldAndNamesOneOnRequest() throws {
    let one = try Self.decode(
      #"{ "version": 2, "focus": "b", "elements": [ { "id": "a", "kind": "field", "height": 1 }, { "id": "b", "kind": "field", "height": 1 } ] }"#
    )
    #expect(one.focus == "b")
    let all = try Self.decode(
      #"{ "version": 2, "focus": "all", "elements": [ { "id": "a", "kind": "field", "height": 1 } ] }"#
    )
    #expect(all.focus == .allFields)
  }

  static let scrollKeys = [
    "id", "kind", "top", "height", "leading", "trailing", "contentInset", "adjustsForSafeArea",
    "paddingBottom", "isHidden", "elements",
  ]

  static let badVersion2: [Bad] = [
    Bad(
      name: "a scroll view in version 1",
      text:
        #"{ "version": 1, "focus": "a", "elements": [{ "id": "s", "kind": "scroll", "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }"#,
      error: .invalidValue(path: "elements[0].kind", reason: "scroll views need \"version\": 2")),
    Bad(
      name: "an unknown key in a scroll view",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "contentSize": 9, "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }"#,
      error: .unknownField(path: "elements[0].contentSize", allowed: scrollKeys)),
    Bad(
      name: "an empty scroll view",
      text:
        #"{ "version": 2, "elements": [{ "id": "a", "kind": "field", "height": 1 }, { "id": "s", "kind": "scroll", "elements": [] }] }"#,
      error: .invalidValue(path: "elements[1].elements", reason: "a scroll view needs an element")),
    Bad(
      name: "a scroll view to the bottom with elements after it",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "elements": [{ "id": "a", "kind": "field", "height": 1 }] }, { "id": "b", "kind": "label", "height": 1 }] }"#,
      error: .invalidValue(
        path: "elements[0].height",
        reason: "a scroll view without a height reaches the bottom of the screen, so it must be "
          + "the last element of its list; give it a height")),
    Bad(
      name: "a scroll view inside a scroll view without a height",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "elements": [{ "id": "t", "kind": "scroll", "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }] }"#,
      error: .invalidValue(
        path: "elements[0].elements[0].height",
        reason: "a scroll view inside a scroll view needs a height")),
    Bad(
      name: "a negative content inset",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "contentInset": { "bottom": -1 }, "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }"#,
      error: .invalidValue(path: "elements[0].contentInset.bottom", reason: "must be 0 or more")),
    Bad(
      name: "an unknown edge of the content inset",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "contentInset": { "left": 1 }, "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }"#,
      error: .unknownField(path: "elements[0].contentInset.left", allowed: ["top", "bottom"])),
    Bad(
      name: "a negative padding",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "paddingBottom": -4, "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }"#,
      error: .invalidValue(path: "elements[0].paddingBottom", reason: "must be 0 or more")),
    Bad(
      name: "a negative scroll view height",
      text:
        #"{ "version": 2, "elements": [{ "id": "s", "kind": "scroll", "height": -4, "elements": [{ "id": "a", "kind": "field", "height": 1 }] }] }"#,
      error: .invalidValue(path: "elements[0].height", reason: "a height must not be negative")),
    Bad(
      name: "a single pinned object in version 2",
      text:
        #"{ "version": 2, "elements": [{ "id": "a", "kind": "field", "height": 1 }], "pinned": { "id": "p", "kind": "button", "height": 1 } }"#,
      error: .invalidValue(path: "pinned", reason: "expected a list [ … ]")),
    Bad(
      name: "pinned to something else",
      text:
        #"{ "version": 2, "elements": [{ "id": "a", "kind": "field", "height": 1 }], "pinned": [{ "id": "p", "kind": "button", "height": 1, "to": "window" }] }"#,
      error: .invalidValue(
        path: "pinned[0].to", reason: "\"window\" is not one of keyboard, safeArea")),
    Bad(
      name: "\"to\" in version 1",
      text:
        #"{ "version": 1, "focus": "a", "elements": [{ "id": "a", "kind": "field", "height": 1 }], "pinned": { "id": "p", "kind": "button", "height": 1, "to": "keyboard" } }"#,
      error: .unknownField(
        path: "pinned.to",
        allowed: [
          "id", "kind", "text", "height", "bottom", "leading", "trailing", "cornerRadius",
          "isHidden",
        ])),
    Bad(
      name: "a pinned id used twice",
      text:
        #"{ "version": 2, "elements": [{ "id": "a", "kind": "field", "height": 1 }], "pinned": [{ "id": "p", "kind": "button", "height": 1 }, { "id": "p", "kind": "label", "height": 1 }] }"#,
      error: .invalidValue(path: "pinned[1].id", reason: "the id \"p\" is used twice")),
    Bad(
      name: "a pinned scroll view",
      text:
        #"{ "version": 2, "elements": [{ "id": "a", "kind": "field", "height": 1 }], "pinned": [{ "id": "p", "kind": "scroll", "height": 1 }] }"#,
      error: .invalidValue(path: "pinned[0].kind", reason: "a pinned element cannot be a scroll")),
    Bad(
      name: "a focus order naming no field",
      text:
        #"{ "version": 2, "focusOrder": ["a", "x"], "elements": [{ "id": "a", "kind": "field", "height": 1 }, { "id": "x", "kind": "label", "height": 1 }] }"#,
      error: .invalidValue(path: "focusOrder[1]", reason: "no field has the id \"x\"; fields: a")),
    Bad(
      name: "a field twice in the focus order",
      text:
        #"{ "version": 2, "focusOrder": ["a", "a"], "elements": [{ "id": "a", "kind": "field", "height": 1 }] }"#,
      error: .invalidValue(path: "focusOrder[1]", reason: "the field \"a\" is listed twice")),
    Bad(
      name: "a field missing from the focus order",
      text:
        #"{ "version": 2, "focusOrder": ["b"], "elements": [{ "id": "a", "kind": "field", "height": 1 }, { "id": "b", "kind": "field", "height": 1 }] }"#,
      error: .invalidValue(
        path: "focusOrder", reason: "the field \"a\" is missing; list every field once")),
    Bad(
      name: "every field of a screen without one",
      text: #"{ "version": 2, "elements": [{ "id": "a", "kind": "label", "height": 1 }] }"#,
      error: .invalidValue(path: "focus", reason: "there is no field to focus")),
    Bad(
      name: "a focus order that is not a list",
      text:
        #"{ "version": 2, "focusOrder": "a", "elements": [{ "id": "a", "kind": "field", "height": 1 }] }"#,
      error: .invalidValue(path: "focusOrder", reason: "expected a list [ … ]")),
  ]

  @Test("bad input in version 2", arguments: badVersion2)
  func badVersion2Input(_ example: Bad) {
    #expect(throws: example.error) { try Self.decode(example.text) }
  }
}
