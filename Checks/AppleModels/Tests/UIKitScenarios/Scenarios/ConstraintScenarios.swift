import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Constraints that follow the keyboard: what they own, which way they move, and when.
  @Suite("Constraint bindings")
  @MainActor
  struct ConstraintScenarios {
    @Test("F6: a constant the app changes later survives the keyboard")
    func appChangesConstantLater() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: login)
      login.loginButtonBottom?.constant = 40  // the app makes room for an error banner
      stage.settle()
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 40)
    }

    @Test("F6: binding the same constraint again while the keyboard is up changes nothing")
    func bindingTwice() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      stage.tap(login.passwordField)
      let lifted = stage.onScreen(login.loginButton)
      login.loginButtonBottom?.pinAboveKeyboard(in: login.view, spacing: 8)  // from viewWillAppear
      stage.settle()
      #expect(stage.onScreen(login.loginButton) == lifted)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 20)
    }

    @Test("F6: a negative resting constant stays negative")
    func negativeRestingConstant() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      // The button rests 10 pt below the safe area's bottom, over the home indicator.
      login.loginButtonBottom?.constant = -10
      login.loginButtonBottom?.pinAboveKeyboard(in: login.view, spacing: 8)
      stage.settle()
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(login.loginButtonBottom?.constant == -10)
    }

    @Test("F7: a button pinned to the layout margins rises above the keyboard")
    func marginsGuide() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      if let old = login.loginButtonBottom { old.isActive = false }
      // Margins.bottom = Log In.bottom + 20
      let bottom = root.layoutMarginsGuide.bottomAnchor.constraint(
        equalTo: login.loginButton.bottomAnchor, constant: 20)
      bottom.isActive = true
      bottom.pinAboveKeyboard(in: root, spacing: 8)
      stage.settle()
      let resting = stage.onScreen(login.loginButton)
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      #expect(stage.onScreen(login.loginButton).maxY < resting.maxY)
    }

    @Test("F7: a button pinned inside a card rises with the card's own coordinates")
    func cardContainer() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      let card = UIView(frame: .zero)
      card.modelName = "card"
      card.translatesAutoresizingMaskIntoConstraints = false
      root.insertSubview(card, at: 0)
      let send = UIView(frame: .zero)
      send.modelName = "sendButton"
      send.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(send)
      // Card.bottom = Send.bottom + 12, the card resting on the safe area's bottom.
      let bottom = card.bottomAnchor.constraint(equalTo: send.bottomAnchor, constant: 12)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        card.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        card.heightAnchor.constraint(equalToConstant: 600),
        send.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
        send.widthAnchor.constraint(equalToConstant: 100),
        send.heightAnchor.constraint(equalToConstant: 44),
        bottom,
      ])
      bottom.pinAboveKeyboard(in: root, spacing: 8)
      stage.settle()
      stage.tap(login.passwordField)
      #expect(stage.onScreen(send).maxY == stage.keyboardTop - 8)
    }

    @Test("F12: a binding made while the keyboard is up applies at once")
    func bindingWhileKeyboardIsUp() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      stage.tap(login.passwordField)
      login.loginButtonBottom?.pinAboveKeyboard(in: login.view, spacing: 8)
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }

    @Test("F14: under a scale transform the button keeps its spacing in its own points")
    func scaleTransform() throws {
      let controller = UIViewController()
      let stage = try Stage("iPhone 16", root: controller)
      let root: UIView = controller.view
      let card = UIView(frame: root.bounds)
      card.modelName = "scaledCard"
      root.addSubview(card)
      card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
      card.addSubview(field)
      let button = UIView(frame: .zero)
      button.modelName = "button"
      button.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(button)
      let bottom = card.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 20)
      NSLayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
        button.widthAnchor.constraint(equalToConstant: 200),
        button.heightAnchor.constraint(equalToConstant: 50),
        bottom,
      ])
      bottom.pinAboveKeyboard(in: card, spacing: 8)
      stage.settle()
      stage.tap(field)
      let keyboardTopInCard = card.convert(
        CGPoint(x: 0, y: stage.keyboardTop), from: stage.screen.coordinateSpace
      ).y
      #expect(abs(button.frame.maxY - (keyboardTopInCard - 8)) < 0.001)
    }

    @Test("F15: a pinned view outside the view passed in still moves inside the animation")
    func layoutRoot() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      // A child controller's view, passed as the view to lay out; the button is the parent's.
      let child = UIView(frame: login.view.bounds)
      child.modelName = "childView"
      child.isUserInteractionEnabled = false
      login.view.insertSubview(child, at: 0)
      login.loginButtonBottom?.pinAboveKeyboard(in: child, spacing: 8)
      stage.settle()
      UIKitModel.clearChanges()
      stage.tap(login.passwordField)
      let moves = recordedChanges(of: login.loginButton)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      #expect(
        !moves.isEmpty
          && moves.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true })
    }

    @Test("F26: a hardware keyboard's bar never pulls a high-resting button down")
    func hardwareBarBelowResting() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      login.loginButtonBottom?.constant = 50
      login.loginButtonBottom?.pinAboveKeyboard(in: login.view, spacing: 0)
      stage.settle()
      let resting = stage.onScreen(login.loginButton)
      stage.keyboardKind = .hardwareBar
      stage.tap(login.passwordField)
      #expect(stage.simulator.presentation == .accessoryBar)
      #expect(stage.onScreen(login.loginButton).maxY <= resting.maxY)
      #expect(stage.onScreen(login.loginButton).maxY <= stage.keyboardTop)
    }

    @Test("cancelling the binding while the keyboard is up gives the app's constant back")
    func cancelWhileUp() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      let binding = try #require(
        login.loginButtonBottom?.pinAboveKeyboard(in: login.view, spacing: 8))
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      binding.cancel()
      stage.settle()
      // Resting 20 pt above the 34 pt safe area: 852 − 34 − 20.
      #expect(login.loginButtonBottom?.constant == 20)
      #expect(stage.onScreen(login.loginButton).maxY == 798)
    }

    @Test("a button outside the view, tied to that view's safe area, rises above the keyboard")
    func guideOfTheViewForASibling() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      // A panel covering the screen, as a child view controller's view would; the button is the
      // panel's sibling, tied to the panel's safe area: Panel Safe Area.bottom = Send.bottom + 12.
      let panel = UIView(frame: root.bounds)
      panel.modelName = "panel"
      panel.isUserInteractionEnabled = false
      root.insertSubview(panel, at: 0)
      let send = UIView(frame: .zero)
      send.modelName = "send"
      send.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(send)
      let bottom = panel.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: send.bottomAnchor, constant: 12)
      NSLayoutConstraint.activate([
        send.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        send.widthAnchor.constraint(equalToConstant: 100),
        send.heightAnchor.constraint(equalToConstant: 44),
        bottom,
      ])
      bottom.pinAboveKeyboard(in: panel, spacing: 8)
      stage.settle()
      // At rest 12 pt above the panel's 34 pt safe area: 852 − 34 − 12.
      #expect(stage.onScreen(send).maxY == 806)
      stage.tap(login.passwordField)
      #expect(stage.onScreen(send).maxY == stage.keyboardTop - 8)
    }

    @Test("a view that comes back to its window while the keyboard is up catches up at once")
    func backInTheWindowWhileUp() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let root: UIView = login.view
      // A search field over the screen keeps the keyboard up while the login view is away.
      let search = UITextField(frame: CGRect(x: 20, y: 60, width: 353, height: 36))
      search.modelName = "search"
      stage.window.addSubview(search)
      stage.tap(search)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      root.removeFromSuperview()
      #expect(login.loginButtonBottom?.constant == 20)
      stage.window.insertSubview(root, at: 0)
      #expect(stage.simulator.presentation == .docked)
      root.layoutIfNeeded()
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }
  }
}
