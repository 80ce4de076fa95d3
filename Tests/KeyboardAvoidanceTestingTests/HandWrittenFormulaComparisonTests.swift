import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Where blog posts' formulas go wrong, scenario by scenario, on two reference devices.
///
/// Each expected error below is worked out by hand from the catalog's numbers, step by step,
/// following the formula as the post writes it (the derivation is in the comment above each table).
/// An error is the post's constant less the offset the geometry asks for: positive when the view
/// rises too high, negative when the keyboard covers it.
@MainActor
@Suite("Hand-written formulas against the geometry")
struct HandWrittenFormulaComparisonTests {
  // iPhone 16 upright (catalog): predictive 335 (DPS), plain 291 (RB), hardware bar 78 (44 pt
  // predictive row + 34 pt inset, estimated), bottom inset 34.
  static let iPhone16 = (predictive: 335.0, plain: 291.0, bar: 78.0, inset: 34.0)
  // iPad (A16) upright (catalog): predictive 337 (DPS), plain 288 (337 less the 49 pt shortcuts
  // row, estimated), bottom inset 25; the Stage Manager window ends at y = 885 of 1180.
  static let iPad = (predictive: 337.0, plain: 288.0, inset: 25.0, belowWindow: 295.0)

  struct Expected {
    let scenario: KeyboardScenario
    let notificationCenter: [Double]
    let storyboard: [Double]
    let rx: [Double]
  }

  static var iPhoneCases: [Expected] {
    let p = iPhone16
    let full = p.predictive - p.inset  // 301: the right offset with the keyboard up
    // −44: the NotificationCenter handler keeps the plain keyboard's offset.
    let rowDrift = p.plain - p.predictive
    let bar = p.predictive - p.bar  // 257: the full frame's height where only the bar covers
    return [
      // Rx puts the view 34 pt above the safe area whenever the keyboard is away.
      Expected(
        scenario: .showAndHide, notificationCenter: [0, 0, 0], storyboard: [0, 0, 0],
        rx: [0, 0, p.inset]),
      // 001: the second will-show is ignored (constant != 0); the hide subtracts 301 from 257,
      // leaving −44, and the next show is ignored again: −44 against 301, then −345 against 0.
      Expected(
        scenario: .predictiveRow,
        notificationCenter: [0, rowDrift, rowDrift, rowDrift - full, rowDrift - full],
        storyboard: [0, 0, 0, 0, 0], rx: [0, 0, p.inset, 0, p.inset]),
      Expected(
        scenario: .emojiKeyboard, notificationCenter: [0, rowDrift, 0, 0],
        storyboard: [0, 0, 0, 0],
        rx: [0, 0, 0, p.inset]),
      // Rotation is posted as a hide and a show, which all three follow.
      Expected(
        scenario: .rotation, notificationCenter: [0, 0, 0, 0], storyboard: [0, 0, 0, 0],
        rx: [0, 0, 0, p.inset]),
      // frame.height is the full keyboard; only the bar covers the screen.
      Expected(
        scenario: .hardwareKeyboard, notificationCenter: [0, bar, 0, bar, 0, 0],
        storyboard: [0, bar, 0, bar, 0, 0], rx: [0, bar, p.inset, bar, 0, p.inset]),
      // Nothing is posted during the drag: the view stays where it was, the drag distance too high.
      Expected(
        scenario: .interactiveDismissal, notificationCenter: [0, 40, 150, 0, 100, 0],
        storyboard: [0, 40, 150, 0, 100, 0], rx: [0, 40, 150, 0, 100, p.inset]),
    ]
  }

  static var iPadCases: [Expected] {
    let p = iPad
    let full = p.predictive - p.inset  // 312
    return [
      // Undocking is posted as a will-hide, so the handlers drop to 0 as they should; the split and
      // float post no will-show or will-hide, so they stay at 0, which is right for layouts that
      // avoid docked keyboards only.
      Expected(
        scenario: .iPadKeyboards, notificationCenter: [0, 0, 0, 0, 0, 0, 0],
        storyboard: [0, 0, 0, 0, 0, 0, 0], rx: [0, p.inset, p.inset, p.inset, p.inset, 0, p.inset]
      ),
      // The window ends 295 pt above the screen's bottom and has no bottom inset: the keyboard
      // covers 42 pt of it, then, plain, none. 001 keeps 337 and leaves 337 − 288 = 49 after the
      // hide.
      Expected(
        scenario: .stageManager,
        notificationCenter: [p.belowWindow, p.predictive, p.predictive - p.plain],
        storyboard: [p.belowWindow, p.plain, 0], rx: [p.belowWindow, p.plain, 0]),
      Expected(
        scenario: .otherAppsKeyboard, notificationCenter: [0, 0], storyboard: [0, 0],
        rx: [0, p.inset]),
      // The will-show from the other screen is taken for this one.
      Expected(
        scenario: .otherScreen, notificationCenter: [0, full, 0, 0], storyboard: [0, full, 0, 0],
        rx: [0, full, 0, p.inset]),
    ]
  }

