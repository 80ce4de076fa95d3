import Foundation

extension ReportPage {
  /// One row of the report on the page: its figures, picture, animation, failures and
  /// suggestions.
  struct Card {
    var result: PreviewResult
    var index: Int
    var focusDistance: Double
    /// The card's heading: the device, or a played trace's notification.
    var title: String

    private var prefix: String { "r\(index)" }

    private var statusText: String {
      switch result.status {
      case .pass: "PASS"
      case .fail: "FAIL"
      case .notApplicable: "N/A"
      }
    }

    func draw(_ html: inout SVGDocument, picture: String?) {
      html.group(
        "article",
        [
          "class": "card \(result.status.rawValue)", "id": prefix,
          "data-status": result.status.rawValue, "data-device": result.device,
          "data-orientation": result.orientation,
          "data-keyboard": result.keyboardKind.rawValue,
        ]
      ) { html in
        html.group("h2", [:]) { html in
          html.text("span", ["class": "device"], title)
          html.text("span", ["class": "badge \(result.status.rawValue)"], statusText)
        }
        html.text("p", ["class": "meta"], meta)
        html.group("div", ["class": "visuals"]) { html in
          Stage(result: result, prefix: prefix).draw(&html)
          if let picture {
            html.group("figure", ["class": "picture"]) { html in
              html.empty(
                "img",
                [
                  "src": ReportPage.dataAddress(svg: picture),
                  "alt":
                    "\(statusText): \(result.device), \(result.orientation), with the keyboard "
                    + "hidden and up",
                ])
            }
          }
        }
        figures(&html)
        list(&html, "Failures", "failures", "ol", failureTexts)
        list(
          &html, "Suggestions, each checked to pass", "suggestions", "ul",
          result.suggestions.map(\.message))
        list(&html, "Notes", "notes", "ul", result.notes)
      }
    }

    private var meta: String {
      var parts = [
        result.orientation,
        "\(PointFormat.string(result.screen.width))×\(PointFormat.string(result.screen.height)) pt",
        result.screenClass,
      ]
      if let keyboard = result.keyboard {
        let origin = keyboard.provenance == "shippingApps" ? "apps" : keyboard.provenance
        parts.append(
          keyboard.kind == .recorded ? keyboard.phrase : "\(keyboard.phrase) (\(origin))")
      } else {
        parts.append("\(result.keyboardKind.rawValue) keyboard: none here")
      }
      return parts.joined(separator: " · ")
    }

    private var failureTexts: [String] {
      let walks = result.fields.count > 1
      return result.failures.map { walks ? $0.summaryNamingField : $0.summary }
    }

    private func figures(_ html: inout SVGDocument) {
      var rows: [(String, String)] = []
      if let focus = result.focus, result.fields.count > 1 {
        rows.append(("Field pictured", focus))
      }
      rows.append(("Clearance", result.clearance.map(PointFormat.points) ?? "-"))
      rows.append(("Needed", PointFormat.points(focusDistance)))
      rows.append(("Space left", result.spaceLeft.map(PointFormat.points) ?? "-"))
      rows.append(("Root shift", result.rootShift > 0 ? PointFormat.points(result.rootShift) : "-"))
      html.group("dl", ["class": "figures"]) { html in
        for (term, value) in rows {
          html.group("div", [:]) { html in
            html.text("dt", [:], term)
            html.text("dd", [:], value)
          }
        }
      }
    }

    private func list(
      _ html: inout SVGDocument, _ title: String, _ cssClass: String, _ tag: String,
      _ items: [String]
    ) {
      guard !items.isEmpty else { return }
      html.group("section", ["class": cssClass]) { html in
        html.text("h3", [:], title)
        html.group(tag, [:]) { html in
          for item in items { html.text("li", [:], item) }
        }
      }
    }
  }

  /// A card's animated drawing: the screen at each stage (keyboard hidden, then each field
  /// focused in turn), every element with its frame at every stage, for the script to move
  /// along the keyboard's curve.
  struct Stage {
    var result: PreviewResult
    var prefix: String

    /// The layouts in order: the keyboard hidden, then each focused field's.
    private var stages: [[PreviewElement]] { [result.hidden] + result.fields.map(\.shown) }

    private var captions: [String] {
      ["Keyboard hidden"] + result.fields.map { "\($0.field) focused" }
    }

    private func n(_ value: Double) -> String { ReportPage.number(value) }

    private func frames(_ rects: [PreviewRect]) -> String {
      rects.map { "\(n($0.x)),\(n($0.y)),\(n($0.width)),\(n($0.height))" }
        .joined(separator: ";")
    }

