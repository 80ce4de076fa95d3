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

// iPhoneOS18.0.sdk UIKit/UIMenuElement.h
// developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
  // iPhoneOS18.0.sdk UIKit/UIMenuElement.h — typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes)
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }
  }

  // iPhoneOS18.0.sdk UIKit/UIMenuElement.h — typedef NS_ENUM(NSInteger, UIMenuElementState)
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  // iPhoneOS18.0.sdk UIKit/UIMenuElement.h — @property (nonatomic, readonly) NSString *title
  open var title: String { modelTitle }
  var modelTitle = ""
}

// iPhoneOS18.0.sdk UIKit/UIAction.h — typedef void (^UIActionHandler)(__kindof UIAction *action)
public typealias UIActionHandler = (UIAction) -> Void

// iPhoneOS18.0.sdk UIKit/UIAction.h
// developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
  // iPhoneOS18.0.sdk UIKit/UIAction.h — typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  let modelHandler: UIActionHandler

  // iPhoneOS18.0.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
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
    super.init()
  }

  /// Performs the action as a tap on its item or control would.
  @_spi(Model) public func modelPerform() {
    modelHandler(self)
  }
}

// iPhoneOS18.0.sdk UIKit/UIBarItem.h
// developer.apple.com/documentation/uikit/uibaritem
@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
  // iPhoneOS18.0.sdk UIKit/UIBarItem.h — @property(nonatomic,getter=isEnabled) BOOL enabled "default is YES"
  open var isEnabled = true
}

// iPhoneOS18.0.sdk UIKit/UIBarButtonItem.h
// developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {
  // iPhoneOS18.0.sdk UIKit/UIBarButtonItem.h — typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case flexibleSpace = 5
    case fixedSpace = 6
  }

  var modelPrimaryAction: UIAction?
  var modelSystemItem: SystemItem?
  var modelImage: UIImage?

  // iPhoneOS18.0.sdk UIKit/UIBarButtonItem.h — - (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(nullable UIAction *)primaryAction API_AVAILABLE(ios(14.0))
  @available(iOS 14.0, *)
  public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
    self.init()
    modelSystemItem = systemItem
    modelPrimaryAction = primaryAction
  }

  // iPhoneOS18.0.sdk UIKit/UIBarButtonItem.h — - (instancetype)initWithImage:(nullable UIImage *)image primaryAction:(nullable UIAction *)primaryAction API_AVAILABLE(ios(14.0)) (Swift overlay adds the title parameter)
  @available(iOS 14.0, *)
  public convenience init(image: UIImage?, primaryAction: UIAction? = nil) {
    self.init()
    modelImage = image
    modelPrimaryAction = primaryAction
  }

  // iPhoneOS18.0.sdk UIKit/UIBarButtonItem.h — @property (nonatomic, readwrite, copy, nullable) UIAction *primaryAction API_AVAILABLE(ios(14.0))
  @available(iOS 14.0, *)
  open var primaryAction: UIAction? {
    get { modelPrimaryAction }
    set { modelPrimaryAction = newValue }
  }

  /// The system item the button was made with, if any.
  @_spi(Model) public var modelSystemItemValue: SystemItem? { modelSystemItem }
}

// iPhoneOS18.0.sdk UIKit/UIToolbar.h
// developer.apple.com/documentation/uikit/uitoolbar
@available(iOS 2.0, *)
@MainActor open class UIToolbar: UIView {
  // iPhoneOS18.0.sdk UIKit/UIToolbar.h — @property(nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items
  open var items: [UIBarButtonItem]?

  // "Sizes the toolbar to the standard bar height", 44 pt (UIKit's standard toolbar height).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }
}
