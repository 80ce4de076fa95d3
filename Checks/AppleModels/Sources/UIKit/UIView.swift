import Foundation
import QuartzCore

// <NSObject>: no iOS version on the protocol, API_AVAILABLE(ios(8.0)) on each member
// developer.apple.com/documentation/uikit/uicoordinatespace
// iPhoneOS18.0.sdk UIKit/UIView.h — API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UICoordinateSpace
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  // iPhoneOS18.0.sdk UIKit/UIView.h — convertPoint:toCoordinateSpace:
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  // iPhoneOS18.0.sdk UIKit/UIView.h — convertPoint:fromCoordinateSpace:
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  // iPhoneOS18.0.sdk UIKit/UIView.h — convertRect:toCoordinateSpace:
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  // iPhoneOS18.0.sdk UIKit/UIView.h — convertRect:fromCoordinateSpace:
  @available(iOS 8.0, *)
  @discardableResult
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property (readonly, nonatomic) CGRect bounds
  @available(iOS 8.0, *)
  var bounds: CGRect { get }
}

/// Converts between any two model coordinate spaces through the screen's.
@MainActor
func modelSpace(_ space: any UICoordinateSpace) -> (any ModelCoordinateSpace)? {
  space as? any ModelCoordinateSpace
}

// iPhoneOS18.0.sdk UIKit/UIView.h
// developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder, UICoordinateSpace, ModelCoordinateSpace {
  // Model state. Geometry is kept as UIKit keeps it: center and bounds, with the frame derived
  // from them and the transform ("do not use frame if view is transformed … use bounds + center
  // instead", UIView.h).
  var modelCenter: CGPoint
  var modelBounds: CGRect
  var modelTransform = CGAffineTransform.identity
  var modelAlpha: CGFloat = 1
  var modelIsHidden = false
  weak var modelSuperview: UIView?
  var modelSubviews: [UIView] = []
  var modelLayoutGuides: [UILayoutGuide] = []
  var modelGestureRecognizers: [UIGestureRecognizer] = []
  var modelNeedsLayout = true
  var modelLayer: CALayer?
  /// The view controller whose root view this is, set by the controller.
  weak var modelViewController: UIViewController?
  lazy var modelSafeAreaGuide = UILayoutGuide(system: .safeArea, owner: self)
  /// The view's `keyboardLayoutGuide`, once something asked for it.
  var modelKeyboardGuide: UILayoutGuide?
  lazy var modelMarginsGuide = UILayoutGuide(system: .layoutMargins, owner: self)
  lazy var modelReadableGuide = UILayoutGuide(system: .readableContent, owner: self)

  /// A name for messages and recorded changes; the class name unless a test sets one.
  @_spi(Model) public var modelName: String

  // iPhoneOS18.0.sdk UIKit/UIView.h — initWithFrame: NS_DESIGNATED_INITIALIZER
  public init(frame: CGRect) {
    modelCenter = CGPoint(x: frame.midX, y: frame.midY)
    modelBounds = CGRect(origin: .zero, size: frame.size)
    modelName = String(describing: type(of: self))
    super.init()
  }

  // The model decodes nothing: views come from code.
  // iPhoneOS18.0.sdk UIKit/UIView.h — initWithCoder: NS_DESIGNATED_INITIALIZER
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — UIView inherits init from NSObject: initWithFrame:CGRectZero
  public convenience override init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) CGRect frame
  open var frame: CGRect {
    get {
      let size = modelBounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.modelConverted { point in
        let moved = point.applying(modelTransform)
        return CGPoint(x: moved.x + modelCenter.x, y: moved.y + modelCenter.y)
      }
    }
    set {
      let old = frame
      modelSetGeometry(
        center: CGPoint(x: newValue.midX, y: newValue.midY),
        size: newValue.size, recording: nil)
      ModelWorld.record(.frame, of: self, name: modelName, from: .rect(old), to: .rect(frame))
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) CGRect bounds
  open var bounds: CGRect {
    get { modelBounds }
    set {
      let old = modelBounds
      guard old != newValue else { return }
      modelBounds = newValue
      if old.size != newValue.size { modelSizeDidChange() }
      // A new bounds origin moves the subviews on screen: their frames stay, their positions
      // in the window change (UIScrollView's contentOffset is this origin).
      ModelWorld.record(.bounds, of: self, name: modelName, from: .rect(old), to: .rect(newValue))
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) CGPoint center
  open var center: CGPoint {
    get { modelCenter }
    set {
      let old = modelCenter
      guard old != newValue else { return }
      modelCenter = newValue
      ModelWorld.record(.center, of: self, name: modelName, from: .point(old), to: .point(newValue))
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) CGAffineTransform transform
  open var transform: CGAffineTransform {
    get { modelTransform }
    set {
      let old = modelTransform
      guard old != newValue else { return }
      modelTransform = newValue
      ModelWorld.record(
        .transform, of: self, name: modelName, from: .number(Double(old.a)),
        to: .number(Double(newValue.a)))
    }
  }

  /// Sets center and size as Auto Layout does (it never writes `frame`), recording one change.
  func modelSetGeometry(center: CGPoint, size: CGSize, recording property: ModelChange.Property?) {
    let oldFrame = frame
    let sizeChanged = modelBounds.size != size
    modelCenter = center
    modelBounds.size = size
    if sizeChanged { modelSizeDidChange() }
    if let property {
      ModelWorld.record(
        property, of: self, name: modelName, from: .rect(oldFrame), to: .rect(frame))
    }
  }

  // "Whenever the size of a view changes, UIKit applies the autoresizing behaviors of that view's
  // subviews and then calls the layoutSubviews method of the view" (View Programming Guide for
  // iOS, "Tweaking the Layout of Your Views Manually"): a view whose size changes is laid out in
  // the pass that changes it, or the next one.
  func modelSizeDidChange() {
    modelNeedsLayout = true
    modelViewController?.modelRootViewDidResize()
  }

  // MARK: Hierarchy

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nullable, nonatomic,readonly) UIView *superview
  open var superview: UIView? { modelSuperview }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews
  open var subviews: [UIView] { modelSubviews }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nullable, nonatomic,readonly) UIWindow *window
  open var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.modelSuperview
    }
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)addSubview:(UIView *)view
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: modelSubviews.count)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)insertSubview:(UIView *)view atIndex:(NSInteger)index
  open func insertSubview(_ view: UIView, at index: Int) {
    let oldWindow = view.window
    if let old = view.modelSuperview {
      old.modelSubviews.removeAll { $0 === view }
      old.modelNeedsLayout = true
    }
    modelSubviews.insert(view, at: min(max(0, index), modelSubviews.count))
    view.modelSuperview = self
    modelNeedsLayout = true
    view.modelNeedsLayout = true
    didAddSubview(view)
    view.didMoveToSuperview()
    if view.window !== oldWindow { view.modelWindowDidChange() }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)removeFromSuperview
  open func removeFromSuperview() {
    guard let superview = modelSuperview else { return }
    let oldWindow = window
    superview.modelSubviews.removeAll { $0 === self }
    superview.modelNeedsLayout = true
    modelSuperview = nil
    // "Calling this method removes any constraints that refer to the view you are removing, or
    // that refer to any view in the subtree of the view you are removing." (removeFromSuperview()
    // page)
    let subtree = Set(modelSubtree().map(ObjectIdentifier.init))
    for constraint in ModelWorld.activeConstraints {
      let involvesSubtree = constraint.modelViews.contains { view in
        subtree.contains(ObjectIdentifier(view))
      }
      let involvesOutside = constraint.modelViews.contains { view in
        !subtree.contains(ObjectIdentifier(view))
      }
      if involvesSubtree && involvesOutside { constraint.isActive = false }
    }
    didMoveToSuperview()
    if oldWindow != nil { modelWindowDidChange() }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)bringSubviewToFront:(UIView *)view
  open func bringSubviewToFront(_ view: UIView) {
    guard modelSubviews.contains(where: { $0 === view }) else { return }
    modelSubviews.removeAll { $0 === view }
    modelSubviews.append(view)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)didAddSubview:(UIView *)subview
  open func didAddSubview(_ subview: UIView) {}

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)didMoveToSuperview
  open func didMoveToSuperview() {}

  // developer.apple.com/documentation/uikit/uiview/didmovetowindow(): "The window property may be
  // nil by the time that this method is called, indicating that the receiver does not currently
  // reside in any window." UIKit calls it on every view of the moved subtree.
  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)didMoveToWindow
  open func didMoveToWindow() {}

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (BOOL)isDescendantOfView:(UIView *)view
  @discardableResult
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.modelSuperview
    }
    return false
  }

  func modelWindowDidChange() {
    for view in modelSubtree() { view.didMoveToWindow() }
    // A first responder that leaves its window resigns ("a responder that is not in a window
    // cannot be first responder", UIResponder.becomeFirstResponder() page).
    if window == nil, let responder = ModelWorld.firstResponder?.responder as? UIView,
      responder.isDescendant(of: self)
    {
      _ = responder.resignFirstResponder()
    }
  }

  /// This view and all its descendants, parents first.
  func modelSubtree() -> [UIView] {
    [self] + modelSubviews.flatMap { $0.modelSubtree() }
  }

  // MARK: Rendering

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) CGFloat alpha
  open var alpha: CGFloat {
    get { modelAlpha }
    set {
      let old = modelAlpha
      modelAlpha = newValue
      ModelWorld.record(
        .alpha, of: self, name: modelName, from: .number(Double(old)), to: .number(Double(newValue))
      )
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,getter=isHidden) BOOL hidden
  open var isHidden: Bool {
    get { modelIsHidden }
    set {
      modelHiddenWrites += 1
      let old = modelIsHidden
      if let stack = modelSuperview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      {
        modelIsHidden = stack.modelResolveHidden(of: self, requested: newValue)
      } else {
        modelIsHidden = newValue
      }
      if old != modelIsHidden { modelSuperview?.modelNeedsLayout = true }
      ModelWorld.record(
        .isHidden, of: self, name: modelName, from: .flag(old), to: .flag(modelIsHidden))
    }
  }

  /// How many times `isHidden` was set, changed or not.
  @_spi(Model) public private(set) var modelHiddenWrites = 0

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled
  open var isUserInteractionEnabled = true

  // iPhoneOS17.4.sdk UIKit/UIView.h — @property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR; // default is nil
  open var backgroundColor: UIColor?

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) NSInteger tag
  open var tag = 0

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) CALayer *layer
  open var layer: CALayer {
    if let modelLayer { return modelLayer }
    let layer = CALayer()
    modelLayer = layer
    return layer
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property (readonly, nonatomic) UIUserInterfaceLayoutDirection effectiveUserInterfaceLayoutDirection API_AVAILABLE(ios(10.0))
  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    modelLayoutDirection
  }

  /// The layout direction of this view; left to right unless a test sets it.
  @_spi(Model) public var modelLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGSize)sizeThatFits:(CGSize)size "Default is return existing view size"
  @discardableResult
  open func sizeThatFits(_ size: CGSize) -> CGSize { modelBounds.size }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)sizeToFit "calls sizeThatFits: with current view bounds and changes bounds size."
  open func sizeToFit() {
    bounds.size = sizeThatFits(modelBounds.size)
  }

  // MARK: Conversion

  /// A point of this view's bounds in its superview's coordinates: `center + transform ×
  /// (point − bounds centre)`, the layer's anchor point being the bounds' centre by default.
  func modelPointToSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - modelBounds.midX, y: point.y - modelBounds.midY)
    let moved = local.applying(modelTransform)
    return CGPoint(x: moved.x + modelCenter.x, y: moved.y + modelCenter.y)
  }

  func modelPointFromSuperview(_ point: CGPoint) -> CGPoint {
    let relative = CGPoint(x: point.x - modelCenter.x, y: point.y - modelCenter.y)
    let local = relative.applying(modelTransform.inverted())
    return CGPoint(x: local.x + modelBounds.midX, y: local.y + modelBounds.midY)
  }

  /// Where the space of a root view's frame sits on the screen: a window's frame is in its
  /// scene's coordinate space, which a Stage Manager or Split View scene places anywhere on the
  /// screen.
  var modelRootOrigin: CGPoint { .zero }

  func modelToGlobal(_ point: CGPoint) -> CGPoint {
    var point = point
    var current: UIView? = self
    var root = self
    while let view = current {
      point = view.modelPointToSuperview(point)
      root = view
      current = view.modelSuperview
    }
    return CGPoint(x: point.x + root.modelRootOrigin.x, y: point.y + root.modelRootOrigin.y)
  }

  func modelFromGlobal(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var current: UIView? = self
    while let view = current {
      chain.append(view)
      current = view.modelSuperview
    }
    let origin = chain.last?.modelRootOrigin ?? .zero
    let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    return chain.reversed().reduce(local) { point, view in view.modelPointFromSuperview(point) }
  }

  /// The space `convert(_:to: nil)` means: the window's, or the root view's outside a window.
  func modelBaseSpace() -> UIView {
    var root = self
    while let superview = root.modelSuperview { root = superview }
    return root
  }

  // "If view is nil, this method instead converts to window base coordinates." (convert(_:to:) page)
  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view
  @discardableResult
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    (view ?? modelBaseSpace()).modelFromGlobal(modelToGlobal(point))
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view
  @discardableResult
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    modelFromGlobal((view ?? modelBaseSpace()).modelToGlobal(point))
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view
  @discardableResult
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.modelConverted { convert($0, to: view) }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view
  @discardableResult
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.modelConverted { convert($0, from: view) }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    guard let space = modelSpace(coordinateSpace) else { return point }
    return space.modelFromGlobal(modelToGlobal(point))
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    guard let space = modelSpace(coordinateSpace) else { return point }
    return modelFromGlobal(space.modelToGlobal(point))
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.modelConverted { convert($0, to: coordinateSpace) }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace
  @available(iOS 8.0, *)
  @discardableResult
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    rect.modelConverted { convert($0, from: coordinateSpace) }
  }

  // MARK: Layout

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)setNeedsLayout
  open func setNeedsLayout() {
    modelNeedsLayout = true
  }

  // developer.apple.com/documentation/uikit/uiview/layoutifneeded(): "Using the view that
  // receives the message as the root view, this method lays out the view subtree starting at the
  // root. If no layout updates are pending, this method exits without modifying the layout or
  // calling any layout-related callbacks."
  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)layoutIfNeeded
  open func layoutIfNeeded() {
    ModelLayout.layOut(subtreeOf: self)
  }

  // The header calls this an "override point. called by layoutIfNeeded automatically. As of iOS
  // 6.0, when constraints-based layout is used the base implementation applies the
  // constraints-based layout, otherwise it does nothing." The model's layout pass applies the
  // constraints itself and then calls this override point.
  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)layoutSubviews
  open func layoutSubviews() {}

  // "By default, the autoresizing mask on a view gives rise to constraints that fully determine
  // the view's position": the model keeps such a view's frame as it was set.
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0))
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { modelSuperview?.modelNeedsLayout = true }
  }

  // developer.apple.com/documentation/uikit/uiview/layoutmargins: 8 points on each edge by default.
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property (nonatomic) UIEdgeInsets layoutMargins API_AVAILABLE(ios(8.0))
  @available(iOS 8.0, *)
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet { modelNeedsLayout = true }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property (nonatomic) BOOL insetsLayoutMarginsFromSafeArea API_AVAILABLE(ios(11.0)) // Default: YES
  @available(iOS 11.0, *)
  open var insetsLayoutMarginsFromSafeArea = true

  // developer.apple.com/documentation/uikit/uiview/safeareainsets: "For the view controller's root
  // view, the insets account for the status bar, other visible bars, and any additional insets
  // that you specified using the additionalSafeAreaInsets property of your view controller. For
  // other views in the view hierarchy, the insets reflect only the portion of the view that is
  // covered by those bars." Outside a window the insets are 0.
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0))
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { ModelSafeArea.insets(of: self, frames: nil) }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(readonly,strong) UILayoutGuide *layoutMarginsGuide API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var layoutMarginsGuide: UILayoutGuide { modelMarginsGuide }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property (nonatomic, readonly, strong) UILayoutGuide *readableContentGuide API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var readableContentGuide: UILayoutGuide { modelReadableGuide }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) UILayoutGuide *safeAreaLayoutGuide API_AVAILABLE(ios(11.0))
  @available(iOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { modelSafeAreaGuide }

  // iPhoneOS17.4.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) UIKeyboardLayoutGuide *keyboardLayoutGuide API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos); "Follows the keyboard when on screen and docked."
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let existing = modelKeyboardGuide as? UIKeyboardLayoutGuide { return existing }
    let guide = UIKeyboardLayoutGuide(system: .keyboard, owner: self)
    modelKeyboardGuide = guide
    return guide
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,copy) NSArray<__kindof UILayoutGuide *> *layoutGuides API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var layoutGuides: [UILayoutGuide] { modelLayoutGuides }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)addLayoutGuide:(UILayoutGuide *)layoutGuide API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    modelLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)removeLayoutGuide:(UILayoutGuide *)layoutGuide API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    modelLayoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly) NSArray<__kindof NSLayoutConstraint *> *constraints API_AVAILABLE(ios(6.0))
  @available(iOS 6.0, *)
  open var constraints: [NSLayoutConstraint] {
    ModelWorld.activeConstraints.filter { $0.modelInstallationView === self }
  }

  // MARK: Anchors

  // Declared in the class body, not an extension, to be `open` as UIKit's are.

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { modelXAnchor(.leading) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { modelXAnchor(.trailing) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leftAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var leftAnchor: NSLayoutXAxisAnchor { modelXAnchor(.left) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *rightAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var rightAnchor: NSLayoutXAxisAnchor { modelXAnchor(.right) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { modelYAnchor(.top) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { modelYAnchor(.bottom) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var widthAnchor: NSLayoutDimension { modelDimension(.width) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutDimension *heightAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var heightAnchor: NSLayoutDimension { modelDimension(.height) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *centerXAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var centerXAnchor: NSLayoutXAxisAnchor { modelXAnchor(.centerX) }
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *centerYAnchor API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open var centerYAnchor: NSLayoutYAxisAnchor { modelYAnchor(.centerY) }

  // MARK: Animation

  // Declared in the class body, not an extension, to be `open` as UIKit's are; the option and
  // curve types are in UIView+Animation.swift.

  // "Forces an animation to use the original duration value specified when the animation was
  // submitted. If this key isn't present, the animation inherits the remaining duration of the
  // in-flight animation, if any." overrideInheritedCurve says the same of the curve. The
  // animate(withDuration:…) page: "If you specify a negative value or 0, the changes are made
  // without animating them."
  // iPhoneOS18.0.sdk UIKit/UIView.h — +animateWithDuration:delay:options:animations:completion: NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(4.0))
  // developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedduration:
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let enclosing = ModelWorld.animationStack.last
    var effectiveDuration = duration
    var curve = Int((options.rawValue >> 16) & 0xF)
    // A performWithoutAnimation block disables everything inside it ("ignore any attribute
    // changes while set", setAnimationsEnabled: in UIView.h).
    let disabled = enclosing.map { $0 == nil } ?? false
    if let outer = enclosing ?? nil, !options.contains(.overrideInheritedOptions) {
      if !options.contains(.overrideInheritedDuration) { effectiveDuration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    let animation: ModelAnimation? =
      disabled || !(effectiveDuration > 0)
      ? nil
      : ModelAnimation(
        duration: effectiveDuration, delay: delay, curve: curve,
        beginsFromCurrentState: options.contains(.beginFromCurrentState),
        startTime: ModelWorld.now)
    ModelWorld.animationStack.append(animation)
    animations()
    ModelWorld.animationStack.removeLast()
    guard let completion else { return }
    // Completions run when the animation ends, on a later turn of the run loop even for an
    // animation that did not animate.
    ModelWorld.schedule(after: (animation?.delay ?? 0) + (animation?.duration ?? 0)) {
      completion(true)
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +animateWithDuration:animations:completion: "delay = 0.0, options = 0"
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +animateWithDuration:animations: "delay = 0.0, options = 0, completion = NULL"
  @available(iOS 4.0, *)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — +performWithoutAnimation:(void (NS_NOESCAPE ^)(void))actionsWithoutAnimation API_AVAILABLE(ios(7.0))
  @available(iOS 7.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ModelWorld.animationStack.append(nil)
    actionsWithoutAnimation()
    ModelWorld.animationStack.removeLast()
  }

  // developer.apple.com/documentation/uikit/uiview/inheritedanimationduration: the duration of the
  // current animation block, 0 outside one.
  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(class, nonatomic, readonly) NSTimeInterval inheritedAnimationDuration API_AVAILABLE(ios(9.0))
  @available(iOS 9.0, *)
  open class var inheritedAnimationDuration: TimeInterval {
    ModelWorld.currentAnimation?.duration ?? 0
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(class, nonatomic, readonly) BOOL areAnimationsEnabled
  open class var areAnimationsEnabled: Bool {
    !(ModelWorld.animationStack.last.map { $0 == nil } ?? false)
  }

  // MARK: Gesture recognizers

  // iPhoneOS18.0.sdk UIKit/UIView.h — @property(nullable, nonatomic,copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers API_AVAILABLE(ios(3.2))
  @available(iOS 3.2, *)
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { modelGestureRecognizers.isEmpty ? nil : modelGestureRecognizers }
    set {
      for recognizer in modelGestureRecognizers { recognizer.modelView = nil }
      modelGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)addGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2))
  @available(iOS 3.2, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.modelView?.removeGestureRecognizer(gestureRecognizer)
    modelGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.modelView = self
  }

  // iPhoneOS18.0.sdk UIKit/UIView.h — - (void)removeGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2))
  @available(iOS 3.2, *)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    modelGestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.modelView === self { gestureRecognizer.modelView = nil }
  }

  // MARK: Responder chain

  /// A view becomes first responder only in a window.
  override var modelCanBeFirstResponderNow: Bool { window != nil }

  // developer.apple.com/documentation/uikit/uiview/endediting(_:): "This method looks at the
  // current view and its subview hierarchy for the text field that is currently the first
  // responder. If it finds one, it asks that text field to resign as first responder."
  // iPhoneOS18.0.sdk UIKit/UITextField.h — @interface UIView (UITextField) - (BOOL)endEditing:(BOOL)force
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = ModelWorld.firstResponder?.responder as? UIView,
      responder.isDescendant(of: self)
    else { return false }
    return responder.resignFirstResponder()
  }

  // developer.apple.com/documentation/uikit/uiresponder/next: "UIView implements this method and
  // returns the UIViewController object that manages it (if it has one) or its superview (if it
  // doesn't)."
  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly, nullable) UIResponder *nextResponder
  open override var next: UIResponder? {
    if let controller = modelViewController { return controller }
    return modelSuperview
  }
}
