import Foundation

// iPhoneOS18.3.sdk UIKit/UIControl.h
// developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
  // iPhoneOS18.3.sdk UIKit/UIControl.h — @property(nonatomic,getter=isEnabled) BOOL enabled "default is YES."
  open var isEnabled = true

  // The header's events the model sends; the others are left out.
  // iPhoneOS17.4.sdk UIKit/UIControl.h — typedef NS_OPTIONS(NSUInteger, UIControlEvents); UIKit.apinotes SwiftName: UIControl.Event
  public struct Event: OptionSet, Sendable {
    // iPhoneOS17.4.sdk UIKit/UIControl.h — let rawValue: UInt
    public let rawValue: UInt

    // iPhoneOS17.4.sdk UIKit/UIControl.h — init(rawValue: UInt)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    // iPhoneOS17.4.sdk UIKit/UIControl.h — UIControlEventTouchUpInside = 1 << 6
    public static var touchUpInside: UIControl.Event { .init(rawValue: 1 << 6) }
    // iPhoneOS17.4.sdk UIKit/UIControl.h — UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13, // semantic action: for buttons, etc.
    @available(iOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { .init(rawValue: 1 << 13) }
  }

  // iPhoneOS17.4.sdk UIKit/UIControl.h — typedef NS_OPTIONS(NSUInteger, UIControlState); UIKit.apinotes SwiftName: UIControl.State
  public struct State: OptionSet, Sendable {
    // iPhoneOS17.4.sdk UIKit/UIControl.h — let rawValue: UInt
    public let rawValue: UInt

    // iPhoneOS17.4.sdk UIKit/UIControl.h — init(rawValue: UInt)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    // iPhoneOS17.4.sdk UIKit/UIControl.h — UIControlStateNormal = 0; UIKit.apinotes SwiftName: normal
    public static var normal: UIControl.State { .init(rawValue: 0) }
  }

  var modelActions: [(action: UIAction, events: UIControl.Event)] = []

  // "You may add multiple UIActions for corresponding controlEvents"; the model does not unique
  // them by identifier.
  // iPhoneOS17.4.sdk UIKit/UIControl.h — - (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0))
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    modelActions.append((action, controlEvents))
  }

  // "send all actions associated with the given control events"
  // iPhoneOS17.4.sdk UIKit/UIControl.h — - (void)sendActionsForControlEvents:(UIControlEvents)controlEvents
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in modelActions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.modelPerform()
    }
  }

  // The model's reading of UIControl.h's touch tracking (beginTrackingWithTouch:withEvent: and
  // the rest): a control handles the touches that begin in it and does not pass them up the
  // responder chain, as UIResponder's default implementation would.
  // iPhoneOS17.4.sdk UIKit/UIResponder.h — - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

// iPhoneOS18.0.sdk UIKit/UITextInput.h — @interface UITextPosition : NSObject
// developer.apple.com/documentation/uikit/uitextposition
@available(iOS 3.2, *)
@MainActor open class UITextPosition: NSObject {
  let modelCaret: CGRect

  init(modelCaret: CGRect) {
    self.modelCaret = modelCaret
    super.init()
  }
}

// iPhoneOS18.0.sdk UIKit/UITextInput.h — @interface UITextRange : NSObject
// developer.apple.com/documentation/uikit/uitextrange
@available(iOS 3.2, *)
@MainActor open class UITextRange: NSObject {
  let modelEnd: UITextPosition

  init(modelEnd: UITextPosition) {
    self.modelEnd = modelEnd
    super.init()
  }

  // iPhoneOS18.0.sdk UIKit/UITextInput.h — @property (nonatomic, readonly) UITextPosition *end
  open var end: UITextPosition { modelEnd }
}

