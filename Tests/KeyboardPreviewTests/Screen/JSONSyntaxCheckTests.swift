import Foundation
import Testing

@testable import KeyboardPreview

/// Syntax errors with positions counted by hand (lines and columns from 1, columns in
/// characters).
@Suite("JSON syntax check")
struct JSONSyntaxCheckTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let line: Int
    let column: Int
    let reason: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "misspelt literal", text: "[nul]", line: 1, column: 2,
      reason: "expected a value (true, false, null, a number, a string, [ or {)"),
    Case(
      name: "trailing comma in an object", text: #"{"a": 1,}"#, line: 1, column: 9,
      reason: "expected a key in double quotes (no comma before '}'), found '}'"),
    Case(
      name: "trailing comma in a list", text: "[1, 2,]", line: 1, column: 7,
      reason: "expected a value, found ']' (no comma before ']')"),
    Case(
      name: "bare word on line 2", text: "{\n  \"a\": x\n}", line: 2, column: 8,
      reason: "expected a value, found 'x'"),
    Case(
      name: "missing comma", text: "{\"a\": 1\n \"b\": 2}", line: 2, column: 2,
      reason: "expected ',' or '}', found '\"'"),
    Case(
      name: "leading zero", text: #"{"a": 01}"#, line: 1, column: 7,
      reason: "a number must not start with 0"),
    Case(
      name: "text ends inside a string", text: #"{"a": "b"#, line: 1, column: 9,
      reason: "the text ends inside a string"),
    Case(
      name: "empty text", text: "", line: 1, column: 1,
      reason: "the text ends early; expected a value"),
    Case(
      name: "text after the value", text: #"{"a": 1} x"#, line: 1, column: 10,
      reason: "unexpected 'x' after the end of the JSON value"),
    Case(
      name: "bad escape", text: #"{"a": "\q"}"#, line: 1, column: 8,
      reason: #"invalid escape \q"#),
    Case(
      name: "column counts characters, not bytes", text: #"{"é": x}"#, line: 1, column: 7,
      reason: "expected a value, found 'x'"),
    Case(
      name: "Windows line ends", text: "{\r\n\"a\": x}", line: 2, column: 6,
      reason: "expected a value, found 'x'"),
    Case(
      name: "missing colon", text: #"{"a" 1}"#, line: 1, column: 6,
      reason: "expected ':', found '1'"),
    Case(
      name: "unclosed object", text: "{\"a\": [1, 2]\n", line: 2, column: 1,
      reason: "the text ends early; expected ',' or '}'"),
    Case(
      name: "single quotes", text: "{'a': 1}", line: 1, column: 2,
      reason: "expected a key in double quotes or '}', found '''"),
    Case(
      name: "control character in a string", text: "{\"a\": \"x\ty\"}", line: 1, column: 9,
      reason: "a control character must be escaped inside a string"),
    Case(
      name: "fraction without digits", text: "[1.]", line: 1, column: 4,
      reason: "expected a digit after '.', found ']'"),
  ]

  @Test("syntax errors", arguments: cases)
  func syntaxError(_ example: Case) {
    #expect(
      throws: JSONSyntaxCheck.Failure(
        offset: offset(of: example), line: example.line, column: example.column,
        reason: example.reason)
    ) {
      try JSONSyntaxCheck.check(Data(example.text.utf8))
    }
  }

  /// The byte offset of a line and column, found independently by walking the characters.
  private func offset(of example: Case) -> Int {
    var line = 1
    var column = 1
    var offset = 0
    for scalar in example.text.unicodeScalars {
      if line == example.line && column == example.column { return offset }
      offset += String(scalar).utf8.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return offset
  }

  @Test func invalidUTF8() {
    let bytes: [UInt8] = [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]
    #expect(
      throws: JSONSyntaxCheck.Failure(
        offset: 2, line: 1, column: 3, reason: "the text is not UTF-8")
    ) {
      try JSONSyntaxCheck.check(Data(bytes))
    }
  }

  @Test func acceptsValidJSON() throws {
    let texts = [
      #"{"a": [1, -0.5e+10, 2E3, 0, -0], "b": {"c": null, "d": true, "e": false}}"#,
      #"["\u00e9\n\"\\\/\b\f\r\t", "é", []]"#,
      " \t\r\n{}\n",
      "\u{FEFF}{}",
      ScreenDescription.builtInLogin.jsonText,
    ]
    for text in texts {
      try JSONSyntaxCheck.check(Data(text.utf8))
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 200_000)
    #expect(throws: JSONSyntaxCheck.Failure.self) {
      try JSONSyntaxCheck.check(Data(text.utf8))
    }
  }
}
