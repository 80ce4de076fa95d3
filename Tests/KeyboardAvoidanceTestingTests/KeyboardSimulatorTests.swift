import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@MainActor
@Suite("KeyboardSimulator")
struct KeyboardSimulatorTests {
  @Test func postsTheNamesKeysAndValueTypesUIKitPosts() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let tap = NotificationTap(simulator.center)
    simulator.perform(.show())
    #expect(
      tap.names == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
    for notification in tap.notifications {
      let info = try #require(notification.userInfo)
      // Written out by hand: 852 − 335 = 517; the keyboard starts just below the screen.
      #expect(
        UserInfoValues.rect(info["UIKeyboardFrameBeginUserInfoKey"])
          == CGRect(x: 0, y: 852, width: 393, height: 335))
      #expect(
        UserInfoValues.rect(info["UIKeyboardFrameEndUserInfoKey"])
          == CGRect(x: 0, y: 517, width: 393, height: 335))
      #expect(UserInfoValues.number(info["UIKeyboardAnimationDurationUserInfoKey"]) == 0.25)
      #expect(UserInfoValues.number(info["UIKeyboardAnimationCurveUserInfoKey"])?.intValue == 7)
      #expect(UserInfoValues.number(info["UIKeyboardIsLocalUserInfoKey"])?.boolValue == true)
      #expect(notification.object as AnyObject? === simulator.screen)
    }
    #if !canImport(ObjectiveC)
      let frame = tap.notifications.first?.userInfo?["UIKeyboardFrameEndUserInfoKey"]
      #expect(frame is NSValue)
    #endif
  }

  @Test func screenObjectCanBeLeftOutAsBeforeIOS16_1() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16(), postsScreen: false)
    let tap = NotificationTap(simulator.center)
    let events = simulator.perform(.show())
    #expect(tap.notifications.allSatisfy { $0.object == nil })
    #expect(events.allSatisfy { $0.screen == nil })
  }

  @Test func returnedEventsAreWhatAnObserverParses() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let tap = NotificationTap(simulator.center)
    let events = simulator.perform(.show())
    let parsed = try tap.notifications.map { try KeyboardEvent($0) }
    #expect(parsed == events)
    #expect(events.allSatisfy { $0.screen == KeyboardScreen(simulator.screen) })
  }

  @Test func anActionThatCannotHappenPostsNothing() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let tap = NotificationTap(simulator.center)
    #expect(simulator.perform(.hide).isEmpty)
    #expect(simulator.perform(.endDrag(.keyboardDismissed)).isEmpty)
    #expect(simulator.perform(.dock).isEmpty)
    simulator.perform(.show())
    #expect(simulator.perform(.undock).isEmpty, "an iPhone has no undocked keyboard")
    #expect(simulator.perform(.float).isEmpty)
    #expect(tap.notifications.count == 4)
  }

  @Test func theObserverItMakesFollowsTheScreenThroughRotation() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let keyboard = simulator.makeObserver()
    simulator.perform(.show())
    #expect(keyboard.visibleHeight == 335)
    simulator.perform(.rotate)
    #expect(simulator.orientation == .landscape)
    #expect(simulator.screenBounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(keyboard.state.frame == CGRect(x: 0, y: 185, width: 852, height: 208))
    #expect(keyboard.visibleHeight == 208)
  }

  @Test func connectedObserversFollowTheFingerAndAreHeldWeakly() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let keyboard = KeyboardObserver(center: simulator.center) { simulator.screenBounds }
    simulator.connect(keyboard)
    simulator.connect(keyboard)
    simulator.perform(.show())
    var transitions = 0
    let subscription = keyboard.subscribe { _ in transitions += 1 }
    simulator.perform(.dragKeyboardDown(by: 60))
    #expect(transitions == 1, "connecting twice feeds the finger once")
    #expect(keyboard.state.frame.minY == CGFloat(577), "517 + 60")
    var released: KeyboardObserver? = KeyboardObserver(center: simulator.center) { .zero }
    if let released { simulator.connect(released) }
    released = nil
    simulator.perform(.endDrag(.keyboardReturns))
    #expect(keyboard.state.frame.minY == 517)
    subscription.cancel()
  }

  @Test func theAnimationItPostsCanBeChanged() throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.animation = KeyboardAnimation(duration: 0.4, curve: .easeInOut)
    let events = simulator.perform(.show())
    #expect(
      events.allSatisfy { $0.animation == KeyboardAnimation(duration: 0.4, curve: .easeInOut) })
  }

  @Test func pacedActionsWaitForTheAnimationBetweenWillAndDid() async throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let log = LockedLog()
    let tap = NotificationTap(simulator.center) { log.append($0.name.rawValue) }
    let pacing = KeyboardSimulator.Pacing { seconds in log.append("wait \(seconds)") }
    let events = await simulator.perform(.show(), pacing: pacing)
    #expect(
      log.entries == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification", "wait 0.25",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
    #expect(events.count == 4)
    #expect(tap.notifications.count == 4)
    #expect(simulator.presentation == .docked)
  }

  @Test func pacedActionsPostWhatSynchronousOnesPost() async throws {
    let device = try Devices.iPad()
    for scenario in KeyboardScenario.all {
      let synchronous = KeyboardSimulator(device: device)
      let paced = KeyboardSimulator(device: device)
      for step in scenario.steps {
        let expected = synchronous.perform(step.action)
        let events = await paced.perform(step.action, pacing: KeyboardSimulator.Pacing { _ in })
        #expect(
          events.map(\.kind) == expected.map(\.kind)
            && events.map(\.endFrame) == expected.map(\.endFrame),
          "\(scenario.name): \(step.action)")
      }
    }
  }

  @Test func instantAnimationsDoNotWait() async throws {
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    simulator.animation = .none
    let log = LockedLog()
    await simulator.perform(.show(), pacing: KeyboardSimulator.Pacing { log.append("\($0)") })
    #expect(log.entries.isEmpty)
  }

  /// A random walk of actions on random devices: after every action the observer's offset must
  /// equal the offset the simulated keyboard's real position asks for.
  ///
  /// Layouts that follow undocked keyboards are compared too, except after an input-mode switch
  /// while the keyboard is undocked or split: iOS posts nothing then (openradar 25056255), so no
  /// observer can know the new height until the next notification.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as [UInt64])
  func randomWalksKeepTheObserverRight(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let actions: [KeyboardSimulator.Action] = [
      .show(.plain), .show(.predictive), .showForOtherApp(), .showOnOtherScreen(), .hide,
      .switchKeyboard(to: .plain), .switchKeyboard(to: .predictive), .switchToEmoji,
      .switchToLetters, .rotate, .attachHardwareKeyboard, .detachHardwareKeyboard, .undock,
      .split, .float, .moveFloatingKeyboard(dx: 40, dy: -60), .dock, .dragKeyboardDown(by: 30),
      .dragKeyboardDown(by: 500), .endDrag(.keyboardReturns), .endDrag(.keyboardDismissed),
    ]
    let inputModeChanges: Set<KeyboardSimulator.Action> = [
      .switchKeyboard(to: .plain), .switchKeyboard(to: .predictive), .switchToEmoji,
      .switchToLetters,
    ]
    for _ in 0..<20 {
      let device = DeviceCatalog.all.randomElement(using: &generator) ?? DeviceCatalog.all[0]
      let orientation = DeviceOrientation.allCases.randomElement(using: &generator) ?? .portrait
      let simulator = KeyboardSimulator(device: device, orientation: orientation)
      let keyboard = simulator.makeObserver()
      var done: [KeyboardSimulator.Action] = []
      var unannounced = false
      for _ in 0..<25 {
        let action = actions.randomElement(using: &generator) ?? .hide
        let wasUndocked = simulator.presentation == .undocked
        let posted = simulator.perform(action)
        done.append(action)
        if !posted.isEmpty {
          unannounced = false
        } else if wasUndocked && inputModeChanges.contains(action) {
          unannounced = true
        }
        let view = KeyboardScenario.Window.fullScreen.view(in: simulator)
        for follows in unannounced ? [false] : [false, true] {
          let truth = GeometricTruth.bottomOffset(
            in: simulator, view: view, followsUndockedKeyboard: follows)
          let offset = keyboard.state.bottomOffset(
            for: view, options: KeyboardAvoidanceOptions(followsUndockedKeyboard: follows))
          #expect(
            abs(offset - truth) < 0.001,
            "seed \(seed), \(device) \(orientation), following undocked \(follows), after \(done)")
        }
      }
    }
  }
}
