import UIKit

/// A blog post's screen in two tabs: the post's own code, "Hand-written", then the same screen
/// with the package, "KeyboardAvoidance".
///
/// A hand-written tab the current build cannot have (one that reaches for `UIApplication.shared`,
/// in an app extension) is `nil` and left out.
@MainActor
final class DemoTabBarController: UITabBarController {
  init(handWritten: UIViewController?, keyboardAvoidance: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    handWritten?.title = "Hand-written"
    keyboardAvoidance.title = "KeyboardAvoidance"
    viewControllers = [handWritten, keyboardAvoidance].compactMap { $0 }
  }

  /// Tab bar controllers of the demo are made in code only.
  required init?(coder: NSCoder) {
    return nil
  }
}
