import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Tap to dismiss.
  @Suite("Tap to dismiss")
  @MainActor
  struct DismissalScenarios {
    @Test("a tap on the background dismisses the keyboard; a tap on a field does not")
    func background() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      root.dismissKeyboardOnTap()
      stage.tap(login.passwordField)
      stage.tap(login.idField)
      #expect(login.idField.isFirstResponder, "a tap on another field moves the focus")
      UIKitModel.tap(at: CGPoint(x: 200, y: 120), in: stage.window)
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
    }

    @Test("F17: calling it twice adds one recognizer")
    func twice() throws {
      let login = LoginViewController()
      _ = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      root.dismissKeyboardOnTap()
      root.dismissKeyboardOnTap()
      #expect(root.gestureRecognizers?.count == 1)
    }

    @Test("F17: a field outside the tapped view still loses the focus")
    func fieldElsewhereInTheWindow() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      // A search field in a bar over the screen, not inside the login view.
      let search = UITextField(frame: CGRect(x: 20, y: 60, width: 353, height: 36))
      search.modelName = "search"
      stage.window.addSubview(search)
      let root: UIView = login.view
      root.dismissKeyboardOnTap()
      stage.tap(search)
      #expect(search.isFirstResponder)
      UIKitModel.tap(at: CGPoint(x: 200, y: 600), in: stage.window)
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
    }

    @Test("F17: a tap on read-only text dismisses the keyboard")
    func readOnlyText() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let terms = UITextView(frame: CGRect(x: 30, y: 560, width: 333, height: 120))
      terms.isEditable = false
      (login.view as UIView).addSubview(terms)
      (login.view as UIView).dismissKeyboardOnTap()
      stage.tap(login.passwordField)
      stage.tap(terms)
      #expect(stage.simulator.presentation == .hidden)
    }

    @Test("a tap on a button leaves the keyboard to the button's action")
    func tapOnAButton() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      root.dismissKeyboardOnTap()
      stage.tap(login.passwordField)
      stage.tap(login.loginButton)
      #expect(login.passwordField.isFirstResponder)
      #expect(stage.simulator.presentation == .docked)
    }
  }
}
