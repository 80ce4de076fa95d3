// Declarations of Apple's UIKit framework used by the KeyboardAvoidance adapters, for the compile
// check only. Each declaration is transcribed from the developer.apple.com page named in the
// comment above it (https://developer.apple.com/documentation/uikit/...), with its availability
// and actor isolation. Bodies trap: nothing here ever runs.
//
// Where a page shows `class let` (an Objective-C class property), the shim writes `class var …
// { get }`: Swift source cannot declare a stored class property in a class, and both read the same
// at the call site.
//
// Foundation is re-exported: on Apple platforms `import UIKit` alone also makes Foundation's
// declarations visible (app code uses `CGFloat`, `CGRect` and `Notification` with nothing but
// `import UIKit`), so the shim behaves the same for the documentation samples it compiles.

@_exported import Foundation
import QuartzCore

// uikit/uiresponder — @MainActor class UIResponder (iOS 2.0+)
@MainActor open class UIResponder: NSObject {
  // uikit/uiresponder/keyboardwillshownotification — no page found; spelled as its siblings
  nonisolated public class var keyboardWillShowNotification: NSNotification.Name { fatalError() }
  // uikit/uiresponder/keyboarddidshownotification (onestack.dev mirror of the SDK)
  nonisolated public class var keyboardDidShowNotification: NSNotification.Name { fatalError() }
  // uikit/uiresponder/keyboardwillhidenotification
  nonisolated public class var keyboardWillHideNotification: NSNotification.Name { fatalError() }
  // uikit/uiresponder/keyboarddidhidenotification (onestack.dev mirror of the SDK)
  nonisolated public class var keyboardDidHideNotification: NSNotification.Name { fatalError() }
  // uikit/uiresponder/keyboardwillchangeframenotification — no page found; spelled as its siblings
  nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name {
    fatalError()
  }
  // uikit/uiresponder/keyboarddidchangeframenotification (onestack.dev mirror, iOS 5.0+)
  nonisolated public class var keyboardDidChangeFrameNotification: NSNotification.Name {
    fatalError()
  }
  // uikit/uiresponder/keyboardframebeginuserinfokey (iOS 3.2+)
  public class var keyboardFrameBeginUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardframeenduserinfokey (iOS 3.2+)
  public class var keyboardFrameEndUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardanimationdurationuserinfokey (iOS 3.0+)
  public class var keyboardAnimationDurationUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardanimationcurveuserinfokey (iOS 3.0+)
  public class var keyboardAnimationCurveUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardislocaluserinfokey (iOS 9.0+)
  public class var keyboardIsLocalUserInfoKey: String { fatalError() }
  // uikit/uiresponder/next
  open var next: UIResponder? { fatalError() }
  // uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { fatalError() }
  // uikit/uiresponder/becomefirstresponder()
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
  // uikit/uiresponder/resignfirstresponder()
  @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
  // uikit/uiresponder/reloadinputviews() (iOS 3.2+)
  open func reloadInputViews() { fatalError() }
}

// uikit/uiaccessibilityelement/accessibilitylabel — UIKit's accessibility properties on NSObject
extension NSObject {
  @MainActor public var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uiuserinterfacelayoutdirection — enum UIUserInterfaceLayoutDirection (iOS 5.0+)
// (raw values: Microsoft Learn, UIUserInterfaceLayoutDirection)
public enum UIUserInterfaceLayoutDirection: Int {
  // uikit/uiuserinterfacelayoutdirection/lefttoright
  case leftToRight = 0
  // uikit/uiuserinterfacelayoutdirection/righttoleft
  case rightToLeft = 1
}

// uikit/uiedgeinsets — struct UIEdgeInsets
public struct UIEdgeInsets: Sendable {
  // uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  // uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  // onestack.dev UIKit/UIEdgeInsets (no Apple page for the fields)
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
}

// uikit/uicoordinatespace — @MainActor protocol UICoordinateSpace : NSObjectProtocol (iOS 8.0+)
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  // uikit/uicoordinatespace/convert(_:to:)-3imkt
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  // uikit/uicoordinatespace/convert(_:from:)-9921a
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  // uikit/uicoordinatespace/bounds
  var bounds: CGRect { get }
}

