import Foundation

/// Where a point is, for conversions between coordinate spaces: every space maps to and from a
/// global space, the screen's.
@MainActor
protocol ModelCoordinateSpace: AnyObject {
  /// Converts a point of this space to the screen's space.
  func modelToGlobal(_ point: CGPoint) -> CGPoint
  /// Converts a point of the screen's space to this space.
  func modelFromGlobal(_ point: CGPoint) -> CGPoint
}

extension CGRect {
  /// The four corners, for converting rectangles through transforms.
  var modelCorners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ]
  }

  /// The smallest rectangle holding `points`, as UIKit converts a rectangle through a transform
  /// (the bounding box of the transformed corners).
  static func modelBoundingBox(of points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return .null
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// This rectangle converted point by point.
  func modelConverted(_ convert: (CGPoint) -> CGPoint) -> CGRect {
    guard !isNull else { return self }
    return .modelBoundingBox(of: modelCorners.map(convert))
  }
}

extension UIEdgeInsets {
  var modelValue: ModelValue { .insets(top: top, left: left, bottom: bottom, right: right) }
}
