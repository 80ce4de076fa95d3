import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Keyboard notifications as an app's own test code builds them, and as the blog posts'
  /// NotificationCenter handlers read them.
  @Suite("Hand-built notifications and hand-written handlers")
  @MainActor
  struct HandBuiltNotificationScenarios {
    /// A keyboard notification with UIKit's names and keys, its frames in the screen's
    /// coordinates, posted straight to the default center with the screen as its object.
    func post(
      _ name: NSNotification.Name, begin: CGRect, end: CGRect, duration: TimeInterval = 0.25,
      curve: Int = 7, on screen: UIScreen
    ) {
      let userInfo: [AnyHashable: Any] = [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ]
      NotificationCenter.default.post(name: name, object: screen, userInfo: userInfo)
    }

    @Test("the iPhone 16's frames by hand, while the app writes the constant")
    func iPhone16ByHand() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      // The device data: a 393 × 852 screen and a 335 pt predictive keyboard, docked at the
      // bottom: its end frame is (0, 852 − 335, 393, 335), its begin frame just below the screen.
      let size = stage.device.screenSize(in: .portrait)
      let height = stage.device.expectedKeyboardHeight(orientation: .portrait).height
      #expect(size == CGSize(width: 393, height: 852) && height == 335)
      let shown = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
      let below = shown.offsetBy(dx: 0, dy: height)
      post(UIResponder.keyboardWillShowNotification, begin: below, end: shown, on: stage.screen)
      post(UIResponder.keyboardDidShowNotification, begin: below, end: shown, on: stage.screen)
      stage.settle()
      // 8 pt above the keyboard's top at 517: the button's bottom at 509.
      #expect(stage.onScreen(login.loginButton).maxY == 509)
      login.loginButtonBottom?.constant = 60
      root.layoutIfNeeded()
      #expect(stage.onScreen(login.loginButton).maxY == 509)
      post(UIResponder.keyboardWillHideNotification, begin: shown, end: below, on: stage.screen)
      post(UIResponder.keyboardDidHideNotification, begin: shown, end: below, on: stage.screen)
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 60)
      // Resting 60 pt above the safe area: 852 − 34 − 60 = 758.
      #expect(stage.onScreen(login.loginButton).maxY == 758)
    }

    /// The handler of the blog posts: add the keyboard's height less the safe area on will-show,
    /// take it away on will-hide.
    @MainActor
    final class BlogKeyboardHandler {
      private var tokens: [any NSObjectProtocol] = []

      init(moving constraint: NSLayoutConstraint, in view: UIView) {
        let center = NotificationCenter.default
        let key = UIResponder.keyboardFrameEndUserInfoKey
        for (name, sign) in [
          (UIResponder.keyboardWillShowNotification, CGFloat(1)),
          (UIResponder.keyboardWillHideNotification, CGFloat(-1)),
        ] {
          let token = center.addObserver(forName: name, object: nil, queue: nil) {
            [weak constraint, weak view] note in
            let height = (note.userInfo?[key] as? NSValue)?.cgRectValue.height ?? 0
            MainActor.assumeIsolated {
              guard let constraint, let view else { return }
              constraint.constant += sign * (height - view.safeAreaInsets.bottom)
            }
          }
          tokens.append(token)
        }
      }

      /// Removes the observers, as the blog's `deinit` does.
      func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
      }
    }

    @Test("a hundred shows and hides: the blog's += and -= drift, the binding comes back to 20")
    func drift() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      let other = UIView(frame: .zero)
      other.modelName = "blogButton"
      other.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(other)
      let blogBottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: other.bottomAnchor, constant: 20)
      NSLayoutConstraint.activate([
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        other.widthAnchor.constraint(equalToConstant: 100),
        other.heightAnchor.constraint(equalToConstant: 44),
        blogBottom,
      ])
      let handler = BlogKeyboardHandler(moving: blogBottom, in: root)
      stage.settle()
      for _ in 0..<100 {
        stage.keyboardKind = .predictive
        stage.tap(login.passwordField)
        // The user turns the predictive row off: iOS posts will-show again, 291 pt.
        stage.perform(.switchKeyboard(to: .plain))
        _ = login.passwordField.resignFirstResponder()
        stage.settle()
      }
      handler.stop()
      #expect(login.loginButtonBottom?.constant == 20)
      #expect(stage.onScreen(login.loginButton).maxY == 798)
      // Each cycle adds 335 − 34 = 301 and 291 − 34 = 257, and takes 291 − 34 = 257 away
      // (will-hide's frame is the plain keyboard's): 301 pt more per cycle.
      #expect(blogBottom.constant == CGFloat(20 + 100 * 301))
    }
  }
}
