import Foundation

/// Draws one ``PreviewResult`` as an SVG picture: the screen with the keyboard hidden and up, side
/// by side, with safe areas, the keyboard, every element and the failures marked.
///
/// Sizes are in points, one SVG unit per point. Every drawn part carries a class (`screen`,
/// `safe-area`, `keyboard`, `keyboard-frame`, `element`, `failure`, …) and elements carry
/// `data-element` with their id, so the picture can be styled and inspected. A legend under the
/// panels names the keyboard, the safe area, the clearance and the failure marks; labels are placed
/// where they cover no other label and no element but the one they name.
///
/// ```swift
/// let svg = SVGPicture.render(result, screen: "Login", focusDistance: 10)
/// let name = SVGPicture.fileName(for: result, screen: "Login")
/// // "login-iphone-se-1st-generation-portrait-predictive.svg"
/// try svg.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
/// ```
public enum SVGPicture {
  static let margin = 24.0
  static let header = 56.0
  static let panelTitle = 22.0
  static let gap = 48.0
  static let lineHeight = 18.0
  /// Room right of the right-hand panel for a label that fits nowhere on the screen.
  static let labelMargin = 48.0

  /// The comment every picture starts with, after the XML declaration: how `keyboard-preview` tells
  /// its own pictures from other files when it clears its output folder.
  public static let signature = "<!-- written by keyboard-preview -->"

  /// The file name of a result's picture: the screen's name, the device, the orientation and the
  /// keyboard, in lowercase words joined by hyphens.
  ///
  /// ```swift
  /// SVGPicture.fileName(for: result, screen: "Login")
  /// // "login-iphone-16-landscape-hardware.svg"
  /// ```
  ///
  /// - Parameters:
  ///   - result: The result to name.
  ///   - screen: The screen's name; a screen without letters or digits in its name is called
  /// "screen".
  /// - Returns: A file name ending in `.svg`.
  public static func fileName(for result: PreviewResult, screen: String) -> String {
    fileName(screen, "\(result.device) \(result.orientation) \(result.keyboardKind.rawValue)")
  }

  /// The file name of the picture of one notification of a played trace: the screen's name, the
  /// notification's index and the keyboard's presentation after it.
  ///
  /// ```swift
  /// SVGPicture.fileName(forStep: step, screen: "Login")
  /// // "login-notifications-2-accessorybar.svg"
  /// ```
  ///
  /// - Parameters:
  ///   - step: The notification.
  ///   - screen: The screen's name, as for ``fileName(for:screen:)``.
  /// - Returns: A file name ending in `.svg`.
  public static func fileName(forStep step: PreviewTraceStep, screen: String) -> String {
    fileName(screen, "notifications \(step.index) \(step.presentation)")
  }

  /// The screen's name and what follows, in lowercase words joined by hyphens.
  private static func fileName(_ screen: String, _ rest: String) -> String {
    func words(_ text: String) -> [Substring] {
      text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
    let screenWords = words(screen)
    return ((screenWords.isEmpty ? ["screen"] : screenWords) + words(rest))
      .joined(separator: "-") + ".svg"
  }

  /// Whether a file's first bytes are those of a picture `keyboard-preview` wrote: the XML
  /// declaration and ``signature``.
  ///
  /// - Parameter prefix: The file's first bytes, or all of it.
  /// - Returns: `true` for the tool's own pictures only.
  public static func isOwnPicture(startingWith prefix: String) -> Bool {
    prefix.hasPrefix(declaration + "\n" + signature)
  }

  private static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

  /// Draws a result.
  ///
  /// - Parameters:
  ///   - result: The result to draw.
  ///   - screen: The screen's name, for the title.
  ///   - focusDistance: The space asked for above the keyboard, drawn as a band.
  ///   - moment: When the picture shows, for the title: in a played trace, the notification
  ///     (`after notifications[2] (willChangeFrame, 2 s)`); none by default.
  /// - Returns: A standalone SVG document.
  public static func render(
    _ result: PreviewResult, screen: String, focusDistance: Double, moment: String? = nil
  ) -> String {
    let width = result.screen.width
    let height = result.screen.height
    // Room for whatever a shift pushed above the screen or the layout left below it.
    let frames = (result.hidden + result.shown).map(\.frame)
    let above = max(-(frames.map(\.y).min() ?? 0), 0)
    let lowest = frames.map(\.maxY) + [result.keyboard?.frame.maxY ?? 0]
    let below = max((lowest.max() ?? 0) - height, 0)
    let panelTop = header + panelTitle + above
    let canvasWidth = 2 * margin + 2 * width + gap + labelMargin
    let messages = numberedMessages(result).flatMap { message in
      wrap(message.text, width: canvasWidth - 2 * margin).enumerated().map { index, line in
        Message(
          text: line, isFailure: message.isFailure, failure: index == 0 ? message.failure : nil)
      }
    }
    let legend = Legend(result: result, focusDistance: focusDistance)
    let legendTop = panelTop + height + below + margin
    let legendRows = legend.rows(width: canvasWidth - 2 * margin)
    let footerTop = legendTop + Double(legendRows.count) * lineHeight + margin / 2
    let canvasHeight = footerTop + Double(messages.count) * lineHeight + margin
    var svg = SVGDocument()
    svg.raw(declaration)
    svg.raw(signature)
    let size = (SVGDocument.number(canvasWidth), SVGDocument.number(canvasHeight))
    svg.group(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "width": size.0, "height": size.1,
        "viewBox": "0 0 \(size.0) \(size.1)", "font-family": "Helvetica, Arial, sans-serif",
      ]
    ) { svg in
      svg.raw(style)
      svg.empty("rect", ["class": "background", "width": size.0, "height": size.1])
      svg.text(
        "text", ["class": "title", "x": n(margin), "y": n(margin + 6)],
        title(result, screen) + (moment.map { ", \($0)" } ?? ""))
      svg.text(
        "text", ["class": "subtitle", "x": n(margin), "y": n(margin + 26)], subtitle(result))
      let panels = [(false, margin), (true, margin + width + gap)]
      for (keyboardShown, x) in panels {
        Panel(
          result: result, keyboardShown: keyboardShown, x: x, y: panelTop,
          focusDistance: focusDistance
        )
        .draw(&svg, messages: messages)
      }
      legend.draw(&svg, rows: legendRows, x: margin, y: legendTop)
      for (index, message) in messages.enumerated() {
        let y = footerTop + Double(index) * lineHeight + 12
        let kind = message.isFailure ? "failure-text" : "note-text"
        svg.text("text", ["class": kind, "x": n(margin), "y": n(y)], message.text)
      }
    }
    return svg.lines.joined(separator: "\n") + "\n"
  }

