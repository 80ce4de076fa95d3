import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("SimulatedKeyboard and KeyboardGeometry")
struct SimulatedKeyboardTests {
  typealias Placement = SimulatedKeyboard.Placement

  @Test(
    arguments: [
      (.hidden, false, false, .hidden),
      (.docked, false, false, .docked),
      (.docked, true, false, .accessoryBar),
      (.dragged(distance: 30), false, false, .docked),
      (.undocked, false, false, .undocked),
      (.split, false, false, .undocked),
      (.floating(origin: .zero), false, false, .floating),
      (.docked, false, true, .hidden),
    ] as [(Placement, Bool, Bool, KeyboardPresentation)])
  func presentationAsSeenFromThisScreen(
    placement: Placement, hardware: Bool, otherScreen: Bool, expected: KeyboardPresentation
  ) {
    var keyboard = SimulatedKeyboard()
    keyboard.placement = placement
    keyboard.hasHardwareKeyboard = hardware
    keyboard.isOnOtherScreen = otherScreen
    #expect(keyboard.presentation == expected)
  }

  @Test func framesOnAnIPhoneHeldSideways() throws {
    let geometry = KeyboardGeometry(device: try Devices.iPhone16(), orientation: .landscape)
    var keyboard = SimulatedKeyboard()
    #expect(geometry.frame(of: keyboard) == .zero)
    keyboard.placement = .docked
    // 393 − 208 = 185 (DPS, sideways).
    #expect(geometry.frame(of: keyboard) == CGRect(x: 0, y: 185, width: 852, height: 208))
    keyboard.hasHardwareKeyboard = true
    // Bar: 44 pt row + 20 pt sideways inset = 64; 393 − 64 = 329.
    #expect(geometry.frame(of: keyboard) == CGRect(x: 0, y: 329, width: 852, height: 208))
    #expect(geometry.offScreenFrame(of: keyboard) == CGRect(x: 0, y: 393, width: 852, height: 208))
  }

  @Test func theEmojiKeyboardIsAsTallAsThePredictiveOne() throws {
    let geometry = KeyboardGeometry(device: try Devices.iPhone16(), orientation: .portrait)
    var keyboard = SimulatedKeyboard()
    keyboard.software = .plain
    #expect(geometry.softwareHeight(of: keyboard) == 291)
    keyboard.isEmoji = true
    #expect(geometry.softwareHeight(of: keyboard) == 335)
  }

  @Test func iPadFramesHeldSideways() throws {
    let geometry = KeyboardGeometry(device: try Devices.iPad(), orientation: .landscape)
    var keyboard = SimulatedKeyboard()
    keyboard.placement = .undocked
    // 820 − 120 − 422 = 278.
    #expect(geometry.frame(of: keyboard) == CGRect(x: 0, y: 278, width: 1_180, height: 422))
    keyboard.placement = .split
    #expect(geometry.frame(of: keyboard) == CGRect(x: 0, y: 278, width: 1_180, height: 422))
    // (1180 − 320) / 2 = 430; 820 − 80 − 254 = 486.
    #expect(geometry.floatingOrigin == CGPoint(x: 430, y: 486))
    keyboard.placement = .floating(origin: geometry.floatingOrigin)
    #expect(geometry.frame(of: keyboard) == CGRect(x: 430, y: 486, width: 320, height: 254))
  }

  @Test func onTheOtherScreenFramesAreInThatScreensCoordinates() throws {
    let geometry = KeyboardGeometry(device: try Devices.iPad(), orientation: .portrait)
    var keyboard = SimulatedKeyboard()
    keyboard.isOnOtherScreen = true
    #expect(geometry.frame(of: keyboard) == .zero)
    keyboard.placement = .docked
    #expect(geometry.frame(of: keyboard) == CGRect(x: 0, y: 743, width: 1_920, height: 337))
    #expect(
      geometry.offScreenFrame(of: keyboard) == CGRect(x: 0, y: 1_080, width: 1_920, height: 337))
  }

  @Test func draggedFramesNeverGoBelowTheBottomEdge() throws {
    let geometry = KeyboardGeometry(device: try Devices.iPhone16(), orientation: .portrait)
    var keyboard = SimulatedKeyboard()
    keyboard.placement = .dragged(distance: 10_000)
    #expect(geometry.frame(of: keyboard).minY == 852)
    keyboard.placement = .dragged(distance: -10)
    #expect(geometry.frame(of: keyboard).minY == 517)
  }
}