  @Test func handWrittenFormulasAreWrongExactlyWhereTheGeometrySaysSo() throws {
    let phone = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    let pad = try #require(DeviceCatalog.profile(identifier: "iPad15,7"))
    for (device, cases) in [(phone, Self.iPhoneCases), (pad, Self.iPadCases)] {
      for expected in cases {
        let run = HandWrittenRun(expected.scenario, on: device)
        let name = expected.scenario.name
        #expect(
          run.errors(\.notificationCenter) == expected.notificationCenter,
          "NotificationCenter handler, \(name)")
        #expect(run.errors(\.storyboard) == expected.storyboard, "storyboard handler, \(name)")
        #expect(run.errors(\.rx) == expected.rx, "RxSwift handler, \(name)")
        #expect(run.errors(\.observer).allSatisfy { $0 == 0 }, "KeyboardObserver, \(name)")
      }
    }
  }

  @Test func everyScenarioHasAHandDerivedRow() {
    let covered = (Self.iPhoneCases + Self.iPadCases).map(\.scenario.name)
    #expect(covered.sorted() == KeyboardScenario.all.map(\.name).sorted())
  }

  /// Prints the table for the documentation: scenario → which formulas are wrong, by how much.
  @Test func printTheComparisonTable() throws {
    let phone = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    let pad = try #require(DeviceCatalog.profile(identifier: "iPad15,7"))
    var lines = [
      "| scenario | device | NotificationCenter, 1 s | storyboard | RxSwift "
        + "| KeyboardObserver |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    for scenario in KeyboardScenario.all {
      let device = scenario.applies(to: phone) ? phone : pad
      let run = HandWrittenRun(scenario, on: device)
      let cells = [\HandWrittenRun.Row.notificationCenter, \.storyboard, \.rx, \.observer].map {
        column in
        Self.describe(run.errors(column))
      }
      lines.append("| \(scenario.name) | \(device.name) | \(cells.joined(separator: " | ")) |")
    }
    print(lines.joined(separator: "\n"))
    #expect(lines.count == KeyboardScenario.all.count + 2)
  }

  private static func describe(_ errors: [Double]) -> String {
    let wrong = errors.enumerated().filter { $0.element != 0 }
    guard !wrong.isEmpty else { return "right" }
    let steps = wrong.map { "step \($0.offset + 1): \(Self.signed($0.element))" }
    return steps.joined(separator: ", ")
  }

  private static func signed(_ value: Double) -> String {
    let points = value.rounded() == value ? "\(Int(value))" : "\(value)"
    return value > 0 ? "+\(points)" : points
  }
}

/// One scenario played with the three hand-written formulas and our observer listening.
@MainActor
struct HandWrittenRun {
  struct Row {
    var notificationCenter: Double
    var storyboard: Double
    var rx: Double
    var observer: Double
  }

  let rows: [Row]

  init(_ scenario: KeyboardScenario, on device: DeviceProfile) {
    let simulator = KeyboardSimulator(device: device)
    let observer = simulator.makeObserver()
    let bench = HandWrittenBench(simulator: simulator, window: scenario.window)
    let tap = NotificationTap(simulator.center) { notification in
      let read = PostedNotification(notification)
      MainActor.assumeIsolated { bench.handle(read) }
    }
    var rows: [Row] = []
    scenario.run(on: simulator) { expected in
      let truth = Double(GeometricTruth.bottomOffset(in: simulator, view: expected.view))
      let ours = Double(observer.state.bottomOffset(for: expected.view))
      rows.append(
        Row(
          notificationCenter: Double(bench.notificationCenter.constant) - truth,
          storyboard: Double(bench.storyboard.constant) - truth,
          rx: Double(bench.rx.constant) - truth, observer: ours - truth))
    }
    withExtendedLifetime(tap) {}
    self.rows = rows
  }

  func errors(_ column: KeyPath<Row, Double>) -> [Double] { rows.map { $0[keyPath: column] } }
}

/// Holds the three hand-written layouts; reads the view's inset when each notification arrives, as
/// the posts read `safeAreaInsets.bottom` in their handlers.
@MainActor
final class HandWrittenBench {
  var notificationCenter = NotificationCenterLayout()
  var storyboard = StoryboardLayout()
  var rx = RxSwiftLayout()
  let simulator: KeyboardSimulator
  let window: KeyboardScenario.Window

  init(simulator: KeyboardSimulator, window: KeyboardScenario.Window) {
    self.simulator = simulator
    self.window = window
  }

  func handle(_ notification: PostedNotification) {
    let inset = window.view(in: simulator).safeAreaBottom
    notificationCenter.handle(notification, safeAreaBottom: inset)
    storyboard.handle(notification, safeAreaBottom: inset)
    rx.handle(notification, safeAreaBottom: inset)
  }
}
