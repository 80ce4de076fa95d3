import Foundation

// iPhoneOS18.0.sdk UIKit/UITabBarController.h
// developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
  var modelControllers: [UIViewController] = []
  var modelSelectedIndex = 0
  /// The tab bar's height above the bottom safe area (49 pt on iPhone, UIKit's tab bar).
  @_spi(Model) public var modelTabBarHeight: CGFloat = 49

  // iPhoneOS18.0.sdk UIKit/UITabBarController.h — @property(nullable, nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers
  open var viewControllers: [UIViewController]? {
    get { modelControllers }
    set {
      for old in modelControllers { old.removeFromParent() }
      modelControllers = newValue ?? []
      for controller in modelControllers {
        addChild(controller)
        controller.modelContainerInsets.bottom = modelTabBarHeight
      }
      modelSelectedIndex = 0
      modelShowSelected(previous: nil)
    }
  }

  // Switching tabs takes the old tab's view out of the window and puts the new one in.
  // iPhoneOS18.0.sdk UIKit/UITabBarController.h — @property(nonatomic) NSUInteger selectedIndex
  open var selectedIndex: Int {
    get { modelSelectedIndex }
    set {
      guard modelControllers.indices.contains(newValue), newValue != modelSelectedIndex else {
        return
      }
      let previous = modelControllers[modelSelectedIndex]
      modelSelectedIndex = newValue
      modelShowSelected(previous: previous)
    }
  }

  // Setting it selects that controller's tab ("This view controller must be one in the
  // viewControllers array", selectedViewController page).
  // iPhoneOS18.0.sdk UIKit/UITabBarController.h — @property(nullable, nonatomic, assign) __kindof UIViewController *selectedViewController
  unowned(unsafe) open var selectedViewController: UIViewController? {
    get {
      modelControllers.indices.contains(modelSelectedIndex)
        ? modelControllers[modelSelectedIndex] : nil
    }
    set {
      guard let index = modelControllers.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  // The autoresizingMask page: "When a view's bounds change, that view automatically resizes its
  // subviews according to each subview's autoresizing mask." A container gives the view it shows
  // a flexible width and height, so that view always fills it; the model has no autoresizing
  // masks and resizes the view here.
  override func modelRootViewDidResize() {
    guard let container = viewIfLoaded, let child = selectedViewController?.viewIfLoaded,
      child.superview === container
    else { return }
    child.frame = container.bounds
  }

  func modelShowSelected(previous: UIViewController?) {
    if let previous { previous.modelDisappear { previous.viewIfLoaded?.removeFromSuperview() } }
    guard let selected = selectedViewController else { return }
    let container: UIView = view
    let child: UIView = selected.view
    child.frame = container.bounds
    selected.modelAppear { container.addSubview(child) }
    container.layoutIfNeeded()
  }
}

// iPhoneOS18.0.sdk UIKit/UINavigationController.h
// developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
  var modelStack: [UIViewController] = []
  /// The navigation bar's height below the top safe area (44 pt, UIKit's navigation bar).
  @_spi(Model) public var modelNavigationBarHeight: CGFloat = 44
  /// How long a push or pop animates in the model: 0.35 s, a stand-in for UIKit's undocumented
  /// transition.
  @_spi(Model) public var modelTransitionDuration: TimeInterval = 0.35

  // "Initializer that also pushes the root view controller without animation."
  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — - (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    modelStack = [rootViewController]
    addChild(rootViewController)
    rootViewController.modelContainerInsets.top = modelNavigationBarHeight
  }

  // "Initializes the navigation controller with an empty stack"
  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // The model decodes nothing: controllers come from code.
  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — - (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — func viewDidLoad()
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = modelStack.last { modelInstall(top) }
  }

  // "Before displaying your view, the navigation controller automatically positions and sizes it
  // to fit the available space" (View Controller Catalog for iOS, Navigation Controllers): the
  // model sizes the top view controller's view to the navigation view whenever that view lays
  // out, so a root view installed while the navigation view was still 0 × 0 fills it once UIKit
  // sizes it. Bars are the safe area's (modelContainerInsets), the view extends under them.
  // iPhoneOS17.4.sdk UIKit/UIViewController.h — - (void)viewWillLayoutSubviews API_AVAILABLE(ios(5.0))
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let container = viewIfLoaded, let top = modelStack.last?.viewIfLoaded,
      top.superview === container, top.frame.size != container.bounds.size
    else { return }
    top.frame = CGRect(origin: top.frame.origin, size: container.bounds.size)
  }

  // Setting it replaces the stack without animation and shows the new top controller.
  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — @property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers
  open var viewControllers: [UIViewController] {
    get { modelStack }
    set {
      let previous = modelStack.last
      for old in modelStack where !newValue.contains(where: { $0 === old }) {
        old.removeFromParent()
      }
      modelStack = newValue
      for controller in newValue where controller.parent !== self {
        addChild(controller)
        controller.modelContainerInsets.top = modelNavigationBarHeight
      }
      guard isViewLoaded, let top = newValue.last, top !== previous else { return }
      if let previous { previous.modelDisappear { previous.viewIfLoaded?.removeFromSuperview() } }
      modelInstall(top)
    }
  }

  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — @property(nullable, nonatomic,readonly,strong) UIViewController *topViewController
  open var topViewController: UIViewController? { modelStack.last }

  // The model puts the new view in the window, laid out, at the container's trailing edge, then
  // slides it in and runs viewWillAppear(_:) in one animation block. Work the new screen does in
  // viewWillAppear(_:), a field taking the focus included, then happens inside the push's
  // animation, as Stack Overflow question 33486030 describes: "when the notification is fired,
  // it is already in an animation block (the one that animates the navigation controller)". The
  // view's frame is already the final one then, as a frame set in an animation block is at once
  // (the order of the two inside UIKit's transition is not documented).
  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let previous = modelStack.last
    modelStack.append(viewController)
    addChild(viewController)
    viewController.modelContainerInsets.top = modelNavigationBarHeight
    let container: UIView = view
    let child: UIView = viewController.view
    UIView.performWithoutAnimation {
      child.frame = container.bounds.offsetBy(dx: animated ? container.bounds.width : 0, dy: 0)
      container.addSubview(child)
      child.layoutIfNeeded()
    }
    let slide = {
      child.frame = container.bounds
      previous?.viewWillDisappear(animated)
      viewController.viewWillAppear(animated)
      container.layoutIfNeeded()
    }
    let finish = {
      previous?.viewIfLoaded?.removeFromSuperview()
      previous?.viewDidDisappear(animated)
      viewController.viewDidAppear(animated)
    }
    guard animated else {
      slide()
      finish()
      return
    }
    UIView.animate(
      withDuration: modelTransitionDuration, delay: 0, options: [.curveEaseInOut],
      animations: slide, completion: { _ in finish() })
  }

  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — - (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard modelStack.count > 1, let top = modelStack.popLast() else { return nil }
    let slide = {
      top.modelDisappear(animated: animated) { top.viewIfLoaded?.removeFromSuperview() }
      if let previous = self.modelStack.last { self.modelInstall(previous, animated: animated) }
    }
    if animated {
      UIView.animate(
        withDuration: modelTransitionDuration, delay: 0, options: [.curveEaseInOut],
        animations: slide)
    } else {
      slide()
    }
    top.removeFromParent()
    return top
  }

  // As a tab bar controller does (above): the top view fills the container.
  override func modelRootViewDidResize() {
    guard let container = viewIfLoaded, let child = topViewController?.viewIfLoaded,
      child.superview === container
    else { return }
    child.frame = container.bounds
  }

  func modelInstall(_ controller: UIViewController, animated: Bool = false) {
    let container: UIView = view
    let child: UIView = controller.view
    child.frame = container.bounds
    controller.modelAppear(animated: animated) { container.addSubview(child) }
    container.layoutIfNeeded()
  }
}

