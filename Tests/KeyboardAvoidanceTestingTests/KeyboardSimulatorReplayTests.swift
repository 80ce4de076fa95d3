import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Record → export → import → replay: the replay posts what was posted, it parses as it did,
/// and observers go through the same transitions.
@MainActor
@Suite("KeyboardSimulator replay")
struct KeyboardSimulatorReplayTests {
  /// What an app saw during a session: the trace, the parse of each notification, the
  /// transitions its observer delivered.
  struct Session {
    var trace: KeyboardTrace
    var parses: [Result<IndexedScreens.Event, KeyboardEventError>]
    var transitions: [IndexedScreens.Transition]
    var wrapped: [String]
  }

  @MainActor
  final class Delivered {
    var transitions: [KeyboardTransition] = []
    var wrapped: [String] = []
  }

  /// Runs `actions` on a fresh simulator with an observer and a recorder attached.
  static func record(on device: DeviceProfile, _ actions: [KeyboardSimulator.Action]) -> Session {
    let simulator = KeyboardSimulator(device: device)
    let delivered = Delivered()
    wrap(simulator, into: delivered)
    let observer = simulator.makeObserver()
    let subscription = observer.subscribe { delivered.transitions.append($0) }
    let recorder = KeyboardSessionRecorder(observing: observer, screen: simulator.screen)
    let tap = NotificationTap(simulator.center)
    for action in actions { simulator.perform(action) }
    subscription.cancel()
    let indexed = IndexedScreens(screens: [simulator.screen, simulator.otherScreen])
    return Session(
      trace: recorder.trace, parses: tap.notifications.map(indexed.parse),
      transitions: delivered.transitions.map(indexed.transition), wrapped: delivered.wrapped)
  }

  /// Replays `trace` on a fresh simulator with an observer attached.
  static func replay(_ trace: KeyboardTrace, on device: DeviceProfile) -> Session {
    let simulator = KeyboardSimulator(device: device)
    let delivered = Delivered()
    wrap(simulator, into: delivered)
    let observer = simulator.makeObserver()
    let subscription = observer.subscribe { delivered.transitions.append($0) }
    let tap = NotificationTap(simulator.center)
    let posted = simulator.replay(trace)
    subscription.cancel()
    let indexed = IndexedScreens(screens: [simulator.screen, simulator.otherScreen])
    #expect(posted.map(\.name) == tap.notifications.map(\.name))
    return Session(
      trace: trace, parses: tap.notifications.map(indexed.parse),
      transitions: delivered.transitions.map(indexed.transition), wrapped: delivered.wrapped)
  }

  /// Logs each wrapped group of will-notifications, as UIKit's animation block would see it.
  private static func wrap(_ simulator: KeyboardSimulator, into delivered: Delivered) {
    simulator.willNotificationWrapper = { animation, endFrame, post in
      delivered.wrapped.append("\(animation.duration) \(endFrame)")
      post()
    }
  }

  static let iPadSession: [KeyboardSimulator.Action] = [
    .show(), .switchToEmoji, .switchToLetters, .switchKeyboard(to: .plain), .rotate, .undock,
    .dock, .split, .dock, .float, .moveFloatingKeyboard(dx: 40, dy: -100), .dock,
    .attachHardwareKeyboard, .detachHardwareKeyboard, .showOnOtherScreen(), .show(),
    .showForOtherApp(), .hide, .rotate, .show(), .hide,
  ]

  static let iPhoneSession: [KeyboardSimulator.Action] = [
    .show(), .switchKeyboard(to: .plain), .rotate, .changeAccessory(height: 44), .hide,
    .attachHardwareKeyboard, .show(), .hide, .rotate,
  ]

  @Test func recordExportImportReplayGivesTheSameTransitionsOnAnIPad() throws {
    try checkRoundTrip(on: try Devices.iPad(), Self.iPadSession)
  }

  @Test func recordExportImportReplayGivesTheSameTransitionsOnAnIPhone() throws {
    try checkRoundTrip(on: try Devices.iPhone16(), Self.iPhoneSession)
  }

