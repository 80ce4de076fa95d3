import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The recorder keeps every notification as posted, with the time and the screen at that
/// moment, within its capacity.
@MainActor
@Suite("KeyboardSessionRecorder")
struct KeyboardSessionRecorderTests {
  static let device = KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1")

  /// A session on an iPhone 16: a clock the test moves, screens the test swaps.
  @MainActor
  final class Bench {
    let center = NotificationCenter()
    let clock = ManualClock()
    let screen = Screen()
    var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    private(set) var observer: KeyboardObserver?
    private(set) var recorder: KeyboardSessionRecorder?

    final class Screen: Sendable {}

    init(capacity: Int = KeyboardSessionRecorder.defaultCapacity, ownScreen: Bool = true) {
      let observer = KeyboardObserver(center: center) { [unowned self] in bounds }
      self.observer = observer
      recorder = KeyboardSessionRecorder(
        observing: observer, capacity: capacity, device: KeyboardSessionRecorderTests.device,
        screen: ownScreen ? screen : nil, clock: { [clock] in clock.now })
    }

    /// The session so far; empty once the recorder is released.
    var trace: KeyboardTrace {
      recorder?.trace
        ?? KeyboardTrace(
          device: KeyboardSessionRecorderTests.device, orientation: .portrait, notifications: [])
    }

    func post(
      _ kind: KeyboardEvent.Kind, _ userInfo: [AnyHashable: Any]?, object: Any? = nil,
      at time: TimeInterval
    ) {
      clock.now = time
      center.post(name: kind.notificationName, object: object, userInfo: userInfo)
    }

    func releaseRecorder() { recorder = nil }
  }

  /// What iOS 7 posted on an iPhone 4s (Stack Overflow question 19482573), keys the parser does
  /// not read included.
  static let logged: [AnyHashable: Any] = [
    "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
    "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
    "UIKeyboardBoundsUserInfoKey": NSValueBox.box(CGRect(x: 0, y: 0, width: 320, height: 216)),
    "UIKeyboardCenterBeginUserInfoKey": NSValueBox.box(CGPoint(x: 160, y: 588)),
    "UIKeyboardCenterEndUserInfoKey": NSValueBox.box(CGPoint(x: 160, y: 372)),
    "UIKeyboardFrameBeginUserInfoKey": NSValueBox.box(
      CGRect(x: 0, y: 480, width: 320, height: 216)),
    "UIKeyboardFrameChangedByUserInteraction": NSNumber(value: 0),
    "UIKeyboardFrameEndUserInfoKey": NSValueBox.box(CGRect(x: 0, y: 264, width: 320, height: 216)),
  ]

