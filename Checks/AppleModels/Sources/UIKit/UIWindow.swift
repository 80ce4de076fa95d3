import Foundation

// iPhoneOS18.0.sdk UIKit/UIWindow.h
// developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
  weak var modelWindowScene: UIWindowScene?
  var modelScreen: UIScreen?
  var modelRootViewController: UIViewController?

  /// The device's safe-area insets for this window, which the model's views derive theirs from.
  @_spi(Model) public var modelSafeAreaInsets = UIEdgeInsets.zero {
    didSet { for view in modelSubtree() { view.modelNeedsLayout = true } }
  }

  // "instantiate a UIWindow already associated with a given UIWindowScene instance, with matching
  // frame & interface orientations."
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — - (instancetype)initWithWindowScene:(UIWindowScene *)windowScene API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) {
    super.init(frame: CGRect(origin: .zero, size: windowScene.modelFrame.size))
    self.windowScene = windowScene
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — initWithFrame: (inherited designated initializer)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — initWithCoder:
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UIWindow.h — @property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  weak open var windowScene: UIWindowScene? {
    get { modelWindowScene }
    set {
      modelWindowScene?.modelWindows.removeAll { $0.window === self || $0.window == nil }
      modelWindowScene = newValue
      newValue?.modelWindows.append(WeakWindow(window: self))
    }
  }

  // "default is [UIScreen mainScreen]"; a window in a scene is on its scene's screen. The setter
  // is deprecated: `- (void)setScreen:(UIScreen *)screen API_DEPRECATED_WITH_REPLACEMENT("setWindowScene:", ios(3.2, 13.0))`.
  // iPhoneOS17.4.sdk UIKit/UIWindow.h — @property(nonatomic,strong) UIScreen *screen API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(visionos)
  @available(iOS 3.2, *)
  open var screen: UIScreen {
    get { modelWindowScene?.screen ?? modelScreen ?? UIScreen.modelMain }
    @available(iOS, introduced: 3.2, deprecated: 13.0, renamed: "windowScene")
    set { modelScreen = newValue }
  }

  override var modelRootOrigin: CGPoint { modelWindowScene?.modelFrame.origin ?? .zero }

  // iPhoneOS18.0.sdk UIKit/UIWindow.h — @property(nonatomic,readonly,getter=isKeyWindow) BOOL keyWindow
  open var isKeyWindow: Bool { modelIsKey }
  var modelIsKey = false

  // The header: "Convenience. Most apps call this to show a window and also make it key."
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — - (void)makeKeyAndVisible
  open func makeKeyAndVisible() {
    for window in ModelWorld.liveWindows() where window.modelWindowScene === modelWindowScene {
      window.modelIsKey = false
    }
    modelIsKey = true
    isHidden = false
    if !ModelWorld.windows.contains(where: { $0.window === self }) {
      ModelWorld.windows.append(WeakWindow(window: self))
    }
    layoutIfNeeded()
  }

  // developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller: "The root view controller
  // provides the content view of the window. Assigning a view controller to this property … installs
  // the view controller's view as the content view of the window."
  // iPhoneOS18.0.sdk UIKit/UIWindow.h — @property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0))
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    get { modelRootViewController }
    set {
      if let old = modelRootViewController {
        old.modelDisappear { old.viewIfLoaded?.removeFromSuperview() }
      }
      modelRootViewController = newValue
      guard let controller = newValue else { return }
      let view: UIView = controller.view
      view.frame = bounds
      controller.modelAppear { self.addSubview(view) }
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIWindow.h — UIWindow is the root of its hierarchy: its window is itself
  open override var window: UIWindow? { self }
}

// iPhoneOS17.5.sdk UIKit/UIScreen.h
// developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, *)
@MainActor open class UIScreen: NSObject {
  var modelBounds: CGRect
  let modelScale: CGFloat
  lazy var modelCoordinateSpace = ModelScreenSpace(screen: self)

  init(modelBounds: CGRect, scale: CGFloat) {
    self.modelBounds = modelBounds
    self.modelScale = scale
    super.init()
  }

  /// The screen windows without a scene are on.
  static let modelMain = UIScreen(
    modelBounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

  // iPhoneOS17.5.sdk UIKit/UIScreen.h — @property(nonatomic,readonly) CGRect bounds
  open var bounds: CGRect { modelBounds }

  // iPhoneOS17.5.sdk UIKit/UIScreen.h — @property(nonatomic,readonly) CGFloat scale API_AVAILABLE(ios(4.0))
  @available(iOS 4.0, *)
  open var scale: CGFloat { modelScale }

  // developer.apple.com/documentation/uikit/uicoordinatespace: "In iOS 8 and later, window and
  // screen coordinates change to match the app's interface orientation": the model's screen is
  // always in the current orientation.
  // iPhoneOS17.5.sdk UIKit/UIScreen.h — @property (readonly) id <UICoordinateSpace> coordinateSpace API_AVAILABLE(ios(8.0))
  @available(iOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { modelCoordinateSpace }
}

/// The screen's coordinate space: the global space every model conversion goes through.
@MainActor
final class ModelScreenSpace: NSObject, UICoordinateSpace, ModelCoordinateSpace {
  unowned let screen: UIScreen

  init(screen: UIScreen) {
    self.screen = screen
    super.init()
  }

  var bounds: CGRect { screen.bounds }
  func modelToGlobal(_ point: CGPoint) -> CGPoint { point }
  func modelFromGlobal(_ point: CGPoint) -> CGPoint { point }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    modelSpace(coordinateSpace)?.modelFromGlobal(point) ?? point
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    modelSpace(coordinateSpace)?.modelToGlobal(point) ?? point
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.modelConverted { convert($0, to: coordinateSpace) }
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.modelConverted { convert($0, from: coordinateSpace) }
  }
}

// iPhoneOS18.3.sdk UIKit/UIScene.h
// developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
  // iPhoneOS18.1.sdk UIKit/UISceneDefinitions.h — typedef NS_ENUM(NSInteger, UISceneActivationState) API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  var modelActivationState = ActivationState.foregroundActive

  // iPhoneOS18.3.sdk UIKit/UIScene.h — @property (nonatomic, readonly) UISceneActivationState activationState
  open var activationState: UIScene.ActivationState { modelActivationState }
}

// iPhoneOS18.0.sdk UIKit/UIWindowScene.h
// developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
  let modelScreen: UIScreen
  /// Where the scene's window sits on its screen: the whole screen, or a Split View, Slide Over or
  /// Stage Manager window.
  var modelFrame: CGRect
  var modelWindows: [WeakWindow] = []
  lazy var modelCoordinateSpace = ModelSceneSpace(scene: self)

  init(modelScreen: UIScreen, frame: CGRect) {
    self.modelScreen = modelScreen
    self.modelFrame = frame
    super.init()
    ModelWorld.scenes.append(self)
  }

  // iPhoneOS18.0.sdk UIKit/UIWindowScene.h — @property (nonatomic, readonly) UIScreen *screen API_UNAVAILABLE(visionos)
  open var screen: UIScreen { modelScreen }

  // iPhoneOS18.0.sdk UIKit/UIWindowScene.h — @property (nonatomic, readonly) id<UICoordinateSpace> coordinateSpace
  open var coordinateSpace: any UICoordinateSpace { modelCoordinateSpace }

  // iPhoneOS18.0.sdk UIKit/UIWindowScene.h — @property (nonatomic, readonly) NSArray<UIWindow *> *windows
  open var windows: [UIWindow] { modelWindows.compactMap(\.window) }

  // iPhoneOS18.0.sdk UIKit/UIWindowScene.h — @property (nonatomic, readonly, strong, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0))
  @available(iOS 15.0, *)
  open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }
}

