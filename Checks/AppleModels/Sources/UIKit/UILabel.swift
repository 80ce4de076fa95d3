import Foundation

// The model draws nothing: a label holds its text for the views and tests that read it.
// iPhoneOS17.4.sdk UIKit/UILabel.h
// developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
  // The header redeclares userInteractionEnabled for labels: "default is NO", so a touch on a
  // label reaches the view behind it.
  // iPhoneOS17.4.sdk UIKit/UIView.h — initWithFrame: (inherited designated initializer)
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  // iPhoneOS17.4.sdk UIKit/UIView.h — initWithCoder:
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS17.4.sdk UIKit/UILabel.h — @property(nullable, nonatomic,copy) NSString *text; // default is nil
  open var text: String?

  // "default value is 1 (single line). A value of 0 means no limit"
  // iPhoneOS17.4.sdk UIKit/UILabel.h — @property(nonatomic) NSInteger numberOfLines
  open var numberOfLines = 1
}
