// Declarations of Apple's Core Animation (QuartzCore) used by the KeyboardAvoidance adapters, for
// the compile check only. Each declaration is transcribed from the developer.apple.com page named
// in the comment above it (https://developer.apple.com/documentation/quartzcore/...). Bodies
// trap: nothing here ever runs. The type pages show no actor isolation.

import Foundation

// corefoundation/cftimeinterval — `typealias CFTimeInterval = Double`, from CoreFoundation, which
// swift-corelibs-foundation does not export on Linux.
public typealias CFTimeInterval = Double

// quartzcore/camediatiming — protocol CAMediaTiming
public protocol CAMediaTiming {
  // quartzcore/camediatiming/duration
  var duration: CFTimeInterval { get set }
}

// quartzcore/calayer — class CALayer (iOS 2.0+)
open class CALayer: NSObject {
  // quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // quartzcore/calayer/presentation()
  open func presentation() -> Self? { fatalError() }
  // quartzcore/calayer/add(_:forkey:)
  open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
}

// quartzcore/camediatimingfunction — class CAMediaTimingFunction (iOS 2.0+)
open class CAMediaTimingFunction: NSObject {
  // quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError() }
}

// quartzcore/caanimation — class CAAnimation (iOS 2.0+), adopts CAMediaTiming
open class CAAnimation: NSObject, CAMediaTiming {
  public override init() { fatalError() }
  // quartzcore/camediatiming/duration
  open var duration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  // quartzcore/caanimation/timingfunction
  open var timingFunction: CAMediaTimingFunction? {
    get { fatalError() }
    set { fatalError() }
  }
}

// quartzcore/capropertyanimation — class CAPropertyAnimation (iOS 2.0+)
open class CAPropertyAnimation: CAAnimation {
  // quartzcore/capropertyanimation/init(keypath:)
  public convenience init(keyPath path: String?) { fatalError() }
}

// quartzcore/cabasicanimation — class CABasicAnimation (iOS 2.0+)
open class CABasicAnimation: CAPropertyAnimation {
  // quartzcore/cabasicanimation/fromvalue
  open var fromValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
  // quartzcore/cabasicanimation/tovalue
  open var toValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
}

// quartzcore/caspringanimation — class CASpringAnimation (iOS 9.0+)
open class CASpringAnimation: CABasicAnimation {
  // quartzcore/caspringanimation/mass
  open var mass: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // quartzcore/caspringanimation/stiffness
  open var stiffness: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // quartzcore/caspringanimation/damping
  open var damping: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // quartzcore/caspringanimation/initialvelocity
  open var initialVelocity: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}
