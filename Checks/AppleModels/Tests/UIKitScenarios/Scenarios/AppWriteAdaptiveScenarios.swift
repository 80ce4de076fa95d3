import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// The app writes a property a ``KeyboardAdaptive`` binding sets: the write is the resting
  /// value from then on, and what remains when the keyboard leaves.
  @Suite("App writes to KeyboardAdaptive values")
  @MainActor
  struct AppWriteAdaptiveScenarios {
    @Test("a constant written while the keyboard is up: the shown value by the next layout pass")
    func constant() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      let height = try #require(login.statusLabelHeight)
      height.adapt(to: KeyboardAdaptive(hidden: 20, shown: 10), in: root)
      stage.settle()
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.statusLabel).height == 10)
      // New text for the status label: the app wants it 30 pt tall.
      height.constant = 30
      root.layoutIfNeeded()
      #expect(stage.onScreen(login.statusLabel).height == 10)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(height.constant == 30)
      #expect(stage.onScreen(login.statusLabel).height == 30)
    }

    @Test("a constant written while the keyboard is down is the resting value it comes back to")
    func constantAtRest() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      let height = try #require(login.statusLabelHeight)
      height.adapt(to: KeyboardAdaptive(hidden: 20, shown: 10), in: root)
      stage.settle()
      height.constant = 24
      stage.settle()
      #expect(stage.onScreen(login.statusLabel).height == 24)
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.statusLabel).height == 10)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(stage.onScreen(login.statusLabel).height == 24)
    }

    @Test("a flag the app writes is the resting value it comes back to")
    func isHidden() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      login.logo.adaptIsHidden(to: KeyboardAdaptive(hidden: false, shown: true))
      stage.settle()
      // The app hides the logo for good.
      login.logo.isHidden = true
      stage.tap(login.passwordField)
      #expect(login.logo.isHidden)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.logo.isHidden)
      // It shows it again, while the keyboard is up: the keyboard's part comes back with the
      // next keyboard change (predictive 335 pt to plain 291 pt), the app's value when it leaves.
      login.logo.isHidden = false
      stage.tap(login.passwordField)
      login.logo.isHidden = false
      #expect(!login.logo.isHidden)
      stage.perform(.switchKeyboard(to: .plain))
      #expect(login.logo.isHidden)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(!login.logo.isHidden)
    }

    @Test("an alpha the app sets while the keyboard is up is what remains")
    func alpha() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      login.statusLabel.adaptAlpha(to: KeyboardAdaptive(hidden: 1, shown: 0))
      stage.tap(login.passwordField)
      #expect(login.statusLabel.alpha == 0)
      login.statusLabel.alpha = 0.5
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.statusLabel.alpha == 0.5)
    }

    @Test("a corner radius the app sets while the keyboard is up is what remains")
    func cornerRadius() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      login.loginButton.adaptCornerRadius(to: KeyboardAdaptive(hidden: 15, shown: 0))
      stage.settle()
      #expect(login.loginButton.layer.cornerRadius == 15)
      stage.tap(login.passwordField)
      #expect(login.loginButton.layer.cornerRadius == 0)
      login.loginButton.layer.cornerRadius = 8  // the app's own style for the button
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButton.layer.cornerRadius == 8)
    }
  }
}
