import Foundation
import Testing

@testable import KeyboardAvoidance

/// The trace reader is strict JSON (RFC 8259) and says where a text stops being JSON.
@Suite("TraceJSON")
struct TraceJSONTests {
  static func parse(_ text: String) throws(TraceJSON.SyntaxError) -> TraceJSON {
    try TraceJSON.parse(Data(text.utf8))
  }

  @Test func valuesOfEveryKindAreRead() throws {
    let json = try Self.parse(
      #" { "a": [1, -0.5, 2.5e2, 1E-1], "b": {"c": null}, "d": true, "e": false, "f": "x" } "#)
    #expect(
      json
        == .object([
          ("a", .array([.number(1), .number(-0.5), .number(250), .number(0.1)])),
          ("b", .object([("c", .null)])), ("d", .bool(true)), ("e", .bool(false)),
          ("f", .string("x")),
        ]))
  }

  /// Escapes, a surrogate pair among them (U+1F600 is \ud83d\ude00), and text after a BOM.
  @Test func escapesAndTheByteOrderMarkAreRead() throws {
    #expect(try Self.parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\n\té😀"))
    #expect(try TraceJSON.parse(Data([0xEF, 0xBB, 0xBF] + Array("1".utf8))) == .number(1))
  }

  /// What JSON does not allow, and where the reader says the problem is (line, column).
  @Test(arguments: [
    ("[1, 2,]", 1, 7),  // a trailing comma: ']' where a value belongs
    ("{\"a\": 1, \"a\": 2}", 1, 10),  // the second "a"
    ("[01]", 1, 2),  // a leading zero
    ("[1.]", 1, 4),  // no digit after the point
    ("[-]", 1, 3),
    ("[1e]", 1, 4),
    ("\"\\ud83d\"", 1, 8),  // half a surrogate pair
    ("\"\\q\"", 1, 3),
    ("\"a\nb\"", 1, 3),  // a raw line break inside a string
    ("{\"a\" 1}", 1, 6),
    ("[1]\n[2]", 2, 1),
    ("[1e999]", 1, 2),  // too large for a Double
    ("nul", 1, 1),
  ])
  func malformedTextIsRefusedWithItsPosition(text: String, line: Int, column: Int) {
    #expect {
      try Self.parse(text)
    } throws: { error in
      guard let error = error as? TraceJSON.SyntaxError else { return false }
      return error.line == line && error.column == column && !error.reason.isEmpty
    }
  }

  @Test func textThatIsNotUTF8IsRefused() {
    #expect(throws: TraceJSON.SyntaxError.self) { try TraceJSON.parse(Data([0x5B, 0xFF, 0x5D])) }
  }

  /// Nesting is bounded, so a hostile file cannot exhaust the stack.
  @Test func nestingDeeperThanTheLimitIsRefused() throws {
    let limit = 64
    _ = try Self.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
    #expect(throws: TraceJSON.SyntaxError.self) {
      try Self.parse(
        String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
    }
  }

  @Test func writtenTextReadsBack() throws {
    let value = TraceJSON.object([
      ("list", .array([.number(1), .number(0.25), .string("a \"b\"\u{1}")])),
      ("long", .array(Array(repeating: .string("a sentence of some length"), count: 5))),
      ("one", .object([("rect", .array([.number(0), .number(517)]))])), ("empty", .object([])),
    ])
    #expect(try Self.parse(value.text()) == value)
  }
}
