import Foundation

/// A JSON value as a trace file holds it: objects keep their keys in the order written, and a
/// number remembers whether it was written as a whole number.
///
/// Traces are read and written here rather than with `JSONDecoder`, whose messages on Linux
/// carry no position and which accepts trailing commas and silently keeps the last of two equal
/// keys; a trace file is strict JSON (RFC 8259) and every problem is reported with its line and
/// column.
enum TraceJSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([TraceJSON])
  case object([(key: String, value: TraceJSON)])

  static func == (lhs: TraceJSON, rhs: TraceJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }

  /// Where and why a text stops being JSON.
  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var reason: String
  }

  /// The value a text holds.
  static func parse(_ data: Data) throws(SyntaxError) -> TraceJSON {
    var parser = Parser(bytes: [UInt8](data))
    return try parser.document()
  }

  /// The longest line a short list of scalars is kept on.
  static let lineLength = 100

  /// The value as indented text: one member per line, short lists of scalars and objects of
  /// one such value on one line, so a trace reads one notification key per line.
  func text(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return JSONText.number(value)
    case .string(let value): return JSONText.quoted(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        let inline = "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
        if indent.count + inline.count <= Self.lineLength { return inline }
      }
      let lines = items.map { inner + $0.text(indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      if members.count == 1, let only = members.first, only.value.isInline {
        return "{ " + JSONText.quoted(only.key) + ": " + only.value.text() + " }"
      }
      let lines = members.map {
        inner + JSONText.quoted($0.key) + ": " + $0.value.text(indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .string: true
    case .array, .object: false
    }
  }

  /// Scalars and arrays of scalars: what a one-member object may hold and still fit a line.
  private var isInline: Bool {
    switch self {
    case .array(let items): items.allSatisfy(\.isScalar)
    default: isScalar
    }
  }
}

extension TraceJSON {
  /// A recursive-descent reader of strict JSON, with a depth limit so a hostile file cannot
  /// exhaust the stack.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let depthLimit = 64

    init(bytes: [UInt8]) {
      self.bytes = bytes
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(SyntaxError) -> TraceJSON {
      guard String(bytes: bytes, encoding: .utf8) != nil else {
        throw SyntaxError(line: 1, column: 1, reason: "the text is not UTF-8")
      }
      let value = try self.value()
      skipWhitespace()
      guard index == bytes.count else {
        throw problem("unexpected \(found) after the end of the JSON value")
      }
      return value
    }

    private func problem(_ reason: String, at offset: Int? = nil) -> SyntaxError {
      let end = min(offset ?? index, bytes.count)
      let newline = UInt8(ascii: "\n")
      let line = bytes[..<end].reduce(1) { $1 == newline ? $0 + 1 : $0 }
      let lineStart = bytes[..<end].lastIndex(of: newline).map { $0 + 1 } ?? 0
      let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1
      return SyntaxError(line: line, column: column, reason: reason)
    }

    private var found: String {
      guard index < bytes.count else { return "the end of the text" }
      let byte = bytes[index]
      if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      return String(format: "byte 0x%02X", byte)
    }

    private mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(SyntaxError) -> TraceJSON {
      skipWhitespace()
      guard index < bytes.count else { throw problem("the text ends where a value was expected") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw problem("expected a value, found \(found)")
      }
    }

    private mutating func literal(_ word: String, _ value: TraceJSON) throws(SyntaxError)
      -> TraceJSON
    {
      let expected = Array(word.utf8)
      guard bytes[index...].starts(with: expected) else {
        throw problem("expected a value, found \(found)")
      }
      index += expected.count
      return value
    }

    /// Reads the elements of an object or a list up to its closing byte, one call of `element`
    /// each, with the commas between them.
    private mutating func elements(
      closedBy close: Character, in container: String,
      _ element: (inout Parser) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
      depth += 1
      if depth > Self.depthLimit { throw problem("nested more than \(Self.depthLimit) deep") }
      defer { depth -= 1 }
      let closing = UInt8(ascii: close.unicodeScalars.first ?? "]")
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == closing {
        index += 1
        return
      }
      while true {
        try element(&self)
        skipWhitespace()
        guard index < bytes.count else { throw problem("the text ends inside \(container)") }
        if bytes[index] == closing {
          index += 1
          return
        }
        guard bytes[index] == UInt8(ascii: ",") else {
          throw problem("expected ',' or '\(close)', found \(found)")
        }
        index += 1
      }
    }

    private mutating func object() throws(SyntaxError) -> TraceJSON {
      var members: [(key: String, value: TraceJSON)] = []
      try elements(closedBy: "}", in: "an object") { (parser) throws(SyntaxError) in
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"")
        else {
          throw parser.problem("expected a key in double quotes, found \(parser.found)")
        }
        let keyOffset = parser.index
        let key = try parser.string()
        if members.contains(where: { $0.key == key }) {
          throw parser.problem("the key \(JSONText.quoted(key)) appears twice", at: keyOffset)
        }
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":")
        else {
          throw parser.problem("expected ':', found \(parser.found)")
        }
        parser.index += 1
        members.append((key, try parser.value()))
      }
      return .object(members)
    }

    private mutating func array() throws(SyntaxError) -> TraceJSON {
      var items: [TraceJSON] = []
      try elements(closedBy: "]", in: "a list") { (parser) throws(SyntaxError) in
        items.append(try parser.value())
      }
      return .array(items)
    }

    private mutating func string() throws(SyntaxError) -> String {
      index += 1
      var buffer: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return String(decoding: buffer, as: UTF8.self)
        case UInt8(ascii: "\\"):
          buffer.append(contentsOf: String(try escape()).utf8)
        case 0..<0x20:
          throw problem("a control character inside a string must be escaped")
        default:
          buffer.append(byte)
          index += 1
        }
      }
      throw problem("the text ends inside a string")
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
      index += 1
      guard index < bytes.count else { throw problem("the text ends inside a string") }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{8}"
      case UInt8(ascii: "f"): return "\u{C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hexQuad()
        guard (0xD800..<0xDC00).contains(high) else {
          guard let scalar = Unicode.Scalar(high) else {
            throw problem("\\u\(String(high, radix: 16)) is half of a surrogate pair")
          }
          return scalar
        }
        guard bytes[index...].starts(with: Array("\\u".utf8)) else {
          throw problem("\\u\(String(high, radix: 16)) is half of a surrogate pair")
        }
        index += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
          throw problem("\\u\(String(high, radix: 16)) is half of a surrogate pair")
        }
        return scalar
      default:
        index -= 1
        throw problem("unknown escape \\\(found)")
      }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else {
        throw problem("expected four hexadecimal digits after \\u")
      }
      index += 4
      return value
    }

    /// A number in JSON's grammar: an optional minus, an integer without leading zeros, an
    /// optional fraction and exponent.
    private mutating func number() throws(SyntaxError) -> Double {
      let start = index
      func digits() -> Int {
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
        }
        return index - first
      }
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integerStart = index
      let integerDigits = digits()
      guard integerDigits > 0 else { throw problem("expected a digit, found \(found)") }
      if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
        throw problem("a number may not start with 0", at: integerStart)
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw problem("expected a digit after '.', found \(found)") }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
      {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard digits() > 0 else {
          throw problem("expected a digit in the exponent, found \(found)")
        }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        throw problem("\(text) is too large", at: start)
      }
      return value
    }
  }
}
