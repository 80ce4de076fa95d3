import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Keyboards that change while the screen is up: rotation, iPad keyboards, other apps,
  /// zero-duration frames, adaptive values, odd notifications.
  @Suite("Keyboard changes")
  @MainActor
  struct KeyboardChangeScenarios {
    @Test("rotation: the button follows the keyboard into landscape")
    func rotation() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      stage.tap(login.passwordField)
      stage.rotate()
      #expect(stage.screen.bounds.width > stage.screen.bounds.height)
      #expect(stage.simulator.presentation == .docked)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      stage.rotate()
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }

    @Test("an undocked iPad keyboard leaves the button at rest, and docking brings it back")
    func undockAndDock() throws {
      let login = LoginViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", root: login)
      stage.tap(login.passwordField)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
      stage.perform(.undock)
      #expect(login.loginButtonBottom?.constant == 20)
      stage.perform(.dock)
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }

    @Test("another app's keyboard in Split View covers this window too: the button avoids it")
    func otherAppsKeyboard() throws {
      let login = LoginViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", window: .splitViewLeading, root: login)
      stage.simulator.perform(.showForOtherApp())
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == stage.keyboardTop - 8)
    }

    @Test("a keyboard on another screen covers nothing here")
    func otherScreen() throws {
      let login = LoginViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", root: login)
      stage.simulator.perform(.showOnOtherScreen())
      stage.settle()
      #expect(login.loginButtonBottom?.constant == 20)
    }

    @Test("F19: a notification whose object is not a screen is still avoided")
    func objectThatIsNotAScreen() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let height: CGFloat = 336
      let frame = CGRect(x: 0, y: 852 - height, width: 393, height: height)
      let event = KeyboardEvent(
        kind: .willShow, beginFrame: frame.offsetBy(dx: 0, dy: height), endFrame: frame,
        animation: KeyboardAnimation(duration: 0.25, curve: .keyboard))
      // An analytics library, say, reposts the notification with itself as the object.
      NotificationCenter.default.post(event.notification(screen: NSObject()))
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == frame.minY - 8)
    }

    @Test("F20: adaptive values follow the window's size, not the screen's")
    func windowClass() throws {
      let login = LoginViewController()
      login.followsKeyboard = false
      // A short Stage Manager window on a large iPad: compact height, though the screen is not.
      let stage = try Stage(
        "iPad Air 13-inch (M2)", windowFrame: CGRect(x: 300, y: 100, width: 420, height: 560),
        root: login)
      login.logo.adaptIsHidden(to: KeyboardAdaptive(false).shown(true, on: .compactHeight))
      stage.tap(login.passwordField)
      #expect(login.logo.isHidden)
    }

    @Test("F24: a zero-duration frame in the middle of a show finishes with the show's animation")
    func zeroDurationMidShow() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      let bottom: CGFloat = 852
      let screen = stage.screen
      func post(
        _ top: CGFloat, from begin: CGFloat, duration: TimeInterval, curve: KeyboardAnimation.Curve
      ) {
        let event = KeyboardEvent(
          kind: .willChangeFrame,
          beginFrame: CGRect(x: 0, y: begin, width: 393, height: bottom - begin),
          endFrame: CGRect(x: 0, y: top, width: 393, height: bottom - top),
          animation: KeyboardAnimation(duration: duration, curve: curve))
        NotificationCenter.default.post(event.notification(screen: screen))
      }
      // A real log of three will-change-frame notifications within 12 ms (ChattingUI, 2015):
      // 216 pt animated, then 258 pt with duration 0 and curve 0, then 258 pt animated again.
      UIKitModel.clearChanges()
      post(bottom - 216, from: bottom, duration: 0.25, curve: .keyboard)
      UIKitModel.advance(by: 0.006)
      post(bottom - 258, from: bottom - 216, duration: 0, curve: .easeInOut)
      UIKitModel.advance(by: 0.006)
      post(bottom - 258, from: bottom - 258, duration: 0.25, curve: .keyboard)
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == bottom - 258 - 8)
      let moves = recordedChanges(of: login.loginButton)
      #expect(moves.count >= 2 && moves.allSatisfy { $0.animation != nil })
    }

    /// Posts a will-change-frame notification whose keyboard rises from `begin` to `top` on the
    /// iPhone 16's 393 × 852 screen.
    func postFrameChange(
      to top: CGFloat, from begin: CGFloat, duration: TimeInterval,
      curve: KeyboardAnimation.Curve, on screen: UIScreen
    ) {
      let bottom: CGFloat = 852
      let event = KeyboardEvent(
        kind: .willChangeFrame,
        beginFrame: CGRect(x: 0, y: begin, width: 393, height: bottom - begin),
        endFrame: CGRect(x: 0, y: top, width: 393, height: bottom - top),
        animation: KeyboardAnimation(duration: duration, curve: curve))
      NotificationCenter.default.post(event.notification(screen: screen))
    }

    @Test("F24: the time a zero-duration change has left is read on the model's clock")
    func zeroDurationRemainingTimeIsModelTime() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      postFrameChange(to: 852 - 216, from: 852, duration: 0.25, curve: .keyboard, on: stage.screen)
      UIKitModel.advance(by: 0.006)
      // The test machine is slow: far more than the show's 0.25 s go by on the wall clock.
      Thread.sleep(forTimeInterval: 0.3)
      UIKitModel.clearChanges()
      postFrameChange(
        to: 852 - 258, from: 852 - 216, duration: 0, curve: .easeInOut, on: stage.screen)
      let moves = recordedChanges(of: login.loginButton)
      // 0.006 s into a 0.25 s show, 0.244 s of it are left, with the keyboard's curve 7.
      #expect(!moves.isEmpty)
      #expect(
        moves.allSatisfy { move in
          guard let animation = move.animation else { return false }
          return abs(animation.duration - 0.244) < 1e-9 && animation.curve == 7
        }, "\(moves)")
      stage.settle()
      #expect(stage.onScreen(login.loginButton).maxY == CGFloat(852 - 258 - 8))
    }

    @Test("F24: a zero-duration change after the show has ended on the model's clock jumps")
    func zeroDurationAfterTheShowJumps() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      postFrameChange(to: 852 - 216, from: 852, duration: 0.25, curve: .keyboard, on: stage.screen)
      // Half a second on the model's clock, a few microseconds on the wall clock.
      UIKitModel.advance(by: 0.5)
      UIKitModel.clearChanges()
      postFrameChange(
        to: 852 - 258, from: 852 - 216, duration: 0, curve: .easeInOut, on: stage.screen)
      let moves = recordedChanges(of: login.loginButton)
      #expect(!moves.isEmpty && moves.allSatisfy { $0.animation == nil }, "\(moves)")
      #expect(stage.onScreen(login.loginButton).maxY == CGFloat(852 - 258 - 8))
    }

    @Test("F11: the logo in a stack view comes back after several shows, hidden only once")
    func stackViewLogo() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: login)
      let root: UIView = login.view
      let stack = UIStackView(arrangedSubviews: [])
      stack.modelName = "logoStack"
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      let mark = UIView(frame: .zero)
      mark.modelName = "mark"
      mark.heightAnchor.constraint(equalToConstant: 40).isActive = true
      stack.addArrangedSubview(mark)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      mark.adaptIsHidden(to: KeyboardAdaptive(hidden: false, shown: true))
      stage.tap(login.idField)
      stage.tap(login.passwordField)
      stage.perform(.switchKeyboard(to: .plain))
      #expect(mark.isHidden)
      _ = login.passwordField.resignFirstResponder()
      stage.settle()
      #expect(!mark.isHidden, "the mark is back once the keyboard's animation has ended")
      #expect(mark.modelHiddenWrites == 2, "one write to hide, one to show")
    }

    @Test("a view that hides for the keyboard hides as it starts to move, and comes back after")
    func hidesAtTheStart() throws {
      let login = LoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      login.logo.adaptIsHidden(to: KeyboardAdaptive(hidden: false, shown: true))
      stage.settle()
      _ = login.passwordField.becomeFirstResponder()
      // The show has been posted; its animation has not run yet.
      #expect(login.logo.isHidden)
      stage.settle()
      _ = login.passwordField.resignFirstResponder()
      #expect(login.logo.isHidden, "still hidden while the keyboard slides away")
      stage.settle()
      #expect(!login.logo.isHidden)
    }
  }
}
