import KeyboardAvoidance
import UIKit

/// The "KeyboardAvoidance" tab of the confirmation screen: the button moves inside the keyboard's
/// own animation.
///
/// The bottom constraint follows the keyboard with the post's gap as its spacing: it moves in
/// the same animation block as the keyboard, with its duration and curve, on the turn the
/// keyboard posts; its safe area is measured, never special-cased; the constant the app set comes
/// back when the keyboard leaves.
@MainActor
final class FollowingConfirmViewController: ConfirmCodeViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    buttonBottom?.pinAboveKeyboard(in: view, spacing: Self.interval)
  }
}
