import Foundation

// Core Graphics declarations that UIKit re-exports and Foundation on Linux lacks. The structure
// comes from the header; the Swift names from CoreGraphics.apinotes of the same SDK.

// iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; }
@available(iOS 2.0, *)
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  // iPhoneOS18.0.sdk CoreGraphics/CoreGraphics.apinotes — CGAffineTransformMake: CGAffineTransform.init(a:b:c:d:tx:ty:)
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  // iPhoneOS18.0.sdk CoreGraphics/CoreGraphics.apinotes — CGAffineTransformMakeScale: CGAffineTransform.init(scaleX:y:)
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  // iPhoneOS18.0.sdk CoreGraphics/CoreGraphics.apinotes — CGAffineTransformMakeTranslation: CGAffineTransform.init(translationX:y:)
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — CGAffineTransformIdentity: "[ 1 0 0 1 0 0 ]"
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  // iPhoneOS18.0.sdk CoreGraphics/CoreGraphics.apinotes — CGAffineTransformIsIdentity: isIdentity
  public var isIdentity: Bool { self == .identity }

  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — CGAffineTransformInvert: "If `t' has zero
  // determinant, then `t' is returned unchanged."
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — CGPointApplyAffineTransform: "p' = p * t"
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  // iPhoneOS18.0.sdk CoreGraphics/CGAffineTransform.h — CGRectApplyAffineTransform: "the smallest
  // rectangle which contains the transformed corner points"
  public func applying(_ t: CGAffineTransform) -> CGRect {
    modelConverted { $0.applying(t) }
  }
}
