import KeyboardAvoidance
import UIKit

/// The "KeyboardAvoidance" tab of the PIN screen: the button's bottom constraint follows the
/// keyboard.
///
/// One binding, made once: no constraints remade, the offset the app set kept for the keyboard's
/// absence, the part of the view the keyboard covers measured (a hardware keyboard's bar, a form
/// sheet), and the move made inside the keyboard's own animation.
@MainActor
final class FollowingPINViewController: PINEntryViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    nextButtonBottom?.pinAboveKeyboard(in: root)
    root.dismissKeyboardOnTap()
  }
}
