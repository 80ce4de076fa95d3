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
    // iPhoneOS18.0.sdk UIKit/UIView.h — let rawValue: UInt
    public let rawValue: UInt

    // iPhoneOS18.0.sdk UIKit/UIView.h — init(rawValue: UInt)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionLayoutSubviews = 1 << 0
    public static var layoutSubviews: UIView.AnimationOptions { .init(rawValue: 1 << 0) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionAllowUserInteraction = 1 << 1
    public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionBeginFromCurrentState = 1 << 2
    public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionOverrideInheritedDuration = 1 << 5 "ignore nested duration"
    public static var overrideInheritedDuration: UIView.AnimationOptions { .init(rawValue: 1 << 5) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionOverrideInheritedCurve = 1 << 6 "ignore nested curve"
    public static var overrideInheritedCurve: UIView.AnimationOptions { .init(rawValue: 1 << 6) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionOverrideInheritedOptions = 1 << 9 "do not inherit any options or animation type"
    public static var overrideInheritedOptions: UIView.AnimationOptions { .init(rawValue: 1 << 9) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionCurveEaseInOut = 0 << 16
    public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionCurveEaseIn = 1 << 16
    public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionCurveEaseOut = 2 << 16
    public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
    // iPhoneOS18.0.sdk UIKit/UIView.h — UIViewAnimationOptionCurveLinear = 3 << 16
    public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }
  }
}
