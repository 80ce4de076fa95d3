import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("SimulatorScript: iPad keyboards and drags")
struct SimulatorScriptGesturesTests {
  static func script(_ device: DeviceProfile) -> SimulatorScript {
    SimulatorScriptTests.script(device)
  }

  static func outline(_ beats: [SimulatorBeat]) -> [String] {
    SimulatorScriptTests.outline(beats)
  }

  @Test func aDragMovesTheFingerAndItsEndLiftsItAfterTheOutcome() throws {
    var script = Self.script(try Devices.iPhone16())
    script.play(.show())
    let shown = script.beats.count
    script.play(.dragKeyboardDown(by: 60))
    script.play(.endDrag(.keyboardDismissed))
    #expect(
      Self.outline(Array(script.beats.dropFirst(shown))) == [
        "finger 577.0", "willChangeFrame", "willHide", "animate 0.25", "didChangeFrame",
        "didHide", "lift",
      ])
  }

  @Test func anotherActionDuringADragLiftsTheFingerFirst() throws {
    var script = Self.script(try Devices.iPhone16())
    script.play(.show())
    script.play(.dragKeyboardDown(by: 60))
    let dragged = script.beats.count
    script.play(.switchToEmoji)
    #expect(Self.outline(Array(script.beats.dropFirst(dragged))) == ["lift"])
    #expect(script.keyboard.placement == .dragged(distance: 60), "the finger left it there")
    script.play(.hide)
    #expect(Self.outline(Array(script.beats.dropFirst(dragged))).first == "lift")
    #expect(script.keyboard.placement == .hidden)
  }

  @Test func undockingWaitsForTheAnimationLikeAHide() throws {
    var script = Self.script(try Devices.iPad())
    script.play(.show())
    let shown = script.beats.count
    script.play(.undock)
    #expect(
      Self.outline(Array(script.beats.dropFirst(shown))) == [
        "willChangeFrame", "willHide", "animate 0.25", "didChangeFrame", "didHide",
      ])
    #expect(script.keyboard.placement == .undocked)
  }

  @Test func iPadGesturesDoNothingOnAnIPhone() throws {
    var script = Self.script(try Devices.iPhone16())
    script.play(.show())
    let shown = script.beats.count
    for action in [KeyboardSimulator.Action.undock, .split, .float, .dock] {
      script.play(action)
    }
    #expect(script.beats.count == shown)
    #expect(script.keyboard.placement == .docked)
  }
}
