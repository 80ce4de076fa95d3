import Foundation

// Declared for the `applicationActivities:` parameter of UIActivityViewController; the model
// makes none. Main-actor isolated, the stricter choice: the header copies found carry no actor
// annotation.
// iPhoneOS18.0.sdk UIKit/UIActivity.h — NS_CLASS_AVAILABLE_IOS(6_0) @interface UIActivity : NSObject; not stored in xybp888/iOS-SDKs, the declaration follows older copies of the header
// developer.apple.com/documentation/uikit/uiactivity
@available(iOS 6.0, *)
@MainActor open class UIActivity: NSObject {}

// The share sheet. The model shows nothing of it: presenting it presents an empty view
// controller; the items are kept and never shared.
// iPhoneOS18.0.sdk UIKit/UIActivityViewController.h — NS_CLASS_AVAILABLE_IOS(6_0) @interface UIActivityViewController : UIViewController; the header now defers to ShareSheet/UIActivityViewController.h when it exists
// developer.apple.com/documentation/uikit/uiactivityviewcontroller
@available(iOS 6.0, *)
@MainActor open class UIActivityViewController: UIViewController {
  var modelActivityItems: [Any] = []

  // A convenience initializer in the model, as UIAlertController's is: the header's designated
  // initializer, whose other initializers are NS_UNAVAILABLE.
  // iPhoneOS18.0.sdk UIKit/UIActivityViewController.h — - (instancetype)initWithActivityItems:(NSArray *)activityItems applicationActivities:(nullable NSArray<__kindof UIActivity *> *)applicationActivities NS_DESIGNATED_INITIALIZER
  // developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
  public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.init(nibName: nil, bundle: nil)
    modelActivityItems = activityItems
  }
}
