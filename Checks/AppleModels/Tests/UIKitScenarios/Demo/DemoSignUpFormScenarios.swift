import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's long sign-up form: its own scroll avoidance scrolls each field above the keyboard,
  /// and its own bar gives it previous / next / done, with no app-wide manager.
  @Suite("Demo: a long sign-up form")
  @MainActor
  struct DemoSignUpFormScenarios {
    /// Whether a field shows whole, between the top of the safe area and 10 pt above the
    /// keyboard.
    func isInView(_ field: UIView, on stage: Stage, below top: CGFloat) -> Bool {
      let frame = stage.onScreen(field)
      return frame.minY >= top && frame.maxY <= stage.keyboardTop - 10
    }

    @Test("every field in turn, by next, then done: each 10 pt above the keyboard")
    func everyField() throws {
      let form = SignUpFormViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: form)
      // iPhone SE (3rd generation): 375 × 667 pt, 20 pt status bar; the keyboard with its
      // predictive row is 260 pt and the bar on it 44 pt, so its top is 667 - 304 = 363. The
      // fields rest 60 pt apart under the title, from 20 + 24 + 60 = 104: the last one at
      // 104 + 8 × 60 = 584, below it.
      let fields = form.fields
      #expect(stage.onScreen(fields[0]).minY == 104)
      #expect(stage.onScreen(fields[8]).minY == 584)
      stage.tap(fields[0])
      let bar = try #require(fields[0].inputAccessoryView as? UIToolbar)
      #expect(bar.bounds.height == 44)
      #expect(stage.keyboardTop == 363)
      #expect(isInView(fields[0], on: stage, below: 20))
      for index in 1..<fields.count {
        let previous = try #require(fields[index - 1].inputAccessoryView as? UIToolbar)
        let next = try #require(previous.items?[1].primaryAction)
        next.modelPerform()
        stage.settle()
        #expect(fields[index].isFirstResponder)
        #expect(isInView(fields[index], on: stage, below: 20), "field \(index) in view")
      }
      let done = try #require((fields[8].inputAccessoryView as? UIToolbar)?.items?.last)
      try #require(done.primaryAction).modelPerform()
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(form.form.contentInset.bottom == 0)
    }

    @Test("the bar and the scrolling are the screen's own: the app-wide manager stays off")
    func noManager() throws {
      let navigation = UINavigationController(rootViewController: SignUpFormViewController())
      let stage = try Stage("iPhone 16", root: navigation)
      #expect(!KeyboardAvoidanceManager.shared.isEnabled)
      let pin = FollowingPINViewController()
      navigation.pushViewController(pin, animated: false)
      stage.settle()
      #expect(!KeyboardAvoidanceManager.shared.isEnabled)
      #expect(
        pin.view.subviews.compactMap { $0 as? UITextField }.allSatisfy {
          $0.inputAccessoryView == nil
        })
    }
  }
}
