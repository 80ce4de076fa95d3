import Foundation

/// Core Graphics geometry compared and hashed component by component.
///
/// Apple's CoreGraphics makes `CGPoint`, `CGSize` and `CGRect` `Hashable` only from iOS 18 (the
/// iOS 18 SDK's `CoreGraphics.swiftinterface` declares `@available(iOS 18.0, *) extension CGRect :
/// Swift.Hashable`), so a type that supports iOS 13 cannot synthesize `Hashable` over them;
/// swift-corelibs-foundation makes them `Hashable` everywhere, which hides the problem on Linux.
/// The package's value types that store geometry write their conformance out with this instead:
/// two values are equal when every component is equal, exactly as stored (Apple's `CGRect.==`
/// is `CGRectEqualToRect`, which standardizes a rectangle with a negative size first), and they
/// hash those same components, so equal values hash alike on every platform and iOS version.
protocol ExactGeometry {
  /// Whether every component of `other` equals this value's.
  func isExactly(_ other: Self) -> Bool

  /// Feeds every component to `hasher`, in a fixed order.
  func hashComponents(into hasher: inout Hasher)
}

extension CGPoint: ExactGeometry {
  func isExactly(_ other: CGPoint) -> Bool { x == other.x && y == other.y }

  func hashComponents(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(y)
  }
}

extension CGSize: ExactGeometry {
  func isExactly(_ other: CGSize) -> Bool { width == other.width && height == other.height }

  func hashComponents(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }
}

extension CGRect: ExactGeometry {
  func isExactly(_ other: CGRect) -> Bool {
    origin.isExactly(other.origin) && size.isExactly(other.size)
  }

  func hashComponents(into hasher: inout Hasher) {
    origin.hashComponents(into: &hasher)
    size.hashComponents(into: &hasher)
  }
}

extension Optional: ExactGeometry where Wrapped: ExactGeometry {
  func isExactly(_ other: Wrapped?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let value?, let otherValue?): value.isExactly(otherValue)
    default: false
    }
  }

  func hashComponents(into hasher: inout Hasher) {
    hasher.combine(self != nil)
    self?.hashComponents(into: &hasher)
  }
}

extension Array: ExactGeometry where Element: ExactGeometry {
  func isExactly(_ other: [Element]) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0.isExactly($1) }
  }

  func hashComponents(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { element.hashComponents(into: &hasher) }
  }
}

extension Hasher {
  /// Feeds every component of a geometry value, as ``ExactGeometry`` compares it.
  mutating func combine(exactly value: some ExactGeometry) {
    value.hashComponents(into: &self)
  }
}