/// A scene's coordinate space: its frame on the screen.
@MainActor
final class ModelSceneSpace: NSObject, UICoordinateSpace, ModelCoordinateSpace {
  unowned let scene: UIWindowScene

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  var bounds: CGRect { CGRect(origin: .zero, size: scene.modelFrame.size) }

  func modelToGlobal(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x + scene.modelFrame.minX, y: point.y + scene.modelFrame.minY)
  }

  func modelFromGlobal(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - scene.modelFrame.minX, y: point.y - scene.modelFrame.minY)
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    modelSpace(coordinateSpace)?.modelFromGlobal(modelToGlobal(point)) ?? point
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    modelFromGlobal(modelSpace(coordinateSpace)?.modelToGlobal(point) ?? point)
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.modelConverted { convert($0, to: coordinateSpace) }
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.modelConverted { convert($0, from: coordinateSpace) }
  }
}

// iPhoneOS18.0.sdk UIKit/UIApplication.h
// developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
  static let modelShared = UIApplication()

  // iPhoneOS18.0.sdk UIKit/UIApplication.h — @property(class, nonatomic, readonly) UIApplication *sharedApplication NS_EXTENSION_UNAVAILABLE_IOS("Use view controller based solutions where appropriate instead.")
  @available(
    iOSApplicationExtension, unavailable,
    message: "Use view controller based solutions where appropriate instead."
  )
  open class var shared: UIApplication { modelShared }

  // iPhoneOS18.0.sdk UIKit/UIApplication.h — @property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  open var connectedScenes: Set<UIScene> { Set(ModelWorld.scenes) }
}
