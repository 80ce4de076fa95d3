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

    static let elementFont = 11.0
    static let labelFont = 11.0

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
        let clips = scrollClips
        for (index, clip) in clips.enumerated() {
          svg.group("clipPath", ["id": "clip-\(state)-scroll-\(index)"]) { svg in
            svg.empty(
              "rect",
              ["x": n(clip.x), "y": n(clip.y), "width": n(clip.width), "height": n(clip.height)])
          }
        }
        for element in elements where isOnScreen(element) {
          if let clip = element.clip, let index = clips.firstIndex(of: clip) {
            svg.group("g", ["clip-path": "url(#clip-\(state)-scroll-\(index))"]) { svg in
              drawElement(&svg, element)
            }
          } else {
            drawElement(&svg, element)
          }
        }
        drawOverlays(&svg)
        if keyboardShown {
          drawReportedFrame(&svg)
          drawClearanceLine(&svg)
        }
        let marks = failureMarks(messages)
        for mark in marks { drawFailure(&svg, mark) }
        for label in labels(marks: marks) {
          svg.text(
            "text",
            [
              "class": label.cssClass, "x": n(label.placed.spot.x),
              "y": n(label.placed.spot.baseline), "text-anchor": label.placed.spot.anchor.rawValue,
            ], label.placed.text)
        }
      }
    }

    private var title: String {
      guard keyboardShown else { return "Keyboard hidden" }
      guard let keyboard = result.keyboard else { return "No such keyboard on this device" }
      if keyboard.isRecordedHidden { return "Keyboard hidden, as recorded" }
      var title = "Keyboard up: \(keyboard.name), \(PointFormat.points(keyboard.height))"
      if result.fields.count > 1, let focus = result.focus { title += "; \(focus) focused" }
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
        if keyboardShown, let keyboard = keyboardBox {
          svg.empty(
            "rect",
            [
              "id": "keyboard", "class": "keyboard",
              "data-presentation": result.keyboard?.presentation ?? "",
              "x": n(keyboard.x), "y": n(keyboard.y), "width": n(keyboard.width),
              "height": n(keyboard.height),
              "rx": result.keyboard?.presentation == "floating" ? "10" : "0",
            ])
        }
        if let cutout = cutoutBox {
          svg.empty(
            "rect",
            [
              "class": "cutout", "x": n(cutout.x), "y": n(cutout.y), "width": n(cutout.width),
              "height": n(cutout.height), "rx": n(min(cutout.width, cutout.height) / 2),
            ])
        }
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
      // A container's bars, inside the safe-area bands they belong to.
      guard let bars = result.bars else { return }
      let drawn: [(String, String, Double, Double)] = [
        ("top", "navigation bar", insets.top - bars.top, bars.top),
        ("bottom", "tab bar", height - insets.bottom, bars.bottom),
      ]
      for (edge, name, barY, barHeight) in drawn where barHeight > 0 {
        svg.empty(
          "rect",
          [
            "class": "bar", "data-edge": edge, "x": "0", "y": n(barY), "width": n(width),
            "height": n(barHeight),
          ])
        svg.text(
          "text",
          ["class": "bar-label", "x": n(width / 2), "y": n(barY + min(barHeight, 44) / 2 + 4)],
          name)
      }
    }

    /// The notch or Dynamic Island, at the top in portrait and at the left in landscape.
    private var cutoutBox: LabelPlacer.Box? {
      let size: (long: Double, short: Double, inset: Double)
      switch result.cutout {
      case "notch": size = (160, 30, 0)
      case "dynamicIsland": size = (126, 37, 11)
      default: return nil
      }
      return result.orientation == "portrait"
        ? LabelPlacer.Box(
          x: width / 2 - size.long / 2, y: size.inset, width: size.long, height: size.short)
        : LabelPlacer.Box(
          x: size.inset, y: height / 2 - size.long / 2, width: size.short, height: size.long)
    }

    /// The part of the keyboard on screen.
    private var keyboardBox: LabelPlacer.Box? {
      guard let keyboard = result.keyboard else { return nil }
      return LabelPlacer.Box(
        x: keyboard.frame.x, y: keyboard.top, width: keyboard.frame.width,
        height: keyboard.heightOnScreen(screenHeight: height))
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
    }

    private var focusedField: PreviewElement? { elements.first(where: \.isFocused) }

    /// The distinct areas scroll views show their content in, in the order they first appear.
    private var scrollClips: [PreviewRect] {
      var clips: [PreviewRect] = []
      for clip in elements.compactMap(\.clip) where !clips.contains(clip) { clips.append(clip) }
      return clips
    }

    /// Whether any of an element shows inside its scroll views; content scrolled out of view is
    /// not drawn.
    private func isOnScreen(_ element: PreviewElement) -> Bool {
      guard let clip = element.clip else { return true }
      return element.frame.cgRect.intersects(clip.cgRect)
    }

    /// The part of an element that shows: its frame, cut to its scroll views.
    private func visibleFrame(_ element: PreviewElement) -> PreviewRect {
      guard let clip = element.clip else { return element.frame }
      let visible = element.frame.cgRect.intersection(clip.cgRect)
      return visible.isNull ? element.frame : PreviewRect(visible)
    }

    /// Where the clearance line runs: from the focused field down to the keyboard, or to what
    /// rides on it.
    private var clearanceLine: (x: Double, top: Double, bottom: Double, ok: Bool)? {
      guard keyboardShown, let clearance = result.clearance, let field = focusedField else {
        return nil
      }
      let x = field.frame.x + field.frame.width - 24
      let line = field.frame.maxY + clearance
      return (
        x, min(field.frame.maxY, line), max(field.frame.maxY, line),
        clearance >= focusDistance - 0.01
      )
    }

    /// A line from the focused field down to the keyboard; its label is placed with the others.
    private func drawClearanceLine(_ svg: inout SVGDocument) {
      guard let line = clearanceLine else { return }
      svg.empty(
        "line",
        [
          "class": line.ok ? "clearance" : "clearance short", "x1": n(line.x), "y1": n(line.top),
          "x2": n(line.x), "y2": n(line.bottom),
        ])
    }

    private func drawElement(_ svg: inout SVGDocument, _ element: PreviewElement) {
      var classes = ["element", element.kind]
      if element.isPinned { classes.append("pinned") }
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
    }

    /// A numbered failure mark: the failure, the elements it involves, and where its number sits.
    struct FailureMark {
      var failure: PreviewFailure
      var number: Int
      var involved: [PreviewElement]
      var center: (x: Double, y: Double)?

      var box: LabelPlacer.Box? {
        center.map { LabelPlacer.Box(x: $0.x - 9, y: $0.y - 9, width: 18, height: 18) }
      }
    }

    func failureMarks(_ messages: [Message]) -> [FailureMark] {
      messages.enumerated().compactMap { index, message in
        // Marks go where the failure happened: with the keyboard up, only the failures of the
        // field this panel has focused.
        guard let failure = message.failure, failure.keyboardShown == keyboardShown,
          failure.field == nil || failure.field == result.focus
        else {
          return nil
        }
        let involved = failure.elements.compactMap { id in
          elements.first { $0.id == id }.map { element in
            var shown = element
            shown.frame = visibleFrame(element)
            return shown
          }
        }
        // One numbered mark per failure, on its last element; several failures on one element step
        // to the left.
        let center = involved.last.map { element in
          (element.frame.maxX - 2 - 20 * Double(index % 6), element.frame.y - 2)
        }
        return FailureMark(failure: failure, number: index + 1, involved: involved, center: center)
      }
    }

    private func drawFailure(_ svg: inout SVGDocument, _ mark: FailureMark) {
      for element in mark.involved {
        let frame = element.frame
        svg.empty(
          "rect",
          [
            "class": "failure", "data-check": mark.failure.check.rawValue,
            "data-element": element.id, "x": n(frame.x - 2), "y": n(frame.y - 2),
            "width": n(frame.width + 4), "height": n(frame.height + 4),
          ])
      }
      guard let center = mark.center else { return }
      svg.empty(
        "circle", ["class": "failure-mark", "cx": n(center.x), "cy": n(center.y), "r": "9"])
      svg.text(
        "text", ["class": "failure-number", "x": n(center.x), "y": n(center.y + 4)],
        "\(mark.number)")
    }

    /// A label with the style it is drawn in.
    struct Label {
      var placed: LabelPlacer.Placed
      var cssClass: String
    }

    /// Every text label of the panel, each where it overprints no other label, no failure mark and,
    /// but for an element's own name, no element; a label with no such place is left out (the
    /// legend and the lines under the panels say the same in words).
    func labels(marks: [FailureMark]) -> [Label] {
      // Pinned elements are drawn over scroll views' content, so they are named first, and
      // content never puts its name on them.
      let drawn = elements.filter {
        $0.kind != "group" && $0.kind != "scroll" && !$0.isHidden && isOnScreen($0)
      }.sorted { $0.isPinned && !$1.isPinned }
      let elementBoxes = drawn.map { Self.box(visibleFrame($0)) }
      let pinnedBoxes = zip(drawn, elementBoxes).filter { $0.0.isPinned }.map(\.1)
      var placer = LabelPlacer(occupied: marks.compactMap(\.box) + [cutoutBox].compactMap { $0 })
      var labels: [Label] = []
      // Element names first, inside their element: centred, else at its top or bottom; off the
      // other elements where possible, and where elements overlap (a failure), over them but never
      // over another label.
      for (element, box) in zip(drawn, elementBoxes) where !element.text.isEmpty {
        let middle = box.x + box.width / 2
        let spots = [
          box.y + box.height / 2 + 4, box.y + Self.elementFont + 1, box.maxY - 3,
        ].map { LabelPlacer.Spot(x: middle, baseline: $0, anchor: .middle) }
        var clear = placer
        for other in elementBoxes where other != box { clear.avoid(other) }
        var fallback = placer
        if element.clip != nil {
          for pinned in pinnedBoxes { fallback.avoid(pinned) }
        }
        let spot =
          clear.place(element.text, fontSize: Self.elementFont, spots: spots, within: box)
          ?? fallback.place(element.text, fontSize: Self.elementFont, spots: spots, within: box)
        guard let spot else { continue }
        let placed = LabelPlacer.Placed(
          text: element.text, fontSize: Self.elementFont, spot: spot,
          box: LabelPlacer.box(of: element.text, fontSize: Self.elementFont, at: spot))
        if placer.placed.last != placed { placer.avoid(placed.box) }
        labels.append(
          Label(
            placed: placed,
            cssClass: element.kind == "button" ? "element-text on-button" : "element-text"))
      }
      for box in elementBoxes { placer.avoid(box) }
      if keyboardShown {
        labels += keyboardLabels(&placer)
      }
      return labels
    }

    /// The keyboard's name, the reported frame's note and the clearance, placed after the elements
    /// so they never sit on one.
    private func keyboardLabels(_ placer: inout LabelPlacer) -> [Label] {
      var labels: [Label] = []
      func add(_ text: String, _ cssClass: String, _ spots: [LabelPlacer.Spot]) {
        if placer.place(text, fontSize: Self.labelFont, spots: spots) != nil,
          let placed = placer.placed.last
        {
          labels.append(Label(placed: placed, cssClass: cssClass))
        }
      }
      if let keyboard = result.keyboard, let box = keyboardBox, box.height > 0 {
        let text = "\(keyboard.name) keyboard, \(PointFormat.points(keyboard.height))"
        let middle = box.x + box.width / 2
        let spots = stride(from: box.y + 16, through: box.maxY - 4, by: 14).map {
          LabelPlacer.Spot(x: middle, baseline: $0, anchor: .middle)
        }
        add(text, "keyboard-text", spots)
      }
      if let frame = result.keyboard?.frame, frame.maxY > height {
        let below = frame.maxY - height
        let edge = result.window == nil ? "screen" : "window"
        add(
          "the frame iOS reports reaches \(PointFormat.points(below)) below the \(edge)",
          "keyboard-text",
          [
            LabelPlacer.Spot(
              x: frame.x + frame.width / 2, baseline: height + below / 2 + 4, anchor: .middle)
          ])
      }
      if let line = clearanceLine, let clearance = result.clearance {
        // Beside the line, in the gap between the field and the keyboard; else outside the screen's
        // right edge, level with the gap.
        let text = PointFormat.points(clearance)
        let middle = (line.top + line.bottom) / 2 + 4
        var spots = [
          LabelPlacer.Spot(x: line.x - 5, baseline: middle, anchor: .end),
          LabelPlacer.Spot(x: line.x + 5, baseline: middle, anchor: .start),
        ]
        if let keyboard = keyboardBox { placer.avoid(keyboard) }
        spots += [middle, line.top - 4, line.bottom + 12].map {
          LabelPlacer.Spot(x: width + 6, baseline: $0, anchor: .start)
        }
        add(text, line.ok ? "clearance-text" : "clearance-text short", spots)
      }
      return labels
    }

    private static func box(_ rect: PreviewRect) -> LabelPlacer.Box {
      LabelPlacer.Box(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }
}
