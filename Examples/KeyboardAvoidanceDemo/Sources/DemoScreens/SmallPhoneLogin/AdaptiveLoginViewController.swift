import KeyboardAvoidance
import UIKit

/// The "KeyboardAvoidance" tab of the small-phone login screen: the post's rules, declared.
///
/// Each rule is one `KeyboardAdaptive` value, applied inside the keyboard's own animation: on
/// `compactHeight` screens (568 pt or less, from the window's size in points, so Display Zoom and
/// small Stage Manager windows count) the logo hides and the status label and field group move
/// up; everywhere the button turns into a full-width bar with square corners sitting on the
/// keyboard, where what covers the view is measured, never the frame's height. A tap outside the
/// fields dismisses the keyboard.
@MainActor
final class AdaptiveLoginViewController: SmallPhoneLoginViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    logo.adaptIsHidden(to: KeyboardAdaptive(false).shown(true, on: .compactHeight))
    statusLabelTop?.adapt(to: KeyboardAdaptive(40).shown(-50, on: .compactHeight), in: root)
    credentialsTop?.adapt(to: KeyboardAdaptive(40).shown(20, on: .compactHeight), in: root)
    loginButtonBottom?.pinAboveKeyboard(in: root)
    loginButtonLeading?.adapt(to: KeyboardAdaptive(hidden: 30, shown: 0), in: root)
    loginButtonTrailing?.adapt(to: KeyboardAdaptive(hidden: 30, shown: 0), in: root)
    loginButton.adaptCornerRadius(to: KeyboardAdaptive(hidden: 15, shown: 0))
    root.dismissKeyboardOnTap()
  }
}
