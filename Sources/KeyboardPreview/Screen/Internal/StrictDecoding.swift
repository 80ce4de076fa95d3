import Foundation

/// A coding key made from any string or index, for reading objects whose keys are checked by hand.
struct AnyCodingKey: CodingKey, ExpressibleByStringLiteral {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }

  init(stringLiteral value: String) {
    self.init(stringValue: value)
  }
}

/// A value that reads itself from a decoder, without a public `Decodable` conformance.
protocol DecodableFromDecoder {
  init(decoding decoder: any Decoder) throws
}

/// Lets `JSONDecoder` reach a ``DecodableFromDecoder`` type.
struct Decoded<Value: DecodableFromDecoder>: Decodable {
  var value: Value

  init(from decoder: any Decoder) throws {
    value = try Value(decoding: decoder)
  }
}

/// The values a rule can hold, and how the format names them in messages.
protocol RuleValue: Sendable, Equatable, Decodable {
  static var expectation: String { get }
  var json: JSONValue { get }
}

extension CGFloat: RuleValue {
  static var expectation: String { "a number" }
  var json: JSONValue { .number(Double(self)) }
}

extension Bool: RuleValue {
  static var expectation: String { "true or false" }
  var json: JSONValue { .bool(self) }
}

enum JSONPath {
  /// A coding path written the way the format's documentation writes it: `elements[2].height`.
  static func string(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the top level" : text
  }
}

extension Decoder {
  /// Throws ``PreviewError/unknownField(path:allowed:)`` for the first key, in alphabetical
  /// order, that is not allowed: JSONDecoder would silently ignore a misspelt key.
  func rejectUnknownKeys(allowed: [String]) throws {
    let container = try self.container(keyedBy: AnyCodingKey.self)
    let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
    if let first = unknown.first {
      throw PreviewError.unknownField(
        path: JSONPath.string(codingPath + [AnyCodingKey(stringValue: first)]), allowed: allowed)
    }
  }

  /// The path of this value, for messages.
  var path: String { JSONPath.string(codingPath) }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// A rule under `key`, or a constant rule with `fallback` when the key is absent.
  func rule<Value: RuleValue>(_ key: AnyCodingKey, fallback: Value? = nil) throws
    -> AdaptiveRule<Value>
  {
    if let fallback, !contains(key) { return AdaptiveRule(fallback) }
    return try decode(Decoded<AdaptiveRule<Value>>.self, forKey: key).value
  }

  /// A string under `key` that must be one of a type's raw values; the values in `excluding`
  /// are read but left out of the message's list (the caller explains them).
  func choice<Choice: RawRepresentable & CaseIterable & Equatable>(
    _ key: AnyCodingKey, as type: Choice.Type, excluding: [Choice] = []
  ) throws -> Choice where Choice.RawValue == String {
    let raw = try decode(String.self, forKey: key)
    guard let choice = Choice(rawValue: raw) else {
      let allowed = Choice.allCases.filter { !excluding.contains($0) }.map(\.rawValue)
        .joined(separator: ", ")
      throw PreviewError.invalidValue(
        path: JSONPath.string(codingPath + [key]), reason: "\"\(raw)\" is not one of \(allowed)")
    }
    return choice
  }
}

extension PreviewError {
  /// The error for what JSONDecoder reported, with the path written the format's way.
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self = .missingValue(path: JSONPath.string(context.codingPath + [key]))
    case .typeMismatch(let type, let context):
      self = .invalidValue(
        path: JSONPath.string(context.codingPath), reason: "expected \(Self.describe(type))")
    case .valueNotFound(let type, let context):
      self = .invalidValue(
        path: JSONPath.string(context.codingPath),
        reason: "expected \(Self.describe(type)), found null")
    case .dataCorrupted(let context):
      self = .invalidValue(
        path: JSONPath.string(context.codingPath), reason: context.debugDescription)
    @unknown default:
      self = .invalidValue(path: "the top level", reason: "\(error)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is CGFloat.Type, is Double.Type, is Float.Type: return "a number"
    case is Int.Type: return "a whole number"
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default:
      let name = String(describing: type)
      if name.hasPrefix("Array") { return "a list [ … ]" }
      if name.hasPrefix("Dictionary") || name.hasPrefix("Decoded") { return "an object { … }" }
      return name
    }
  }
}
