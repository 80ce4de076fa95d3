import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// A session recorded from a view's keyboard source in a Stage Manager window, exported,
  /// imported and replayed on a fresh screen: the Log In button goes where it went live, inside
  /// the keyboard's animation, and back.
  @Suite("Recording a session")
  @MainActor
  struct RecordingScenarios {
    static let device = "iPad Air 13-inch (M2)"

    @Test("record on the login screen, replay it on another")
    func recordAndReplay() throws {
      // Live: the user focuses the password field, switches to emoji, and dismisses.
      let live = LoginViewController()
      let stage = try Stage(Self.device, window: .stageManager, root: live)
      var recorder = KeyboardSessionRecorder(view: live.view)
      #expect(recorder != nil, "the view is in a window")
      stage.tap(live.passwordField)
      let shown = stage.onScreen(live.loginButton)
      let keyboardTop = stage.keyboardTop
      #expect(shown.maxY == keyboardTop - 8)
      stage.perform(.switchToEmoji)
      let emoji = stage.onScreen(live.loginButton)
      _ = live.passwordField.resignFirstResponder()
      stage.settle()
      let rest = stage.onScreen(live.loginButton)
      let window = stage.onScreen(stage.window)

      let trace = try KeyboardTrace(jsonData: try #require(recorder?.exportedData()))
      // Released, the recorder stops listening before the replay posts.
      recorder = nil
      #expect(trace.notifications.count == 12, "three changes, four notifications each")
      for entry in trace.notifications {
        #expect(entry.screen == 0, "the window's screen is screen 0")
        #expect(entry.screenBounds == stage.screen.bounds)
        #expect(entry.windowFrame == window, "the Stage Manager window, in screen coordinates")
      }
      let first = try #require(trace.notifications.first)
      guard case .rect(let end) = first.userInfo[KeyboardUserInfoKey.frameEnd] else {
        Issue.record("the end frame is recorded as a rectangle: \(first.userInfo)")
        return
      }
      #expect(end.minY == keyboardTop, "the show's end frame is where the keyboard stopped")

      // Replay: another login screen, nobody touches it; the notifications alone move it.
      let replayed = LoginViewController()
      let replayStage = try Stage(Self.device, window: .stageManager, root: replayed)
      /// Replays some of the recorded notifications, then lets the animations finish.
      func replay(_ range: Range<Int>) {
        replayStage.simulator.replay(
          KeyboardTrace(
            device: trace.device, orientation: trace.orientation,
            notifications: Array(trace.notifications[range])))
        replayStage.settle()
      }
      UIKitModel.clearChanges()
      replay(0..<4)
      #expect(replayStage.onScreen(replayed.loginButton) == shown)
      #expect(
        recordedChanges(of: replayed.loginButton).allSatisfy {
          $0.animation?.isKeyboard(replayStage.keyboardAnimation) == true
        }, "the replayed move ran inside the keyboard's animation")
      replay(4..<8)
      #expect(replayStage.onScreen(replayed.loginButton) == emoji)
      replay(8..<trace.notifications.count)
      #expect(replayStage.onScreen(replayed.loginButton) == rest)
    }

    @Test("a view outside any window has no keyboard source to record from")
    func noWindow() {
      #expect(KeyboardSessionRecorder(view: UIView(frame: .zero)) == nil)
    }
  }
}
