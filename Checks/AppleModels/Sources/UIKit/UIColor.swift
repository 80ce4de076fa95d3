import Foundation

// A color is a name here: the model draws nothing.
// iPhoneOS17.4.sdk UIKit/UIColor.h — UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIColor : NSObject
// developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  let modelName: String

  init(modelName: String) {
    self.modelName = modelName
    super.init()
  }

  // iPhoneOS17.4.sdk UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *whiteColor; // 1.0 white
  open class var white: UIColor { UIColor(modelName: "white") }

  // iPhoneOS17.4.sdk UIKit/UIInterface.h — @property (class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos)
  @available(iOS 7.0, *)
  open class var systemBlue: UIColor { UIColor(modelName: "systemBlue") }

  // iPhoneOS17.4.sdk UIKit/UIInterface.h — @property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { UIColor(modelName: "systemBackground") }

  // iPhoneOS17.4.sdk UIKit/UIInterface.h — @property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)
  @available(iOS 13.0, *)
  open class var secondarySystemBackground: UIColor {
    UIColor(modelName: "secondarySystemBackground")
  }
}
