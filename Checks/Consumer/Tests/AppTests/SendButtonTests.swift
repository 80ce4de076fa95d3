import App
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The app's test, written the way the README suggests: the simulator posts what iOS posts on an
/// iPhone 16, and the app's decision is read off the observer's state.
@MainActor
@Test func sendButtonRidesEightPointsAboveTheKeyboard() throws {
  let iPhone16 = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
  let simulator = KeyboardSimulator(device: iPhone16)
  let keyboard = simulator.makeObserver()
  func offset() -> CGFloat {
    sendButtonOffset(keyboard: keyboard.state, screen: simulator.screenBounds, safeAreaBottom: 34)
  }
  _ = simulator.perform(.show())
  // The keyboard with the predictive row is 335 pt tall on this phone; the button rests on the
  // 34 pt safe area, so it moves up 335 − 34 = 301 pt, plus the 8 pt gap.
  #expect(offset() == 309)
  _ = simulator.perform(.hide)
  #expect(offset() == 0)
}
