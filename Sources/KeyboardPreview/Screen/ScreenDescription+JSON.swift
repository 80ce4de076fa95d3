import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// The description as JSON text in the format ``init(json:)`` reads, keys in a readable order.
  ///
  /// Values that do not change with the keyboard are written as bare numbers or flags, and keys
  /// holding their default (0, `false`, no text) are left out.
  ///
  /// ```swift
  /// print(ScreenDescription.builtInLogin.jsonText)
  /// // {
  /// //   "version": 1,
  /// //   "name": "Login",
  /// //   …
  /// ```
  public var jsonText: String {
    var members: [(String, JSONValue)] = [
      ("version", .number(Double(Self.formatVersion))),
      ("name", .string(name)),
      ("focus", .string(focus)),
      ("focusDistance", .number(Double(focusDistance))),
      ("elements", .array(elements.map(\.json))),
    ]
    if let pinned { members.append(("pinned", pinned.json)) }
    return JSONValue.object(members).text() + "\n"
  }
}

extension ScreenElement {
  var json: JSONValue {
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

extension PinnedElement {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("id", .string(id)), ("kind", .string(kind.rawValue))]
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
