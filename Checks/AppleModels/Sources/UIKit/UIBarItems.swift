import Foundation

// iPhoneOS18.0.sdk UIKit/UIImage.h
// developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  let modelSystemName: String

  init(modelSystemName: String) {
    self.modelSystemName = modelSystemName
    super.init()
  }

  // iPhoneOS18.0.sdk UIKit/UIImage.h — + (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) {
    self.init(modelSystemName: name)
  }
}

// iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h
// developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
  // iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h — typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes) API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  public struct Attributes: OptionSet, Sendable {
    // iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h — let rawValue: UInt
    public let rawValue: UInt
    // iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h — init(rawValue: UInt)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }
  }

  // iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h — typedef NS_ENUM(NSInteger, UIMenuElementState) API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  var modelTitle: String

  // initializer keeps NSObject's init() from being inherited.
  // iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h — - (instancetype)init NS_UNAVAILABLE: the model's own
  init(modelTitle: String) {
    self.modelTitle = modelTitle
    super.init()
  }

  // iPhoneOS18.2.1.sdk UIKit/UIMenuElement.h — @property (nonatomic, readonly) NSString *title
  open var title: String { modelTitle }
}

// Declared for the `menu:` parameter of UIBarButtonItem's initializers; the model makes none.
// iPhoneOS18.0.sdk UIKit/UIMenu.h — UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIMenu : UIMenuElement
// developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {}

// iPhoneOS18.2.1.sdk UIKit/UIAction.h — typedef void (^UIActionHandler)(__kindof UIAction *action) API_UNAVAILABLE(watchos)
public typealias UIActionHandler = (UIAction) -> Void

// iPhoneOS18.2.1.sdk UIKit/UIAction.h
// developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
  // iPhoneOS18.2.1.sdk UIKit/UIAction.h — typedef NSString *UIActionIdentifier NS_SWIFT_NAME(UIAction.Identifier) NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(ios(13.0))
  @available(iOS 13.0, *)
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    // iPhoneOS18.2.1.sdk UIKit/UIAction.h — let rawValue: String
    public let rawValue: String
    // iPhoneOS18.2.1.sdk UIKit/UIAction.h — init(rawValue: String)
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
    // iPhoneOS18.2.1.sdk UIKit/UIAction.h — An NS_TYPED_EXTENSIBLE_ENUM also imports with an unlabelled initializer.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  let modelHandler: UIActionHandler

  // UIAction { @_disfavoredOverload @MainActor @preconcurrency convenience public init(title: String = "",
  // image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
  // attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) }
  // iPhoneOS18.0.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — @available(iOS 13.0, *) extension
  @_disfavoredOverload
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(modelHandler: handler)
    modelTitle = title
  }

  init(modelHandler: @escaping UIActionHandler) {
    self.modelHandler = modelHandler
    super.init(modelTitle: "")
  }

  // iPhoneOS18.2.1.sdk UIKit/UIAction.h — @property (nonatomic, copy) NSString *title "Short display title."
  open override var title: String {
    get { modelTitle }
    set { modelTitle = newValue }
  }

  /// Performs the action as a tap on its item or control would.
  @_spi(Model) public func modelPerform() {
    modelHandler(self)
  }
}

// iPhoneOS18.1.sdk UIKit/UIBarItem.h
// developer.apple.com/documentation/uikit/uibaritem
@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
  // iPhoneOS18.1.sdk UIKit/UIBarItem.h — @property(nonatomic,getter=isEnabled) BOOL enabled "default is YES"
  open var isEnabled = true
}

// iPhoneOS18.1.sdk UIKit/UIBarButtonItem.h
// developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {
  // iPhoneOS18.1.sdk UIKit/UIBarButtonItem.h — typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case flexibleSpace = 5
    case fixedSpace = 6
  }

  var modelPrimaryAction: UIAction?
  var modelSystemItem: SystemItem?
  var modelImage: UIImage?

  // { @available(iOS 14.0, *) convenience public init(systemItem: UIBarButtonItem.SystemItem,
  // primaryAction: UIAction? = nil, menu: UIMenu? = nil) }, over -initWithBarButtonSystemItem:
  // primaryAction:menu: of iPhoneOS18.1.sdk UIKit/UIBarButtonItem.h. The model ignores the menu.
  // iPhoneOS18.0.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — extension UIBarButtonItem
  @available(iOS 14.0, *)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    modelSystemItem = systemItem
    modelPrimaryAction = primaryAction
  }

  // { @available(iOS 14.0, *) convenience public init(title: String? = nil, image: UIImage? = nil,
  // primaryAction: UIAction? = nil, menu: UIMenu? = nil) }. The model keeps the image and the action.
  // iPhoneOS18.0.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — extension UIBarButtonItem
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    modelImage = image
    modelPrimaryAction = primaryAction
  }

  // iPhoneOS18.1.sdk UIKit/UIBarButtonItem.h — @property (nonatomic, readwrite, copy, nullable) UIAction *primaryAction API_AVAILABLE(ios(14.0))
  @available(iOS 14.0, *)
  open var primaryAction: UIAction? {
    get { modelPrimaryAction }
    set { modelPrimaryAction = newValue }
  }

  /// The system item the button was made with, if any.
  @_spi(Model) public var modelSystemItemValue: SystemItem? { modelSystemItem }
}

// UIToolbar.h is not stored in xybp888/iOS-SDKs or xiangfeidexiaohuo/iOS-SDKs under any
// version; the declarations follow Apple's documentation page.
// iPhoneOS18.0.sdk UIKit/UIToolbar.h
// developer.apple.com/documentation/uikit/uitoolbar
@available(iOS 2.0, *)
@MainActor open class UIToolbar: UIView {
  // iPhoneOS18.0.sdk UIKit/UIToolbar.h — @property(nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items
  open var items: [UIBarButtonItem]?

  // iPhoneOS18.0.sdk UIKit/UIToolbar.h — "Sizes the toolbar to the standard bar height", 44 pt (UIKit's standard toolbar height).
  @discardableResult
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }
}
