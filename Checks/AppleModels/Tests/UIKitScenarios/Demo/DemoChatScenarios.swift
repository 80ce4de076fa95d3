import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's chat: an input bar on the keyboard that follows the finger when the user drags
  /// the keyboard down.
  @Suite("Demo: a chat with interactive dismissal")
  @MainActor
  struct DemoChatScenarios {
    // iPhone 16 (DeviceCatalog): 852 pt tall, 34 pt bottom safe area, so the bar rests on 818;
    // the keyboard with its predictive row is 335 pt (top 517). `DemoScreens.` tells the demo's
    // chat from this target's own.

    @Test("the bar rides on the keyboard and follows the finger down")
    func interactiveDismissal() throws {
      let chat = DemoScreens.ChatViewController()
      let stage = try Stage("iPhone 16", root: chat)
      #expect(stage.onScreen(chat.inputBar).maxY == 818)
      stage.tap(chat.messageField)
      #expect(stage.onScreen(chat.inputBar).maxY == 517)
      // The 56 pt bar: the messages end at 517 - 56.
      #expect(stage.onScreen(chat.messages).maxY == 461, "the messages end at the bar")
      // The finger drags the keyboard 100 pt down; iOS posts nothing until it lifts.
      let finger = CGPoint(x: 200, y: 617)
      stage.simulator.perform(.dragKeyboardDown(by: 100))
      UIKitModel.pan(chat.messages, .began, at: CGPoint(x: 200, y: 467), in: stage.window)
      UIKitModel.pan(chat.messages, .changed, at: finger, in: stage.window)
      UIKitModel.runLoopTurn()
      #expect(stage.onScreen(chat.inputBar).maxY == 617)
      UIKitModel.pan(chat.messages, .ended, at: finger, in: stage.window)
      stage.perform(.endDrag(.keyboardDismissed))
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(chat.inputBar).maxY == 818)
    }

    @Test("send adds the message at the end")
    func send() throws {
      let chat = DemoScreens.ChatViewController()
      let stage = try Stage("iPhone 16", root: chat)
      let before = chat.messages.texts.count
      stage.tap(chat.messageField)
      chat.messageField.text = "Hello"
      stage.tap(chat.sendButton)
      #expect(chat.messages.texts.count == before + 1)
      #expect(chat.messages.texts.last == "Hello")
      #expect(chat.messageField.text == "")
      #expect(chat.messageField.isFirstResponder, "the keyboard stays up to type the next one")
    }

    @Test("pushed while the PIN screen's keyboard is up: its bar rests, then rides the keyboard")
    func pushedWhileTheKeyboardIsUp() throws {
      let pin = FollowingPINViewController()
      let navigation = UINavigationController(rootViewController: pin)
      let stage = try Stage("iPhone 16", root: navigation)
      stage.tap(pin.pinField)
      #expect(stage.onScreen(pin.nextButton).maxY == 517)
      // The app pushes the chat with the keyboard up: when the PIN screen's view leaves the
      // window at the end of the push, its field resigns and the keyboard goes down.
      let chat = DemoScreens.ChatViewController()
      navigation.pushViewController(chat, animated: true)
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(chat.inputBar).maxY == 818)
      stage.tap(chat.messageField)
      #expect(stage.onScreen(chat.inputBar).maxY == 517)
      // Back: the chat's field leaves, the PIN screen's button is at rest.
      navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(pin.nextButton).maxY == 818)
    }
  }
}
