import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// Reads a screen description from JSON text (format version 1, see <doc:ScreenFormat>).
  ///
  /// The text must be strict JSON (no comments, no trailing commas), every key must be one the
  /// format defines, and the values must make sense together: unique ids, a `focus` naming a
  /// field, no negative heights.
  ///
  /// ```swift
  /// let text = ScreenDescription.builtInLogin.jsonText
  /// try ScreenDescription(json: Data(text.utf8)) == .builtInLogin  // true
  /// try ScreenDescription(json: Data("{\"version\": 1,}".utf8))
  /// // throws PreviewError.malformedJSON(line: 1, column: 15, reason: "expected a key …")
  /// ```
  ///
  /// - Parameter json: The UTF-8 text of the description.
  /// - Throws: ``PreviewError/malformedJSON(line:column:reason:)`` for a syntax error,
  ///   ``PreviewError/unknownField(path:allowed:)``, ``PreviewError/missingValue(path:)`` or
  ///   ``PreviewError/invalidValue(path:reason:)`` with the JSON path of the value.
  public init(json: Data) throws(PreviewError) {
    do {
      try JSONSyntaxCheck.check(json)
    } catch {
      throw .malformedJSON(line: error.line, column: error.column, reason: error.reason)
    }
    let body = json.starts(with: [0xEF, 0xBB, 0xBF]) ? json.dropFirst(3) : json
    let decoded: ScreenDescription
    do {
      decoded = try JSONDecoder().decode(Decoded<ScreenDescription>.self, from: Data(body)).value
    } catch let error as PreviewError {
      throw error
    } catch let error as DecodingError {
      throw PreviewError(error)
    } catch {
      throw .invalidValue(path: "the top level", reason: "\(error)")
    }
    if let problem = decoded.problem() { throw problem }
    self = decoded
  }
}

extension ScreenDescription: DecodableFromDecoder {
  static let keys = ["version", "name", "focus", "focusDistance", "elements", "pinned"]

  init(decoding decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys)
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let version = try container.decode(Int.self, forKey: "version")
    guard version == Self.formatVersion else {
      throw PreviewError.invalidValue(
        path: "version",
        reason: "version \(version) is not supported; this keyboard-preview reads version "
          + "\(Self.formatVersion)")
    }
    self.init(
      name: try container.decodeIfPresent(String.self, forKey: "name") ?? "Screen",
      elements: try container.decode([Decoded<ScreenElement>].self, forKey: "elements").map(
        \.value),
      pinned: try container.decodeIfPresent(Decoded<PinnedElement>.self, forKey: "pinned")?.value,
      focus: try container.decode(String.self, forKey: "focus"),
      focusDistance: try container.decodeIfPresent(CGFloat.self, forKey: "focusDistance") ?? 10)
  }
}

extension ScreenElement: DecodableFromDecoder {
  static let keys = [
    "id", "kind", "text", "height", "top", "leading", "trailing", "cornerRadius", "isHidden",
  ]
  static let groupKeys = ["id", "kind", "top", "leading", "trailing", "isHidden", "elements"]

  init(decoding decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let kind = try container.choice("kind", as: Kind.self)
    try decoder.rejectUnknownKeys(allowed: kind == .group ? Self.groupKeys : Self.keys)
    let id = try container.decode(String.self, forKey: "id")
    if kind == .group {
      self = .group(
        id: id,
        top: try container.rule("top", fallback: 0),
        leading: try container.rule("leading", fallback: 0),
        trailing: try container.rule("trailing", fallback: 0),
        isHidden: try container.rule("isHidden", fallback: false),
        elements: try container.decode([Decoded<ScreenElement>].self, forKey: "elements")
          .map(\.value))
      return
    }
    self.init(
      id: id,
      kind: kind,
      text: try container.decodeIfPresent(String.self, forKey: "text"),
      height: try container.rule("height"),
      top: try container.rule("top", fallback: 0),
      leading: try container.rule("leading", fallback: 0),
      trailing: try container.rule("trailing", fallback: 0),
      cornerRadius: try container.rule("cornerRadius", fallback: 0),
      isHidden: try container.rule("isHidden", fallback: false))
  }
}

extension PinnedElement: DecodableFromDecoder {
  static let keys = [
    "id", "kind", "text", "height", "bottom", "leading", "trailing", "cornerRadius", "isHidden",
  ]

  init(decoding decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys)
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      id: try container.decode(String.self, forKey: "id"),
      kind: try container.choice("kind", as: ScreenElement.Kind.self),
      text: try container.decodeIfPresent(String.self, forKey: "text"),
      height: try container.rule("height"),
      bottom: try container.rule("bottom", fallback: 0),
      leading: try container.rule("leading", fallback: 0),
      trailing: try container.rule("trailing", fallback: 0),
      cornerRadius: try container.rule("cornerRadius", fallback: 0),
      isHidden: try container.rule("isHidden", fallback: false))
  }
}

extension AdaptiveRule: DecodableFromDecoder where Value: RuleValue {
  static var keys: [String] { ["hidden", "shown", "overrides"] }

  init(decoding decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Value.self)
    {
      self.init(value)
      return
    }
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
      throw PreviewError.invalidValue(
        path: decoder.path,
        reason: "expected \(Value.expectation), or an object with hidden, shown and overrides")
    }
    try decoder.rejectUnknownKeys(allowed: Self.keys)
    let hidden = try container.decode(Value.self, forKey: "hidden")
    self.init(
      hidden: hidden,
      shown: try container.decodeIfPresent(Value.self, forKey: "shown") ?? hidden,
      overrides: try container.decodeIfPresent([Decoded<Override>].self, forKey: "overrides")?
        .map(\.value) ?? [])
  }
}

extension AdaptiveRule.Override: DecodableFromDecoder where Value: RuleValue {
  init(decoding decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["on", "hidden", "shown"])
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    var classes = try container.nestedUnkeyedContainer(forKey: "on")
    var screenClasses: [ScreenClass] = []
    while !classes.isAtEnd {
      let path = JSONPath.string(
        classes.codingPath + [AnyCodingKey(intValue: classes.currentIndex)])
      let name = try classes.decode(String.self)
      guard let screenClass = ScreenClass(rawValue: name) else {
        let allowed = ScreenClass.allCases.map(\.rawValue).joined(separator: ", ")
        throw PreviewError.invalidValue(
          path: path, reason: "\"\(name)\" is not a screen class; use \(allowed)")
      }
      screenClasses.append(screenClass)
    }
    let hidden = try container.decodeIfPresent(Value.self, forKey: "hidden")
    let shown = try container.decodeIfPresent(Value.self, forKey: "shown")
    guard !screenClasses.isEmpty, hidden != nil || shown != nil else {
      throw PreviewError.invalidValue(
        path: decoder.path,
        reason: "an override needs at least one screen class in \"on\" and a hidden or shown value")
    }
    self.init(screenClasses: screenClasses, hidden: hidden, shown: shown)
  }
}
