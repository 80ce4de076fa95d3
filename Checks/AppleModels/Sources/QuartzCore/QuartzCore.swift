// Apple's Core Animation (QuartzCore), as far as the KeyboardAvoidance adapters use it. The model
// keeps what the adapters set and records the animations added to layers (Model/LayerAnimations);
// it renders nothing, so a layer is never committed and has no presentation layer.
//
// Every declaration is transcribed from the iOS 18.0 SDK's QuartzCore headers, named in the comment
// above it, in the form Swift imports it (`-presentationLayer` is `presentation()`,
// `+animationWithKeyPath:` is `init(keyPath:)`). The `@available` attributes repeat the headers'
// `API_AVAILABLE`/`API_UNAVAILABLE`, which the probe of Scripts/check-ios-sdk.sh checks against the
// SDK; members take their class's. The headers give no actor isolation, so none is written.
//
// Left out: members and conformances the adapters never reach (`NSSecureCoding`, `CAAction`, the
// other `CAMediaTiming` properties, `CALayer`'s own `CAMediaTiming` conformance).

import Foundation

// `typedef double CFTimeInterval;`, declared here because swift-corelibs-foundation does not export
// CoreFoundation on Linux.
// iPhoneOS18.0.sdk CoreFoundation/CFDate.h
// developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
// "Returns the current CoreAnimation absolute time. This is the result of calling
// mach_absolute_time () and converting the units to seconds." The clock UIKit's animations run
// on. The model returns the system's uptime, the same monotonic clock in seconds, for code that
// runs on the models as an app's tests run on a device (KeyboardTestWindow, Checks/Consumer's
// test); the Stage scenarios give the adapters the UIKit model's clock instead.
// iPhoneOS17.4.sdk QuartzCore/CABase.h — `CA_EXTERN CFTimeInterval CACurrentMediaTime (void)`
// developer.apple.com/documentation/quartzcore/cacurrentmediatime()
@available(iOS 2.0, macOS 10.5, *)
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

// iPhoneOS18.0.sdk QuartzCore/CAMediaTiming.h
// developer.apple.com/documentation/quartzcore/camediatiming
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
public protocol CAMediaTiming {
  // iPhoneOS18.0.sdk QuartzCore/CAMediaTiming.h
  // developer.apple.com/documentation/quartzcore/camediatiming/duration
  var duration: CFTimeInterval { get set }
}

// iPhoneOS18.0.sdk QuartzCore/CALayer.h
// developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CALayer: NSObject {
  // "Defaults to zero. Animatable."
  // iPhoneOS18.0.sdk QuartzCore/CALayer.h
  // developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat = 0

  // "Returns nil if the layer has not yet been committed" (CALayer.h): the model commits
  // nothing.
  // iPhoneOS18.0.sdk QuartzCore/CALayer.h — `- (nullable instancetype)presentationLayer;`
  // developer.apple.com/documentation/quartzcore/calayer/presentation()
  open func presentation() -> Self? { nil }

  // "The animation is copied before being added to the layer" (CALayer.h): the model records
  // what the animation holds at that moment.
  // iPhoneOS18.0.sdk QuartzCore/CALayer.h — `- (void)addAnimation:forKey:`
  // developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
  open func add(_ anim: CAAnimation, forKey key: String?) {
    LayerAnimations.record(
      AddedLayerAnimation(
        layer: ObjectIdentifier(self), keyPath: (anim as? CAPropertyAnimation)?.modelKeyPath,
        key: key, duration: anim.duration, isSpring: anim is CASpringAnimation))
  }
}

// iPhoneOS18.0.sdk QuartzCore/CAMediaTimingFunction.h
// developer.apple.com/documentation/quartzcore/camediatimingfunction
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
open class CAMediaTimingFunction: NSObject {
  // The model keeps no curve: it runs no animation.
  // iPhoneOS18.0.sdk QuartzCore/CAMediaTimingFunction.h — `- initWithControlPoints::::`
  // developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    super.init()
  }
}

// iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
// developer.apple.com/documentation/quartzcore/caanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAAnimation: NSObject, CAMediaTiming {
  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h — `NSObject`'s `init`, which the header inherits
  public override init() {
    super.init()
  }

  // "The basic duration of the object. Defaults to 0." (CAMediaTiming.h)
  // iPhoneOS18.0.sdk QuartzCore/CAMediaTiming.h — the `CAMediaTiming` requirement
  // developer.apple.com/documentation/quartzcore/camediatiming/duration
  open var duration: CFTimeInterval = 0

  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/caanimation/timingfunction
  open var timingFunction: CAMediaTimingFunction?
}

// iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
// developer.apple.com/documentation/quartzcore/capropertyanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAPropertyAnimation: CAAnimation {
  /// The key path the animation animates, as given.
  @_spi(Model) public var modelKeyPath: String?

  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h — `+ (instancetype)animationWithKeyPath:`
  // developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
  public convenience init(keyPath path: String?) {
    self.init()
    modelKeyPath = path
  }
}

// iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
// developer.apple.com/documentation/quartzcore/cabasicanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CABasicAnimation: CAPropertyAnimation {
  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
  open var fromValue: Any?

  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
  open var toValue: Any?
}

// iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
// developer.apple.com/documentation/quartzcore/caspringanimation
@available(iOS 9.0, macOS 10.11, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CASpringAnimation: CABasicAnimation {
  // "Defaults to one." (CAAnimation.h)
  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/caspringanimation/mass
  open var mass: CGFloat = 1

  // "Defaults to 100." (CAAnimation.h)
  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/caspringanimation/stiffness
  open var stiffness: CGFloat = 100

  // "Defaults to 10." (CAAnimation.h)
  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/caspringanimation/damping
  open var damping: CGFloat = 10

  // "Defaults to zero, which represents an unmoving object." (CAAnimation.h)
  // iPhoneOS18.0.sdk QuartzCore/CAAnimation.h
  // developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity
  open var initialVelocity: CGFloat = 0
}
