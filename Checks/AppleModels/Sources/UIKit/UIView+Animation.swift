import Foundation

extension UIView {
  // iPhoneOS18.0.sdk UIKit/UIView.h — typedef NS_ENUM(NSInteger, UIViewAnimationCurve)
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) API_AVAILABLE(ios(4.0))
  @available(iOS 4.0, *)
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    // UIViewAnimationOptionLayoutSubviews = 1 << 0
    public static var layoutSubviews: UIView.AnimationOptions { .init(rawValue: 1 << 0) }
    // UIViewAnimationOptionAllowUserInteraction = 1 << 1
    public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
    // UIViewAnimationOptionBeginFromCurrentState = 1 << 2
    public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
    // UIViewAnimationOptionOverrideInheritedDuration = 1 << 5 "ignore nested duration"
    public static var overrideInheritedDuration: UIView.AnimationOptions { .init(rawValue: 1 << 5) }
    // UIViewAnimationOptionOverrideInheritedCurve = 1 << 6 "ignore nested curve"
    public static var overrideInheritedCurve: UIView.AnimationOptions { .init(rawValue: 1 << 6) }
    // UIViewAnimationOptionOverrideInheritedOptions = 1 << 9 "do not inherit any options or animation type"
    public static var overrideInheritedOptions: UIView.AnimationOptions { .init(rawValue: 1 << 9) }
    // UIViewAnimationOptionCurveEaseInOut = 0 << 16
    public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
    // UIViewAnimationOptionCurveEaseIn = 1 << 16
    public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
    // UIViewAnimationOptionCurveEaseOut = 2 << 16
    public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
    // UIViewAnimationOptionCurveLinear = 3 << 16
    public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +animateWithDuration:delay:options:animations:completion: NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(4.0))
  // developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedduration:
  // "Forces an animation to use the original duration value specified when the animation was
  // submitted. If this key isn't present, the animation inherits the remaining duration of the
  // in-flight animation, if any." overrideInheritedCurve says the same of the curve. The
  // animate(withDuration:…) page: "If you specify a negative value or 0, the changes are made
  // without animating them."
  @available(iOS 4.0, *)
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let enclosing = ModelWorld.animationStack.last
    var effectiveDuration = duration
    var curve = Int((options.rawValue >> 16) & 0xF)
    // A performWithoutAnimation block disables everything inside it ("ignore any attribute
    // changes while set", setAnimationsEnabled: in UIView.h).
    let disabled = enclosing.map { $0 == nil } ?? false
    if let outer = enclosing ?? nil, !options.contains(.overrideInheritedOptions) {
      if !options.contains(.overrideInheritedDuration) { effectiveDuration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    let animation: ModelAnimation? =
      disabled || !(effectiveDuration > 0)
      ? nil
      : ModelAnimation(
        duration: effectiveDuration, delay: delay, curve: curve,
        beginsFromCurrentState: options.contains(.beginFromCurrentState),
        startTime: ModelWorld.now)
    ModelWorld.animationStack.append(animation)
    animations()
    ModelWorld.animationStack.removeLast()
    guard let completion else { return }
    // Completions run when the animation ends, on a later turn of the run loop even for an
    // animation that did not animate.
    ModelWorld.schedule(after: (animation?.delay ?? 0) + (animation?.duration ?? 0)) {
      completion(true)
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +animateWithDuration:animations:completion: "delay = 0.0, options = 0"
  @available(iOS 4.0, *)
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +animateWithDuration:animations: "delay = 0.0, options = 0, completion = NULL"
  @available(iOS 4.0, *)
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +performWithoutAnimation:(void (NS_NOESCAPE ^)(void))actionsWithoutAnimation API_AVAILABLE(ios(7.0))
  @available(iOS 7.0, *)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ModelWorld.animationStack.append(nil)
    actionsWithoutAnimation()
    ModelWorld.animationStack.removeLast()
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(class, nonatomic, readonly) NSTimeInterval inheritedAnimationDuration API_AVAILABLE(ios(9.0))
  // developer.apple.com/documentation/uikit/uiview/inheritedanimationduration: the duration of the
  // current animation block, 0 outside one.
  @available(iOS 9.0, *)
  public class var inheritedAnimationDuration: TimeInterval {
    ModelWorld.currentAnimation?.duration ?? 0
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(class, nonatomic, readonly) BOOL areAnimationsEnabled
  public class var areAnimationsEnabled: Bool {
    !(ModelWorld.animationStack.last.map { $0 == nil } ?? false)
  }
}
