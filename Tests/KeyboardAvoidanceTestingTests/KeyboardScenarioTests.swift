import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@MainActor
@Suite("KeyboardScenario")
struct KeyboardScenarioTests {
  typealias Coverage = KeyboardScenario.Coverage

  @Test(
    arguments: [
      (.nothing, 0), (.keyboard(.predictive), 335), (.keyboard(.plain), 291), (.hardwareBar, 78),
      (.draggedKeyboard(.predictive, by: 40), 295), (.draggedKeyboard(.predictive, by: 1_000), 0),
      (.draggedKeyboard(.predictive, by: -10), 335), (.draggedKeyboard(.plain, by: .nan), 291),
    ] as [(Coverage, CGFloat)])
  func coverageOnAnIPhone16HeldUpright(coverage: Coverage, height: CGFloat) throws {
    #expect(coverage.height(on: try Devices.iPhone16(), in: .portrait) == height)
  }

  @Test func coverageFollowsTheOrientation() throws {
    let landscape = Coverage.keyboard(.predictive).height(
      on: try Devices.iPhone16(), in: .landscape)
    #expect(landscape == 208)
  }

  @Test(
    arguments: [
      (
        .fullScreen, CGSize(width: 820, height: 1_180),
        CGRect(x: 0, y: 0, width: 820, height: 1_180)
      ),
      // 10 % of 820 = 82, 5 % of 1180 = 59, 70 % of 820 = 574, 75 % of 1180 = 885.
      (
        .stageManager, CGSize(width: 820, height: 1_180),
        CGRect(x: 82, y: 59, width: 492, height: 826)
      ),
      // 118, 41, 826, 615.
      (
        .stageManager, CGSize(width: 1_180, height: 820),
        CGRect(x: 118, y: 41, width: 708, height: 574)
      ),
      // (820 − 10) / 2 = 405.
      (
        .splitViewLeading, CGSize(width: 820, height: 1_180),
        CGRect(x: 0, y: 0, width: 405, height: 1_180)
      ),
    ] as [(KeyboardScenario.Window, CGSize, CGRect)])
  func windowFrames(window: KeyboardScenario.Window, screen: CGSize, frame: CGRect) {
    #expect(window.frame(in: CGRect(origin: .zero, size: screen)) == frame)
  }

  @Test func windowsAsViewsCarryTheirInsetAndTheScreen() throws {
    let phone = KeyboardSimulator(device: try Devices.iPhone16())
    let full = KeyboardScenario.Window.fullScreen.view(in: phone)
    #expect(full.safeAreaBottom == 34)
    #expect(full.screen == KeyboardScreen(phone.screen))
    let pad = KeyboardSimulator(device: try Devices.iPad())
    #expect(KeyboardScenario.Window.stageManager.view(in: pad).safeAreaBottom == 0)
    #expect(KeyboardScenario.Window.splitViewLeading.view(in: pad).safeAreaBottom == 25)
    pad.perform(.rotate)
    #expect(KeyboardScenario.Window.fullScreen.view(in: pad).frame.width == 1_180)
  }

  @Test func scenariosApplyToTheirFamiliesOnly() throws {
    #expect(!KeyboardScenario.iPadKeyboards.applies(to: try Devices.iPhone16()))
    #expect(KeyboardScenario.iPadKeyboards.applies(to: try Devices.iPad()))
    #expect(KeyboardScenario.showAndHide.applies(to: try Devices.iPhone16()))
  }

  @Test func aScenarioOfYourOwn() {
    let scenario = KeyboardScenario(
      name: "Quick look", summary: "Show, then hide.", sources: ["a device log"],
      steps: [
        .init(.show(), shows: .docked, covering: .keyboard(.predictive)),
        .init(.hide, shows: .hidden, covering: .nothing, note: "back to rest"),
      ])
    #expect(scenario.id == "Quick look")
    #expect(scenario.families == [.iPhone, .iPad])
    #expect(scenario.window == .fullScreen)
    #expect(scenario.steps.map(\.note) == [nil, "back to rest"])
  }
}