  private static func n(_ value: Double) -> String { SVGDocument.number(value) }

  private static func title(_ result: PreviewResult, _ screen: String) -> String {
    let status: String
    switch result.status {
    case .pass: status = "PASS"
    case .fail: status = "FAIL"
    case .notApplicable: status = "N/A"
    }
    return "\(status): \(screen) on \(result.device), \(result.orientation)"
  }

  private static func subtitle(_ result: PreviewResult) -> String {
    let window = result.window.map { " window at (\(n($0.x)), \(n($0.y)))" } ?? ""
    let size =
      "\(n(result.screen.width)) × \(n(result.screen.height)) pt\(window), \(result.screenClass)"
    guard let keyboard = result.keyboard else { return size }
    return "\(size); \(keyboard.phrase)"
  }

  /// Splits text into lines that fit a width at the footer's 12 px type (about 6.6 px a
  /// character), breaking between words.
  static func wrap(_ text: String, width: Double) -> [String] {
    let limit = max(Int(width / 6.6), 20)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty && line.count + 1 + word.count > limit {
        lines.append(line)
        line = "   " + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines
  }

  /// A line under the panels: a failure (numbered like its marks) or a note.
  struct Message {
    var text: String
    var isFailure: Bool
    var failure: PreviewFailure?
  }

  static func numberedMessages(_ result: PreviewResult) -> [Message] {
    let walks = result.fields.count > 1
    let failures = result.failures.enumerated().map { index, failure in
      Message(
        text: "\(index + 1). \(walks ? failure.summaryNamingField : failure.summary)",
        isFailure: true, failure: failure)
    }
    let suggestions = result.suggestions.map {
      Message(text: "Suggestion: \($0.message)", isFailure: false)
    }
    let source = result.keyboard.map { keyboard in
      [
        Message(
          text: "Keyboard \(keyboard.kind == .recorded ? "frame" : "height"): \(keyboard.source)",
          isFailure: false)
      ]
        + keyboard.sources.map {
          Message(text: "Source: \($0.name), \($0.address)", isFailure: false)
        }
    }
    return failures + suggestions
      + result.notes.map { Message(text: "Note: \($0)", isFailure: false) } + (source ?? [])
  }

  private static let style = """
    <style>
        .background { fill: #ffffff; }
        .title { font-size: 16px; font-weight: bold; fill: #111827; }
        .subtitle, .panel-title { font-size: 12px; fill: #374151; }
        .screen { fill: #f9fafb; stroke: #111827; stroke-width: 2; }
        .safe-area { fill: #fca5a5; fill-opacity: 0.35; }
        .bar { fill: #e5e7eb; stroke: #9ca3af; stroke-width: 0.5; }
        .bar-label { fill: #4b5563; font-size: 11px; text-anchor: middle; }
        .cutout, .home-indicator { fill: #111827; }
        .keyboard { fill: #9ca3af; fill-opacity: 0.8; }
        .keyboard-frame { fill: none; stroke: #6b7280; stroke-dasharray: 6 4; }
        .clearance { stroke: #2563eb; stroke-width: 1.5; }
        .clearance-text { font-size: 11px; fill: #1d4ed8; }
        .clearance.short { stroke: #dc2626; } .clearance-text.short { fill: #b91c1c; }
        .element { stroke: #4b5563; stroke-width: 1; }
        .logo { fill: #c7d2fe; } .label { fill: #e5e7eb; } .field { fill: #ffffff; }
        .button { fill: #2563eb; fill-opacity: 0.8; } .view { fill: #e5e7eb; }
        .group { fill: none; stroke-dasharray: 4 3; }
        .scroll { fill: #ecfdf5; fill-opacity: 0.6; stroke: #059669; stroke-width: 1.5; stroke-dasharray: 8 4; }
        .pinned { fill-opacity: 1; }
        .focused { stroke: #2563eb; stroke-width: 2.5; }
        .hidden { fill-opacity: 0.15; stroke-opacity: 0.5; stroke-dasharray: 3 3; }
        .element-text { font-size: 11px; fill: #111827; }
        .keyboard-text { font-size: 11px; fill: #111827; }
        .legend-text { font-size: 12px; fill: #374151; }
        .on-button { fill: #ffffff; }
        .failure { fill: none; stroke: #dc2626; stroke-width: 3; }
        .failure-mark { fill: #dc2626; }
        .failure-number { font-size: 11px; font-weight: bold; fill: #ffffff; text-anchor: middle; }
        .failure-text { font-size: 12px; fill: #b91c1c; }
        .note-text { font-size: 12px; fill: #374151; }
      </style>
    """
}
