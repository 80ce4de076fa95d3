// The code samples of KeyboardAvoidanceTesting.docc/TestingKeyboardHandling.md, copied here so
// they compile and run with the suite. Keep the two in step.

import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The login screen's button: 8 pt above the keyboard, on the safe area when it is away.
@MainActor
final class LoginButtonLayout {
  private(set) var bottomConstant: CGFloat = 0
  private var subscription: KeyboardSubscription?

  init(keyboard: KeyboardObserver, view: @escaping @MainActor () -> AvoidingView) {
    subscription = keyboard.observe { [weak self] transition in
      self?.bottomConstant = transition.to.bottomOffset(
        for: view(), options: KeyboardAvoidanceOptions(spacing: 8))
    }
  }
}

@MainActor
@Suite("Testing keyboard handling (article samples)")
struct TestingKeyboardHandlingTests {
  @Test func loginButtonClearsTheHardwareKeyboardBar() throws {
    let iPad = try #require(DeviceCatalog.profile(identifier: "iPad15,7"))
    let simulator = KeyboardSimulator(device: iPad)
    let keyboard = simulator.makeObserver()
    let layout = LoginButtonLayout(keyboard: keyboard) {
      KeyboardScenario.Window.fullScreen.view(in: simulator)
    }

    simulator.perform(.show())
    #expect(layout.bottomConstant == 320)  // 337 pt keyboard − 25 pt safe area + 8

    simulator.perform(.attachHardwareKeyboard)
    #expect(layout.bottomConstant == 38)  // only the 55 pt bar covers the screen

    simulator.perform(.hide)
    #expect(layout.bottomConstant == 0)
  }

  @Test func loginButtonIsRightEverywhere() {
    for device in DeviceCatalog.all {
      for orientation in DeviceOrientation.allCases {
        for scenario in KeyboardScenario.all where scenario.applies(to: device) {
          let simulator = KeyboardSimulator(device: device, orientation: orientation)
          let keyboard = simulator.makeObserver()
          let layout = LoginButtonLayout(keyboard: keyboard) {
            scenario.window.view(in: simulator)
          }
          scenario.run(on: simulator) { expected in
            // 8 pt above the keyboard's top whenever the keyboard comes within 8 pt of the
            // button (spacing is a clearance), or else at rest.
            let keyboardTop = simulator.screenBounds.maxY - expected.screenCoveredHeight
            let reach = expected.view.frame.maxY - keyboardTop - expected.view.safeAreaBottom
            let wanted = expected.screenCoveredHeight > 0 ? max(reach + 8, 0) : 0
            #expect(
              layout.bottomConstant == min(wanted, expected.view.frame.height),
              "\(device) \(orientation), \(scenario.name), step \(expected.stepIndex)")
          }
        }
      }
    }
  }

  @Test func theKeyboardTakesAQuarterSecond() async throws {
    let iPhone16 = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    let simulator = KeyboardSimulator(device: iPhone16)
    let waits = Waits()
    await simulator.perform(.show(), pacing: KeyboardSimulator.Pacing { waits.add($0) })
    #expect(waits.all == [0.25])
  }

  @Test func theLandingPageSample() throws {
    let iPhone16 = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    let simulator = KeyboardSimulator(device: iPhone16)
    let keyboard = simulator.makeObserver()
    simulator.perform(.show())
    #expect(keyboard.visibleHeight == 335)
  }
}

/// Durations gathered from any thread.
final class Waits: @unchecked Sendable {
  private let lock = NSLock()
  private var durations: [TimeInterval] = []

  func add(_ duration: TimeInterval) {
    lock.lock()
    durations.append(duration)
    lock.unlock()
  }

  var all: [TimeInterval] {
    lock.lock()
    defer { lock.unlock() }
    return durations
  }
}
