// Declarations of Apple's UIKit framework used by the KeyboardAvoidance adapters, for the compile
// check only. Each declaration is transcribed from the developer.apple.com page named in the
// comment above it (https://developer.apple.com/documentation/uikit/...), with its availability
// and actor isolation. Bodies trap: nothing here ever runs.
//
// Where a page shows `class let` (an Objective-C class property), the shim writes `class var …
// { get }`: Swift source cannot declare a stored class property in a class, and both read the same
// at the call site.

import Foundation

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
  nonisolated public class var keyboardFrameBeginUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardframeenduserinfokey (iOS 3.2+)
  nonisolated public class var keyboardFrameEndUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardanimationdurationuserinfokey (iOS 3.0+)
  nonisolated public class var keyboardAnimationDurationUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardanimationcurveuserinfokey (iOS 3.0+)
  nonisolated public class var keyboardAnimationCurveUserInfoKey: String { fatalError() }
  // uikit/uiresponder/keyboardislocaluserinfokey (iOS 9.0+)
  nonisolated public class var keyboardIsLocalUserInfoKey: String { fatalError() }
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
  open class var shared: UIApplication { fatalError() }
  // uikit/uiapplication/connectedscenes (iOS 13.0+)
  open var connectedScenes: Set<UIScene> { fatalError() }
}
