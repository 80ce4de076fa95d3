import Foundation
import Testing

@testable import keyboard_bench

@Suite("JSONValue")
struct JSONValueTests {
  @Test func rendersOrderedMembers() {
    let value = JSONValue.object([
      ("ratio", .number(1.23456, decimals: 2)),
      ("writes", .integer(3)),
      ("nested", .object([("ok", .bool(true)), ("missing", .null)])),
      ("name", .string("say \"hi\"\n")),
      ("nan", .number(.nan, decimals: 1)),
    ])
    let expected = """
      {
        "ratio": 1.23,
        "writes": 3,
        "nested": {
          "ok": true,
          "missing": null
        },
        "name": "say \\"hi\\"\\n",
        "nan": null
      }
      """
    #expect(value.rendered() == expected)
  }

  @Test func outputParsesAsJSON() throws {
    let text = JSONValue.object([("a", .string("\u{1}\t")), ("b", .object([]))]).rendered()
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(parsed?["a"] as? String == "\u{1}\t")
  }
}
