import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The notifications and frames of each action, written out by hand from the catalog's numbers
/// (see `Devices`) and the simulator's documented assumptions.
@MainActor
@Suite("KeyboardSimulator.Action")
struct KeyboardSimulatorActionTests {
  typealias Kind = KeyboardEvent.Kind
  static let show: [Kind] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
  static let hide: [Kind] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
  static let frameOnly: [Kind] = [.willChangeFrame, .didChangeFrame]

  // MARK: iPhone 16, 393 × 852 upright

  @Test func aSecondWillShowCarriesTheNewHeight() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show(.plain))
    let events = simulator.perform(.switchKeyboard(to: .predictive))
    #expect(events.map(\.kind) == Self.show)
    #expect(events.allSatisfy { $0.beginFrame == CGRect(x: 0, y: 561, width: 393, height: 291) })
    #expect(events.allSatisfy { $0.endFrame == CGRect(x: 0, y: 517, width: 393, height: 335) })
  }

  @Test func hidingSlidesTheKeyboardBelowTheScreen() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show())
    let events = simulator.perform(.hide)
    #expect(events.map(\.kind) == Self.hide)
    #expect(events.allSatisfy { $0.endFrame == CGRect(x: 0, y: 852, width: 393, height: 335) })
    #expect(simulator.presentation == .hidden)
    #expect(simulator.frame == .zero)
  }

  @Test func rotationHidesInTheOldOrientationAndShowsInTheNew() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show())
    let events = simulator.perform(.rotate)
    #expect(events.map(\.kind) == Self.hide + Self.frameOnly + Self.show)
    let ends = events.map(\.endFrame)
    #expect(ends[1] == CGRect(x: 0, y: 852, width: 393, height: 335))
    #expect(ends[4] == CGRect(x: 0, y: 517, width: 393, height: 335), "the old orientation's")
    #expect(ends[7] == CGRect(x: 0, y: 185, width: 852, height: 208))
    #expect(events[7].beginFrame == CGRect(x: 0, y: 393, width: 852, height: 208))
    #expect(simulator.orientation == .landscape)
  }

  @Test func rotationWithoutAKeyboardOnlyTurnsTheScreen() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    #expect(simulator.perform(.rotate).isEmpty)
    #expect(simulator.screenBounds.size == CGSize(width: 852, height: 393))
  }

  @Test func aHardwareKeyboardLeavesTheFullFrameMostlyBelowTheScreen() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show())
    let events = simulator.perform(.attachHardwareKeyboard)
    #expect(events.map(\.kind) == Self.show)
    // 852 − 78 (44 pt row + 34 pt inset) = 774; the frame keeps the keyboard's 335 pt.
    #expect(events.last?.endFrame == CGRect(x: 0, y: 774, width: 393, height: 335))
    #expect(simulator.presentation == .accessoryBar)
    #expect(simulator.perform(.attachHardwareKeyboard).isEmpty)
  }

  @Test func attachingWhileHiddenShowsTheBarNextTime() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    #expect(simulator.perform(.attachHardwareKeyboard).isEmpty)
    #expect(simulator.hasHardwareKeyboard)
    let events = simulator.perform(.show())
    #expect(events.last?.endFrame == CGRect(x: 0, y: 774, width: 393, height: 335))
    let again = simulator.perform(.show(.hardwareBar))
    #expect(again.last?.endFrame == CGRect(x: 0, y: 774, width: 393, height: 335))
  }

  @Test func anotherAppsKeyboardIsNotLocal() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let shown = simulator.perform(.showForOtherApp())
    #expect(shown.map(\.kind) == Self.show)
    #expect(shown.allSatisfy { !$0.isLocal })
    #expect(!simulator.isLocal)
    let hidden = simulator.perform(.hide)
    #expect(hidden.allSatisfy { !$0.isLocal })
    #expect(simulator.isLocal)
  }

  @Test func draggingPostsNothingAndEndsWithTheOutcome() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show())
    #expect(simulator.perform(.dragKeyboardDown(by: 60)).isEmpty)
    #expect(simulator.frame == CGRect(x: 0, y: 577, width: 393, height: 335))
    let returned = simulator.perform(.endDrag(.keyboardReturns))
    #expect(returned.map(\.kind) == Self.show)
    #expect(returned.first?.beginFrame == CGRect(x: 0, y: 577, width: 393, height: 335))
    #expect(returned.first?.endFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
    simulator.perform(.dragKeyboardDown(by: 100))
    let dismissed = simulator.perform(.endDrag(.keyboardDismissed))
    #expect(dismissed.map(\.kind) == Self.hide)
    #expect(dismissed.first?.endFrame == CGRect(x: 0, y: 852, width: 393, height: 335))
  }

  @Test(
    arguments: [
      (-20, 517), (0, 517), (.nan, 517), (.infinity, 517), (1_000, 852), (335, 852),
    ] as [(CGFloat, CGFloat)])
  func dragDistancesStayBetweenRestAndTheBottomEdge(distance: CGFloat, top: CGFloat) throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show())
    simulator.perform(.dragKeyboardDown(by: distance))
    #expect(simulator.frame.minY == top)
  }

  @Test func switchingToEmojiTwicePostsOnce() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.perform(.show(.plain))
    let events = simulator.perform(.switchToEmoji)
    #expect(events.last?.endFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
    #expect(simulator.perform(.switchToEmoji).isEmpty)
    #expect(simulator.perform(.switchToLetters).last?.endFrame.height == 291)
  }

  @Test func anInputModeSwitchWhileHiddenIsRememberedForTheNextShow() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    #expect(simulator.perform(.switchKeyboard(to: .plain)).isEmpty)
    #expect(simulator.perform(.hide).isEmpty)
    let events = simulator.perform(.switchKeyboard(to: .hardwareBar))
    #expect(events.isEmpty)
    #expect(simulator.hasHardwareKeyboard)
    simulator.perform(.detachHardwareKeyboard)
    #expect(simulator.perform(.show(.plain)).last?.endFrame.height == 291)
  }

  // MARK: iPad (A16), 820 × 1180 upright, keyboard 337

  @Test func undockingIsPostedAsAWillHideWithTheLiftedFrame() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    let events = simulator.perform(.undock)
    #expect(events.map(\.kind) == Self.hide)
    // Lifted 120 pt: 1180 − 120 − 337 = 723.
    let lifted = CGRect(x: 0, y: 723, width: 820, height: 337)
    #expect(events.map(\.endFrame) == [lifted, lifted, .zero, lifted])
    #expect(simulator.presentation == .undocked)
    #expect(simulator.perform(.undock).isEmpty)
  }

  @Test func splittingCarriesTheOddFrameInTheChangeFrameNotifications() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    let odd = CGRect(x: 0, y: -64, width: 0, height: 0)
    let lifted = CGRect(x: 0, y: 723, width: 820, height: 337)
    simulator.perform(.show())
    let fromDocked = simulator.perform(.split)
    #expect(fromDocked.map(\.kind) == Self.hide)
    #expect(fromDocked.map(\.endFrame) == [lifted, lifted, odd, lifted])
    let merged = simulator.perform(.undock)
    #expect(merged.map(\.kind) == Self.frameOnly)
    #expect(merged.map(\.endFrame) == [odd, lifted])
    let split = simulator.perform(.split)
    #expect(split.map(\.endFrame) == [odd, lifted])
  }

  @Test func theFloatingKeyboardIsAnnouncedByChangeFrameOnly() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    simulator.perform(.undock)
    let floated = simulator.perform(.float)
    #expect(floated.map(\.kind) == Self.frameOnly)
    // Centred: (820 − 320) / 2 = 250; lifted 80: 1180 − 80 − 254 = 846.
    #expect(floated.last?.endFrame == CGRect(x: 250, y: 846, width: 320, height: 254))
    #expect(simulator.presentation == .floating)
    let moved = simulator.perform(.moveFloatingKeyboard(dx: -100, dy: -150))
    #expect(moved.map(\.kind) == Self.frameOnly)
    #expect(moved.first?.endFrame == CGRect(x: 150, y: 0, width: 320, height: 1_180))
    #expect(moved.last?.endFrame == CGRect(x: 150, y: 696, width: 320, height: 254))
    #expect(simulator.perform(.undock).isEmpty, "a floating keyboard docks, it does not undock")
  }

  @Test func theFloatingKeyboardStaysOnScreenAndOffTheBottomEdge() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    simulator.perform(.float)
    simulator.perform(.moveFloatingKeyboard(dx: 10_000, dy: 10_000))
    // 820 − 320 = 500; 1180 − 254 − 2 = 924.
    #expect(simulator.frame == CGRect(x: 500, y: 924, width: 320, height: 254))
    simulator.perform(.moveFloatingKeyboard(dx: -.infinity, dy: .nan))
    #expect(simulator.frame == CGRect(x: 500, y: 924, width: 320, height: 254))
    simulator.perform(.moveFloatingKeyboard(dx: -10_000, dy: -10_000))
    #expect(simulator.frame == CGRect(x: 0, y: 1, width: 320, height: 254))
    #expect(simulator.perform(.moveFloatingKeyboard(dx: -5, dy: 0)).isEmpty)
  }

  @Test func dockingPostsAShow() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    simulator.perform(.float)
    let events = simulator.perform(.dock)
    #expect(events.map(\.kind) == Self.show)
    #expect(events.last?.endFrame == CGRect(x: 0, y: 843, width: 820, height: 337))
    #expect(simulator.perform(.dock).isEmpty)
  }

  @Test func anInputModeSwitchWhileUndockedPostsNothing() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    simulator.perform(.undock)
    #expect(simulator.perform(.switchKeyboard(to: .plain)).isEmpty)
    // The keyboard did change: 288 pt, lifted 120 pt: 1180 − 120 − 288 = 772.
    #expect(simulator.frame == CGRect(x: 0, y: 772, width: 820, height: 288))
  }

  @Test func attachingAHardwareKeyboardDocksTheBar() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    simulator.perform(.float)
    let events = simulator.perform(.attachHardwareKeyboard)
    #expect(events.map(\.kind) == Self.show)
    // ION1's 55 pt bar: 1180 − 55 = 1125.
    #expect(events.last?.endFrame == CGRect(x: 0, y: 1_125, width: 820, height: 337))
    #expect(simulator.presentation == .accessoryBar)
  }

  @Test func movingToAnotherScreenHidesHereAndShowsThere() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    simulator.perform(.show())
    let events = simulator.perform(.showOnOtherScreen())
    #expect(events.map(\.kind) == Self.hide + Self.show)
    let here = KeyboardScreen(simulator.screen)
    let there = KeyboardScreen(simulator.otherScreen)
    #expect(events.prefix(4).allSatisfy { $0.screen == here })
    #expect(events.suffix(4).allSatisfy { $0.screen == there })
    #expect(events[1].endFrame == CGRect(x: 0, y: 1_180, width: 820, height: 337))
    // The other screen is 1920 × 1080: 1080 − 337 = 743.
    #expect(events[5].beginFrame == CGRect(x: 0, y: 1_080, width: 1_920, height: 337))
    #expect(events[5].endFrame == CGRect(x: 0, y: 743, width: 1_920, height: 337))
    #expect(simulator.isOnOtherScreen)
    #expect(simulator.presentation == .hidden)
    let back = simulator.perform(.show())
    #expect(back.map(\.kind) == Self.hide + Self.show)
    #expect(back.prefix(4).allSatisfy { $0.screen == there })
    #expect(back.suffix(4).allSatisfy { $0.screen == here })
    #expect(!simulator.isOnOtherScreen)
  }

  @Test func theOutcomeNamesAreStable() {
    #expect(
      KeyboardSimulator.DragOutcome.allCases.map(\.rawValue) == [
        "keyboardReturns", "keyboardDismissed",
      ])
  }
}
