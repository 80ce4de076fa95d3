import Foundation

// iPhoneOS18.0.sdk UIKit/UIGeometry.h — typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets
// developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable {
  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — var top: CGFloat
  public var top: CGFloat
  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — var left: CGFloat
  public var left: CGFloat
  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — var bottom: CGFloat
  public var bottom: CGFloat
  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — var right: CGFloat
  public var right: CGFloat

  // iPhoneOS18.0.sdk UIKit/UIKit.apinotes — UIEdgeInsetsMake: UIEdgeInsets.init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — a C struct imports with a zero-filling init()
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — UIEdgeInsetsZero; UIKit.apinotes SwiftName: UIEdgeInsets.zero
  public static let zero = UIEdgeInsets()
}

// extension UIEdgeInsets : Swift.Equatable
// iPhoneOS18.0.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — @available(iOS 7.0, *)
@available(iOS 7.0, *)
extension UIEdgeInsets: Equatable {}

extension CGRect {
  // iPhoneOS18.0.sdk UIKit/UIGeometry.h — UIEdgeInsetsInsetRect; UIKit.apinotes SwiftName: CGRect.inset(by:)
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

extension NSValue {
  // How UIKit boxes rectangles in notifications such as the keyboard's. On Linux, Foundation's own
  // rectangle box stands in for it: the same class the adapters and the simulator use.
  // iPhoneOS17.4.sdk UIKit/UIGeometry.h — @interface NSValue (NSValueUIGeometryExtensions) + (NSValue *)valueWithCGRect:(CGRect)rect
  // developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  // swift-corelibs-foundation does not bridge NSValue to CGRect; its rectValue reads the box.
  // iPhoneOS17.4.sdk UIKit/UIGeometry.h — @interface NSValue (NSValueUIGeometryExtensions) @property(nonatomic, readonly) CGRect CGRectValue
  public var cgRectValue: CGRect { rectValue }
}
