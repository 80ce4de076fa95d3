import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// Reads a screen description from JSON text (format version 1, 2 or 3, see
  /// <doc:ScreenFormat>).
  ///
  /// The text must be strict JSON (no comments, no trailing commas), every key must be one the
  /// format's version defines, and the values must make sense together: unique ids, a `focus`
  /// naming a field, no negative heights, scroll views that can be laid out, a focus order that
  /// lists every field once.
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
    let decoder = JSONDecoder()
    let version = (try? decoder.decode(VersionProbe.self, from: Data(body)))?.version
    if let key = CodingUserInfoKey.formatVersion {
      decoder.userInfo[key] = version ?? Self.formatVersion
    }
    do {
      decoded = try decoder.decode(Decoded<ScreenDescription>.self, from: Data(body)).value
    } catch let error as PreviewError {
      throw error
    } catch let error as DecodingError {
      throw PreviewError(error)
    } catch {
      throw .invalidValue(path: "the top level", reason: "\(error)")
    }
    if let problem = decoded.problem(version: version ?? Self.formatVersion) { throw problem }
    self = decoded
  }
}

/// The format version alone, read first so that every part of the description is read by its
/// version's rules.
private struct VersionProbe: Decodable {
  var version: Int
}

extension CodingUserInfoKey {
  /// The format version of the description being read: 1, 2 or 3. (The initializer is failable
  /// only in its signature.)
  static let formatVersion = CodingUserInfoKey(rawValue: "formatVersion")
}

extension Decoder {
  /// The format version the description is read as.
  var formatVersion: Int {
    guard let key = CodingUserInfoKey.formatVersion else { return ScreenDescription.formatVersion }
    return userInfo[key] as? Int ?? ScreenDescription.formatVersion
  }
}

extension ScreenDescription: DecodableFromDecoder {
  static let keys = ["version", "name", "focus", "focusDistance", "elements", "pinned"]
  static let version2Keys = [
    "version", "name", "focus", "focusOrder", "focusDistance", "elements", "pinned",
  ]
  static let version3Keys = version2Keys + ["bars"]

  init(decoding decoder: any Decoder) throws {
    let isVersion1 = decoder.formatVersion == 1
    try decoder.rejectUnknownKeys(
      allowed: isVersion1
        ? Self.keys : decoder.formatVersion == 2 ? Self.version2Keys : Self.version3Keys)
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let version = try container.decode(Int.self, forKey: "version")
    guard (1...Self.formatVersion).contains(version) else {
      throw PreviewError.invalidValue(
        path: "version",
        reason: "version \(version) is not supported; this keyboard-preview reads versions 1 "
          + "to \(Self.formatVersion)")
    }
    let name = try container.decodeIfPresent(String.self, forKey: "name") ?? "Screen"
    let elements = try container.decode([Decoded<ScreenElement>].self, forKey: "elements")
      .map(\.value)
    let focusDistance = try container.decodeIfPresent(CGFloat.self, forKey: "focusDistance") ?? 10
    if isVersion1 {
      self.init(
        name: name, elements: elements,
        pinned: try container.decodeIfPresent(Decoded<PinnedElement>.self, forKey: "pinned")?
          .value,
        focus: .field(try container.decode(String.self, forKey: "focus")),
        focusDistance: focusDistance)
      return
    }
    let focus = try container.decodeIfPresent(String.self, forKey: "focus")
    self.init(
      name: name, elements: elements,
      pinnedElements: try container.decodeIfPresent(
        [Decoded<PinnedElement>].self, forKey: "pinned")?.map(\.value) ?? [],
      focus: focus.map { $0 == "all" ? .allFields : .field($0) } ?? .allFields,
      focusOrder: try container.decodeIfPresent([String].self, forKey: "focusOrder"),
      focusDistance: focusDistance)
    bars =
      try container.decodeIfPresent(Decoded<ScreenBars>.self, forKey: "bars")?.value ?? .none
  }
}

extension ScreenElement: DecodableFromDecoder {
  static let keys = [
    "id", "kind", "text", "height", "top", "leading", "trailing", "cornerRadius", "isHidden",
  ]
  static let groupKeys = ["id", "kind", "top", "leading", "trailing", "isHidden", "elements"]
  static let scrollKeys = [
    "id", "kind", "top", "height", "leading", "trailing", "contentInset", "adjustsForSafeArea",
    "paddingBottom", "isHidden", "elements",
  ]
  static let version3ScrollKeys = scrollKeys + ["bottom"]

  init(decoding decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let isVersion1 = decoder.formatVersion == 1
    let kind = try container.choice(
      "kind", as: Kind.self, excluding: isVersion1 ? [.scroll] : [])
    if kind == .scroll && isVersion1 {
      throw PreviewError.invalidValue(
        path: JSONPath.string(decoder.codingPath + [AnyCodingKey(stringValue: "kind")]),
        reason: "scroll views need \"version\": 2")
    }
    let allowed: [String]
    switch kind {
    case .group: allowed = Self.groupKeys
    case .scroll:
      allowed = decoder.formatVersion >= 3 ? Self.version3ScrollKeys : Self.scrollKeys
    default: allowed = Self.keys
    }
    try decoder.rejectUnknownKeys(allowed: allowed)
    let id = try container.decode(String.self, forKey: "id")
    if kind == .scroll {
      if container.contains("height") && container.contains("bottom") {
        throw PreviewError.invalidValue(
          path: JSONPath.string(decoder.codingPath + [AnyCodingKey(stringValue: "bottom")]),
          reason: "a scroll view has a height or a bottom above the safe area, not both")
      }
      self = .scroll(
        id: id,
        top: try container.rule("top", fallback: 0),
        height: container.contains("height") ? try container.rule("height") : nil,
        leading: try container.rule("leading", fallback: 0),
        trailing: try container.rule("trailing", fallback: 0),
        contentInset: try container.decodeIfPresent(
          Decoded<VerticalInsets>.self, forKey: "contentInset")?
          .value ?? .zero,
        adjustsForSafeArea: try container.decodeIfPresent(Bool.self, forKey: "adjustsForSafeArea")
          ?? true,
        paddingBottom: try container.decodeIfPresent(CGFloat.self, forKey: "paddingBottom") ?? 0,
        bottomAboveSafeArea: try container.decodeIfPresent(CGFloat.self, forKey: "bottom"),
        isHidden: try container.rule("isHidden", fallback: false),
        elements: try container.decode([Decoded<ScreenElement>].self, forKey: "elements")
          .map(\.value))
      return
    }
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
    let isVersion1 = decoder.formatVersion == 1
    try decoder.rejectUnknownKeys(allowed: isVersion1 ? Self.keys : Self.keys + ["to"])
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
      isHidden: try container.rule("isHidden", fallback: false),
      anchor: isVersion1 || !container.contains("to")
        ? .keyboard : try container.choice("to", as: Anchor.self))
  }
}

extension ScreenBars: DecodableFromDecoder {
  /// Bars are written as insets are: `{ "top": 44, "bottom": 49 }`.
  init(decoding decoder: any Decoder) throws {
    let insets = try VerticalInsets(decoding: decoder)
    self.init(top: insets.top, bottom: insets.bottom)
  }
}

extension VerticalInsets: DecodableFromDecoder {
  init(decoding decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["top", "bottom"])
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      top: try container.decodeIfPresent(CGFloat.self, forKey: "top") ?? 0,
      bottom: try container.decodeIfPresent(CGFloat.self, forKey: "bottom") ?? 0)
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
