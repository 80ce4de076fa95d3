import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("SimulatorScript")
struct SimulatorScriptTests {
  static let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)

  static func script(_ device: DeviceProfile) -> SimulatorScript {
    SimulatorScript(
      device: device, orientation: .portrait, keyboard: SimulatedKeyboard(),
      animation: animation)
  }

  /// The beats without their events: what is posted when, relative to waits and turns.
  static func outline(_ beats: [SimulatorBeat]) -> [String] {
    beats.map { beat in
      switch beat {
      case .post(let event, let other): "\(event.kind.rawValue)\(other ? "@other" : "")"
      case .animate(let duration): "animate \(duration)"
      case .turn(let orientation): "turn \(orientation.rawValue)"
      case .fingerMoved(let y): "finger \(y)"
      case .fingerLifted: "lift"
      }
    }
  }

  @Test func theAnimationSitsBetweenWillAndDid() throws {
    var script = Self.script(try Devices.iPhone16())
    script.play(.show())
    #expect(
      Self.outline(script.beats) == [
        "willChangeFrame", "willShow", "animate 0.25", "didChangeFrame", "didShow",
      ])
    #expect(script.keyboard.placement == .docked)
  }

  @Test func theScreenTurnsBetweenTheHideAndTheShow() throws {
    var script = Self.script(try Devices.iPhone16())
    script.play(.show())
    let shown = script.beats.count
    script.play(.rotate)
    #expect(
      Self.outline(Array(script.beats.dropFirst(shown))) == [
        "willChangeFrame", "willHide", "animate 0.25", "didChangeFrame", "didHide",
        "turn landscape", "willChangeFrame", "animate 0.25", "didChangeFrame",
        "willChangeFrame", "willShow", "animate 0.25", "didChangeFrame", "didShow",
      ])
    #expect(script.orientation == .landscape)
  }

  @Test func theOtherScreensNotificationsAreMarked() throws {
    var script = Self.script(try Devices.iPad())
    script.play(.showOnOtherScreen())
    #expect(
      Self.outline(script.beats) == [
        "willChangeFrame@other", "willShow@other", "animate 0.25", "didChangeFrame@other",
        "didShow@other",
      ])
  }
}
