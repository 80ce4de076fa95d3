/// Places a picture's text labels where they cover no other label and nothing they must not
/// cover, such as a button, trying the positions each label offers in order.
///
/// Text is not measured (an SVG has no font metrics until a viewer draws it): a label's box is
/// estimated generously, at 0.6 of the font size per character, which is wider than Helvetica's
/// and Arial's letters on average, and the font size tall plus a fifth.
struct LabelPlacer {
  /// A rectangle in the picture's coordinates.
  struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func intersects(_ other: Box) -> Bool {
      x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: Box) -> Bool {
      other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }
  }

  /// How a label's `x` relates to its text, as SVG's `text-anchor` says.
  enum Anchor: String {
    case start
    case middle
    case end
  }

  /// A position a label may take: its anchor point and baseline.
  struct Spot: Equatable {
    var x: Double
    var baseline: Double
    var anchor: Anchor
  }

  /// A label that found its place.
  struct Placed: Equatable {
    var text: String
    var fontSize: Double
    var spot: Spot
    var box: Box
  }

  /// What labels must not cover: other labels, and what each placement adds.
  private(set) var occupied: [Box]
  /// Every label placed so far, in order.
  private(set) var placed: [Placed] = []

  init(occupied: [Box] = []) {
    self.occupied = occupied
  }

  /// The box a text takes at a spot.
  static func box(of text: String, fontSize: Double, at spot: Spot) -> Box {
    let width = Double(text.count) * fontSize * 0.6
    let left: Double
    switch spot.anchor {
    case .start: left = spot.x
    case .middle: left = spot.x - width / 2
    case .end: left = spot.x - width
    }
    return Box(x: left, y: spot.baseline - fontSize, width: width, height: fontSize * 1.2)
  }

  /// Adds a box labels must stay off.
  mutating func avoid(_ box: Box) {
    occupied.append(box)
  }

  /// Places a label at the first spot where it covers nothing occupied and, when `bounds` is
  /// given, stays inside it; the label then occupies its box.
  ///
  /// - Parameters:
  ///   - text: The label.
  ///   - fontSize: Its font size, in the picture's units.
  ///   - spots: The positions to try, best first.
  ///   - bounds: The area the label must stay in, if any.
  ///   - ignoring: Boxes this label may cover, such as the element it names.
  /// - Returns: The spot taken, or `nil` when none is free: the label is then left out.
  mutating func place(
    _ text: String, fontSize: Double, spots: [Spot], within bounds: Box? = nil,
    ignoring: [Box] = []
  ) -> Spot? {
    for spot in spots {
      let box = Self.box(of: text, fontSize: fontSize, at: spot)
      if let bounds, !bounds.contains(box) { continue }
      if occupied.contains(where: { $0.intersects(box) && !ignoring.contains($0) }) { continue }
      occupied.append(box)
      placed.append(Placed(text: text, fontSize: fontSize, spot: spot, box: box))
      return spot
    }
    return nil
  }
}
