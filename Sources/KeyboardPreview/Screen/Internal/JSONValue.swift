import Foundation
import KeyboardAvoidance

/// A JSON value whose objects keep their keys in the order written, for text meant to be read.
///
/// `JSONEncoder` on Linux orders keys by hash unless told to sort them; a screen description
/// reads best with `version` first and each element's `id` before its sizes.
enum JSONValue: Equatable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  /// The value as indented text; short arrays of scalars stay on one line.
  func text(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.numberText(value)
    case .string(let value): return Self.quoted(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
      }
      let lines = items.map { inner + $0.text(indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      if members.count <= 3 && members.allSatisfy({ $0.1.isScalar }) {
        let pairs = members.map { Self.quoted($0.0) + ": " + $0.1.text() }
        return "{ " + pairs.joined(separator: ", ") + " }"
      }
      let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .bool, .number, .string: true
    case .array, .object: false
    }
  }

  /// Whole numbers without a fraction, others in Swift's shortest round-tripping form; 0 for
  /// the non-finite numbers JSON cannot spell.
  static func numberText(_ value: Double) -> String {
    value.isFinite ? JSONText.number(value) : "0"
  }

  static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
