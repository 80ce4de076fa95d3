import Foundation

// iPhoneOS17.4.sdk UIKit/UIPresentationController.h — the model keeps the two view controllers;
// it presents through UIViewController's present(_:animated:completion:).
// developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject {
  unowned(unsafe) let modelPresented: UIViewController
  weak var modelPresenting: UIViewController?

  // iPhoneOS17.4.sdk UIKit/UIPresentationController.h — - (instancetype)initWithPresentedViewController:(UIViewController *)presentedViewController presentingViewController:(nullable UIViewController *)presentingViewController NS_DESIGNATED_INITIALIZER;
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    modelPresented = presentedViewController
    modelPresenting = presentingViewController
    super.init()
  }

  // iPhoneOS17.4.sdk UIKit/UIPresentationController.h — @property(nonatomic, strong, readonly) UIViewController *presentedViewController;
  open var presentedViewController: UIViewController { modelPresented }
}

// iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h
// What a sheet does itself when the keyboard shows, as the model has it, on a compact-width
// window (an iPhone; iPad sheets in regular width are centred form sheets, which the keyboard
// does not move here):
// - A sheet with a larger detent than the selected one grows to its largest detent: "When the
//   sheet is minimized and I focus the text field, the sheet automatically expands to the largest
//   possible detent" (Feedback FB17890661, github.com/feedback-assistant/reports/issues/669). It
//   stays there when the keyboard leaves (assumed: the report asks for a way to keep the smaller
//   detent, so the expansion is a change of the selected detent).
// - A sheet already at its largest detent that the keyboard would cover from below lifts until
//   its bottom meets the keyboard's top, keeping its height, never above the large detent's top
//   ("UISheetPresentationController supports automatic keyboard avoidance", IQKeyboardManager
//   #1994, where a second avoidance on top of the sheet's own raised the fields too far; the flush
//   position is assumed, as the issue tracker of this package reports it). A large sheet is not
//   lifted: the keyboard covers its bottom and the app avoids it inside the sheet. The lift goes
//   when the keyboard leaves.
// Both happen inside the keyboard's animation, before the app hears of the keyboard.
// developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@MainActor open class UISheetPresentationController: UIPresentationController {
  // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — @property (nonatomic, copy) NSArray<UISheetPresentationControllerDetent *> *detents API_UNAVAILABLE(visionos); "Detents must be specified in order from smallest to largest height." Default: large only.
  @available(visionOS, unavailable)
  open var detents: [UISheetPresentationController.Detent] = [.large()] {
    didSet { modelPlace() }
  }

  // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — @property (nonatomic, copy, nullable) UISheetPresentationControllerDetentIdentifier selectedDetentIdentifier API_UNAVAILABLE(visionos); "When nil or the identifier is not found in detents, the sheet is displayed at the smallest detent."
  @available(visionOS, unavailable)
  open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
    didSet { modelPlace() }
  }

  // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — @property (nonatomic) BOOL prefersGrabberVisible API_UNAVAILABLE(visionos);
  @available(visionOS, unavailable)
  open var prefersGrabberVisible = false

  // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — - (void)animateChanges:(void (NS_NOESCAPE ^)(void))changes; the model runs the changes in a 0.35 s animation block (an assumed duration).
  open func animateChanges(_ changes: () -> Void) {
    withoutActuallyEscaping(changes) { changes in
      UIView.animate(withDuration: 0.35, animations: changes)
    }
  }

  /// How far the sheet is lifted above its detent for the keyboard.
  var modelLift: CGFloat = 0

  /// The detent the sheet shows: the selected one, or the smallest.
  var modelDetent: UISheetPresentationController.Detent.Identifier {
    let identifiers = detents.map(\.modelIdentifier)
    if let selected = selectedDetentIdentifier, identifiers.contains(selected) { return selected }
    return identifiers.first ?? .large
  }

  /// The sheet's frame at a detent in a compact-width window: the large detent fills the window
  /// below its top safe-area inset and a 10 pt gap, as the model's page sheets do; the medium
  /// one is half as tall ("medium is about half the fully expanded height", the Human Interface
  /// Guidelines' Sheets page), on the same bottom edge.
  func modelFrame(at detent: UISheetPresentationController.Detent.Identifier, in window: UIWindow)
    -> CGRect
  {
    let bounds = window.bounds
    let top = window.modelSafeAreaInsets.top + 10
    let large = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    guard detent == .medium else { return large }
    let height = (large.height / 2).rounded()
    return CGRect(x: 0, y: large.maxY - height, width: large.width, height: height)
  }

  /// Whether the model moves this sheet: a sheet in a compact-width window.
  func modelIsMoved(in window: UIWindow) -> Bool { window.bounds.width < 768 }

  /// Puts the presented view where the detent and the keyboard's lift say.
  func modelPlace() {
    guard let view = presentedViewController.viewIfLoaded, let window = view.window,
      modelIsMoved(in: window)
    else { return }
    let frame = modelFrame(at: modelDetent, in: window).offsetBy(dx: 0, dy: -modelLift)
    if view.frame != frame { view.frame = frame }
  }

  /// What the sheet does itself when the keyboard moves to `frame` (see the type's comment).
  func modelKeyboardWillMove(to frame: CGRect, on screen: UIScreen) {
    guard let view = presentedViewController.viewIfLoaded, let window = view.window,
      modelIsMoved(in: window)
    else { return }
    let shown = frame.height > 0 && frame.minY < screen.bounds.maxY
    guard shown else {
      modelLift = 0
      modelPlace()
      return
    }
    let identifiers = detents.map(\.modelIdentifier)
    if let largest = identifiers.last, largest != modelDetent {
      modelLift = 0
      selectedDetentIdentifier = largest
      return
    }
    let resting = modelFrame(at: modelDetent, in: window)
    let large = modelFrame(at: .large, in: window)
    let keyboardTop = window.convert(frame, from: screen.coordinateSpace).minY
    modelLift =
      modelDetent == .large ? 0 : min(max(resting.maxY - keyboardTop, 0), resting.minY - large.minY)
    modelPlace()
  }
}

