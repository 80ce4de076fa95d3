import Foundation
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// The model's container view controllers against what UIKit documents.
  @Suite("UIKit model: containers")
  @MainActor
  struct ContainerModelTests {
    /// A window on the iPhone 16's 393 × 852 screen with `root` as its root view controller.
    func window(root: UIViewController) -> UIWindow {
      UIKitModel.reset()
      UIKitModel.onProblem = { Issue.record(Comment(rawValue: $0)) }
      let screen = UIScreen.model(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
      let window = UIWindow(
        windowScene: .model(screen: screen, frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
      window.rootViewController = root
      window.makeKeyAndVisible()
      return window
    }

    @Test("a navigation controller's root view fills the navigation view once it is laid out")
    func navigationRootFills() {
      let start = UIViewController()
      let navigation = UINavigationController(rootViewController: start)
      let window = window(root: navigation)
      UIKitModel.runLoopTurn()
      #expect(start.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      withExtendedLifetime(window) {}
    }

    @Test("the root view follows the navigation view when it changes size (a rotation)")
    func navigationRootFollows() {
      let start = UIViewController()
      let navigation = UINavigationController(rootViewController: start)
      let window = window(root: navigation)
      UIKitModel.runLoopTurn()
      navigation.view.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
      window.layoutIfNeeded()
      #expect(start.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test("a view controller hears of its view's layout before and after the subviews move")
    func layoutCallbacks() {
      final class Recording: UIViewController {
        var calls: [String] = []
        override func viewWillLayoutSubviews() {
          super.viewWillLayoutSubviews()
          calls.append("will \(view.bounds.width)")
        }
        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          calls.append("did \(view.bounds.width)")
        }
      }
      let controller = Recording()
      let window = window(root: controller)
      window.layoutIfNeeded()
      #expect(controller.calls.prefix(2) == ["will 393.0", "did 393.0"])
    }
  }
}
