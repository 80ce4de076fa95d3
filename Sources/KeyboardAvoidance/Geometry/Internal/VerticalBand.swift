import Foundation

/// A stretch of the screen between two y coordinates: the part of a scroll view where content is
/// visible, or the part of a field that has to be shown.
///
/// A band's bottom may lie above its top when the keyboard covers a scroll view beyond its top
/// inset; such a band has a negative height, and nothing fits in it.
struct VerticalBand: Equatable {
  var top: CGFloat
  var bottom: CGFloat

  var height: CGFloat { bottom - top }

  init(top: CGFloat, bottom: CGFloat) {
    self.top = top
    self.bottom = bottom
  }

  /// The band a rectangle spans, or `nil` when the rectangle is not finite.
  init?(_ rect: CGRect?) {
    guard let rect, rect.isFiniteAndStandard else { return nil }
    self.init(top: rect.minY, bottom: rect.maxY)
  }

  func moved(by distance: CGFloat) -> VerticalBand {
    VerticalBand(top: top + distance, bottom: bottom + distance)
  }

  /// The part of this band that also lies in `other`; may come out inverted (see the type).
  func clipped(to other: VerticalBand) -> VerticalBand {
    VerticalBand(top: max(top, other.top), bottom: min(bottom, other.bottom))
  }

  /// This band pressed into `other`, each edge clamped into it.
  ///
  /// A band entirely below `other` becomes `other`'s bottom edge. Never inverted when neither
  /// band is.
  func pressed(into other: VerticalBand) -> VerticalBand {
    func clamp(_ y: CGFloat) -> CGFloat { min(max(y, other.top), other.bottom) }
    return VerticalBand(top: clamp(top), bottom: clamp(bottom))
  }

  /// How far to scroll (positive: content moves up) so `target` shows in this band with `distance`
  /// left below it, by the smallest amount, and never so far that the target's top leaves the band.
  ///
  /// A target taller than the band (distance included) ends with its top at the band's top.
  func scrollDistance(revealing target: VerticalBand, distance: CGFloat) -> CGFloat {
    if target.top < top { return target.top - top }
    let overshoot = target.bottom + distance - bottom
    guard overshoot > 0 else { return 0 }
    return min(overshoot, target.top - top)
  }
}
