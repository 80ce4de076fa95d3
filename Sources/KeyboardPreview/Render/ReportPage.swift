import Foundation
import KeyboardAvoidance

/// Writes `keyboard-preview`'s report page: one self-contained HTML file with the summary, a
/// filter for the failing rows, and a card per device, orientation and keyboard holding its
/// picture, its failures, the suggestions that fix them and the keyboard's show animation.
///
/// Everything is inline (the style sheet, the script, the pictures as `data:` addresses), so the
/// page opens from disk, in any browser, with no network. The animation moves the layout with
/// the progress of the keyboard's own curve, sampled by `KeyboardAnimation.samples(framesPerSecond:model:)`
/// in Swift and embedded as numbers: the page computes no curve of its own, it only interpolates
/// between the frames the preview laid out (keyboard hidden, then each field focused in turn).
/// Opened with `#failing` at the end of its address, the page starts with only the failing rows
/// shown.
///
/// ```swift
/// let html = ReportPage.render(report, pictures: ["login-iphone-16-portrait-predictive.svg": svg])
/// try Data(html.utf8).write(to: folder.appending(path: ReportPage.fileName))
/// ```
public enum ReportPage {
  /// The page's file name in the output folder.
  public static let fileName = "index.html"

  /// The comment the page starts with, after the document type: how `keyboard-preview` tells its
  /// own page from a file it must not overwrite.
  public static let signature = "<!-- written by keyboard-preview -->"

  /// The frame rate the keyboard's curve is sampled at.
  static let framesPerSecond = 60.0

  /// Whether a file's first bytes are those of a page `keyboard-preview` wrote.
  ///
  /// - Parameter prefix: The file's first bytes, or all of it.
  /// - Returns: `true` for the tool's own page only.
  public static func isOwnPage(startingWith prefix: String) -> Bool {
    prefix.hasPrefix(doctype + "\n" + signature)
  }

  private static let doctype = "<!DOCTYPE html>"

  /// The page for a report.
  ///
  /// - Parameters:
  ///   - report: The report, its results' `picture` names set where pictures were written.
  ///   - pictures: The SVG text of each picture, by file name; a card without one shows none.
  /// - Returns: The HTML document.
  public static func render(_ report: PreviewReport, pictures: [String: String]) -> String {
    let report = report.picturedOnly
    var html = SVGDocument()
    html.raw(doctype)
    html.raw(signature)
    html.group("html", ["lang": "en"]) { html in
      html.group("head", [:]) { html in
        html.empty("meta", ["charset": "utf-8"])
        html.empty("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        html.text("title", [:], "keyboard-preview: \(report.screen)")
        html.raw("<style>\n" + style + "</style>")
      }
      html.group("body", [:]) { html in
        header(&html, report)
        if let scenes = report.scenes { sceneSection(&html, scenes) }
        html.group("main", ["id": "cards", "class": "cards"]) { html in
          for (index, result) in report.results.enumerated() {
            let step = report.trace?.steps.dropFirst(index).first
            Card(
              result: result, index: index, focusDistance: report.focusDistance,
              title: step.map { "\($0.label) · \($0.kind) · \($0.timeText)" }
                ?? result.scene.map { "\($0) · \(result.device)" } ?? result.device
            )
            .draw(&html, picture: result.picture.flatMap { pictures[$0] })
          }
        }
        html.group("footer", [:]) { html in
          html.text(
            "p", [:],
            "Written by keyboard-preview with KeyboardAvoidance's own geometry. The animation "
              + "runs the keyboard's curve as KeyboardCurveModel.standard models it ("
              + KeyboardCurveModel.standard.source + ").")
        }
        html.raw(
          "<script type=\"application/json\" id=\"keyboard-curve\">" + curveJSON + "</script>")
        html.raw("<script>\n" + script + "</script>")
      }
    }
    return html.lines.joined(separator: "\n") + "\n"
  }

  private static func header(_ html: inout SVGDocument, _ report: PreviewReport) {
    let summary = report.summary
    html.group("header", [:]) { html in
      html.text("h1", [:], "\(report.screen): keyboard-preview")
      html.text("p", ["class": "question"], report.question)
      html.group("p", ["class": "summary"]) { html in
        html.text(
          "span", ["class": "badge pass", "id": "passed-count"], "\(summary.passed) passed")
        html.text(
          "span", ["class": "badge fail", "id": "failed-count"], "\(summary.failed) failed")
        if summary.notApplicable > 0 {
          html.text(
            "span", ["class": "badge na"], "\(summary.notApplicable) not applicable")
        }
      }
      html.group("div", ["class": "controls"]) { html in
        html.group("label", ["for": "only-failing"]) { html in
          html.empty("input", ["type": "checkbox", "id": "only-failing"])
          html.text("span", [:], "Only failing rows")
        }
        html.group("span", ["class": "count"]) { html in
          html.text("span", ["id": "shown-count"], "\(report.results.count)")
          html.text("span", [:], " of \(report.results.count) rows shown")
        }
      }
    }
  }

  /// The keyboard's show animation as the page plays it: the sampled progress of the curve, in
  /// JSON, with every `<` escaped so that it cannot close the script element.
  static var curveJSON: String {
    let samples = PreviewKeyboard.showAnimation.samples(framesPerSecond: framesPerSecond)
    let pairs = samples.map { sample in
      "[\(number(sample.time)),\(number(sample.progress))]"
    }
    return "{\"model\":\(quoted(KeyboardCurveModel.standard.source)),\"samples\":["
      + pairs.joined(separator: ",") + "]}"
  }

  /// A number for the page's data, as the screen description writes numbers: whole numbers
  /// without a fraction, others in their shortest exact form.
  static func number(_ value: Double) -> String { JSONValue.numberText(value) }

  private static func quoted(_ text: String) -> String {
    JSONValue.quoted(text).replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// An SVG picture as a `data:` address: percent-encoded where a URL needs it, which keeps it
  /// smaller than base64.
  static func dataAddress(svg: String) -> String {
    var address = "data:image/svg+xml;charset=utf-8,"
    address.reserveCapacity(svg.utf8.count + svg.utf8.count / 8)
    for scalar in svg.unicodeScalars {
      switch scalar {
      case "%": address += "%25"
      case "#": address += "%23"
      case "\n": address += "%0A"
      case "\r": address += "%0D"
      case "\t": address += "%09"
      default: address.unicodeScalars.append(scalar)
      }
    }
    return address
  }
}

extension PreviewReport {
  /// The question the table's title asks, without the count of rows; for a played trace, about
  /// the notifications that changed the keyboard, one card each.
  var question: String {
    if let trace {
      let file = trace.file ?? "a recorded session"
      return "On \(trace.device), replaying \(file): "
        + self.question(after: " after each notification that changed the keyboard")
    }
    let subject =
      focus == "all"
      ? "Is each field, focused in turn,"
      : "Is \(focus)"
    return
      "\(subject) at least \(PointFormat.points(focusDistance)) above \(keyboardAndRiders), on "
      + "\(results.count) \(results.count == 1 ? "row" : "rows")?"
  }
}
