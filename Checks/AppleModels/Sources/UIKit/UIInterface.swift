import Foundation

// iPhoneOS18.0.sdk UIKit/UIInterface.h — typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) API_AVAILABLE(ios(5.0))
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension NSObject {
  // iPhoneOS18.0.sdk UIKit/UIAccessibility.h — @interface NSObject (UIAccessibility) @property (nullable, nonatomic, copy) NSString *accessibilityLabel
  // The header has no actor annotation; the model declares it main-actor, the stricter form.
  @MainActor public var accessibilityLabel: String? {
    get { ModelAccessibility.labels[ObjectIdentifier(self)] }
    set { ModelAccessibility.labels[ObjectIdentifier(self)] = newValue }
  }
}

@MainActor
enum ModelAccessibility {
  static var labels: [ObjectIdentifier: String] = [:]
}
