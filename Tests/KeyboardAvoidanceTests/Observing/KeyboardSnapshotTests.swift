import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardSnapshot")
struct KeyboardSnapshotTests {
  @Test("a docked keyboard's visible height is its height", arguments: DeviceFrames.all)
  func dockedKeyboardOnEveryDevice(device: DeviceFrames) {
    let screen = Keyboard.screen(device.screen)
    let state = KeyboardState(
      presentation: .docked,
      frame: Keyboard.docked(height: device.keyboardPortrait, on: screen))
    let snapshot = KeyboardSnapshot(state: state, screenBounds: screen)
    #expect(snapshot.visibleHeight == device.keyboardPortrait, "\(device.name) (\(device.source))")
    #expect(snapshot.isVisible)
    #expect(snapshot.state == state)
  }

  @Test func hardwareKeyboardBarCountsOnlyTheBar() {
    // iPad Air 13-inch: the bar's top is 55 pt above the screen's bottom, the rest below it.
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403))
    #expect(KeyboardSnapshot(state: bar, screenBounds: screen).visibleHeight == 55)
  }

  @Test func floatingKeyboardIsVisibleButCoversNothing() {
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let floating = KeyboardState(
      presentation: .floating, frame: CGRect(x: 300, y: 700, width: 320, height: 260))
    let snapshot = KeyboardSnapshot(state: floating, screenBounds: screen)
    #expect(snapshot.isVisible)
    #expect(snapshot.visibleHeight == 0)
  }

  @Test func hiddenIsNotVisible() {
    #expect(!KeyboardSnapshot.hidden.isVisible)
    #expect(KeyboardSnapshot.hidden.visibleHeight == 0)
    #expect(KeyboardSnapshot.hidden.state == .hidden)
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(KeyboardSnapshot(state: .hidden, screenBounds: screen) == .hidden)
  }

  @Test(
    "heights that cannot be shown count as 0",
    arguments: [
      (CGFloat(335), CGFloat(335)), (12.5, 12.5), (0, 0), (-1, 0), (.nan, 0), (.infinity, 0),
      (-.infinity, 0),
    ])
  func sanitisesHeight(given: CGFloat, expected: CGFloat) {
    let state = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    #expect(KeyboardSnapshot(state: state, visibleHeight: given).visibleHeight == expected)
  }
}
