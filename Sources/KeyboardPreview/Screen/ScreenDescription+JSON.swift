import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// The description as JSON text in the format ``init(json:)`` reads, keys in a readable order.
  ///
  /// A description that format version 1 can hold (no scroll view, at most one pinned element,
  /// on the keyboard, and one named field to focus) is written as version 1, so the files of
  /// earlier releases read back as they were; one without bars and without a scroll view ending
  /// above the safe area as version 2; any other as version 3. Values that do not change
  /// with the keyboard are written as bare numbers or flags, and keys holding their default (0,
  /// `false`, no text) are left out.
  ///
  /// ```swift
  /// print(ScreenDescription.builtInLogin.jsonText)
  /// // {
  /// //   "version": 1,
  /// //   "name": "Login",
  /// //   …
  /// ```
  public var jsonText: String {
    let isVersion1 = fitsFormatVersion1
    let version = isVersion1 ? 1 : fitsFormatVersion2 ? 2 : Self.formatVersion
    var members: [(String, JSONValue)] = [
      ("version", .number(Double(version))),
      ("name", .string(name)),
      ("focus", .string(focus.description)),
    ]
    if let focusOrder { members.append(("focusOrder", .array(focusOrder.map { .string($0) }))) }
    members += [
      ("focusDistance", .number(Double(focusDistance))),
      ("elements", .array(elements.map(\.json))),
    ]
    if isVersion1, let pinned {
      members.append(("pinned", pinned.json))
    } else if !isVersion1 && !pinnedElements.isEmpty {
      members.append(("pinned", .array(pinnedElements.map(\.json))))
    }
    if !bars.isEmpty {
      let edges = [("top", bars.top), ("bottom", bars.bottom)].filter { $0.1 != 0 }
      members.append(("bars", .object(edges.map { ($0.0, .number(Double($0.1))) })))
    }
    return JSONValue.object(members).text() + "\n"
  }
}

extension ScreenElement {
  var json: JSONValue {
    if kind == .scroll, let scrolling { return scrollJSON(scrolling) }
    var members: [(String, JSONValue)] = [("id", .string(id)), ("kind", .string(kind.rawValue))]
    if let text { members.append(("text", .string(text))) }
    if kind != .group { members.append(("height", height.json)) }
    members.append(("top", top.json))
    members += optional([
      ("leading", leading), ("trailing", trailing),
      ("cornerRadius", kind == .group ? AdaptiveRule(0) : cornerRadius),
    ])
    if isHidden != AdaptiveRule(false) { members.append(("isHidden", isHidden.json)) }
    if kind == .group { members.append(("elements", .array(elements.map(\.json)))) }
    return .object(members)
  }
}

extension ScreenElement {
  private func scrollJSON(_ scrolling: Scrolling) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(id)), ("kind", .string(kind.rawValue)), ("top", top.json),
    ]
    if let bottom = scrolling.bottomAboveSafeArea {
      members.append(("bottom", .number(Double(bottom))))
    } else if !scrolling.reachesScreenBottom {
      members.append(("height", height.json))
    }
    members += optional([("leading", leading), ("trailing", trailing)])
    let inset = scrolling.contentInset
    let edges = [("top", inset.top), ("bottom", inset.bottom)].filter { $0.1 != 0 }
    if !edges.isEmpty {
      members.append(("contentInset", .object(edges.map { ($0.0, .number(Double($0.1))) })))
    }
    if !scrolling.adjustsForSafeArea { members.append(("adjustsForSafeArea", .bool(false))) }
    if scrolling.paddingBottom != 0 {
      members.append(("paddingBottom", .number(Double(scrolling.paddingBottom))))
    }
    if isHidden != AdaptiveRule(false) { members.append(("isHidden", isHidden.json)) }
    members.append(("elements", .array(elements.map(\.json))))
    return .object(members)
  }
}

extension PinnedElement {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("id", .string(id)), ("kind", .string(kind.rawValue))]
    if anchor != .keyboard { members.append(("to", .string(anchor.rawValue))) }
    if let text { members.append(("text", .string(text))) }
    members.append(("height", height.json))
    members.append(("bottom", bottom.json))
    members += optional([
      ("leading", leading), ("trailing", trailing), ("cornerRadius", cornerRadius),
    ])
    if isHidden != AdaptiveRule(false) { members.append(("isHidden", isHidden.json)) }
    return .object(members)
  }
}

/// The rules that differ from a constant 0, as JSON members.
private func optional(_ rules: [(String, AdaptiveRule<CGFloat>)]) -> [(String, JSONValue)] {
  rules.filter { $0.1 != AdaptiveRule(0) }.map { ($0.0, $0.1.json) }
}

extension AdaptiveRule where Value: RuleValue {
  var json: JSONValue {
    if overrides.isEmpty && hidden == shown { return hidden.json }
    var members: [(String, JSONValue)] = [("hidden", hidden.json)]
    if shown != hidden { members.append(("shown", shown.json)) }
    if !overrides.isEmpty {
      members.append(("overrides", .array(overrides.map(\.json))))
    }
    return .object(members)
  }
}

extension AdaptiveRule.Override where Value: RuleValue {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("on", .array(screenClasses.map { .string($0.rawValue) }))
    ]
    if let hidden { members.append(("hidden", hidden.json)) }
    if let shown { members.append(("shown", shown.json)) }
    return .object(members)
  }
}
