import Foundation

// No availability on the type, API_AVAILABLE on the cases.
// iPhoneOS18.0.sdk UIKit/UIViewController.h — typedef NS_ENUM(NSInteger, UIModalPresentationStyle)
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  @available(iOS 3.2, *)
  case pageSheet = 1
  @available(iOS 3.2, *)
  case formSheet = 2
  @available(iOS 3.2, *)
  case currentContext = 3
  @available(iOS 7.0, *)
  case custom = 4
  @available(iOS 8.0, *)
  case overFullScreen = 5
  @available(iOS 8.0, *)
  case overCurrentContext = 6
  @available(iOS 8.0, *)
  case popover = 7
  @available(iOS 7.0, *)
  case none = -1
  @available(iOS 13.0, *)
  case automatic = -2
}

// iPhoneOS18.0.sdk UIKit/UIViewController.h
// developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
  var modelView: UIView?
  weak var modelParent: UIViewController?
  var modelChildren: [UIViewController] = []
  var modelPresented: UIViewController?
  weak var modelPresenting: UIViewController?
  /// Insets a container adds to this controller's safe area: a tab bar, a navigation bar.
  var modelContainerInsets = UIEdgeInsets.zero

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — UIViewController init: initWithNibName:nil bundle:nil
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // "If you access this property when its value is nil, the view controller automatically calls
  // the loadView() method and returns the resulting view." (view page)
  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(null_resettable, nonatomic,strong) UIView *view
  open var view: UIView! {
    get {
      if modelView == nil {
        loadView()
        if modelView == nil { modelView = UIView(frame: .zero) }
        modelView?.modelViewController = self
        viewDidLoad()
      }
      return modelView
    }
    set {
      modelView?.modelViewController = nil
      modelView = newValue
      newValue?.modelViewController = self
    }
  }

  // "Localized title for use by a parent controller": a tab bar controller's tab, a navigation
  // bar.
  // iPhoneOS17.4.sdk UIKit/UIViewController.h — @property(nullable, nonatomic,copy) NSString *title
  open var title: String?

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)loadView
  open func loadView() {
    view = UIView(frame: .zero)
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)viewDidLoad
  open func viewDidLoad() {}

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { modelView }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0))
  @available(iOS 3.0, *)
  open var isViewLoaded: Bool { modelView != nil }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)viewWillAppear:(BOOL)animated
  open func viewWillAppear(_ animated: Bool) {}
  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)viewDidAppear:(BOOL)animated
  open func viewDidAppear(_ animated: Bool) {}
  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)viewWillDisappear:(BOOL)animated
  open func viewWillDisappear(_ animated: Bool) {}
  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)viewDidDisappear:(BOOL)animated
  open func viewDidDisappear(_ animated: Bool) {}

  // iPhoneOS17.4.sdk UIKit/UIViewController.h — "Called just before the view controller's view's layoutSubviews method is invoked. Subclasses can implement as necessary. The default is a no-op."
  @available(iOS 5.0, *)
  open func viewWillLayoutSubviews() {}
  // iPhoneOS17.4.sdk UIKit/UIViewController.h — "Called just after the view controller's view's layoutSubviews method is invoked. Subclasses can implement as necessary. The default is a no-op."
  @available(iOS 5.0, *)
  open func viewDidLayoutSubviews() {}

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nonatomic) UIEdgeInsets additionalSafeAreaInsets API_AVAILABLE(ios(11.0))
  @available(iOS 11.0, *)
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { modelView?.setNeedsLayout() }
  }

  /// The insets this controller adds to its root view's safe area.
  var modelSafeAreaAdditions: UIEdgeInsets {
    UIEdgeInsets(
      top: additionalSafeAreaInsets.top + modelContainerInsets.top,
      left: additionalSafeAreaInsets.left + modelContainerInsets.left,
      bottom: additionalSafeAreaInsets.bottom + modelContainerInsets.bottom,
      right: additionalSafeAreaInsets.right + modelContainerInsets.right)
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nullable,nonatomic,weak,readonly) UIViewController *parentViewController
  weak open var parent: UIViewController? { modelParent }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nonatomic,readonly) NSArray<__kindof UIViewController *> *childViewControllers API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open var children: [UIViewController] { modelChildren }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)addChildViewController:(UIViewController *)childController API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    modelChildren.append(childController)
    childController.modelParent = self
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)removeFromParentViewController API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open func removeFromParent() {
    guard let parent = modelParent else { return }
    parent.modelChildren.removeAll { $0 === self }
    modelParent = nil
    didMove(toParent: nil)
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)willMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)didMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}

  // @property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController
  // iPhoneOS18.0.sdk UIKit/UINavigationController.h — @interface UIViewController (UINavigationControllerItem)
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  // @property(nullable, nonatomic, readonly, strong) UITabBarController *tabBarController
  // iPhoneOS18.0.sdk UIKit/UITabBarController.h — @interface UIViewController (UITabBarControllerItem)
  open var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nonatomic,assign) UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2))
  @available(iOS 3.2, *)
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  // "nil if the view controller's modalPresentationStyle is not a sheet": the model gives page
  // and form sheets (and .automatic, which is a page sheet from iOS 13) one, made on first use.
  // iPhoneOS17.4.sdk UIKit/UIViewController.h — @property (nullable, nonatomic, readonly) UISheetPresentationController *sheetPresentationController API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos, watchos);
  @available(iOS 15.0, *)
  open var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .automatic:
      if let existing = modelSheetController as? UISheetPresentationController {
        return existing
      }
      let sheet = UISheetPresentationController(
        presentedViewController: self, presenting: modelPresenting)
      modelSheetController = sheet
      return sheet
    default:
      return nil
    }
  }

  /// The sheet controller, once something asked for it.
  var modelSheetController: AnyObject?

  /// The sheet controller that moves this controller's view, if it is presented as a sheet.
  var modelSheet: UISheetPresentationController? {
    guard modelPresenting != nil, #available(iOS 15.0, *) else { return nil }
    return modelSheetController as? UISheetPresentationController
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property (nonatomic) CGSize preferredContentSize API_AVAILABLE(ios(7.0))
  @available(iOS 7.0, *)
  open var preferredContentSize = CGSize.zero

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nullable, nonatomic,readonly) UIViewController *presentedViewController API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open var presentedViewController: UIViewController? { modelPresented }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — @property(nullable, nonatomic,readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open var presentingViewController: UIViewController? { modelPresenting }

  // The model shows the presented view at once in the presenter's window: full screen, or for a
  // form or page sheet in a regular-width window (at least 768 pt wide here) a centred sheet of
  // `preferredContentSize`, or 540 × 620 pt when none is set (an assumed default). In narrower
  // windows sheets cover the window below its top safe-area inset, as iOS 13 page sheets do.
  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))completion API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let window = modelWindow else {
      ModelWorld.report("present(_:animated:) from \(type(of: self)), which is not in a window")
      return
    }
    modelPresented = viewControllerToPresent
    viewControllerToPresent.modelPresenting = self
    let presented: UIView = viewControllerToPresent.view
    presented.frame = Self.modelPresentationFrame(
      of: viewControllerToPresent, in: window.bounds,
      topInset: window.modelSafeAreaInsets.top)
    viewControllerToPresent.modelAppear(animated: flag) { window.addSubview(presented) }
    // A sheet with detents starts at the selected one, or the smallest.
    viewControllerToPresent.modelSheet?.modelPlace()
    window.layoutIfNeeded()
    if let completion { ModelWorld.schedule(after: 0, completion) }
  }

  static func modelPresentationFrame(
    of controller: UIViewController, in bounds: CGRect, topInset: CGFloat
  ) -> CGRect {
    switch controller.modalPresentationStyle {
    case .formSheet, .pageSheet, .automatic:
      if bounds.width >= 768 {
        let preferred = controller.preferredContentSize
        let size = preferred == .zero ? CGSize(width: 540, height: 620) : preferred
        return CGRect(
          x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
          width: size.width, height: size.height)
      }
      let top = topInset + 10
      return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    default:
      return bounds
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIViewController.h — - (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let target = modelPresented ?? self
    guard let presenting = target.modelPresenting else { return }
    target.modelDisappear(animated: flag) { target.viewIfLoaded?.removeFromSuperview() }
    presenting.modelPresented = nil
    target.modelPresenting = nil
    if let completion { ModelWorld.schedule(after: 0, completion) }
  }

  // developer.apple.com/documentation/uikit/uiresponder/next: "UIViewController implements the
  // method by returning its view's superview; UIWindow returns the application object" — for a
  // presented view controller, the presenting one.
  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly, nullable) UIResponder *nextResponder
  open override var next: UIResponder? {
    if let presenting = modelPresenting { return presenting }
    return modelView?.superview
  }

  /// The window the controller's view is in, or its parent's or presenter's.
  var modelWindow: UIWindow? {
    modelView?.window ?? modelParent?.modelWindow ?? modelPresenting?.modelWindow
  }

  /// Called when the size of this controller's root view changes; containers resize the view
  /// they show.
  func modelRootViewDidResize() {}

  /// Runs the appearance callbacks around putting the view on screen.
  func modelAppear(animated: Bool = false, _ body: () -> Void) {
    viewWillAppear(animated)
    body()
    viewDidAppear(animated)
  }

  func modelDisappear(animated: Bool = false, _ body: () -> Void) {
    viewWillDisappear(animated)
    body()
    viewDidDisappear(animated)
  }
}