// uikit/uiview — @MainActor class UIView (iOS 2.0+)
@MainActor open class UIView: UIResponder, UICoordinateSpace {
  // uikit/uiview/window
  open var window: UIWindow? { fatalError() }
  // uikit/uiview/bounds
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiview/safeareainsets (iOS 11.0+)
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  // uikit/uiview/init(frame:)
  public init(frame: CGRect) { fatalError() }
  // uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // uikit/uiview/superview
  open var superview: UIView? { fatalError() }
  // uikit/uiview/subviews
  open var subviews: [UIView] { fatalError() }
  // uikit/uiview/ishidden
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiview/alpha
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiview/layer
  open var layer: CALayer { fatalError() }
  // uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10.0+)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
  // uikit/uiview/sizetofit()
  open func sizeToFit() { fatalError() }
  // uikit/uiview/safearealayoutguide (iOS 11.0+)
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
  // uikit/uiview/layoutguides (iOS 9.0+)
  open var layoutGuides: [UILayoutGuide] { fatalError() }
  // uikit/uiview/addlayoutguide(_:) (iOS 9.0+)
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  // uikit/uiview/removelayoutguide(_:) (iOS 9.0+)
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  // uikit/uiview/addgesturerecognizer(_:) (iOS 3.2+)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  // uikit/uiview/removegesturerecognizer(_:) (iOS 3.2+)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  // uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() { fatalError() }
  // uikit/uiview/animate(withduration:delay:options:animations:completion:) (iOS 4.0+)
  open class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  // uikit/uiview/performwithoutanimation(_:) (iOS 7.0+)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
  // uikit/uiview/endediting(_:)
  @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
  // uikit/uiview/convert(_:to:)-2kf3d
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  // uikit/uicoordinatespace/convert(_:to:)-3imkt (UIView's adoption, iOS 8.0+)
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }
  // uikit/uicoordinatespace/convert(_:from:)-9921a (UIView's adoption, iOS 8.0+)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }
  // SwiftUI adapter: methods subclasses override must be declared in the class itself.
  // uikit/uiview/layoutsubviews()
  open func layoutSubviews() { fatalError() }
  // uikit/uiview/didmovetowindow()
  open func didMoveToWindow() { fatalError() }
}

extension UIView {
  // uikit/uiview/animationoptions — struct AnimationOptions (iOS 4.0+), an OptionSet
  public struct AnimationOptions: OptionSet, Sendable {
    // uikit/uiview/animationoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    // uikit/uiview/animationoptions/beginfromcurrentstate
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
    // uikit/uiview/animationoptions — allowUserInteraction (listed on the type page; declaration
    // as its siblings, onestack.dev)
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
  }
}

