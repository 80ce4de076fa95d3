import Foundation

/// Opens a rectangle, a point or a size that arrives boxed in an `NSValue`, and boxes them as
/// UIKit posts them.
///
/// On Apple platforms `as? CGRect` does it, checking what the box holds. swift-corelibs-foundation
/// does not bridge `NSValue`, its `rectValue` traps unless the box holds a rectangle, and asking
/// the box what it holds (`objCType`) allocates a C string that is never freed: about 40 bytes a
/// call, 49 MB over 1.2 million calls on the build machine. This file checks the box without
/// either, and is the only place that knows how.
enum BoxedRect {
  /// The rectangle in `value`, or `nil` when `value` holds anything else.
  ///
  /// - Parameter value: A `userInfo` value: a `CGRect`, an `NSValue`, or anything else.
  /// - Returns: The rectangle, unchecked: it may hold NaN or negative sizes.
  static func rect(in value: Any) -> CGRect? {
    #if canImport(ObjectiveC)
      return value as? CGRect
    #else
      // The class test comes first: it is a pointer comparison, where a failed `as? CGRect` on a
      // boxed value walks the runtime's bridging tables.
      if let boxed = value as? NSValue { return rect(inBox: boxed) }
      return value as? CGRect
    #endif
  }

  /// The point in `value`, or `nil` when `value` holds anything else (a rectangle included).
  ///
  /// A point holding NaN is not recognized on Linux: nothing tells its box from a size's.
  static func point(in value: Any) -> CGPoint? {
    #if canImport(ObjectiveC)
      return value as? CGPoint
    #else
      if let boxed = value as? NSValue {
        return bytes(of: boxed).flatMap { candidate in
          NSValue(point: candidate.origin).isEqual(boxed) ? candidate.origin : nil
        }
      }
      return value as? CGPoint
    #endif
  }

  /// The size in `value`, or `nil` when `value` holds anything else (a rectangle included).
  ///
  /// A size holding NaN is not recognized on Linux: nothing tells its box from a point's.
  static func size(in value: Any) -> CGSize? {
    #if canImport(ObjectiveC)
      return value as? CGSize
    #else
      if let boxed = value as? NSValue {
        return bytes(of: boxed).flatMap { candidate in
          let size = CGSize(width: candidate.origin.x, height: candidate.origin.y)
          return NSValue(size: size).isEqual(boxed) ? size : nil
        }
      }
      return value as? CGSize
    #endif
  }

  /// A rectangle as UIKit posts it: in an `NSValue`.
  ///
  /// Where Objective-C bridging exists, a `CGRect` in a `userInfo` dictionary reaches observers
  /// as an `NSValue` holding it; swift-corelibs-foundation needs the `NSValue` built explicitly.
  static func boxed(_ rect: CGRect) -> Any {
    #if canImport(ObjectiveC)
      rect
    #else
      NSValue(rect: rect)
    #endif
  }

  /// A point as UIKit posts it: in an `NSValue`.
  static func boxed(_ point: CGPoint) -> Any {
    #if canImport(ObjectiveC)
      point
    #else
      NSValue(point: point)
    #endif
  }

  /// A size as UIKit posts it: in an `NSValue`.
  static func boxed(_ size: CGSize) -> Any {
    #if canImport(ObjectiveC)
      size
    #else
      NSValue(size: size)
    #endif
  }

  #if !canImport(ObjectiveC)
    /// The class Foundation uses for its boxed points, sizes, ranges, rectangles and edge insets.
    private static let geometryBoxClass = ObjectIdentifier(type(of: NSValue(rect: .zero)))

    /// The bytes of one of Foundation's own geometry boxes, as a rectangle's worth of memory.
    private static func bytes(of boxed: NSValue) -> CGRect? {
      // Only Foundation's own geometry boxes are opened. They hold at most 32 bytes (a rectangle
      // or edge insets), so copying their bytes into a rectangle cannot overrun it. Boxes of
      // arbitrary bytes (`init(bytes:objCType:)`), numbers and subclasses are other classes.
      guard ObjectIdentifier(type(of: boxed)) == geometryBoxClass else { return nil }
      var candidate = CGRect.zero
      withUnsafeMutableBytes(of: &candidate) { bytes in
        if let address = bytes.baseAddress { boxed.getValue(address) }
      }
      return candidate
    }

    private static func rect(inBox boxed: NSValue) -> CGRect? {
      guard let candidate = bytes(of: boxed) else { return nil }
      // A box holding a rectangle equals a rectangle box made from the bytes it gave; a point,
      // size, range or edge insets never equals a rectangle box, whatever the bytes.
      if NSValue(rect: candidate).isEqual(boxed) { return candidate }
      // NaN is not equal to itself, so a rectangle holding NaN lands here too. Its description
      // tells it apart; that is slower, and only malformed input pays for it.
      return boxed.description.hasPrefix("{{") ? candidate : nil
    }
  #endif
}
