import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's storyboard-constraint screen, from the blog post "[UIKit] 텍스트필드 입력(클릭) 시
  /// 키보드 올리기/내리기": the post's NotificationCenter code, and the same outlet following the
  /// keyboard.
  @Suite("Demo: a storyboard bottom constraint")
  @MainActor
  struct DemoBottomConstraintScenarios {
    // An iPhone 6 turning the predictive row on while the keyboard is up, as an answer to Stack
    // Overflow question 25946121 logged it: the keyboard grows from 225 to 258 pt. The screen is
    // 375 × 667 pt and the phone has no bottom safe area.
    static let device = "iPhone 6"
    static let below = CGRect(x: 0, y: 667, width: 375, height: 225)
    static let short = CGRect(x: 0, y: 442, width: 375, height: 225)
    static let tall = CGRect(x: 0, y: 409, width: 375, height: 258)
    static let tallBelow = CGRect(x: 0, y: 667, width: 375, height: 258)

    @Test("hand-written: a second height is ignored and the hide drifts the area 33 pt down")
    func handWrittenDrift() throws {
      let screen = HandWrittenBottomConstraintViewController()
      let stage = try Stage(Self.device, root: screen)
      #expect(stage.onScreen(screen.inputArea).maxY == 667)
      postKeyboardChange(showing: true, from: Self.below, to: Self.short, on: stage)
      // 0 + 225 - 0: the area sits on the keyboard.
      #expect(stage.onScreen(screen.inputArea).maxY == 442)
      postKeyboardChange(showing: true, from: Self.short, to: Self.tall, on: stage)
      // The constant is no longer 0: the will-show is ignored and 258 - 225 = 33 pt of the area
      // are under the keyboard.
      #expect(stage.onScreen(screen.inputArea).maxY == 442)
      #expect(stage.onScreen(screen.inputArea).maxY - Self.tall.minY == 33)
      postKeyboardChange(showing: false, from: Self.tall, to: Self.tallBelow, on: stage)
      // 225 - 258 = -33: at rest the area ends 33 pt below the screen.
      #expect(screen.viewBottomConstraint?.constant == -33)
      #expect(stage.onScreen(screen.inputArea).maxY == 700)
      postKeyboardChange(showing: true, from: Self.tallBelow, to: Self.tall, on: stage)
      // The next show is ignored too: the whole area, 636..700, stays under the keyboard.
      #expect(stage.onScreen(screen.inputArea).minY == 636)
    }

    @Test("KeyboardAvoidance: the same notifications keep the area on the keyboard, then at rest")
    func followingDoesNotDrift() throws {
      let screen = FollowingBottomConstraintViewController()
      let stage = try Stage(Self.device, root: screen)
      UIKitModel.clearChanges()
      postKeyboardChange(showing: true, from: Self.below, to: Self.short, on: stage)
      #expect(stage.onScreen(screen.inputArea).maxY == 442)
      postKeyboardChange(showing: true, from: Self.short, to: Self.tall, on: stage)
      #expect(stage.onScreen(screen.inputArea).maxY == 409)
      postKeyboardChange(showing: false, from: Self.tall, to: Self.tallBelow, on: stage)
      #expect(stage.onScreen(screen.inputArea).maxY == 667)
      #expect(screen.viewBottomConstraint?.constant == 0)
      postKeyboardChange(showing: true, from: Self.tallBelow, to: Self.tall, on: stage)
      #expect(stage.onScreen(screen.inputArea).maxY == 409)
      let moves = recordedChanges(of: screen.inputArea)
      #expect(moves.count == 4)
      #expect(moves.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true })
    }

    @Test("both tabs: a tap on the background closes the keyboard", arguments: [false, true])
    func tapOnTheBackground(followsKeyboard: Bool) throws {
      let screen: BottomConstraintViewController =
        followsKeyboard
        ? FollowingBottomConstraintViewController() : HandWrittenBottomConstraintViewController()
      let stage = try Stage("iPhone 16", root: screen)
      stage.tap(screen.messageField)
      #expect(stage.simulator.presentation == .docked)
      // iPhone 16: keyboard 335 pt, top at 852 - 335 = 517; the post lifts the area by
      // 335 - 34 from the safe area's bottom at 818, which is right here.
      #expect(stage.onScreen(screen.inputArea).maxY == 517)
      UIKitModel.tap(at: CGPoint(x: 200, y: 300), in: stage.window)
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(!screen.messageField.isFirstResponder)
      #expect(stage.onScreen(screen.inputArea).maxY == 818)
    }

    @Test("in the demo's tabs: the post floats a tab bar too high, and a tab switch strands it")
    func demoTabs() throws {
      // The tab bar controller loads its first tab's view as it is made, so it is made on a stage
      // that is already set up, as an app makes a screen in a running window.
      let stage = try Stage("iPhone 16", root: UIViewController())
      let tabs = try #require(
        DemoScreen.bottomConstraint.makeViewController() as? UITabBarController)
      stage.window.rootViewController = tabs
      stage.settle()
      let screens = try #require(tabs.viewControllers)
      let handWritten = try #require(screens.first as? BottomConstraintViewController)
      let following = try #require(screens.last as? BottomConstraintViewController)
      #expect(screens.map(\.title) == ["Hand-written", "KeyboardAvoidance"])
      // Above the 49 pt tab bar and the 34 pt home indicator: 852 - 83 = 769.
      #expect(stage.onScreen(handWritten.inputArea).maxY == 769)
      stage.tap(handWritten.messageField)
      // The post subtracts the window's 34 pt, not the view's 83: it lifts the area by
      // 335 - 34 = 301 to 468, 49 pt above the keyboard's top at 517.
      #expect(stage.onScreen(handWritten.inputArea).maxY == 468)

      // A tab switch with the keyboard up: the field leaves the window and resigns, the keyboard
      // hides, but the post removed its observers in viewWillDisappear, before that.
      tabs.selectedIndex = 1
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(following.inputArea).maxY == 769)
      stage.tap(following.messageField)
      #expect(stage.onScreen(following.inputArea).maxY == 517)

      tabs.selectedIndex = 0
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(handWritten.viewBottomConstraint?.constant == 301)
      #expect(stage.onScreen(handWritten.inputArea).maxY == 468, "stranded 301 pt up")
      tabs.selectedIndex = 1
      stage.settle()
      #expect(stage.onScreen(following.inputArea).maxY == 769, "back at rest")
    }
  }
}