// uikit/uilayoutguide — @MainActor class UILayoutGuide (iOS 9.0+), NSCoding
@MainActor open class UILayoutGuide: NSObject {
  // uikit/uilayoutguide/init() (Objective-C -init, Microsoft Learn lists UILayoutGuide())
  public override init() { fatalError() }
  // uikit/uilayoutguide/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // uikit/uilayoutguide/owningview
  weak open var owningView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/nslayoutconstraint — @MainActor class NSLayoutConstraint (iOS 6.0+)
@MainActor open class NSLayoutConstraint: NSObject {
  // uikit/nslayoutconstraint/constant
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/nslayoutconstraint/firstitem
  unowned(unsafe) open var firstItem: AnyObject? { fatalError() }
  // uikit/nslayoutconstraint/seconditem
  unowned(unsafe) open var secondItem: AnyObject? { fatalError() }
}

// uikit/uigesturerecognizer — @MainActor class UIGestureRecognizer (iOS 3.2+)
@MainActor open class UIGestureRecognizer: NSObject {
  private init(shim: Void) { fatalError() }
  // uikit/uigesturerecognizer/init()
  public convenience override init() { self.init(shim: ()) }
  // uikit/uigesturerecognizer/state-swift.enum (raw values: docs.rs objc2-ui-kit)
  public enum State: Int {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }
  // uikit/uigesturerecognizer/state-swift.property
  open var state: UIGestureRecognizer.State {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uigesturerecognizer/view
  open var view: UIView? { fatalError() }
  // uikit/uigesturerecognizer/cancelstouchesinview
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uigesturerecognizer/delegate
  weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uigesturerecognizer/location(in:)
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// uikit/uitapgesturerecognizer — @MainActor class UITapGestureRecognizer (iOS 3.2+)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// uikit/uipangesturerecognizer — @MainActor class UIPanGestureRecognizer (iOS 3.2+)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

// uikit/uigesturerecognizerdelegate — @MainActor protocol UIGestureRecognizerDelegate :
// NSObjectProtocol (onestack.dev; no Apple page found). Its requirements are `optional` in
// Objective-C; a Swift shim gives them default implementations instead.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { fatalError() }
}

// uikit/uitouch — @MainActor class UITouch (iOS 2.0+)
@MainActor open class UITouch: NSObject {
  // uikit/uitouch/view
  open var view: UIView? { fatalError() }
}

// uikit/uicontrol — @MainActor class UIControl (iOS 2.0+)
@MainActor open class UIControl: UIView {
  // uikit/uicontrol/isenabled
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uitextfield — @MainActor class UITextField (iOS 2.0+)
@MainActor open class UITextField: UIControl {
  // uikit/uitextfield/textdidbegineditingnotification — no Apple page found; spelled as
  // textDidEndEditingNotification's page (docs.rs objc2-ui-kit names the symbol)
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    fatalError()
  }
  // uikit/uitextfield/inputaccessoryview (not visionOS)
  open var inputAccessoryView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uitextposition — @MainActor class UITextPosition (iOS 3.2+)
@MainActor open class UITextPosition: NSObject {}

// uikit/uitextrange — @MainActor class UITextRange (iOS 3.2+)
@MainActor open class UITextRange: NSObject {
  // uikit/uitextrange/end
  open var end: UITextPosition { fatalError() }
}

// uikit/uiscrollview — @MainActor class UIScrollView (iOS 2.0+)
@MainActor open class UIScrollView: UIView {
  // uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiscrollview/contentinset
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiscrollview/adjustedcontentinset (iOS 11.0+)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  // uikit/uiscrollview/verticalscrollindicatorinsets (iOS 11.1+; pub.dev uikit_bindings, no Apple
  // page found)
  open var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiscrollview/isscrollenabled
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiscrollview/pangesturerecognizer (iOS 5.0+)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  // uikit/uiscrollview/keyboarddismissmode-swift.enum (iOS 7.0+, not visionOS)
  public enum KeyboardDismissMode: Int {
    // uikit/uiscrollview/keyboarddismissmode-swift.enum/none
    case none
    // uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag
    case onDrag
    // uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive
    case interactive
    // uikit/uiscrollview/keyboarddismissmode-swift.enum/interactivewithaccessory
    case interactiveWithAccessory
  }
  // uikit/uiscrollview/keyboarddismissmode-swift.property (iOS 7.0+, not visionOS)
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uitextview — @MainActor class UITextView (iOS 2.0+)
@MainActor open class UITextView: UIScrollView {
  // uikit/uitextview/textdidbegineditingnotification — no Apple page found (Microsoft Learn
  // names UITextViewTextDidBeginEditingNotification)
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    fatalError()
  }
  // uikit/uitextview/inputaccessoryview — no page found; as UITextField's (not visionOS)
  open var inputAccessoryView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uitextview/iseditable
  open var isEditable: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uitextinput/selectedtextrange (UITextView adopts UITextInput). The page shows
  // `@NSCopying`, which Swift allows only on stored properties; a shim cannot store.
  open var selectedTextRange: UITextRange? {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uitextinput/caretrect(for:)
  open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
}

// uikit/uiviewcontroller — @MainActor class UIViewController (iOS 2.0+)
@MainActor open class UIViewController: UIResponder {
  // uikit/uiviewcontroller/view — Apple declares it implicitly unwrapped: reading it loads the
  // view.
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  // uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() { fatalError() }
  // uikit/uiviewcontroller/parent
  weak open var parent: UIViewController? { fatalError() }
  // uikit/uiviewcontroller/viewifloaded (iOS 9.0+)
  open var viewIfLoaded: UIView? { fatalError() }
}

// uikit/uiimage — class UIImage
open class UIImage: NSObject {
  // uikit/uiimage/init(systemname:) (iOS 13.0+)
  public convenience init?(systemName name: String) { fatalError() }
}

// uikit/uimenuelement — @MainActor class UIMenuElement (iOS 13.0+)
@MainActor open class UIMenuElement: NSObject {
  // uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
  }
  // uikit/uimenuelement/state
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

// uikit/uimenu — @MainActor class UIMenu (iOS 13.0+)
@MainActor open class UIMenu: UIMenuElement {}

// uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// uikit/uiaction — @MainActor class UIAction (iOS 13.0+)
@MainActor open class UIAction: UIMenuElement {
  // uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public let rawValue: String
  }
  // uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
}

// uikit/uibaritem — @MainActor class UIBarItem
@MainActor open class UIBarItem: NSObject {
  // uikit/uibaritem/isenabled
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uibarbuttonitem — @MainActor class UIBarButtonItem (iOS 2.0+)
@MainActor open class UIBarButtonItem: UIBarItem {
  // uikit/uibarbuttonitem/systemitem (raw values: pub.dev uikit_bindings)
  public enum SystemItem: Int, Sendable {
    case done = 0
    case flexibleSpace = 5
  }
  // uikit/uibarbuttonitem/init(title:image:primaryaction:menu:) (iOS 14.0+)
  @available(iOS 14.0, macCatalyst 14.0, *)
  @MainActor @preconcurrency public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { fatalError() }
  // uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:) (iOS 14.0+)
  @available(iOS 14.0, macCatalyst 14.0, *)
  @MainActor @preconcurrency public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { fatalError() }
}

// uikit/uitoolbar — @MainActor class UIToolbar (iOS 2.0+, not tvOS)
@MainActor open class UIToolbar: UIView {
  // uikit/uitoolbar/items
  open var items: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uiwindow — @MainActor class UIWindow (iOS 2.0+)
@MainActor open class UIWindow: UIView {
  // uikit/uiwindow/screen (iOS 3.2+, not visionOS)
  open var screen: UIScreen {
    get { fatalError() }
    set { fatalError() }
  }
}

// uikit/uiscreen — @MainActor class UIScreen (iOS 2.0+, not visionOS)
@MainActor open class UIScreen: NSObject {
  // uikit/uiscreen/bounds
  open var bounds: CGRect { fatalError() }
  // uikit/uiscreen/coordinatespace (iOS 8.0+)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// uikit/uiscene — @MainActor class UIScene (iOS 13.0+)
@MainActor open class UIScene: UIResponder {
  // uikit/uiscene/activationstate-swift.enum (raw values: Microsoft Learn, UISceneActivationState)
  public enum ActivationState: Int {
    // uikit/uiscene/activationstate-swift.enum/unattached
    case unattached = -1
    // uikit/uiscene/activationstate-swift.enum/foregroundactive
    case foregroundActive = 0
    // uikit/uiscene/activationstate-swift.enum/foregroundinactive
    case foregroundInactive = 1
    // uikit/uiscene/activationstate-swift.enum/background
    case background = 2
  }
  // uikit/uiscene/activationstate-swift.property
  open var activationState: UIScene.ActivationState { fatalError() }
}

// uikit/uiwindowscene — @MainActor class UIWindowScene (iOS 13.0+)
@MainActor open class UIWindowScene: UIScene {
  // uikit/uiwindowscene/windows
  open var windows: [UIWindow] { fatalError() }
}

// uikit/uiapplication — @MainActor class UIApplication (iOS 2.0+)
@MainActor open class UIApplication: UIResponder {
  // uikit/uiapplication/shared
  #if APPLICATION_EXTENSION
    // `sharedApplication` is NS_EXTENSION_UNAVAILABLE_IOS("Use view controller based solutions
    // where appropriate instead."): the app-extension build declares it unavailable, as Xcode
    // does in an extension target.
    // iPhoneOS18.0.sdk UIKit/UIApplication.h
    // developer.apple.com/documentation/uikit/uiapplication/shared
    @available(
      *, unavailable,
      message:
        "unavailable in application extensions for iOS: Use view controller based solutions where appropriate instead."
    )
    open class var shared: UIApplication { fatalError() }
  #else
    // iPhoneOS18.0.sdk UIKit/UIApplication.h
    // developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { fatalError() }
  #endif
  // uikit/uiapplication/connectedscenes (iOS 13.0+)
  open var connectedScenes: Set<UIScene> { fatalError() }
}

// MARK: SwiftUI adapter additions

extension UIView {
  // uikit/uiview/isuserinteractionenabled (iOS 2.0+)
  public var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
