import Foundation
import KeyboardAvoidance

/// A JSON value whose object keys keep the order they were written in, so the output reads the
/// same from run to run.
indirect enum JSONValue {
  case number(Double, decimals: Int)
  case integer(Int)
  case string(String)
  case bool(Bool)
  case null
  case object([(String, JSONValue)])

  /// The value as JSON text, objects one member per line.
  func rendered(indent: Int = 0) -> String {
    switch self {
    case .number(let value, let decimals):
      return value.isFinite ? String(format: "%.\(decimals)f", value) : "null"
    case .integer(let value):
      return String(value)
    case .string(let value):
      return Self.quoted(value)
    case .bool(let value):
      return value ? "true" : "false"
    case .null:
      return "null"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = String(repeating: "  ", count: indent + 1)
      let lines = members.map { key, value in
        "\(inner)\(Self.quoted(key)): \(value.rendered(indent: indent + 1))"
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n"
        + String(repeating: "  ", count: indent) + "}"
    }
  }

  private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
