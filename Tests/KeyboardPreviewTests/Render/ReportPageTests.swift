import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardPreview

/// The report page as text: one self-contained file, a card per row, and the keyboard's curve
/// as the library samples it. (Scripts/check-report-page.py opens it in a browser.)
@Suite("Report page")
struct ReportPageTests {
  static let report = ScreenDescription.builtInSignUpWithoutScrollView.preview(
    devices: [Devices.iPhoneSE3, Devices.iPhone16, Devices.profile("iPhone17,2")],
    orientations: [.portrait], keyboards: [.predictive, .floating])

  static func page(_ report: PreviewReport = report) -> (String, [String: String]) {
    var report = report
    var pictures: [String: String] = [:]
    for index in report.results.indices {
      let name = SVGPicture.fileName(for: report.results[index], screen: report.screen)
      pictures[name] = SVGPicture.render(
        report.results[index], screen: report.screen, focusDistance: report.focusDistance)
      report.results[index].picture = name
    }
    return (ReportPage.render(report, pictures: pictures), pictures)
  }

  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).map { match in
      (0..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text) }
        .map { String(text[$0]) }
    }
  }

  @Test func oneCardPerRowWithItsStatus() {
    let (html, _) = Self.page()
    let cards = Self.matches(
      #"<article class="card (\w+)" id="r(\d+)" data-status="(\w+)""#, in: html)
    #expect(cards.count == Self.report.results.count)
    #expect(cards.map { $0[3] } == Self.report.results.map(\.status.rawValue))
    #expect(cards.map { $0[2] } == Self.report.results.indices.map(String.init))
    let failing = Self.report.results.filter { $0.status == .fail }.count
    #expect(html.contains(#"<span class="badge fail" id="failed-count">\#(failing) failed</span>"#))
    #expect(html.contains(#"<input type="checkbox" id="only-failing"/>"#))
  }

  /// Nothing is fetched: no external script, style sheet, font or image; pictures are `data:`
  /// addresses that hold the SVG written for the row.
  @Test func selfContained() throws {
    let (html, pictures) = Self.page()
    #expect(Self.matches(#"(src|href)="(?!data:)"#, in: html).isEmpty)
    #expect(!html.contains("<link"))
    #expect(ReportPage.isOwnPage(startingWith: String(html.prefix(200))))
    #expect(!ReportPage.isOwnPage(startingWith: "<!DOCTYPE html><p>mine</p>"))
    let sources = Self.matches(#"<img src="([^"]+)""#, in: html).map { $0[1] }
    #expect(sources.count == Self.report.results.count)
    let first = try #require(sources.first)
    let prefix = "data:image/svg+xml;charset=utf-8,"
    #expect(first.hasPrefix(prefix))
    // The attribute escapes markup; the address escapes what a URL must.
    let unescaped = first.dropFirst(prefix.count)
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    let name = SVGPicture.fileName(for: Self.report.results[0], screen: Self.report.screen)
    #expect(unescaped.removingPercentEncoding == pictures[name])
  }

  /// The page animates with the library's numbers: the samples of the keyboard's show, 60 a
  /// second, with the standard curve model.
  @Test func theCurveIsTheLibrarys() throws {
    let (html, _) = Self.page()
    let json = try #require(
      Self.matches(#"<script type="application/json" id="keyboard-curve">(.*?)</script>"#, in: html)
        .first?[1])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let samples = try #require(object["samples"] as? [[Double]])
    let expected = KeyboardAnimation(duration: 0.25, curve: .keyboard).samples(
      framesPerSecond: 60)
    #expect(samples.count == expected.count)
    for (sample, reference) in zip(samples, expected) {
      #expect(abs(sample[0] - reference.time) < 1e-6)
      #expect(abs(sample[1] - reference.progress) < 1e-6)
    }
    #expect(samples.last?[1] == 1)
    #expect(object["model"] as? String == KeyboardCurveModel.standard.source)
  }

  /// Each card's drawing carries every element's frame at every stage (keyboard hidden, then
  /// each field focused), and the keyboard from below the screen to its top.
  @Test func stagesCarryTheLayoutsOfTheWalk() throws {
    let (html, _) = Self.page()
    let result = Self.report.results[0]  // iPhone SE (3rd), predictive
    let card = try #require(html.components(separatedBy: "<article ").dropFirst().first)
    let phone = try #require(
      Self.matches(#"data-element="phone"[^>]*>\s*<rect data-frames="([^"]+)""#, in: card)
        .first?[1])
    let frames = phone.split(separator: ";")
    #expect(frames.count == 1 + result.fields.count)
    let last = try #require(result.fields.last?.shown.first { $0.id == "phone" }?.frame)
    #expect(
      frames.last.map(String.init)
        == "\(ReportPage.number(last.x)),\(ReportPage.number(last.y)),"
        + "\(ReportPage.number(last.width)),\(ReportPage.number(last.height))")
    let keyboard = try #require(
      Self.matches(#"<rect class="keyboard" data-frames="([^"]+)""#, in: card).first?[1])
    #expect(keyboard.hasPrefix("0,667,375,260;0,407,375,260"))
  }

  @Test func rowsWithoutAKeyboardCannotPlay() {
    let (html, _) = Self.page()
    let notApplicable = Self.report.results.filter { $0.status == .notApplicable }.count
    #expect(notApplicable == 3)
    #expect(html.components(separatedBy: ">No keyboard here</button>").count - 1 == notApplicable)
  }

  @Test func textIsEscaped() {
    var report = Self.report
    report.screen = "<b>Sign-up & \"more\"</b>"
    let (html, _) = Self.page(report)
    #expect(
      html.contains(
        "<title>keyboard-preview: &lt;b&gt;Sign-up &amp; &quot;more&quot;&lt;/b&gt;</title>"))
    #expect(!html.contains("<b>Sign-up"))
  }
}
