import Foundation

// iPhoneOS18.0.sdk UIKit/UIInterface.h — typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) API_AVAILABLE(ios(5.0))
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension NSObject {
  // The copy of that header in xybp888/iOS-SDKs ends the declaration with API_UNAVAILABLE(watchos)
  // NS_SWIFT_UI_ACTOR; the copy in xiangfeidexiaohuo/iOS-SDKs has no actor annotation. The model
  // declares the stricter, main-actor form. UIKit's is `open`; a member of an extension of NSObject
  // cannot be without the Objective-C runtime, so the model's is `public`.
  // iPhoneOS18.0.sdk UIKit/UIAccessibility.h — @interface NSObject (UIAccessibility) @property (nullable, nonatomic, copy) NSString *accessibilityLabel
  @MainActor public var accessibilityLabel: String? {
    get { ModelAccessibility.labels[ObjectIdentifier(self)] }
    set { ModelAccessibility.labels[ObjectIdentifier(self)] = newValue }
  }
}

@MainActor
enum ModelAccessibility {
  static var labels: [ObjectIdentifier: String] = [:]
}
