import Foundation

extension SVGPicture {
  /// One side of the picture: the screen with the keyboard hidden, or with it up.
  struct Panel {
    var result: PreviewResult
    var keyboardShown: Bool
    var x: Double
    /// The top of the screen in the picture.
    var y: Double
    var focusDistance: Double

    private var state: String { keyboardShown ? "shown" : "hidden" }
    private var elements: [PreviewElement] { keyboardShown ? result.shown : result.hidden }
    private var width: Double { result.screen.width }
    private var height: Double { result.screen.height }

    private func n(_ value: Double) -> String { SVGDocument.number(value) }

    func draw(_ svg: inout SVGDocument, messages: [Message]) {
      svg.text(
        "text", ["class": "panel-title", "x": n(x), "y": n(SVGPicture.header + 12)], title)
      svg.group(
        "g", ["id": "panel-\(state)", "class": "panel", "transform": "translate(\(n(x)) \(n(y)))"]
      ) { svg in
        svg.group("clipPath", ["id": "clip-\(state)"]) { svg in
          svg.empty(
            "rect", ["width": n(width), "height": n(height), "rx": n(screenCornerRadius)])
        }
        drawScreen(&svg)
        for element in elements { drawElement(&svg, element) }
        drawOverlays(&svg)
        if keyboardShown {
          drawReportedFrame(&svg)
          drawClearance(&svg)
        }
        for (index, message) in messages.enumerated() {
          guard let failure = message.failure, failure.keyboardShown == keyboardShown else {
            continue
          }
          drawFailure(&svg, failure, number: index + 1)
        }
      }
    }

    private var title: String {
      guard keyboardShown else { return "Keyboard hidden" }
      guard let keyboard = result.keyboard else { return "No such keyboard on this device" }
      var title = "Keyboard up: \(keyboard.kind.rawValue), \(PointFormat.points(keyboard.height))"
      if result.rootShift > 0 {
        title += "; screen moved up \(PointFormat.points(result.rootShift))"
      }
      return title
    }

    private var hasHomeIndicator: Bool { result.cutout != "none" || result.safeArea.bottom > 0 }

    private var screenCornerRadius: Double {
      hasHomeIndicator ? (result.family == "iPad" ? 18 : 44) : 4
    }

    /// The screen and its safe areas, under the elements.
    private func drawScreen(_ svg: inout SVGDocument) {
      svg.empty(
        "rect",
        [
          "class": "screen", "width": n(width), "height": n(height), "rx": n(screenCornerRadius),
          "data-state": state,
        ])
      svg.group("g", ["clip-path": "url(#clip-\(state))"]) { svg in drawSafeAreas(&svg) }
    }

    /// What the system draws over the app, clipped to the screen's corners.
    ///
    /// The keyboard, the cutout and the home indicator; the keyboard is translucent so that what
    /// it covers shows.
    private func drawOverlays(_ svg: inout SVGDocument) {
      svg.group("g", ["clip-path": "url(#clip-\(state))"]) { svg in
        if keyboardShown { drawKeyboard(&svg) }
        drawCutout(&svg)
        if result.family == "iPhone" && hasHomeIndicator {
          svg.empty(
            "rect",
            [
              "class": "home-indicator", "x": n(width / 2 - 67), "y": n(height - 13),
              "width": "134", "height": "5", "rx": "2.5",
            ])
        }
      }
    }

    private func drawSafeAreas(_ svg: inout SVGDocument) {
      let insets = result.safeArea
      let bands: [(String, Double, Double, Double, Double)] = [
        ("top", 0, 0, width, insets.top),
        ("bottom", 0, height - insets.bottom, width, insets.bottom),
        ("left", 0, 0, insets.left, height),
        ("right", width - insets.right, 0, insets.right, height),
      ]
      for (edge, bandX, bandY, bandWidth, bandHeight) in bands where bandWidth > 0 && bandHeight > 0
      {
        svg.empty(
          "rect",
          [
            "class": "safe-area", "data-edge": edge, "x": n(bandX), "y": n(bandY),
            "width": n(bandWidth), "height": n(bandHeight),
          ])
      }
    }

    /// The notch or Dynamic Island, at the top in portrait and at the left in landscape.
    private func drawCutout(_ svg: inout SVGDocument) {
      let size: (long: Double, short: Double, inset: Double, radius: Double)
      switch result.cutout {
      case "notch": size = (160, 30, 0, 12)
      case "dynamicIsland": size = (126, 37, 11, 18.5)
      default: return
      }
      let portrait = result.orientation == "portrait"
      let frame =
        portrait
        ? (width / 2 - size.long / 2, size.inset, size.long, size.short)
        : (size.inset, height / 2 - size.long / 2, size.short, size.long)
      svg.empty(
        "rect",
        [
          "class": "cutout", "x": n(frame.0), "y": n(frame.1), "width": n(frame.2),
          "height": n(frame.3), "rx": n(size.radius),
        ])
    }

