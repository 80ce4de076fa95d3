import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// A chat screen: an input bar that follows the keyboard, messages that scroll above it, and
  /// interactive dismissal.
  @Suite("Chat screen")
  @MainActor
  struct ChatScenarios {
    /// The chat with the input bar following the keyboard and the messages avoiding it, bound in
    /// the order given.
    func chat(barFirst: Bool) throws -> (Stage, ChatViewController) {
      let chat = ChatViewController()
      let stage = try Stage("iPhone 16", root: chat)
      if barFirst {
        chat.inputBarBottom?.pinAboveKeyboard(in: chat.view)
        chat.messages.avoidKeyboard()
      } else {
        chat.messages.avoidKeyboard()
        chat.inputBarBottom?.pinAboveKeyboard(in: chat.view)
      }
      stage.settle()
      return (stage, chat)
    }

    @Test(
      "F13: the input bar sits on the keyboard and the shorter table adds nothing (bar bound first)"
    )
    func barFirst() throws {
      let (stage, chat) = try chat(barFirst: true)
      stage.tap(chat.messageField)
      #expect(stage.onScreen(chat.inputBar).maxY == stage.keyboardTop)
      #expect(stage.onScreen(chat.messages).maxY == stage.keyboardTop - 50)
      // Foundation does not document the order in which a notification center calls observers
      // (corelibs Foundation's varies from run to run); the screen's keyboard source applies
      // constraints, lays out, then insets scroll views, so the order the bindings were made in
      // cannot change the result. The next test binds the other way round.
      #expect(chat.messages.contentInset.bottom == 0)
    }

    @Test("F13: the same with the table bound first")
    func tableFirst() throws {
      let (stage, chat) = try chat(barFirst: false)
      stage.tap(chat.messageField)
      #expect(stage.onScreen(chat.inputBar).maxY == stage.keyboardTop)
      #expect(stage.onScreen(chat.messages).maxY == stage.keyboardTop - 50)
      #expect(chat.messages.contentInset.bottom == 0)
    }

    @Test("F16: while the finger drags the keyboard down, the bar and the table follow it")
    func interactiveDismissal() throws {
      let chat = ChatViewController()
      let stage = try Stage("iPhone 16", root: chat)
      let root: UIView = chat.view
      chat.inputBarBottom?.pinAboveKeyboard(in: root)
      // A table that the keyboard covers directly: the bar lives outside it in this layout.
      let overlay = UITableView(frame: root.bounds, style: .plain)
      overlay.modelName = "overlay"
      overlay.keyboardDismissMode = .interactive
      overlay.contentSize = CGSize(width: 393, height: 3_000)
      overlay.isUserInteractionEnabled = false
      root.insertSubview(overlay, at: 0)
      overlay.avoidKeyboard()
      root.followInteractiveKeyboardDismissal(in: chat.messages)
      stage.settle()
      stage.tap(chat.messageField)
      let insetUp = overlay.contentInset.bottom
      #expect(insetUp > 0)
      let top = stage.keyboardTop
      let finger = CGPoint(x: 200, y: top + 100)
      stage.simulator.perform(.dragKeyboardDown(by: 100))
      UIKitModel.pan(chat.messages, .began, at: CGPoint(x: 200, y: top - 50), in: stage.window)
      UIKitModel.pan(chat.messages, .changed, at: finger, in: stage.window)
      UIKitModel.runLoopTurn()
      #expect(stage.onScreen(chat.inputBar).maxY == top + 100, "the bar follows the finger")
      #expect(overlay.contentInset.bottom == insetUp - 100, "the table's inset follows too")
      UIKitModel.pan(chat.messages, .ended, at: finger, in: stage.window)
      stage.perform(.endDrag(.keyboardDismissed))
      #expect(stage.onScreen(chat.inputBar).maxY == stage.screen.bounds.maxY - 34)
    }

    @Test("F16: cancelling the tracker takes its target off the pan; binding twice adds one")
    func trackerLifetime() throws {
      let chat = ChatViewController()
      let stage = try Stage("iPhone 16", root: chat)
      let root: UIView = chat.view
      let pan = chat.messages.panGestureRecognizer
      let before = pan.modelTargetCount
      let first = root.followInteractiveKeyboardDismissal(in: chat.messages)
      root.followInteractiveKeyboardDismissal(in: chat.messages)
      #expect(pan.modelTargetCount == before + 1)
      first.cancel()
      stage.settle()
      #expect(pan.modelTargetCount == before)
    }

    @Test("the chat follows an emoji keyboard and the way back to the letters")
    func emoji() throws {
      let (stage, chat) = try chat(barFirst: true)
      stage.tap(chat.messageField)
      stage.perform(.switchToEmoji)
      #expect(stage.onScreen(chat.inputBar).maxY == stage.keyboardTop)
      stage.perform(.switchToLetters)
      #expect(stage.onScreen(chat.inputBar).maxY == stage.keyboardTop)
      _ = chat.messageField.resignFirstResponder()
      stage.settle()
      #expect(chat.inputBarBottom?.constant == 0)
    }

    @Test("F16: after a drag that lets the keyboard come back, the next drag is followed too")
    func secondDrag() throws {
      let chat = ChatViewController()
      let stage = try Stage("iPhone 16", root: chat)
      let root: UIView = chat.view
      chat.inputBarBottom?.pinAboveKeyboard(in: root)
      root.followInteractiveKeyboardDismissal(in: chat.messages)
      stage.settle()
      stage.tap(chat.messageField)
      let top = stage.keyboardTop
      for _ in 0..<2 {
        let finger = CGPoint(x: 200, y: top + 60)
        stage.simulator.perform(.dragKeyboardDown(by: 60))
        UIKitModel.pan(chat.messages, .began, at: CGPoint(x: 200, y: top - 50), in: stage.window)
        UIKitModel.pan(chat.messages, .changed, at: finger, in: stage.window)
        UIKitModel.runLoopTurn()
        #expect(stage.onScreen(chat.inputBar).maxY == top + 60, "the bar follows the finger")
        UIKitModel.pan(chat.messages, .ended, at: finger, in: stage.window)
        stage.perform(.endDrag(.keyboardReturns))
        #expect(stage.onScreen(chat.inputBar).maxY == top)
      }
    }
  }
}
