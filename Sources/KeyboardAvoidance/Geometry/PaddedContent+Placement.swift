import Foundation

extension PaddedContent {
  /// How a container places padded content, which decides how a bottom padding moves the
  /// content.
  ///
  /// SwiftUI's `padding(_:_:)` returns a view "padded by the specified amount on the specified
  /// edges": the content keeps its own layout inside, and the padded view is that much taller or,
  /// when it already takes all the height its container offers, the content that much shorter.
  /// Where the content ends up then depends on the container, and no single measurement tells the
  /// cases apart, so the caller names it.
  ///
  /// ```swift
  /// // VStack { field; Spacer(); button }.keyboardAvoiding()           → .fills
  /// // ScrollView { form.keyboardAvoiding() }                           → .top
  /// // form.keyboardAvoiding().frame(maxHeight: .infinity)              → .center
  /// // form.keyboardAvoiding().frame(maxHeight: .infinity, alignment: .bottom) → .bottom
  /// PaddedContent.Placement.center.liftPerPoint  // 0.5
  /// ```
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    /// The content takes all the height it is offered, so the padding shortens it: its top stays
    /// and its bottom edge rises with the padding, point for point.
    ///
    /// The outermost view of a screen, a stack with a `Spacer`, a `ScrollView` padded as a whole,
    /// a view with `frame(maxHeight: .infinity)` inside the padding.
    case fills
    /// Fixed-height content at the top of a taller space, or inside a `ScrollView`: it stays
    /// where it is, and the padding only adds room below it.
    ///
    /// Padding cannot lift such content; it makes room to scroll its bottom above the keyboard.
    case top
    /// Fixed-height content centred in a taller space, as `frame(maxHeight: .infinity)` outside
    /// the padding places it by default: it rises by half the padding.
    case center
    /// Fixed-height content at the bottom of a taller space: the whole content rises with the
    /// padding, point for point.
    case bottom

    /// How far the content's bottom edge rises for each point of bottom padding: 1, 0, ½ or 1.
    public var liftPerPoint: CGFloat {
      switch self {
      case .fills, .bottom: 1
      case .center: 0.5
      case .top: 0
      }
    }

    /// The padding that raises the content's bottom edge by `rise`; for ``top`` content, which
    /// no padding raises, room of that height below it.
    func padding(forRise rise: CGFloat) -> CGFloat {
      liftPerPoint > 0 ? rise / liftPerPoint : rise
    }

    /// Where content measured at `frame` would be with `padding` less below it.
    func frame(_ frame: CGRect, without padding: CGFloat) -> CGRect {
      switch self {
      case .fills:
        CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + padding)
      case .top, .center, .bottom:
        frame.offsetBy(dx: 0, dy: padding * liftPerPoint)
      }
    }
  }
}
