import Foundation

/// Finds the first byte that makes a text invalid JSON (RFC 8259), with its line and column.
///
/// Foundation's decoder on Linux reports only "The given data was not valid JSON", without a
/// position, and it accepts trailing commas; this scanner runs first so that every platform
/// gives the same strict answer with a line and a column. It keeps its own stack of open
/// containers rather than recursing, so deep nesting cannot exhaust the call stack.
struct JSONSyntaxCheck {
  /// Where and why the text stops being JSON.
  struct Failure: Equatable, Error {
    /// The byte offset of the offending byte (the end of the text when it ends too early).
    var offset: Int
    var line: Int
    var column: Int
    var reason: String
  }

  private enum Expectation {
    case value
    case valueOrArrayEnd
    case keyOrObjectEnd
    case key
    case colon
    case separatorOrEnd
  }

  private enum Container {
    case object
    case array
  }

  private let bytes: [UInt8]
  private var index = 0
  private var stack: [Container] = []

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Checks a whole text; throws the first problem found.
  static func check(_ data: Data) throws(Failure) {
    let bytes = [UInt8](data)
    if let invalid = firstInvalidUTF8(in: bytes) {
      throw failure(at: invalid, in: bytes, "the text is not UTF-8")
    }
    var scanner = JSONSyntaxCheck(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
    do {
      try scanner.scanDocument()
    } catch {
      throw failure(at: error.offset, in: bytes, error.reason)
    }
  }

  /// The line and column (both from 1) of a byte offset; columns count Unicode scalars.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    let newline = UInt8(ascii: "\n")
    let line = bytes[..<end].reduce(1) { $1 == newline ? $0 + 1 : $0 }
    let lineStart = bytes[..<end].lastIndex(of: newline).map { $0 + 1 } ?? 0
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1
    return (line, column)
  }

  private static func failure(at offset: Int, in bytes: [UInt8], _ reason: String) -> Failure {
    let (line, column) = position(of: offset, in: bytes)
    return Failure(offset: offset, line: line, column: column, reason: reason)
  }

  private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// A problem at the current byte; the offset is filled in, the position later.
  private func problem(_ reason: String, at offset: Int? = nil) -> ScanProblem {
    ScanProblem(offset: offset ?? index, reason: reason)
  }

  private struct ScanProblem: Error {
    var offset: Int
    var reason: String
  }

  private var found: String {
    guard index < bytes.count else { return "the end of the text" }
    let byte = bytes[index]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let scalar = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first
    return scalar.map { "U+\(String($0.value, radix: 16, uppercase: true))" } ?? "a byte"
  }

  private mutating func scanDocument() throws(ScanProblem) {
    var expectation = Expectation.value
    while true {
      skipWhitespace()
      if stack.isEmpty && expectation == .separatorOrEnd {
        guard index == bytes.count else {
          throw problem("unexpected \(found) after the end of the JSON value")
        }
        return
      }
      guard index < bytes.count else {
        throw problem("the text ends early; \(Self.describe(expectation, in: stack.last))")
      }
      expectation = try step(expectation)
    }
  }

  private mutating func step(_ expectation: Expectation) throws(ScanProblem) -> Expectation {
    let byte = bytes[index]
    switch expectation {
    case .value, .valueOrArrayEnd:
      if expectation == .valueOrArrayEnd && byte == UInt8(ascii: "]") { return close() }
      return try scanValue()
    case .keyOrObjectEnd, .key:
      if expectation == .keyOrObjectEnd && byte == UInt8(ascii: "}") { return close() }
      guard byte == UInt8(ascii: "\"") else {
        throw problem("\(Self.describe(expectation, in: .object)), found \(found)")
      }
      try scanString()
      return .colon
    case .colon:
      guard byte == UInt8(ascii: ":") else { throw problem("expected ':', found \(found)") }
      index += 1
      return .value
    case .separatorOrEnd:
      let container = stack.last ?? .array
      let end = UInt8(ascii: container == .object ? "}" : "]")
      if byte == end { return close() }
      guard byte == UInt8(ascii: ",") else {
        throw problem("\(Self.describe(expectation, in: container)), found \(found)")
      }
      index += 1
      return container == .object ? .key : .value
    }
  }

  private mutating func close() -> Expectation {
    index += 1
    stack.removeLast()
    return .separatorOrEnd
  }

  private static func describe(_ expectation: Expectation, in container: Container?) -> String {
    switch expectation {
    case .value: "expected a value"
    case .valueOrArrayEnd: "expected a value or ']'"
    case .keyOrObjectEnd: "expected a key in double quotes or '}'"
    case .key: "expected a key in double quotes (no comma before '}')"
    case .colon: "expected ':'"
    case .separatorOrEnd: container == .object ? "expected ',' or '}'" : "expected ',' or ']'"
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func scanValue() throws(ScanProblem) -> Expectation {
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      stack.append(.object)
      return .keyOrObjectEnd
    case UInt8(ascii: "["):
      index += 1
      stack.append(.array)
      return .valueOrArrayEnd
    case UInt8(ascii: "\""):
      try scanString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try scanNumber()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      try scanLiteral()
    default:
      let previous = bytes[..<index].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let trailingComma = previous == UInt8(ascii: ",") && bytes[index] == UInt8(ascii: "]")
      throw problem(
        "expected a value, found \(found)\(trailingComma ? " (no comma before ']')" : "")")
    }
    return .separatorOrEnd
  }

  private mutating func scanLiteral() throws(ScanProblem) {
    let start = index
    for literal in ["true", "false", "null"] {
      let word = Array(literal.utf8)
      if bytes[index...].starts(with: word) {
        index += word.count
        return
      }
    }
    throw problem("expected a value (true, false, null, a number, a string, [ or {)", at: start)
  }

  private mutating func scanString() throws(ScanProblem) {
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        try scanEscape()
      case 0..<0x20:
        throw problem("a control character must be escaped inside a string")
      default:
        index += 1
      }
    }
    throw problem("the text ends inside a string")
  }

  private mutating func scanEscape() throws(ScanProblem) {
    let start = index
    index += 1
    guard index < bytes.count else { throw problem("the text ends inside a string") }
    let escapes = Array(#""\/bfnrt"#.utf8)
    if escapes.contains(bytes[index]) {
      index += 1
      return
    }
    guard bytes[index] == UInt8(ascii: "u") else {
      throw problem("invalid escape \\\(found.trimmingCharacters(in: ["'"]))", at: start)
    }
    index += 1
    for _ in 0..<4 {
      guard index < bytes.count, Character(Unicode.Scalar(bytes[index])).isHexDigit else {
        throw problem("\\u needs four hexadecimal digits", at: start)
      }
      index += 1
    }
  }

  private mutating func scanNumber() throws(ScanProblem) {
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { throw problem("expected a digit, found \(found)") }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw problem("a number must not start with 0", at: integerStart)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw problem("expected a digit after '.', found \(found)") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw problem("expected a digit in the exponent, found \(found)") }
    }
  }

  /// Skips a run of digits and returns its length.
  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }
}
