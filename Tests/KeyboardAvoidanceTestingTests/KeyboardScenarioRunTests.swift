import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@MainActor
@Suite("KeyboardScenario.run")
struct KeyboardScenarioRunTests {
  struct Seen: Equatable {
    let presentation: KeyboardPresentation
    let covered: CGFloat
    let offset: CGFloat
  }

  @Test func checkpointsOfThePredictiveRowOnAnIPhone16() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    var seen: [Seen] = []
    var indices: [Int] = []
    KeyboardScenario.predictiveRow.run(on: simulator) { expected in
      indices.append(expected.stepIndex)
      seen.append(Seen(expected.presentation, expected.screenCoveredHeight, expected.bottomOffset))
    }
    #expect(indices == [0, 1, 2, 3, 4])
    // 291 − 34 = 257; 335 − 34 = 301.
    #expect(
      seen == [
        Seen(.docked, 291, 257), Seen(.docked, 335, 301), Seen(.hidden, 0, 0),
        Seen(.docked, 335, 301), Seen(.hidden, 0, 0),
      ])
  }

  @Test func aStageManagerWindowIsCoveredOnlyBelowTheKeyboardsTop() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPad())
    var seen: [Seen] = []
    KeyboardScenario.stageManager.run(on: simulator) { expected in
      seen.append(Seen(expected.presentation, expected.screenCoveredHeight, expected.bottomOffset))
    }
    // The window ends at 885; the keyboard's top is at 1180 − 337 = 843 (42 pt into the
    // window), then at 1180 − 288 = 892, below the window.
    #expect(seen == [Seen(.docked, 337, 42), Seen(.docked, 288, 0), Seen(.hidden, 0, 0)])
  }

  @Test func rotationCheckpointsUseTheNewOrientation() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    var seen: [(DeviceOrientation, CGFloat)] = []
    KeyboardScenario.rotation.run(on: simulator) { expected in
      seen.append((expected.orientation, expected.bottomOffset))
    }
    // Sideways: 208 − 20 = 188.
    #expect(seen.map(\.0) == [.portrait, .landscape, .portrait, .portrait])
    #expect(seen.map(\.1) == [301, 188, 301, 0])
  }

  struct Stop: Error {}

  @Test func aThrowingCheckStopsTheRun() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    var calls = 0
    #expect(throws: Stop.self) {
      try KeyboardScenario.showAndHide.run(on: simulator) { _ in
        calls += 1
        throw Stop()
      }
    }
    #expect(calls == 1)
    #expect(simulator.presentation == .docked)
  }

  @Test func pacedRunsWaitForEveryAnimationAndExpectTheSame() async throws {
    let device = try Devices.iPhone16()
    let log = LockedLog()
    let paced = KeyboardSimulator(device: device)
    var pacedSeen: [Seen] = []
    await KeyboardScenario.interactiveDismissal.run(
      on: paced, pacing: KeyboardSimulator.Pacing { log.append("\($0)") }
    ) { expected in
      pacedSeen.append(
        Seen(expected.presentation, expected.screenCoveredHeight, expected.bottomOffset))
    }
    let synchronous = KeyboardSimulator(device: device)
    var seen: [Seen] = []
    KeyboardScenario.interactiveDismissal.run(on: synchronous) { expected in
      seen.append(Seen(expected.presentation, expected.screenCoveredHeight, expected.bottomOffset))
    }
    #expect(pacedSeen == seen)
    // Show, the keyboard's return, the dismissal: three animations; the drags have none.
    #expect(log.entries == ["0.25", "0.25", "0.25"])
  }
}

extension KeyboardScenarioRunTests.Seen {
  init(_ presentation: KeyboardPresentation, _ covered: CGFloat, _ offset: CGFloat) {
    self.init(presentation: presentation, covered: covered, offset: offset)
  }
}
