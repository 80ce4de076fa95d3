import KeyboardAvoidance
import UIKit

/// The "KeyboardAvoidance" tab of the storyboard-constraint screen: the same outlet, one line.
///
/// The constraint follows what the keyboard covers of the view, measured with every change, so a
/// second will-show with another height moves the area again and the hide takes it back to the
/// constant the app set, inside the keyboard's own animation; the view's own safe area, not the
/// first window's, is taken into account, a tab bar's included. A tap outside the controls
/// dismisses the keyboard.
@MainActor
final class FollowingBottomConstraintViewController: BottomConstraintViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    viewBottomConstraint?.pinAboveKeyboard(in: root)
    root.dismissKeyboardOnTap()
  }
}
