import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Screens that leave and come back, or arrive, while the keyboard is up.
  @Suite("Tab switches and pushes")
  @MainActor
  struct NavigationScenarios {
    @Test(
      "F2: a tab switch with the keyboard up leaves the button at rest when the user comes back")
    func tabSwitch() throws {
      let login = LoginViewController()
      let other = UIViewController()
      let tabs = UITabBarController()
      let stage = try Stage("iPhone 16", root: tabs)
      tabs.viewControllers = [login, other]
      stage.settle()
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      tabs.selectedIndex = 1  // the login view leaves the window; its field resigns
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      tabs.selectedIndex = 0
      stage.settle()
      let root: UIView = login.view
      #expect(login.loginButtonBottom?.constant == 20)
      #expect(
        stage.onScreen(login.loginButton).maxY
          == stage.onScreen(root).maxY - root.safeAreaInsets.bottom - 20)
    }

    @Test("F2: a scroll view's keyboard inset goes away when the keyboard hides off screen")
    func tabSwitchScrollView() throws {
      let form = FormViewController()
      let other = UIViewController()
      let tabs = UITabBarController()
      let stage = try Stage("iPhone 16", root: tabs)
      tabs.viewControllers = [form, other]
      form.scrollView.avoidKeyboard()
      stage.settle()
      stage.tap(form.fields[7])
      #expect(form.scrollView.contentInset.bottom > 0)
      tabs.selectedIndex = 1
      stage.settle()
      tabs.selectedIndex = 0
      stage.settle()
      #expect(form.scrollView.contentInset.bottom == 0)
    }

    @Test("F23: an inset the app rewrote while the keyboard was up never goes negative")
    func rewrittenInset() throws {
      let form = FormViewController()
      let stage = try Stage("iPhone 16", root: form)
      form.scrollView.avoidKeyboard()
      stage.settle()
      stage.tap(form.fields[7])
      #expect(form.scrollView.contentInset.bottom > 0)
      // Legacy code of the app resets the insets while the keyboard is up.
      form.scrollView.contentInset = .zero
      form.scrollView.verticalScrollIndicatorInsets = .zero
      _ = form.fields[7].resignFirstResponder()
      stage.settle()
      #expect(form.scrollView.contentInset.bottom == 0)
      #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 0)
      // The next show starts from the app's insets as they are now.
      stage.tap(form.fields[7])
      #expect(stage.onScreen(form.fields[7]).maxY <= stage.keyboardTop - 10)
    }

    @Test("F4: a pushed screen that focuses a field in viewWillAppear moves with the keyboard only")
    func pushWithFocus() throws {
      final class FocusingLogin: UIViewController {
        let login = LoginViewController()

        override func viewDidLoad() {
          super.viewDidLoad()
          let root: UIView = view
          let content: UIView = login.view
          content.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(content)
          NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          ])
          addChild(login)
        }

        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          login.statusLabelHeight?.constant = 60  // new text for the status label: pending layout
          login.passwordField.becomeFirstResponder()
        }
      }
      let start = UIViewController()
      let navigation = UINavigationController(rootViewController: start)
      let stage = try Stage("iPhone 16", root: navigation)
      let pushed = FocusingLogin()
      UIKitModel.clearChanges()
      navigation.pushViewController(pushed, animated: true)
      stage.settle()
      #expect(pushed.login.passwordField.isFirstResponder)
      #expect(stage.onScreen(pushed.login.loginButton).maxY == stage.keyboardTop - 8)
      let button = recordedChanges(of: pushed.login.loginButton).filter { $0.property != .center }
      let label = recordedChanges(of: pushed.login.statusLabel)
      // The button's first layout, before the keyboard, is a jump; every move after it runs in
      // the keyboard's own animation, none in the push's.
      #expect(button.contains { $0.animation?.isKeyboard(stage.keyboardAnimation) == true })
      #expect(
        button.allSatisfy {
          $0.animation == nil || $0.animation?.isKeyboard(stage.keyboardAnimation) == true
        })
      #expect(!label.isEmpty && label.allSatisfy { $0.animation == nil })
    }

    @Test("avoidKeyboard called twice insets the scroll view once")
    func scrollViewBoundTwice() throws {
      let form = FormViewController()
      let stage = try Stage("iPhone 16", root: form)
      form.scrollView.avoidKeyboard()
      form.scrollView.avoidKeyboard()  // from viewWillAppear, say
      stage.settle()
      stage.tap(form.fields[7])
      // The keyboard covers 335 pt of the full-screen form, 34 of them UIKit's home indicator
      // inset: 301 pt added, once.
      #expect(form.scrollView.contentInset.bottom == 301)
      _ = form.fields[7].resignFirstResponder()
      stage.settle()
      #expect(form.scrollView.contentInset.bottom == 0)
    }
  }
}