  private func checkRoundTrip(on device: DeviceProfile, _ actions: [KeyboardSimulator.Action])
    throws
  {
    let live = Self.record(on: device, actions)
    #expect(live.trace.notifications.count == live.parses.count)
    #expect(live.transitions.count > actions.count / 2, "the session must change something")
    let imported = try KeyboardTrace(jsonData: live.trace.jsonData())
    #expect(imported == live.trace)
    let replayed = Self.replay(imported, on: device)
    #expect(replayed.parses == live.parses)
    #expect(replayed.transitions == live.transitions)
    #expect(replayed.wrapped == live.wrapped)
    // The trace's own fold agrees, screens aside (it stands for them with objects of its own).
    let anonymous = IndexedScreens(screens: [])
    #expect(
      imported.steps().compactMap(\.transition).map(anonymous.transition)
        == live.transitions.map { transition in
          var plain = transition
          plain.from.screen = plain.from.screen.map { _ in -1 }
          plain.to.screen = plain.to.screen.map { _ in -1 }
          return plain
        })
  }

  /// A replay on another device posts the same frames: a trace carries its own screen bounds.
  @Test func aReplayMeasuresAgainstTheRecordedScreenNotTheSimulatorsDevice() throws {
    let live = Self.record(on: try Devices.iPad(), Self.iPadSession)
    let elsewhere = Self.replay(live.trace, on: try Devices.iPhone16())
    #expect(elsewhere.transitions == live.transitions)
  }

  @Test func replayedScreensMapToTheSimulatorsScreens() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let tap = NotificationTap(simulator.center)
    var trace = Self.record(on: try Devices.iPhone16(), [.show()]).trace
    let entry = try #require(trace.notifications.first)
    trace.notifications = [0, 1, 2, nil, 2].map { screen in
      var copy = entry
      copy.screen = screen
      return copy
    }
    trace.notifications[3].otherObject = "SomeLibrary"
    simulator.replay(trace)
    simulator.replay(trace)
    let objects = tap.notifications.map { $0.object.map { $0 as AnyObject } }
    #expect(objects[0] === simulator.screen && objects[1] === simulator.otherScreen)
    #expect(
      objects[2] != nil && objects[2] !== simulator.screen && objects[2] !== simulator.otherScreen)
    #expect(objects[3] == nil, "an object that was not a screen is not posted")
    #expect(objects[4] === objects[2] && objects[7] === objects[2], "one index, one object")
  }

  /// Every value goes out as it came in, keys the parser does not read included.
  @Test func everyRecordedValueIsPostedAgain() throws {
    let live = Self.record(on: try Devices.iPhone16(), [.show()])
    var trace = live.trace
    trace.notifications[0].userInfo["UIKeyboardCenterEndUserInfoKey"] = .point(
      CGPoint(x: 196.5, y: 684.5))
    trace.notifications[0].userInfo["UIKeyboardFrameChangedByUserInteraction"] = .number(0)
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let posted = simulator.replay(trace)
    for (notification, entry) in zip(posted, trace.notifications) {
      let values = (notification.userInfo ?? [:]).reduce(into: [String: KeyboardTrace.Value]()) {
        $0[$1.key.base as? String ?? ""] = KeyboardTrace.Value(posted: $1.value)
      }
      #expect(values == entry.userInfo)
    }
  }

  /// With the recorded timing: a wait before each group, as long as the recorded gap.
  @Test func aPacedReplayWaitsTheRecordedGaps() async throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    var trace = Self.record(on: try Devices.iPhone16(), [.show(), .hide]).trace
    // The show at 0 s, the hide at 1.5 s, its did-notifications 0.25 s later (the hide's
    // will-change-frame and will-hide go out as one group).
    let times: [TimeInterval] = [0, 0, 0.25, 0.25, 1.5, 1.5, 1.75, 1.75]
    for index in trace.notifications.indices { trace.notifications[index].time = times[index] }
    let waits = LockedLog()
    let posted = await simulator.replay(
      trace, pacing: KeyboardSimulator.Pacing { waits.append("\($0)") })
    #expect(waits.entries == ["0.25", "1.25", "0.25"])
    #expect(posted.count == trace.notifications.count)
  }

  @Test func theNextActionForgetsTheReplayedBounds() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let trace = Self.record(on: try Devices.iPad(), [.show()]).trace
    simulator.replay(trace)
    #expect(simulator.screenBounds == CGRect(x: 0, y: 0, width: 820, height: 1180))
    simulator.perform(.show())
    #expect(simulator.screenBounds == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  /// Random traces, malformed values and unknown keys among them, survive the file and replay
  /// as recorded.
  @Test(arguments: 0..<40)
  func aSeededRandomTraceRoundTrips(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let trace = RandomTraces.trace(using: &generator)
    let imported = try KeyboardTrace(jsonData: trace.jsonData())
    #expect(imported == trace, "seed \(seed)")
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let posted = simulator.replay(imported)
    var extraScreen: AnyObject?
    for (notification, entry) in zip(posted, trace.notifications) {
      #expect(notification.name == entry.kind.notificationName, "seed \(seed)")
      let object = notification.object.map { $0 as AnyObject }
      switch entry.screen {
      case nil: #expect(object == nil, "seed \(seed)")
      case 0: #expect(object === simulator.screen, "seed \(seed)")
      case 1: #expect(object === simulator.otherScreen, "seed \(seed)")
      default:
        // A higher index stands for an object of the replay's own, the same one throughout.
        #expect(
          object != nil && object !== simulator.screen && object !== simulator.otherScreen,
          "seed \(seed)")
        if let extraScreen { #expect(object === extraScreen, "seed \(seed)") }
        extraScreen = extraScreen ?? object
      }
      let info = notification.userInfo ?? [:]
      #expect(Set(info.keys.compactMap { $0 as? String }) == Set(entry.userInfo.keys))
      // Every value reads back as recorded; an unrepresentable one is posted as a stand-in.
      for (key, value) in entry.userInfo {
        if case .unrepresentable = value { continue }
        #expect(info[key].map(KeyboardTrace.Value.init(posted:)) == value, "seed \(seed) \(key)")
      }
    }
    #expect(posted.count == trace.notifications.count)
    _ = try imported.checkInvariants()
  }
}
