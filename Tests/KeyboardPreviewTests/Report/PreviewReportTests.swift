import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Preview report")
struct PreviewReportTests {
  /// Every kind of result at once: pass, fail, not applicable, hardware and floating keyboards,
  /// landscape, rules with numbers and flags.
  static let report = ScreenDescription.builtInLogin.preview(
    devices: [Devices.iPhone4s, Devices.iPhoneSE1, Devices.iPhone16, Devices.iPadA16],
    orientations: [.portrait, .landscape], keyboards: [.predictive, .hardware, .floating])

  @Test func jsonRoundTrips() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(Self.report)
    let decoded = try JSONDecoder().decode(PreviewReport.self, from: data)
    #expect(decoded == Self.report)
    #expect(try encoder.encode(decoded) == data)
  }

  @Test func summaryCountsEachStatus() {
    let results = Self.report.results
    // 4 devices × 2 orientations × 3 keyboards; the three iPhones have no floating keyboard.
    #expect(results.count == 24)
    #expect(Self.report.summary.notApplicable == 6)
    #expect(
      Self.report.summary.passed + Self.report.summary.failed + Self.report.summary.notApplicable
        == 24)
    #expect(Self.report.passed == (Self.report.summary.failed == 0))
  }

  /// Version 2 keeps every key of version 1 and adds, per result, the field pictured, each
  /// focused field's layout and the suggestions.
  @Test func topLevelKeysOfFormatVersion2() throws {
    let data = try JSONEncoder().encode(Self.report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      Set(object.keys)
        == ["version", "screen", "focus", "focusDistance", "passed", "summary", "results"])
    #expect(object["version"] as? Int == 2)
    let result = try #require((object["results"] as? [[String: Any]])?.first)
    #expect(
      Set(result.keys).isSuperset(of: [
        "device", "identifiers", "family", "orientation", "screenClass", "screen", "safeArea",
        "cutout", "keyboard", "status", "clearance", "rootShift", "rulesApplied", "failures",
        "notes", "hidden", "shown", "focus", "fields", "suggestions",
      ]))
    let field = try #require((result["fields"] as? [[String: Any]])?.first)
    #expect(
      Set(field.keys) == [
        "field", "status", "clearance", "rootShift", "pinnedAboveKeyboard", "scrolls", "failures",
        "shown",
      ])
  }

  @Test func ruleValuesAreBareJSON() throws {
    let rule = PreviewRule(
      element: "logo", property: "isHidden", hidden: .flag(false), shown: .flag(true))
    let number = PreviewRule(
      element: "label", property: "top", hidden: .number(40), shown: .number(-50))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(
      String(decoding: try encoder.encode([rule, number]), as: UTF8.self)
        == #"[{"element":"logo","hidden":false,"property":"isHidden","shown":true},"#
        + #"{"element":"label","hidden":40,"property":"top","shown":-50}]"#)
    #expect(number.description == "label.top 40 → -50")
  }

  @Test func pointFormatting() {
    #expect(PreviewValue.number(20.5).description == "20.5")
    #expect(PreviewValue.number(-0.04).description == "0")
    #expect(PreviewValue.number(7).description == "7")
  }
}
