import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's PIN screen, from the blog post "[RxSwift] 키보드 높이에 따른 버튼 위치 변경(키보드에
  /// 버튼이 가려지는 현상)": the post's RxSwift and SnapKit code in Combine and Auto Layout, and the
  /// same constraint following the keyboard.
  @Suite("Demo: the PIN screen's Next button")
  @MainActor
  struct DemoPINNextButtonScenarios {
    // iPhone 16 (DeviceCatalog): 393 × 852 pt, safe area 59 / 34, so the button rests on 818;
    // the keyboard with its predictive row is 335 pt (top 517); with a hardware keyboard the
    // frame keeps those 335 pt and shows a 78 pt bar (top 774).

    @Test("hand-written: after the first hide the button rests 34 pt higher")
    func handWrittenRestsHigher() throws {
      let pin = HandWrittenPINViewController()
      let stage = try Stage("iPhone 16", root: pin)
      #expect(stage.onScreen(pin.nextButton).maxY == 818)
      stage.tap(pin.pinField)
      // -(335 - 34): the button on the keyboard.
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
      stage.tap(pin.nextButton)
      #expect(stage.simulator.presentation == .hidden, "Next ends editing")
      // At height 0 the post's offset is -(safe area): 818 - 34.
      #expect(stage.onScreen(pin.nextButton).maxY == 784)
      #expect(pin.nextButtonConstraints.count == 4, "each height remade the four constraints")
    }

    @Test("hand-written: with a hardware keyboard the button floats 257 pt above the bar")
    func handWrittenHardwareKeyboard() throws {
      let pin = HandWrittenPINViewController()
      let stage = try Stage("iPhone 16", root: pin)
      stage.keyboardKind = .hardwareBar
      stage.tap(pin.pinField)
      #expect(stage.keyboardTop == 774)
      // 818 - (335 - 34) = 517, where the whole keyboard would end.
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
    }

    @Test("KeyboardAvoidance: on the keyboard, on the bar, after a rotation, and back at rest")
    func followingButton() throws {
      let pin = FollowingPINViewController()
      let stage = try Stage("iPhone 16", root: pin)
      UIKitModel.clearChanges()
      stage.tap(pin.pinField)
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
      #expect(
        recordedChanges(of: pin.nextButton).allSatisfy {
          $0.animation?.isKeyboard(stage.keyboardAnimation) == true
        })
      // The app turns the phone with the keyboard up: landscape, 852 × 393 pt, bottom safe area
      // 20 pt; the keyboard with its predictive row is 208 pt, so its top is 393 - 208 = 185.
      stage.rotate()
      #expect(stage.screen.bounds.size == CGSize(width: 852, height: 393))
      #expect(stage.keyboardTop == 185)
      #expect(stage.onScreen(pin.nextButton).maxY == 185)
      stage.rotate()
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
      stage.tap(pin.nextButton)
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(pin.nextButton).maxY == 818, "back where it started")
      stage.keyboardKind = .hardwareBar
      stage.tap(pin.pinField)
      #expect(stage.onScreen(pin.nextButton).maxY == 774)
    }

    @Test("KeyboardAvoidance: the app moves the button while the keyboard is up")
    func appWritesTheConstantWhileUp() throws {
      let pin = FollowingPINViewController()
      let stage = try Stage("iPhone 16", root: pin)
      stage.tap(pin.pinField)
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
      // While the user types, the app shows a 40 pt banner under the button: at rest the button
      // should end 40 pt above the safe area's bottom, 818 - 40 = 778, and stay on the keyboard
      // meanwhile, as pinAboveKeyboard(in:) documents ("The constant the app sets, before or while
      // the keyboard is up, is kept").
      pin.nextButtonBottom?.constant = -40
      stage.settle()
      // -40 is the app's resting value from the layout pass that applies it: the lift goes on top
      // (-40 - 261), the button stays on the keyboard, and the hide leaves it at -40.
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
      stage.tap(pin.nextButton)
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(pin.nextButton).maxY == 778)
      #expect(pin.nextButtonBottom?.constant == -40)
    }
  }
}
