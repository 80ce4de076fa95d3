import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@MainActor
@Suite("Every built-in scenario on every device")
struct KeyboardScenarioCatalogTests {
  /// Runs each scenario through `KeyboardObserver` on every iPhone and iPad of the catalog, in
  /// both orientations, and compares after every step the observer's bottom offset with the
  /// offset worked out independently from where the simulated keyboard is (`GeometricTruth`),
  /// for layouts that avoid docked keyboards only and for those that follow undocked ones.
  @Test func observerMatchesTheGeometryAfterEveryStep() {
    var checks = 0
    var plannedChecks = 0
    for device in DeviceCatalog.all {
      for orientation in DeviceOrientation.allCases {
        for scenario in KeyboardScenario.all where scenario.applies(to: device) {
          plannedChecks += scenario.steps.count
          checks += run(scenario, on: device, orientation)
        }
      }
    }
    print(
      "KeyboardScenario.all: \(checks) (device × orientation × scenario × step) checks on "
        + "\(DeviceCatalog.iPhones.count) iPhones and \(DeviceCatalog.iPads.count) iPads")
    #expect(checks == plannedChecks)
    #expect(checks > 5_000)
  }

  private func run(
    _ scenario: KeyboardScenario, on device: DeviceProfile, _ orientation: DeviceOrientation
  ) -> Int {
    let simulator = KeyboardSimulator(device: device, orientation: orientation)
    let keyboard = simulator.makeObserver()
    var rejected: [KeyboardEventError] = []
    keyboard.onRejectedNotification = { rejected.append($0) }
    var checks = 0
    scenario.run(on: simulator) { expected in
      checks += 1
      let place = "\(device) \(orientation), '\(scenario.name)' step \(expected.stepIndex)"
      let view = expected.view
      for follows in [false, true] {
        let truth = GeometricTruth.bottomOffset(
          in: simulator, view: view, followsUndockedKeyboard: follows)
        let offset = keyboard.state.bottomOffset(
          for: view, options: KeyboardAvoidanceOptions(followsUndockedKeyboard: follows))
        #expect(
          abs(offset - truth) < 0.001,
          "\(place), following undocked: \(follows): offset \(offset), geometry says \(truth)")
      }
      let truth = GeometricTruth.bottomOffset(in: simulator, view: view)
      #expect(abs(expected.bottomOffset - truth) < 0.001, "\(place): expectation \(expected)")
      #expect(keyboard.state.presentation == expected.presentation, "\(place)")
      #expect(simulator.presentation == expected.presentation, "\(place)")
      #expect(
        abs(keyboard.visibleHeight - expected.screenCoveredHeight) < 0.001,
        "\(place): visible \(keyboard.visibleHeight), expected \(expected.screenCoveredHeight)")
    }
    #expect(rejected.isEmpty, "\(device) \(orientation) '\(scenario.name)': \(rejected)")
    return checks
  }

  @Test func everyScenarioNamesItsSourcesAndStartsAndEndsHidden() {
    #expect(Set(KeyboardScenario.all.map(\.name)).count == KeyboardScenario.all.count)
    for scenario in KeyboardScenario.all {
      #expect(!scenario.sources.isEmpty, "\(scenario.name)")
      #expect(!scenario.families.isEmpty, "\(scenario.name)")
      #expect(scenario.steps.first?.presentation != .hidden, "\(scenario.name)")
      #expect(scenario.steps.last?.presentation == .hidden, "\(scenario.name)")
    }
  }

  @Test func iPadOnlyScenariosAreTheOnesThatNeedAnIPad() {
    let iPadOnly = KeyboardScenario.all.filter { $0.families == [.iPad] }.map(\.name)
    #expect(
      iPadOnly == [
        "iPad undock, split, float, dock", "Stage Manager window", "Another app's keyboard",
        "Keyboard on another screen",
      ])
  }
}
