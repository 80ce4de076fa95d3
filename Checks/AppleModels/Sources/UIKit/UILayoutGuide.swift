import Foundation

// iPhoneOS18.0.sdk UIKit/UILayoutGuide.h
// developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject, ModelAnchored {
  /// Guides UIKit makes for every view, whose frames follow the view's insets.
  enum SystemKind {
    case safeArea, layoutMargins, readableContent, keyboard
  }

  let modelSystemKind: SystemKind?
  weak var modelOwningView: UIView?

  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — UILayoutGuide : NSObject (init inherited)
  public override init() {
    modelSystemKind = nil
    super.init()
  }

  init(system kind: SystemKind, owner: UIView) {
    modelSystemKind = kind
    modelOwningView = owner
    super.init()
  }

  // The model decodes nothing: guides come from code.
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — UILayoutGuide adopts NSCoding
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,weak,nullable) UIView *owningView
  weak open var owningView: UIView? {
    get { modelOwningView }
    set { modelOwningView = newValue }
  }

  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,copy) NSString *identifier
  open var identifier = ""

  // "The layout guide's frame in its owning view's coordinate system."
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly) CGRect layoutFrame
  open var layoutFrame: CGRect { ModelLayout.layoutFrame(of: self) }

  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor
  open var leadingAnchor: NSLayoutXAxisAnchor { modelXAnchor(.leading) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor
  open var trailingAnchor: NSLayoutXAxisAnchor { modelXAnchor(.trailing) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leftAnchor
  open var leftAnchor: NSLayoutXAxisAnchor { modelXAnchor(.left) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *rightAnchor
  open var rightAnchor: NSLayoutXAxisAnchor { modelXAnchor(.right) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor
  open var topAnchor: NSLayoutYAxisAnchor { modelYAnchor(.top) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor
  open var bottomAnchor: NSLayoutYAxisAnchor { modelYAnchor(.bottom) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor
  open var widthAnchor: NSLayoutDimension { modelDimension(.width) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutDimension *heightAnchor
  open var heightAnchor: NSLayoutDimension { modelDimension(.height) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *centerXAnchor
  open var centerXAnchor: NSLayoutXAxisAnchor { modelXAnchor(.centerX) }
  // iPhoneOS18.0.sdk UIKit/UILayoutGuide.h — @property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *centerYAnchor
  open var centerYAnchor: NSLayoutYAxisAnchor { modelYAnchor(.centerY) }
}
