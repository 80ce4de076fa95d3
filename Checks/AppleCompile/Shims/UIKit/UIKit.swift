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
