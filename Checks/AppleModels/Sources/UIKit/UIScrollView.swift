import Foundation

// iPhoneOS18.1.sdk UIKit/UIScrollView.h
// developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) API_AVAILABLE(ios(7.0))
  @available(iOS 7.0, *)
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    // developer.apple.com lists iOS 16.0 for the two cases below; the header states no version
    // for them, so the compiler checks none.
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) API_AVAILABLE(ios(11.0))
  @available(iOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  var modelContentInset = UIEdgeInsets.zero
  var modelIndicatorInsets = UIEdgeInsets.zero
  lazy var modelPan: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer()
    addGestureRecognizer(pan)
    return pan
  }()

  // The content offset is the origin of the scroll view's bounds: changing one changes the other.
  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) CGPoint contentOffset "default CGPointZero"
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) CGSize contentSize "default CGSizeZero"
  open var contentSize = CGSize.zero

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) UIEdgeInsets contentInset "default UIEdgeInsetsZero. add additional scroll area around content"
  open var contentInset: UIEdgeInsets {
    get { modelContentInset }
    set {
      let old = modelContentInset
      modelContentInset = newValue
      ModelWorld.record(
        .contentInset, of: self, name: modelName, from: old.modelValue, to: newValue.modelValue)
    }
  }

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior API_AVAILABLE(ios(11.0))
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  // developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset: "the sum of the
  // content insets and the safe area insets" as contentInsetAdjustmentBehavior decides: `.always`
  // adds the safe area on every edge, `.never` on none, `.scrollableAxes` only along axes that
  // scroll (content larger than the bounds, or `alwaysBounceVertical`/`Horizontal`). The model
  // treats `.automatic` as `.scrollableAxes` plus the vertical safe area for a view controller's
  // root scroll view, which the documentation describes for scroll views in navigation
  // controllers.
  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0))
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let inset = contentInset
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .always:
      (vertical, horizontal) = (true, true)
    case .never:
      break
    case .scrollableAxes, .automatic:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
      if contentInsetAdjustmentBehavior == .automatic, modelViewController != nil {
        vertical = true
      }
    }
    return UIEdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0),
      right: inset.right + (horizontal ? safe.right : 0))
  }

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) BOOL alwaysBounceVertical "default NO"
  open var alwaysBounceVertical = false
  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) BOOL alwaysBounceHorizontal "default NO"
  open var alwaysBounceHorizontal = false

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic,getter=isScrollEnabled) BOOL scrollEnabled "default YES"
  open var isScrollEnabled = true

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) UIEdgeInsets verticalScrollIndicatorInsets API_AVAILABLE(ios(11.1))
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { modelIndicatorInsets }
    set {
      let old = modelIndicatorInsets
      modelIndicatorInsets = newValue
      ModelWorld.record(
        .scrollIndicatorInsets, of: self, name: modelName, from: old.modelValue,
        to: newValue.modelValue)
    }
  }

  // "The default value of this property is true … the scroll indicator insets are adjusted
  // automatically for the safe area."
  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) BOOL automaticallyAdjustsScrollIndicatorInsets API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  open var automaticallyAdjustsScrollIndicatorInsets = true

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(visionos)
  @available(iOS 7.0, *)
  open var keyboardDismissMode = KeyboardDismissMode.none

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — @property(nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer API_AVAILABLE(ios(5.0))
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { modelPan }

  // "animate at constant velocity to new offset": the model records it in an animation of its own
  // (0.3 s, ease-in-out; the real duration is not documented), not in the caller's block.
  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — - (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      UIView.performWithoutAnimation { self.contentOffset = contentOffset }
      return
    }
    UIView.animate(
      withDuration: 0.3, delay: 0,
      options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseInOut],
      animations: { self.contentOffset = contentOffset })
  }

  // iPhoneOS18.1.sdk UIKit/UIScrollView.h — - (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated "scroll so rect is just visible (nearest edges). nothing if rect completely visible"
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    let visible = CGRect(
      x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
      width: bounds.width - inset.left - inset.right,
      height: bounds.height - inset.top - inset.bottom)
    var offset = contentOffset
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < visible.minY { offset.y -= visible.minY - rect.minY }
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }
}