// iPhoneOS18.0.sdk UIKit/UITextField.h
// developer.apple.com/documentation/uikit/uitextfield
@available(iOS 2.0, *)
@MainActor open class UITextField: UIControl {
  // iPhoneOS18.0.sdk UIKit/UITextField.h — UITextFieldTextDidBeginEditingNotification NS_SWIFT_NONISOLATED
  // iPhoneOS18.0.sdk UIKit/UIKit.apinotes — SwiftName: UITextField.textDidBeginEditingNotification
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  }

  // iPhoneOS18.0.sdk UIKit/UITextField.h — UITextFieldTextDidEndEditingNotification NS_SWIFT_NONISOLATED
  nonisolated public class var textDidEndEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidEndEditingNotification")
  }

  // The model posts it only when a test types (the user's keystrokes); setting `text` in code
  // posts nothing, as in UIKit.
  // iPhoneOS17.4.sdk UIKit/UITextField.h — UIKIT_EXTERN NSNotificationName const UITextFieldTextDidChangeNotification; (UIKit.apinotes: UITextField.textDidChangeNotification)
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidChangeNotification")
  }

  var modelAccessory: UIView?

  // iPhoneOS18.0.sdk UIKit/UITextField.h — @property (nullable, readwrite, strong) UIView *inputAccessoryView API_UNAVAILABLE(visionos)
  open override var inputAccessoryView: UIView? {
    get { modelAccessory }
    set { modelAccessory = newValue }
  }

  // iPhoneOS18.0.sdk UIKit/UITextField.h — @property(nullable, nonatomic,copy) NSString *text
  open var text: String? = ""

  // iPhoneOS17.4.sdk UIKit/UITextField.h — @property(nullable, nonatomic,copy) NSString *placeholder; // default is nil. string is drawn 70% gray
  open var placeholder: String?

  // iPhoneOS17.4.sdk UIKit/UITextField.h — typedef NS_ENUM(NSInteger, UITextBorderStyle); UIKit.apinotes SwiftName: UITextField.BorderStyle
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  // iPhoneOS17.4.sdk UIKit/UITextField.h — @property(nonatomic) UITextBorderStyle borderStyle; // default is UITextBorderStyleNone
  open var borderStyle = UITextField.BorderStyle.none

  /// Where the caret is, in the field's coordinates: after the text, on the first line.
  @_spi(Model) public var modelCaretRect: CGRect {
    CGRect(x: 8, y: 4, width: 2, height: max(0, bounds.height - 8))
  }

  // iPhoneOS18.0.sdk UIKit/UITextField.h — Text fields take the focus when enabled ("canBecomeFirstResponder … UITextField: YES").
  open override var canBecomeFirstResponder: Bool { isEnabled }

  // developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification: posted
  // "when editing begins", before the keyboard's will-show (the order of a tap on a field; see
  // the keyboard model of the scenario tests).
  override func modelDidBecomeFirstResponder(replacing old: UIResponder?) {
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    super.modelDidBecomeFirstResponder(replacing: old)
  }

  override func modelDidResignFirstResponder() {
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }
}

// iPhoneOS18.0.sdk UIKit/UITextView.h
// developer.apple.com/documentation/uikit/uitextview
@available(iOS 2.0, *)
@MainActor open class UITextView: UIScrollView {
  // iPhoneOS18.0.sdk UIKit/UITextView.h — UITextViewTextDidBeginEditingNotification NS_SWIFT_NONISOLATED
  // iPhoneOS18.0.sdk UIKit/UIKit.apinotes — SwiftName: UITextView.textDidBeginEditingNotification
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  }

  // iPhoneOS18.0.sdk UIKit/UITextView.h — UITextViewTextDidEndEditingNotification NS_SWIFT_NONISOLATED
  nonisolated public class var textDidEndEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidEndEditingNotification")
  }

  // iPhoneOS17.4.sdk UIKit/UITextView.h — UIKIT_EXTERN NSNotificationName const UITextViewTextDidChangeNotification; (UIKit.apinotes: UITextView.textDidChangeNotification)
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidChangeNotification")
  }

  var modelAccessory: UIView?

  // iPhoneOS18.0.sdk UIKit/UITextView.h — @property (nullable, readwrite, strong) UIView *inputAccessoryView API_UNAVAILABLE(visionos)
  open override var inputAccessoryView: UIView? {
    get { modelAccessory }
    set { modelAccessory = newValue }
  }

  // iPhoneOS18.0.sdk UIKit/UITextView.h — @property(nonatomic,getter=isEditable) BOOL editable API_UNAVAILABLE(tvos)
  open var isEditable = true

  // iPhoneOS18.0.sdk UIKit/UITextView.h — @property(null_resettable,nonatomic,copy) NSString *text
  open var text: String! = ""

  /// Where the caret is in the text view's content, which a test moves to model typing.
  @_spi(Model) public var modelCaretRect = CGRect(x: 8, y: 8, width: 2, height: 20)

  // iPhoneOS18.0.sdk UIKit/UITextInput.h — @property (nullable, readwrite, copy) UITextRange *selectedTextRange (UITextInput)
  open var selectedTextRange: UITextRange? {
    get { UITextRange(modelEnd: UITextPosition(modelCaret: modelCaretRect)) }
    set { if let newValue { modelCaretRect = newValue.end.modelCaret } }
  }

  // iPhoneOS18.0.sdk UIKit/UITextInput.h — - (CGRect)caretRectForPosition:(UITextPosition *)position (UITextInput)
  @discardableResult
  open func caretRect(for position: UITextPosition) -> CGRect { position.modelCaret }

  // An editable text view takes the focus. A read-only one can still become first responder to
  // select text; the model keeps read-only views out of the keyboard's way.
  // iPhoneOS18.0.sdk UIKit/UIResponder.h — @property(nonatomic, readonly) BOOL canBecomeFirstResponder; // default is NO
  open override var canBecomeFirstResponder: Bool { isEditable }

  // craiggrummitt.com, "Keyboards, text views and first responders": for a text view the
  // keyboard's will-show arrives before textViewDidBeginEditing, the reverse of text fields.
  override func modelDidBecomeFirstResponder(replacing old: UIResponder?) {
    super.modelDidBecomeFirstResponder(replacing: old)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  override func modelDidResignFirstResponder() {
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }
}
