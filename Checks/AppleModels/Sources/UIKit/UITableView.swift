import Foundation

// iPhoneOS18.3.sdk UIKit/UITableView.h
// developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
  // iPhoneOS18.3.sdk UIKit/UITableView.h — typedef NS_ENUM(NSInteger, UITableViewStyle)
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  // iPhoneOS18.3.sdk UIKit/UITableView.h — - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER
  public init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame)
  }

  // UIView's initWithFrame:, which Swift imports as a convenience initializer of a subclass that
  // declares designated initializers of its own.
  // iPhoneOS18.0.sdk UIKit/UIView.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  // iPhoneOS18.3.sdk UIKit/UITableView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER
  public required init?(coder: NSCoder) {
    return nil
  }
}

// UITableViewController.h is not stored in xybp888/iOS-SDKs or xiangfeidexiaohuo/iOS-SDKs
// under any version; the declarations follow older copies of the header.
// iPhoneOS18.0.sdk UIKit/UITableViewController.h
// developer.apple.com/documentation/uikit/uitableviewcontroller
@available(iOS 2.0, *)
@MainActor open class UITableViewController: UIViewController {
  let modelStyle: UITableView.Style
  /// What the controller's own keyboard handling added to the table's bottom inset.
  var modelKeyboardInset: CGFloat = 0

  // iPhoneOS18.0.sdk UIKit/UITableViewController.h — - (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER
  public init(style: UITableView.Style) {
    modelStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  // developer.apple.com/documentation/uikit/uitableviewcontroller: "If you use the standard init
  // method to initialize a UITableViewController object, a table view in the plain style is
  // created."
  // iPhoneOS18.0.sdk UIKit/UITableViewController.h — - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    modelStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // iPhoneOS18.0.sdk UIKit/UITableViewController.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UITableViewController.h — func loadView()
  open override func loadView() {
    view = UITableView(frame: .zero, style: modelStyle)
  }

  // iPhoneOS18.0.sdk UIKit/UITableViewController.h — @property (nonatomic, strong, null_resettable) UITableView *tableView
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }
}