    func draw(_ html: inout SVGDocument) {
      let width = result.screen.width
      let height = result.screen.height
      html.group("figure", ["class": "stage"]) { html in
        html.group(
          "svg",
          [
            "viewBox": "0 0 \(n(width)) \(n(height))", "class": "screen",
            "role": "img", "aria-label": "the layout moving as the keyboard shows",
          ]
        ) { html in
          html.empty(
            "rect", ["class": "frame", "width": n(width), "height": n(height), "rx": "12"])
          drawSafeArea(&html)
          drawClips(&html)
          for element in result.hidden where element.kind != "group" {
            drawElement(&html, element)
          }
          drawKeyboard(&html)
        }
        html.group("figcaption", [:]) { html in
          html.text(
            "button",
            [
              "type": "button", "class": "play",
              "data-stages": "\(stages.count)",
            ], result.fields.isEmpty ? "No keyboard here" : "Play the keyboard")
          html.text(
            "span", ["class": "step", "data-captions": captions.joined(separator: "|")],
            captions[0])
        }
      }
    }

    private func drawSafeArea(_ html: inout SVGDocument) {
      let insets = result.safeArea
      let width = result.screen.width
      let height = result.screen.height
      for (x, y, w, h) in [
        (0, 0, width, insets.top), (0, height - insets.bottom, width, insets.bottom),
        (0, 0, insets.left, height), (width - insets.right, 0, insets.right, height),
      ] where w > 0 && h > 0 {
        html.empty(
          "rect", ["class": "safe", "x": n(x), "y": n(y), "width": n(w), "height": n(h)])
      }
    }

    /// One clip per scroll view, following the part of the screen it shows its content in.
    private func drawClips(_ html: inout SVGDocument) {
      let scrolls = uniqueScrolls
      guard !scrolls.isEmpty else { return }
      html.group("defs", [:]) { html in
        for scroll in scrolls {
          let rects = stages.map { stage in
            stage.first { $0.scroll == scroll }?.clip
              ?? PreviewRect(x: 0, y: 0, width: 0, height: 0)
          }
          html.group("clipPath", ["id": clipID(scroll)]) { html in
            html.empty("rect", ["data-frames": frames(rects)])
          }
        }
      }
    }

    private var uniqueScrolls: [String] {
      var ids: [String] = []
      for scroll in result.hidden.compactMap(\.scroll) where !ids.contains(scroll) {
        ids.append(scroll)
      }
      return ids
    }

    private func clipID(_ scroll: String) -> String {
      let index = uniqueScrolls.firstIndex(of: scroll) ?? 0
      return "\(prefix)-clip-\(index)"
    }

    private func drawElement(_ html: inout SVGDocument, _ element: PreviewElement) {
      let placed = stages.map { stage in stage.first { $0.id == element.id } ?? element }
      let rects = frames(placed.map(\.frame))
      let hidden = placed.map { $0.isHidden ? "1" : "0" }.joined(separator: ",")
      let focused = placed.map { $0.isFocused ? "1" : "0" }.joined(separator: ",")
      var classes = ["el", element.kind]
      if element.isPinned { classes.append("pinned") }
      html.group(
        "g",
        [
          "class": classes.joined(separator: " "), "data-element": element.id,
          "data-hidden": hidden, "data-focused": focused,
          "clip-path": element.scroll.map { "url(#\(clipID($0)))" } ?? "",
        ]
      ) { html in
        html.empty(
          "rect", ["data-frames": rects, "rx": n(min(element.cornerRadius, 12))])
        if element.kind != "scroll" {
          html.text("text", ["data-frames": rects, "class": "label"], element.text)
        }
      }
    }

    /// The keyboard's part on screen: below the screen while hidden, at its top afterwards.
    private func drawKeyboard(_ html: inout SVGDocument) {
      guard let keyboard = result.keyboard, keyboard.presentation != "floating" else { return }
      let height = result.screen.height
      let onScreen = keyboard.heightOnScreen(screenHeight: height)
      let hidden = PreviewRect(
        x: keyboard.frame.x, y: height, width: keyboard.frame.width, height: onScreen)
      let shown = PreviewRect(
        x: keyboard.frame.x, y: keyboard.top, width: keyboard.frame.width, height: onScreen)
      let rects = [hidden] + Array(repeating: shown, count: result.fields.count)
      html.empty("rect", ["class": "keyboard", "data-frames": frames(rects)])
    }
  }
}
