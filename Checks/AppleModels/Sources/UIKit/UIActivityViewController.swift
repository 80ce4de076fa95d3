import Foundation

// Declared for the `applicationActivities:` parameter of UIActivityViewController; the model
// makes none. The 17.4 header gives the class no actor (`NS_HEADER_AUDIT_BEGIN(nullability,
// sendability)`: not `Sendable`); a main-actor class would be `Sendable`, so the class stays
// nonisolated and only making one takes the main actor, which is right whichever a newer SDK says.
// iPhoneOS17.4.sdk UIKit/UIActivity.h — NS_CLASS_AVAILABLE_IOS(6_0) __TVOS_PROHIBITED @interface UIActivity : NSObject
// developer.apple.com/documentation/uikit/uiactivity
@available(iOS 6.0, *)
open class UIActivity: NSObject {
  // iPhoneOS17.4.sdk UIKit/UIActivity.h — NSObject's init
  @MainActor override public init() { super.init() }
}

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