  @Test func everyKeyIsRecordedAsPosted() throws {
    let bench = Bench()
    bench.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    bench.post(.willChangeFrame, Self.logged, at: 0)
    let entry = try #require(bench.trace.notifications.first)
    #expect(entry.kind == .willChangeFrame)
    #expect(
      entry.userInfo == [
        "UIKeyboardAnimationCurveUserInfoKey": .number(7),
        "UIKeyboardAnimationDurationUserInfoKey": .number(0.25),
        "UIKeyboardBoundsUserInfoKey": .rect(CGRect(x: 0, y: 0, width: 320, height: 216)),
        "UIKeyboardCenterBeginUserInfoKey": .point(CGPoint(x: 160, y: 588)),
        "UIKeyboardCenterEndUserInfoKey": .point(CGPoint(x: 160, y: 372)),
        "UIKeyboardFrameBeginUserInfoKey": .rect(CGRect(x: 0, y: 480, width: 320, height: 216)),
        "UIKeyboardFrameChangedByUserInteraction": .number(0),
        "UIKeyboardFrameEndUserInfoKey": .rect(CGRect(x: 0, y: 264, width: 320, height: 216)),
      ])
    #expect(entry.screenBounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(entry.screen == nil && entry.otherObject == nil && entry.windowFrame == nil)
  }

  @Test func timesCountFromTheSessionsStartAndBoundsAreTakenAtEachNotification() throws {
    let bench = Bench()
    bench.clock.now = 100
    let recorder = try #require(bench.recorder)
    recorder.clear()  // the session begins at 100 s of uptime
    bench.post(.willShow, Self.logged, at: 100.25)
    bench.bounds = CGRect(x: 0, y: 0, width: 852, height: 393)
    bench.post(.willChangeFrame, Self.logged, at: 100.5)
    let entries = bench.trace.notifications
    #expect(entries.map(\.time) == [0.25, 0.5])
    #expect(entries.map(\.screenBounds.width) == [393, 852])
    #expect(entries.map(\.orientation) == [.portrait, .landscape])
    #expect(bench.trace.orientation == .portrait)
  }

  /// Screens are numbered: the observer's own is 0, others in order of appearance; an object
  /// that is not a screen is recorded by its type.
  @Test func screensAreNumberedInOrderOfAppearance() {
    let bench = Bench()
    let external = Bench.Screen()
    bench.post(.willShow, Self.logged, object: external, at: 0)
    bench.post(.willShow, Self.logged, object: bench.screen, at: 0)
    bench.post(.willShow, Self.logged, object: external, at: 0)
    bench.post(.willShow, Self.logged, at: 0)
    #expect(bench.trace.notifications.map(\.screen) == [1, 0, 1, nil])
  }

  @Test func withoutItsOwnScreenTheFirstScreenSeenIsZero() {
    let bench = Bench(ownScreen: false)
    let external = Bench.Screen()
    bench.post(.willShow, Self.logged, object: external, at: 0)
    bench.post(.willShow, Self.logged, object: bench.screen, at: 0)
    #expect(bench.trace.notifications.map(\.screen) == [0, 1])
  }

  #if !canImport(UIKit)
    /// Without UIKit every object names a screen; a value that is not an object is kept by type.
    @Test func aPostedValueThatIsNotAnObjectIsKeptByItsType() throws {
      let bench = Bench()
      bench.post(.willShow, Self.logged, object: 42, at: 0)
      let entry = try #require(bench.trace.notifications.first)
      #expect(entry.screen == nil && entry.otherObject == "Int")
    }
  #endif

  /// A notification the parser rejects is part of the session too.
  @Test func rejectedNotificationsAreRecorded() throws {
    let bench = Bench()
    var missingEnd = Self.logged
    missingEnd["UIKeyboardFrameEndUserInfoKey"] = nil
    bench.post(.didChangeFrame, missingEnd, at: 0)
    bench.post(.didHide, nil, at: 0)
    #expect(bench.trace.notifications.map(\.kind) == [.didChangeFrame, .didHide])
    #expect(bench.trace.notifications.last?.userInfo == [:])
  }

  @Test func beyondItsCapacityTheOldestAreDroppedAndCounted() {
    let bench = Bench(capacity: 3)
    for time in 0..<5 { bench.post(.willShow, Self.logged, at: TimeInterval(time)) }
    #expect(bench.trace.notifications.map(\.time) == [2, 3, 4])
    #expect(bench.trace.droppedCount == 2)
    #expect(bench.recorder?.capacity == 3)
  }

  @Test func aCapacityBelowOneKeepsOne() {
    let bench = Bench(capacity: 0)
    bench.post(.willShow, Self.logged, at: 0)
    bench.post(.didShow, Self.logged, at: 1)
    #expect(bench.trace.notifications.map(\.kind) == [.didShow])
  }

  @Test func clearingStartsANewSession() {
    let bench = Bench(capacity: 1)
    bench.post(.willShow, Self.logged, at: 0)
    bench.post(.willShow, Self.logged, at: 1)
    bench.recorder?.clear()
    #expect(bench.trace.notifications.isEmpty && bench.trace.droppedCount == 0)
  }

  @Test func aReleasedRecorderStopsListening() throws {
    let bench = Bench()
    let weak = Weak(try #require(bench.recorder))
    bench.releaseRecorder()
    #expect(weak.object == nil)
    bench.post(.willShow, Self.logged, at: 0)  // reaches no recorder and no trap
  }

  @Test func theExportedDataIsTheTracesText() throws {
    let bench = Bench()
    bench.post(.willShow, Self.logged, object: bench.screen, at: 0.5)
    let recorder = try #require(bench.recorder)
    #expect(try KeyboardTrace(jsonData: recorder.exportedData()) == recorder.trace)
  }

  /// Posted on another thread, a notification is recorded in the order that thread posted.
  @Test func notificationsFromAnotherThreadAreRecordedInOrder() async {
    let bench = Bench()
    let center = bench.center
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        for kind in [KeyboardEvent.Kind.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
          let event = KeyboardEvent(
            kind: kind, beginFrame: .zero, endFrame: ObserverHarness.predictive)
          center.post(event.notification())
        }
        done.resume()
      }
    }
    await ObserverHarness().drainMainQueue()
    #expect(
      bench.trace.notifications.map(\.kind) == [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow,
      ])
  }

  @Test func theDeviceNamesTheModelAndSystemOnly() {
    let device = KeyboardTrace.Device.current(
      environment: ["SIMULATOR_MODEL_IDENTIFIER": "iPhone14,6", "USER": "someone"],
      machine: "arm64",
      version: OperatingSystemVersion(majorVersion: 17, minorVersion: 5, patchVersion: 1))
    #expect(device == KeyboardTrace.Device(modelIdentifier: "iPhone14,6", systemVersion: "17.5.1"))
    let plain = KeyboardTrace.Device.current(
      environment: [:], machine: "iPhone17,3",
      version: OperatingSystemVersion(majorVersion: 18, minorVersion: 1, patchVersion: 0))
    #expect(plain == KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1"))
  }
}
