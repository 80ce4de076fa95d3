extension SVGPicture {
  /// The key under the panels: what the keyboard, the safe area, the clearance line and the
  /// failure marks look like, with this picture's figures.
  struct Legend {
    var result: PreviewResult
    var focusDistance: Double

    /// How an item is drawn in front of its words.
    enum Swatch: String {
      case keyboard
      case safeArea = "safe-area"
      case reportedFrame = "keyboard-frame"
      case clearance
      case failure
      case scroll
    }

    struct Item {
      var swatch: Swatch
      var text: String
    }

    static let fontSize = 12.0
    static let swatchWidth = 18.0

    var items: [Item] {
      var items: [Item] = []
      if let keyboard = result.keyboard {
        let origin = keyboard.provenance == "shippingApps" ? "shipping apps" : keyboard.provenance
        let text = keyboard.isRecordedHidden ? keyboard.phrase : keyboard.phrase + " on screen"
        items.append(
          Item(swatch: .keyboard, text: keyboard.kind == .recorded ? text : "\(text) (\(origin))"))
      } else {
        items.append(
          Item(swatch: .keyboard, text: "\(result.keyboardKind.rawValue) keyboard: none here"))
      }
      if let frame = result.keyboard?.frame, frame.maxY > result.screen.height {
        items.append(Item(swatch: .reportedFrame, text: "the keyboard frame iOS reports"))
      }
      items.append(Item(swatch: .safeArea, text: "outside the safe area"))
      if let clearance = result.clearance {
        let field = result.focus.map { "\($0) " } ?? ""
        let below = result.pictureRider.map { "`\($0.id)` on the keyboard" } ?? "the keyboard"
        items.append(
          Item(
            swatch: .clearance,
            text: "clearance: \(field)ends \(PointFormat.points(clearance)) above \(below) "
              + "(needs \(PointFormat.points(focusDistance)))"))
      }
      if result.shown.contains(where: { $0.kind == "scroll" }) {
        items.append(
          Item(swatch: .scroll, text: "a scroll view; its content is clipped to it"))
      }
      if !result.failures.isEmpty {
        items.append(Item(swatch: .failure, text: "a failed check, numbered as below"))
      }
      return items
    }

    /// The width an item takes, its swatch and words and the space after it.
    private static func width(of item: Item) -> Double {
      swatchWidth + 6 + Double(item.text.count) * fontSize * 0.6 + 18
    }

    /// The items in rows no wider than `width`.
    func rows(width: Double) -> [[Item]] {
      var rows: [[Item]] = []
      var row: [Item] = []
      var used = 0.0
      for item in items {
        let itemWidth = Self.width(of: item)
        if !row.isEmpty && used + itemWidth > width {
          rows.append(row)
          row = []
          used = 0
        }
        row.append(item)
        used += itemWidth
      }
      if !row.isEmpty { rows.append(row) }
      return rows
    }

    func draw(_ svg: inout SVGDocument, rows: [[Item]], x: Double, y: Double) {
      func n(_ value: Double) -> String { SVGDocument.number(value) }
      svg.group("g", ["class": "legend"]) { svg in
        for (index, row) in rows.enumerated() {
          var left = x
          let baseline = y + Double(index) * SVGPicture.lineHeight + 12
          for item in row {
            let top = baseline - 10
            switch item.swatch {
            case .clearance:
              svg.empty(
                "line",
                [
                  "class": "clearance", "data-legend": item.swatch.rawValue,
                  "x1": n(left + Self.swatchWidth / 2), "y1": n(top),
                  "x2": n(left + Self.swatchWidth / 2), "y2": n(top + 12),
                ])
            case .keyboard, .safeArea, .reportedFrame, .failure, .scroll:
              svg.empty(
                "rect",
                [
                  "class": item.swatch.rawValue, "data-legend": item.swatch.rawValue,
                  "x": n(left + 1), "y": n(top), "width": n(Self.swatchWidth - 2), "height": "12",
                ])
            }
            svg.text(
              "text",
              ["class": "legend-text", "x": n(left + Self.swatchWidth + 6), "y": n(baseline)],
              item.text)
            left += Self.width(of: item)
          }
        }
      }
    }
  }
}
