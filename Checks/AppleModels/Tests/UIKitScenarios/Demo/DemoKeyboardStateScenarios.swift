import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's live keyboard-state screen, on an iPad: what the readout says for a Stage
  /// Manager window and a hardware keyboard, and for a frame a device logged.
  @Suite("Demo: the keyboard's state, live")
  @MainActor
  struct DemoKeyboardStateScenarios {
    @Test("a Stage Manager window: 62 pt covered, then nothing with a hardware keyboard")
    func stageManager() throws {
      let screen = KeyboardStateViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", window: .stageManager, root: screen)
      #expect(screen.readout.text?.hasPrefix("Keyboard: hidden\nFrame: none\n") == true)
      stage.tap(screen.field)
      // iPad Air 13-inch (M2), DeviceCatalog: 1024 × 1366 pt, the keyboard with its predictive
      // row 403 pt, so its top is 1366 - 403 = 963. The Stage Manager window of the simulator's
      // scenarios spans 10 % to 70 % of the width and 5 % to 75 % of the height, rounded:
      // x 102..717, y 68..1025. The keyboard covers 1025 - 963 = 62 pt of it.
      #expect(stage.onScreen(screen.view) == CGRect(x: 102, y: 68, width: 615, height: 957))
      #expect(
        screen.readout.text == """
          Keyboard: docked
          Frame: x 0, y 963, 1024 × 403 pt
          Covers this view: 62 pt
          Animation: 0.25 s, the keyboard's curve
          Owner: this app
          Screen: this window's
          """)
      // A hardware keyboard leaves the 55 pt shortcuts bar on screen, its top at 1311, below the
      // window; the frame keeps the keyboard's 403 pt.
      stage.perform(.attachHardwareKeyboard)
      #expect(
        screen.readout.text == """
          Keyboard: hardware keyboard bar
          Frame: x 0, y 1311, 1024 × 403 pt
          Covers this view: 0 pt
          Animation: 0.25 s, the keyboard's curve
          Owner: this app
          Screen: this window's
          """)
    }

    @Test("a frame an iPad logged with the shortcuts bar, posted by hand")
    func loggedShortcutsBar() throws {
      let screen = KeyboardStateViewController()
      let stage = try Stage("iPad (6th generation)", orientation: .landscape, root: screen)
      // TPKeyboardAvoiding pull request 276 logged the keyboard's rect on a landscape iPad with a
      // hardware keyboard: {{0, 713}, {1024, 55}} on a 1024 × 768 pt screen, the bar alone.
      #expect(stage.screen.bounds.size == CGSize(width: 1024, height: 768))
      let bar = CGRect(x: 0, y: 713, width: 1024, height: 55)
      postKeyboardChange(
        showing: true, from: bar.offsetBy(dx: 0, dy: 55), to: bar, on: stage)
      #expect(
        screen.readout.text == """
          Keyboard: docked
          Frame: x 0, y 713, 1024 × 55 pt
          Covers this view: 55 pt
          Animation: 0.25 s, the keyboard's curve
          Owner: this app
          Screen: this window's
          """)
    }
  }
}
