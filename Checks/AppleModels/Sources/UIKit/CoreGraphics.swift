import Foundation

// Core Graphics declarations that UIKit re-exports and Foundation on Linux lacks. The structure
// comes from the header; the Swift names from the CoreGraphics Swift overlay of the same SDK
// (CoreGraphics.apinotes names none of these).

// iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; }
public struct CGAffineTransform: Sendable {
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — var a: CGFloat
  public var a: CGFloat
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — var b: CGFloat
  public var b: CGFloat
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — var c: CGFloat
  public var c: CGFloat
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — var d: CGFloat
  public var d: CGFloat
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — var tx: CGFloat
  public var tx: CGFloat
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — var ty: CGFloat
  public var ty: CGFloat

  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — the memberwise initializer of the imported C struct
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @_alwaysEmitIntoClient public init(scaleX sx: CGFloat, y sy: CGFloat)
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @_alwaysEmitIntoClient public init(translationX tx: CGFloat, y ty: CGFloat)
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  // public static var identity: CGAffineTransform { get }; CGAffineTransform.h: "[ 1 0 0 1 0 0 ]"
  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @available(iOS 7.0, *)
  @available(iOS 7.0, *)
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @_alwaysEmitIntoClient public var isIdentity: Bool
  public var isIdentity: Bool { self == .identity }

  // CGAffineTransform.h, CGAffineTransformInvert: "If `t' has zero determinant, then `t' is returned unchanged."
  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @_alwaysEmitIntoClient public func inverted();
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

// extension CGAffineTransform : Swift.Equatable
// iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @available(iOS 7.0, *)
@available(iOS 7.0, *)
extension CGAffineTransform: Equatable {}

extension CGPoint {
  // CGAffineTransform.h, CGPointApplyAffineTransform: "p' = p * t"
  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @_alwaysEmitIntoClient public func applying(_ t:);
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  // CGAffineTransform.h, CGRectApplyAffineTransform: "the smallest rectangle which contains the
  // transformed corner points"
  // iPhoneOS18.0.sdk CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface — @_alwaysEmitIntoClient public func applying(_ t:);
  public func applying(_ t: CGAffineTransform) -> CGRect {
    modelConverted { $0.applying(t) }
  }
}
