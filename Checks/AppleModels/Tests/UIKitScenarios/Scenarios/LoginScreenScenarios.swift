import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// The login screen of the small-phone blog post on phones, an iPad form sheet, a Stage
  /// Manager window and with a hardware keyboard: the Log In button sits 8 pt above what the
  /// keyboard covers, moves inside the keyboard's own animation, and goes back to the app's 20 pt
  /// when the keyboard leaves.
  @Suite("Login screen")
  @MainActor
  struct LoginScreenScenarios {
    /// Focuses the password field and checks what the user sees, then hides the keyboard.
    func checkLogin(on stage: Stage, login: LoginViewController) {
      UIKitModel.clearChanges()
      stage.tap(login.passwordField)
      #expect(login.passwordField.isFirstResponder)
      let button = stage.onScreen(login.loginButton)
      #expect(
        button.maxY == stage.keyboardTop - 8,
        "after the show the Log In button's bottom is 8 pt above the keyboard's top")
      let moves = recordedChanges(of: login.loginButton)
      #expect(!moves.isEmpty, "the button moved")
      #expect(
        moves.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true },
        "every frame change of the button ran inside the keyboard's animation: \(moves)")

      UIKitModel.clearChanges()
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 20, "after the hide the constant is the app's")
      #expect(
        stage.onScreen(login.loginButton).maxY == stage.onScreen(login.view).maxY
          - login.view.safeAreaInsets.bottom - 20)
      #expect(
        recordedChanges(of: login.loginButton).allSatisfy {
          $0.animation?.isKeyboard(stage.keyboardAnimation) == true
        })
    }

    @Test("iPhone SE (3rd generation)")
    func iPhoneSE() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: login)
      checkLogin(on: stage, login: login)
    }

    @Test("iPhone 16")
    func iPhone16() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      checkLogin(on: stage, login: login)
    }

    @Test("iPhone 16 Pro Max in landscape")
    func iPhone16ProMaxLandscape() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16 Pro Max", orientation: .landscape, root: login)
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }

    @Test("iPad Air 13-inch (M2), in a form sheet the keyboard covers only in part")
    func iPadFormSheet() throws {
      let presenter = UIViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", root: presenter)
      let login = LoginViewController()
      login.modalPresentationStyle = .formSheet
      presenter.present(login, animated: false)
      stage.settle()
      let sheet = stage.onScreen(login.view)
      stage.tap(login.passwordField)
      let covered = sheet.maxY - stage.keyboardTop
      #expect(covered > 0 && covered < sheet.height, "the keyboard covers the sheet in part")
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }

    @Test("iPad Air 13-inch (M2), in a Stage Manager window")
    func stageManager() throws {
      let login = LoginViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", window: .stageManager, root: login)
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      #expect(
        stage.onScreen(login.view).maxY > stage.keyboardTop, "the window reaches the keyboard")
    }

    @Test("iPhone 16 with a hardware keyboard: only the bar is avoided")
    func hardwareKeyboard() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      stage.keyboardKind = .hardwareBar
      stage.tap(login.passwordField)
      #expect(stage.simulator.presentation == .accessoryBar)
      let bar = stage.device.expectedKeyboardHeight(orientation: .portrait, kind: .hardwareBar)
      #expect(stage.screen.bounds.maxY - stage.keyboardTop == bar.height)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }
  }
}
