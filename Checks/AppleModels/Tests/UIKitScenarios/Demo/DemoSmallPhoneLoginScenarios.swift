import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import QuartzCore
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's small-phone login screen, from the blog post "현재기기의 화면크기 측정하기 +
  /// 콤바인을 이용한 반응형레이아웃 만들기": the post's Combine code, and the same rules declared.
  @Suite("Demo: a login screen on small phones")
  @MainActor
  struct DemoSmallPhoneLoginScenarios {
    @Test("hand-written: with a hardware keyboard the button floats 257 pt above the bar")
    func handWrittenHardwareKeyboard() throws {
      let login = HandWrittenLoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      stage.keyboardKind = .hardwareBar
      stage.tap(login.passwordField)
      // iPhone 16 (DeviceCatalog): 852 pt tall; with a hardware keyboard iOS reports the whole
      // 335 pt keyboard and shows a 78 pt bar (the 44 pt predictive row and the 34 pt home
      // indicator strip), so the frame runs from 774 to 1109.
      #expect(stage.simulator.frame == CGRect(x: 0, y: 774, width: 393, height: 335))
      #expect(stage.keyboardTop == 774)
      // The post sets the constant to the frame's height: 852 - 335 = 517, 257 pt above the bar.
      #expect(stage.onScreen(login.loginButton).maxY == 517)
      #expect(stage.onScreen(login.loginButton).minX == 0, "the button is a full-width bar")
      #expect(stage.onScreen(login.loginButton).width == 393)
    }

    @Test("KeyboardAvoidance: with a hardware keyboard the button sits on the bar")
    func adaptiveHardwareKeyboard() throws {
      let login = AdaptiveLoginViewController()
      let stage = try Stage("iPhone 16", root: login)
      stage.keyboardKind = .hardwareBar
      stage.tap(login.passwordField)
      // The bar's top, as above: 852 - 78.
      #expect(stage.onScreen(login.loginButton).maxY == 774)
      #expect(stage.onScreen(login.loginButton).width == 393)
    }

    @Test("KeyboardAvoidance: on an iPhone SE (1st generation) every rule, with the keyboard")
    func adaptiveSmallPhone() throws {
      let login = AdaptiveLoginViewController()
      let stage = try Stage("iPhone SE (1st generation)", root: login)
      // iPhone SE (1st generation): 320 × 568 pt, safe area 20 pt at the top, none at the
      // bottom; the keyboard with its predictive row is 253 pt, so its top is at 568 - 253 = 315.
      // At rest: logo 60..120 (20 + 40), status label from 120 + 40 = 160, fields from
      // 160 + 21 + 40 = 221, the button 50 pt above the bottom (518), inset 30 pt, corners 15.
      #expect(stage.onScreen(login.statusLabel).minY == 160)
      #expect(stage.onScreen(login.credentials).minY == 221)
      #expect(stage.onScreen(login.loginButton) == CGRect(x: 30, y: 468, width: 260, height: 50))
      #expect(login.loginButton.layer.cornerRadius == 15)

      UIKitModel.clearChanges()
      stage.tap(login.passwordField)
      #expect(stage.keyboardTop == 315)
      // compactHeight (568 pt): the logo hides, the label moves to 120 - 50 = 70, the fields to
      // 70 + 21 + 20 = 111, so the password field ends at 111 + 100 = 211, above the keyboard.
      #expect(login.logo.isHidden)
      #expect(stage.onScreen(login.statusLabel).minY == 70)
      #expect(stage.onScreen(login.credentials).minY == 111)
      #expect(stage.onScreen(login.passwordField).maxY == 211)
      // The button: a full-width bar on the keyboard with square corners.
      #expect(stage.onScreen(login.loginButton) == CGRect(x: 0, y: 265, width: 320, height: 50))
      #expect(login.loginButton.layer.cornerRadius == 0)
      let moves = recordedChanges(of: login.loginButton)
      #expect(!moves.isEmpty)
      #expect(
        moves.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true },
        "the button moved inside the keyboard's animation: \(moves)")
      let corners = UIKitModel.layerAnimations.filter {
        $0.layer == ObjectIdentifier(login.loginButton.layer) && $0.keyPath == "cornerRadius"
      }
      // Curve 7 is the keyboard's spring, which runs longer than the notification's 0.25 s;
      // the corners square along it (a view animation does not animate a layer's corners).
      #expect(corners.count == 1, "the corners square with the keyboard's motion")
      #expect(corners.first?.isSpring == true)
      #expect(
        corners.first?.duration
          == KeyboardCurveModel.standard.duration(
            notificationDuration: stage.keyboardAnimation.duration))

      // A tap on the background, left of everything, dismisses the keyboard; all goes back.
      UIKitModel.tap(at: CGPoint(x: 10, y: 40), in: stage.window)
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(!login.logo.isHidden)
      #expect(stage.onScreen(login.statusLabel).minY == 160)
      #expect(stage.onScreen(login.loginButton) == CGRect(x: 30, y: 468, width: 260, height: 50))
      #expect(login.loginButton.layer.cornerRadius == 15)
    }

    @Test("hand-written: the controller's sink keeps it alive; the declared one is released")
    func handWrittenControllerIsNeverReleased() {
      weak var handWritten: HandWrittenLoginViewController?
      weak var adaptive: AdaptiveLoginViewController?
      do {
        let first = HandWrittenLoginViewController()
        let second = AdaptiveLoginViewController()
        _ = first.view
        _ = second.view
        handWritten = first
        adaptive = second
      }
      #expect(handWritten != nil, "the post's sink captures self and is stored in self")
      #expect(adaptive == nil)
    }
  }
}
