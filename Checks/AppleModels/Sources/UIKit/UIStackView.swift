import Foundation

// UIKit.apinotes of the same SDK names it NSLayoutConstraint.Axis.
// iPhoneOS18.0.sdk UIKit/UIView.h — typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)
extension NSLayoutConstraint {
  // iPhoneOS18.0.sdk UIKit/UIView.h — typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

// iPhoneOS18.2.1.sdk UIKit/UIStackView.h
// developer.apple.com/documentation/uikit/uistackview
@available(iOS 9.0, *)
@MainActor open class UIStackView: UIView {
  var modelArranged: [UIView] = []
  var modelHiddenCounts: [ObjectIdentifier: Int] = [:]

  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // Not failable, unlike UIView's. The model decodes nothing: the stack view comes out empty.
  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — - (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  // "this is a convenience initializer and cannot be overridden in Swift"
  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — - (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *arrangedSubviews
  open var arrangedSubviews: [UIView] { modelArranged }

  // developer.apple.com/documentation/uikit/uistackview: the stack view manages the layout of its
  // arranged subviews with constraints of its own.
  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — - (void)addArrangedSubview:(UIView *)view
  open func addArrangedSubview(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    modelArranged.append(view)
    modelHiddenCounts[ObjectIdentifier(view)] = view.modelIsHidden ? 1 : 0
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — - (void)removeArrangedSubview:(UIView *)view
  open func removeArrangedSubview(_ view: UIView) {
    modelArranged.removeAll { $0 === view }
    modelHiddenCounts[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — @property(nonatomic) UILayoutConstraintAxis axis
  open var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { setNeedsLayout() }
  }

  // iPhoneOS18.2.1.sdk UIKit/UIStackView.h — @property(nonatomic) CGFloat spacing
  open var spacing: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  /// What an arranged subview's `isHidden` becomes when set.
  ///
  /// "Hiding an arranged subview" removes it from the arrangement (developer.apple.com,
  /// UIStackView, "Managing the arranged subviews"). Inside animation blocks, writes to an arranged
  /// subview's `isHidden` are reported to accumulate: setting `true` on a view that is already
  /// hidden takes one more `false` to show it again (soranoba.net, "UIKitのisHiddenを二値だと
  /// 信じてはいけない", whose fix is to write only when the value differs). Outside animation
  /// blocks the model sets the value plainly.
  func modelResolveHidden(of view: UIView, requested: Bool) -> Bool {
    let id = ObjectIdentifier(view)
    var count = modelHiddenCounts[id] ?? (view.modelIsHidden ? 1 : 0)
    if ModelWorld.currentAnimation != nil {
      count = requested ? count + 1 : max(0, count - 1)
    } else {
      count = requested ? 1 : 0
    }
    modelHiddenCounts[id] = count
    return count > 0
  }
}
