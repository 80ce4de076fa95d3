import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's confirmation screen, from the blog post "[iOS - swift] TextField를 클릭시 버튼
  /// 올라오게 하기 (RxKeyboard, layoutSubviews)": the post's RxKeyboard binding, rebuilt on the
  /// notification center, and the same constraint following the keyboard.
  @Suite("Demo: a Confirm button on the keyboard")
  @MainActor
  struct DemoConfirmButtonScenarios {
    // iPhone 16 (DeviceCatalog): 852 pt tall, 34 pt bottom safe area, the keyboard with its
    // predictive row 335 pt (top 517). The post's gap is 16 pt here, so the button's bottom
    // belongs at 517 - 16 = 501 while the keyboard is up and at 818 - 16 = 802 at rest. Both
    // screens focus the code field as they appear, as the post's viewDidAppear(_:) does.

    @Test("hand-written: the button moves a turn later, in 0.23 s of ease-in-out")
    func handWrittenAnimation() async throws {
      let confirm = HandWrittenConfirmViewController()
      let stage = try Stage("iPhone 16", root: confirm)
      #expect(stage.simulator.presentation == .docked)
      UIKitModel.clearChanges()
      stage.settle()
      #expect(recordedChanges(of: confirm.confirmButton).isEmpty, "nothing moved with the keyboard")
      await drainMainQueue()
      stage.settle()
      #expect(stage.onScreen(confirm.confirmButton).maxY == 501, "where it belongs, in the end")
      let moves = recordedChanges(of: confirm.confirmButton)
      #expect(!moves.isEmpty)
      for move in moves {
        // Its own block: 0.23 s and options [] (curve 0, ease-in-out), not the keyboard's 0.25 s
        // curve 7.
        #expect(move.animation?.duration == 0.23)
        #expect(move.animation?.curve == 0)
      }

      _ = confirm.codeField.resignFirstResponder()
      stage.settle()
      await drainMainQueue()
      stage.settle()
      // At height 0 the post leaves the safe area out: 0 - 0 + 16.
      #expect(stage.onScreen(confirm.confirmButton).maxY == 802)
    }

    @Test("KeyboardAvoidance: the button moves in the keyboard's own animation, 16 pt above it")
    func followingAnimation() throws {
      let confirm = FollowingConfirmViewController()
      let stage = try Stage("iPhone 16", root: confirm)
      #expect(stage.onScreen(confirm.confirmButton).maxY == 501)
      _ = confirm.codeField.resignFirstResponder()
      stage.settle()
      #expect(stage.onScreen(confirm.confirmButton).maxY == 802)
      UIKitModel.clearChanges()
      stage.tap(confirm.codeField)
      #expect(stage.onScreen(confirm.confirmButton).maxY == 501)
      let moves = recordedChanges(of: confirm.confirmButton)
      #expect(!moves.isEmpty)
      #expect(
        moves.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true },
        "in the keyboard's own block, on the turn it posted: \(moves)")
    }
  }
}
