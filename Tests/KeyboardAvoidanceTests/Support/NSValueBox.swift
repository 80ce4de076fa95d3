import Foundation

/// Boxes rectangles and points the way UIKit puts them in a `userInfo` dictionary.
enum NSValueBox {
  static func box(_ rect: CGRect) -> Any {
    #if canImport(ObjectiveC)
      rect
    #else
      NSValue(rect: rect)
    #endif
  }

  static func box(_ point: CGPoint) -> Any {
    #if canImport(ObjectiveC)
      point
    #else
      NSValue(point: point)
    #endif
  }
}
