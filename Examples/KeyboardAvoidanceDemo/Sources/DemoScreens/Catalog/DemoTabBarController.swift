import UIKit

/// A blog post's screen in two tabs: the post's own code, "Hand-written", then the same screen
/// with the package, "KeyboardAvoidance".
@MainActor
final class DemoTabBarController: UITabBarController {
  init(handWritten: UIViewController, keyboardAvoidance: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    handWritten.title = "Hand-written"
    keyboardAvoidance.title = "KeyboardAvoidance"
    viewControllers = [handWritten, keyboardAvoidance]
  }

  /// Tab bar controllers of the demo are made in code only.
  required init?(coder: NSCoder) {
    return nil
  }
}
