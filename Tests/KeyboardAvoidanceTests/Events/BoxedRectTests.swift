import Foundation
import Testing

@testable import KeyboardAvoidance

/// Boxes a frame can arrive in.
///
/// On Apple platforms `as? CGRect` decides; on Linux the box is opened by hand, and every kind
/// of box must come out right without trapping.
@Suite("BoxedRect")
struct BoxedRectTests {
  static let frame = CGRect(x: 0, y: 517, width: 393, height: 335)

  @Test func plainAndBoxedRectanglesOpen() {
    #expect(BoxedRect.rect(in: Self.frame) == Self.frame)
    #expect(BoxedRect.rect(in: NSValueBox.box(Self.frame)) == Self.frame)
  }

  @Test func otherValuesAreNotRectangles() {
    #expect(BoxedRect.rect(in: NSNumber(value: 335)) == nil)
    #expect(BoxedRect.rect(in: "{{0, 517}, {393, 335}}") == nil)
    #expect(BoxedRect.rect(in: NSValueBox.box(CGPoint(x: 0, y: 517))) == nil)
  }

  #if !canImport(ObjectiveC)
    /// Boxes of the same size as a rectangle, or smaller, holding something else.
    @Test func foundationsOtherGeometryBoxesAreRefused() {
      #expect(BoxedRect.rect(in: NSValue(size: CGSize(width: 393, height: 335))) == nil)
      #expect(BoxedRect.rect(in: NSValue(range: NSRange(location: 0, length: 5))) == nil)
      let insets = NSEdgeInsets(top: 0, left: 517, bottom: 393, right: 335)
      #expect(BoxedRect.rect(in: NSValue(edgeInsets: insets)) == nil)
    }

    /// NaN defeats the equality check; the rectangle still opens, for the parser to reject.
    @Test func aRectangleHoldingNaNStillOpens() throws {
      let broken = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 335)
      let opened = try #require(BoxedRect.rect(in: NSValue(rect: broken)))
      #expect(opened.origin.y.isNaN && opened.size == broken.size)
    }

    /// A box of raw bytes (here a double) is another class and is never opened.
    @Test func aBoxOfRawBytesIsRefused() {
      var height = 335.0
      let boxed = NSValue(bytes: &height, objCType: "d")
      #expect(BoxedRect.rect(in: boxed) == nil)
    }
  #endif
}
