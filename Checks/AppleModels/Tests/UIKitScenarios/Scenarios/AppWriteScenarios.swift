import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// The app writes a property a binding also writes, with the keyboard up or down: the write is
  /// the new resting value, the keyboard's part goes back on top of it by the next layout pass,
  /// and what the app wrote is what remains when the keyboard leaves.
  @Suite("App writes to bound properties")
  @MainActor
  struct AppWriteScenarios {
    // iPhone 16 in portrait: a 393 × 852 screen with a 34 pt safe area at the bottom, and a
    // predictive keyboard 335 pt tall (the catalog's simulator measurement), its top at
    // 852 − 335 = 517. The login screen's button rests 20 pt above the safe area's bottom, its
    // bottom at 852 − 34 − 20 = 798; 8 pt above the keyboard its bottom is at 509, a lift of
    // 798 − 509 = 289, so the constant reads 20 + 289 = 309 while the keyboard is up. (The
    // issue's report used a 336 pt keyboard: 310, and −230 after the hide.)

    @Test("the issue's session: 60 written while the keyboard is up is kept, and 60 remains")
    func constantWrittenWhileUp() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      stage.tap(login.passwordField)
      #expect(stage.keyboardTop == 517)
      #expect(login.loginButtonBottom?.constant == 309)
      // An error banner appears: the app wants the button 60 pt above the safe area.
      login.loginButtonBottom?.constant = 60
      root.layoutIfNeeded()
      // Resting 60 pt up, its bottom would be at 852 − 34 − 60 = 758; 8 pt above the keyboard
      // it is at 509 again, which is the lift 249 on top of 60: the constant reads 309.
      #expect(stage.onScreen(login.loginButton).maxY == 509)
      #expect(login.loginButtonBottom?.constant == 309)
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == 509)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 60)
      #expect(stage.onScreen(login.loginButton).maxY == 758)
    }

    @Test(
      "a second pinAboveKeyboard(restingConstant:) while the keyboard is up sets the resting value")
    func rebindWithRestingConstant() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      stage.tap(login.passwordField)
      login.loginButtonBottom?.pinAboveKeyboard(in: login.view, spacing: 8, restingConstant: 60)
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == 509)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 60)
      #expect(stage.onScreen(login.loginButton).maxY == 758)
    }

    @Test("one write of the constant per real change: refocus and layout passes write nothing")
    func oneWritePerChange() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      let bottom = try #require(login.loginButtonBottom)
      let before = bottom.modelConstantWrites
      stage.tap(login.passwordField)
      #expect(bottom.modelConstantWrites == before + 1)
      // Another field: a refresh with the same keyboard, and the sensor's layout passes.
      stage.tap(login.idField)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      stage.perform(.switchToEmoji)  // the same height on this phone: no transition
      #expect(bottom.modelConstantWrites == before + 1)
      _ = login.idField.resignFirstResponder()
      stage.settle()
      #expect(bottom.modelConstantWrites == before + 2)
      #expect(bottom.constant == 20)
    }

    /// The login screen with the usual programmatic form instead of Interface Builder's: the
    /// button's bottom is the constraint's first item, the safe area's bottom its second, and a
    /// negative constant holds the button up.
    final class ProgrammaticLogin: UIViewController {
      let field = UITextField(frame: .zero)
      let button = UIControl(frame: .zero)
      var bottom: NSLayoutConstraint?

      override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        root.modelName = "programmaticRoot"
        field.modelName = "field"
        button.modelName = "button"
        for subview in [field, button] as [UIView] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(subview)
        }
        let bottom = button.bottomAnchor.constraint(
          equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
          field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 100),
          field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
          field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
          field.heightAnchor.constraint(equalToConstant: 44),
          button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
          button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
          button.heightAnchor.constraint(equalToConstant: 50),
          bottom,
        ])
        bottom.pinAboveKeyboard(in: root, spacing: 8)
        self.bottom = bottom
      }
    }

    @Test("the second-item form: the constant goes down to lift, and the app's −60 is kept")
    func secondItemForm() throws {
      let screen = ProgrammaticLogin()
      let stage = try Stage("iPhone 16", root: screen)
      #expect(stage.onScreen(screen.button).maxY == 798)
      stage.tap(screen.field)
      // The same lift of 289 pt, subtracted: −20 − 289 = −309.
      #expect(stage.onScreen(screen.button).maxY == 509)
      #expect(screen.bottom?.constant == -309)
      screen.bottom?.constant = -60
      UIKitModel.runLoopTurn()
      #expect(stage.onScreen(screen.button).maxY == 509)
      _ = screen.field.resignFirstResponder()
      stage.settle()
      #expect(screen.bottom?.constant == -60)
      #expect(stage.onScreen(screen.button).maxY == 758)
    }

    @Test("a constant written while the keyboard is down is the one the keyboard lifts from")
    func constantWrittenWhileDown() throws {
      let screen = ProgrammaticLogin()
      let stage = try Stage("iPhone 16", root: screen)
      screen.bottom?.constant = -100
      stage.settle()
      // 100 pt above the safe area: its bottom at 852 − 34 − 100 = 718.
      #expect(stage.onScreen(screen.button).maxY == 718)
      stage.tap(screen.field)
      #expect(stage.onScreen(screen.button).maxY == 509)
      _ = screen.field.resignFirstResponder()
      stage.settle()
      #expect(screen.bottom?.constant == -100)
    }
  }
}