@available(iOS 15.0, *)
extension UISheetPresentationController {
  // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — @interface UISheetPresentationControllerDetent : NSObject (UIKit.apinotes: SwiftName UISheetPresentationController.Detent)
  // developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
  @MainActor open class Detent: NSObject {
    let modelIdentifier: Identifier

    @_spi(Model) public required init(modelIdentifier: Identifier) {
      self.modelIdentifier = modelIdentifier
      super.init()
    }

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — + (instancetype)mediumDetent;
    open class func medium() -> Self {
      Self(modelIdentifier: .medium)
    }

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — + (instancetype)largeDetent;
    open class func large() -> Self {
      Self(modelIdentifier: .large)
    }

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — @property (nonatomic, strong, readonly) UISheetPresentationControllerDetentIdentifier identifier API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(tvos, watchos, visionos);
    @available(iOS 16.0, *)
    @available(visionOS, unavailable)
    open var identifier: Identifier { modelIdentifier }
  }
}

@available(iOS 15.0, *)
extension UISheetPresentationController.Detent {
  // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — typedef NSString *UISheetPresentationControllerDetentIdentifier NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(ios(15.0)) (UIKit.apinotes: SwiftName UISheetPresentationControllerDetent.Identifier)
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — NS_TYPED_EXTENSIBLE_ENUM: init(_:)
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — NS_TYPED_EXTENSIBLE_ENUM: init(rawValue:)
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — UIKIT_EXTERN const UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierMedium API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos, watchos, visionos);
    @available(visionOS, unavailable)
    public static let medium = Identifier("com.apple.UIKit.medium")

    // iPhoneOS17.4.sdk UIKit/UISheetPresentationController.h — UIKIT_EXTERN const UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierLarge API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos, watchos, visionos);
    @available(visionOS, unavailable)
    public static let large = Identifier("com.apple.UIKit.large")
  }
}