// iPhoneOS18.2.1.sdk UIKit/UIAlertController.h
// developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, *)
@MainActor open class UIAlertController: UIViewController {
  // iPhoneOS18.2.1.sdk UIKit/UIAlertController.h — typedef NS_ENUM(NSInteger, UIAlertControllerStyle) API_AVAILABLE(ios(8.0))
  @available(iOS 8.0, *)
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  var modelTextFields: [UITextField] = []
  var modelStyle = Style.alert

  // iPhoneOS18.2.1.sdk UIKit/UIAlertController.h — + (instancetype)alertControllerWithTitle:(nullable NSString *)title message:(nullable NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)
  {
    self.init(nibName: nil, bundle: nil)
    modelStyle = preferredStyle
    modalPresentationStyle = .overFullScreen
  }

  // iPhoneOS18.2.1.sdk UIKit/UIAlertController.h — - (void)addTextFieldWithConfigurationHandler:(void (^ __nullable)(UITextField *textField))configurationHandler
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(
      frame: CGRect(x: 16, y: 60 + 40 * CGFloat(modelTextFields.count), width: 238, height: 30))
    modelTextFields.append(field)
    configurationHandler?(field)
  }

  // iPhoneOS18.2.1.sdk UIKit/UIAlertController.h — @property(nullable, nonatomic, readonly) NSArray<UITextField *> *textFields
  open var textFields: [UITextField]? { modelTextFields }

  /// The alert's own box, centred in its full-screen view; the model keeps it above the keyboard
  /// itself, as alerts with text fields do.
  var modelBox: UIView?

  // iPhoneOS18.2.1.sdk UIKit/UIAlertController.h — func viewDidLoad()
  open override func viewDidLoad() {
    super.viewDidLoad()
    let box = UIView(
      frame: CGRect(x: 0, y: 0, width: 270, height: 100 + 40 * CGFloat(modelTextFields.count)))
    box.modelName = "alertBox"
    for field in modelTextFields { box.addSubview(field) }
    view.addSubview(box)
    modelBox = box
  }

  // iPhoneOS18.2.1.sdk UIKit/UIAlertController.h — func viewWillAppear(_ animated: Bool)
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    modelCenterBox(above: 0)
  }

  /// Centres the box in the part of the view the keyboard leaves free.
  @_spi(Model) public func modelCenterBox(above keyboardHeight: CGFloat) {
    guard let box = modelBox, let view = viewIfLoaded else { return }
    let free = CGRect(
      x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - keyboardHeight)
    box.center = CGPoint(x: free.midX, y: free.midY)
  }
}
