import Foundation

// The event a touch belongs to; the model's taps deliver one with nothing in it.
// iPhoneOS17.4.sdk UIKit/UIEvent.h — UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject
// developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, *)
@MainActor open class UIEvent: NSObject {
  init(model: Void) {
    super.init()
  }
}