    private func drawKeyboard(_ svg: inout SVGDocument) {
      guard let keyboard = result.keyboard else { return }
      let frame = keyboard.frame
      let visibleHeight = min(frame.maxY, height) - frame.y
      svg.empty(
        "rect",
        [
          "id": "keyboard", "class": "keyboard", "data-presentation": keyboard.presentation,
          "x": n(frame.x), "y": n(frame.y), "width": n(frame.width), "height": n(visibleHeight),
          "rx": keyboard.presentation == "floating" ? "10" : "0",
        ])
      svg.text(
        "text",
        [
          "class": "element-text", "x": n(frame.x + frame.width / 2),
          "y": n(frame.y + min(visibleHeight, 60) / 2 + 4),
        ],
        "keyboard, \(PointFormat.points(keyboard.height)) on screen, \(provenance(keyboard))")
    }

    /// The frame iOS reports for a hardware keyboard, reaching below the screen, outside the
    /// screen's clip.
    private func drawReportedFrame(_ svg: inout SVGDocument) {
      guard let frame = result.keyboard?.frame, frame.maxY > height else { return }
      svg.empty(
        "rect",
        [
          "id": "keyboard-frame", "class": "keyboard-frame", "x": n(frame.x), "y": n(frame.y),
          "width": n(frame.width), "height": n(frame.height),
        ])
      svg.text(
        "text",
        [
          "class": "element-text", "x": n(frame.x + frame.width / 2),
          "y": n(height + (frame.maxY - height) / 2 + 4),
        ],
        "the frame iOS reports reaches \(PointFormat.points(frame.maxY - height)) below the screen")
    }

    private func provenance(_ keyboard: PreviewKeyboardReport) -> String {
      keyboard.provenance == "shippingApps" ? "shipping apps" : keyboard.provenance
    }

    /// A line from the focused field down to the keyboard, labelled with the distance.
    private func drawClearance(_ svg: inout SVGDocument) {
      guard let clearance = result.clearance, let keyboard = result.keyboard,
        let field = elements.first(where: \.isFocused)
      else { return }
      let x = field.frame.x + field.frame.width - 24
      let ok = clearance >= focusDistance - 0.01
      svg.empty(
        "line",
        [
          "class": ok ? "clearance" : "clearance short", "x1": n(x), "y1": n(field.frame.maxY),
          "x2": n(x), "y2": n(keyboard.top),
        ])
      svg.text(
        "text",
        [
          "class": ok ? "clearance-text" : "clearance-text short", "x": n(x - 6),
          "y": n(min(field.frame.maxY, keyboard.top) + 14),
        ],
        "\(PointFormat.points(clearance)) above the keyboard (needs \(PointFormat.points(focusDistance)))"
      )
    }

    private func drawElement(_ svg: inout SVGDocument, _ element: PreviewElement) {
      var classes = ["element", element.kind]
      if element.isFocused { classes.append("focused") }
      if element.isHidden { classes.append("hidden") }
      let frame = element.frame
      svg.empty(
        "rect",
        [
          "id": "\(state)-\(element.id)", "class": classes.joined(separator: " "),
          "data-element": element.id, "x": n(frame.x), "y": n(frame.y), "width": n(frame.width),
          "height": n(frame.height), "rx": n(min(element.cornerRadius, frame.height / 2)),
        ])
      guard element.kind != "group", !element.isHidden else { return }
      svg.text(
        "text",
        [
          "class": element.kind == "button" ? "element-text on-button" : "element-text",
          "x": n(frame.x + frame.width / 2), "y": n(frame.y + frame.height / 2 + 4),
        ], element.text)
    }

    private func drawFailure(_ svg: inout SVGDocument, _ failure: PreviewFailure, number: Int) {
      let involved = failure.elements.compactMap { id in elements.first { $0.id == id } }
      for element in involved {
        let frame = element.frame
        svg.empty(
          "rect",
          [
            "class": "failure", "data-check": failure.check.rawValue, "data-element": element.id,
            "x": n(frame.x - 2), "y": n(frame.y - 2), "width": n(frame.width + 4),
            "height": n(frame.height + 4),
          ])
      }
      // One numbered mark per failure, on its last element (drawn last, so on top).
      guard let marked = involved.last?.frame else { return }
      let center = (marked.maxX - 2 - 20 * Double((number - 1) % 6), marked.y - 2)
      svg.empty(
        "circle", ["class": "failure-mark", "cx": n(center.0), "cy": n(center.1), "r": "9"])
      svg.text(
        "text", ["class": "failure-number", "x": n(center.0), "y": n(center.1 + 4)], "\(number)")
    }
  }
}
