import Foundation

// A button's titles are kept per state; the model draws nothing. A tap on an enabled button in
// the model sends its touch-up-inside and primary actions (UIKitModel.tap(at:in:)).
// iPhoneOS17.4.sdk UIKit/UIButton.h
// developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
  // Two of the header's cases; the others are left out.
  // iPhoneOS17.4.sdk UIKit/UIButton.h — typedef NS_ENUM(NSInteger, UIButtonType); UIKit.apinotes SwiftName: UIButton.ButtonType
  public enum ButtonType: Int, Sendable {
    // iPhoneOS17.4.sdk UIKit/UIButton.h — UIButtonTypeCustom = 0, // no button type
    case custom = 0
    // iPhoneOS17.4.sdk UIKit/UIButton.h — UIButtonTypeSystem API_AVAILABLE(ios(7.0)), // standard system button
    @available(iOS 7.0, *)
    case system = 1
  }

  var modelButtonType = ButtonType.custom
  var modelTitles: [UInt: String] = [:]
  var modelTitleColors: [UInt: UIColor] = [:]

  // iPhoneOS17.4.sdk UIKit/UIButton.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // iPhoneOS17.4.sdk UIKit/UIButton.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS17.4.sdk UIKit/UIButton.h — + (instancetype)buttonWithType:(UIButtonType)buttonType
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    modelButtonType = buttonType
  }

  // iPhoneOS17.4.sdk UIKit/UIButton.h — @property(nonatomic,readonly) UIButtonType buttonType
  open var buttonType: UIButton.ButtonType { modelButtonType }

  // "default is nil. title is assumed to be single line"
  // iPhoneOS17.4.sdk UIKit/UIButton.h — - (void)setTitle:(nullable NSString *)title forState:(UIControlState)state
  open func setTitle(_ title: String?, for state: UIControl.State) {
    modelTitles[state.rawValue] = title
  }

  // "default is nil. use opaque white"
  // iPhoneOS17.4.sdk UIKit/UIButton.h — - (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    modelTitleColors[state.rawValue] = color
  }

  // A state without a title of its own shows the normal state's.
  // iPhoneOS17.4.sdk UIKit/UIButton.h — - (nullable NSString *)titleForState:(UIControlState)state
  open func title(for state: UIControl.State) -> String? {
    modelTitles[state.rawValue] ?? modelTitles[UIControl.State.normal.rawValue]
  }
}
