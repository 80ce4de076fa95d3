import Foundation

/// Opens a rectangle that arrives boxed in an `NSValue`.
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

  #if !canImport(ObjectiveC)
    /// The class Foundation uses for its boxed points, sizes, ranges, rectangles and edge insets.
    private static let geometryBoxClass = ObjectIdentifier(type(of: NSValue(rect: .zero)))

    private static func rect(inBox boxed: NSValue) -> CGRect? {
      // Only Foundation's own geometry boxes are opened. They hold at most 32 bytes (a rectangle
      // or edge insets), so copying their bytes into a rectangle cannot overrun it. Boxes of
      // arbitrary bytes (`init(bytes:objCType:)`), numbers and subclasses are other classes.
      guard ObjectIdentifier(type(of: boxed)) == geometryBoxClass else { return nil }
      var candidate = CGRect.zero
      withUnsafeMutableBytes(of: &candidate) { bytes in
        if let address = bytes.baseAddress { boxed.getValue(address) }
      }
      // A box holding a rectangle equals a rectangle box made from the bytes it gave; a point,
      // size, range or edge insets never equals a rectangle box, whatever the bytes.
      if NSValue(rect: candidate).isEqual(boxed) { return candidate }
      // NaN is not equal to itself, so a rectangle holding NaN lands here too. Its description
      // tells it apart; that is slower, and only malformed input pays for it.
      return boxed.description.hasPrefix("{{") ? candidate : nil
    }
  #endif
}
