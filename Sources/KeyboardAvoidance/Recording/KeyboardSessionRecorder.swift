import Foundation

/// Records what the keyboard does on a device, so a tester can send you the session.
///
/// The recorder listens to the same notification center as the ``KeyboardObserver`` it attaches
/// to and keeps every keyboard notification exactly as it was posted: all its `userInfo` keys
/// (those the parser reads and those it does not), the time since the session began, the screen
/// the notification named, and the bounds of the screen and the window at that moment. Rejected
/// notifications are kept too: they are part of what happened. ``trace`` is the session so far;
/// ``exportedData()`` is its JSON (<doc:KeyboardTraceFormat>), to attach to a bug report and
/// replay in a test with `KeyboardSimulator.replay(_:)`.
///
/// In an app, attach it to a view's keyboard source (`init?(view:capacity:device:)`, UIKit);
/// anywhere, to an observer:
///
/// ```swift
/// let keyboard = KeyboardObserver(center: center) { screenBounds }
/// let recorder = KeyboardSessionRecorder(observing: keyboard)
/// // … the keyboard shows and hides …
/// recorder.trace.notifications.count  // 8
/// let data = recorder.exportedData()
/// ```
///
/// The recording is bounded: beyond ``capacity`` notifications the oldest is dropped and
/// counted in ``KeyboardTrace/droppedCount``. Nothing the user typed is recorded (keyboard
/// notifications carry no text), nor anything that identifies the user (``KeyboardTrace/Device``).
/// Recording stops when the recorder is released.
@MainActor
public final class KeyboardSessionRecorder {
  /// How many notifications a recorder keeps unless told otherwise: about a hundred keyboard
  /// changes.
  public static let defaultCapacity = 500

  /// The most notifications kept; older ones are dropped.
  public let capacity: Int

  /// The device the trace names.
  public let device: KeyboardTrace.Device

  private let observer: KeyboardObserver
  private let clock: @Sendable () -> TimeInterval
  private let windowFrame: @MainActor () -> CGRect?
  /// The screen the observer measures against, when known: always screen 0.
  private let ownScreen: AnyObject?
  /// The screens seen, in order: their positions are the indexes the trace records.
  ///
  /// Held strongly: a few screen objects, which UIKit keeps alive anyway while they are
  /// connected.
  private var screens: [AnyObject] = []
  private var entries: [KeyboardTrace.Entry] = []
  private var start: TimeInterval
  private var startOrientation: DeviceOrientation
  private var dropped = 0
  private var registration: NotificationRegistration?

  /// Starts recording the notifications an observer receives.
  ///
  /// ```swift
  /// let simulator = KeyboardSimulator(device: iPhone16)
  /// let keyboard = simulator.makeObserver()
  /// let recorder = KeyboardSessionRecorder(observing: keyboard, screen: simulator.screen)
  /// simulator.perform(.show())
  /// recorder.trace.notifications.map(\.kind)
  /// // [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
  /// ```
  ///
  /// - Parameters:
  ///   - observer: The observer whose notification center and screen bounds are recorded. The
  ///     recorder keeps it.
  ///   - capacity: The most notifications kept (at least 1); ``defaultCapacity`` by default.
  ///   - device: The device the trace names; this one by default.
  ///   - screen: The object standing for the screen the observer measures against (a
  ///     `UIScreen`, a simulator's screen), recorded as screen 0; when `nil`, the first screen a
  ///     notification names becomes screen 0.
  ///   - clock: Returns the current time in seconds; the system's uptime by default.
  public convenience init(
    observing observer: KeyboardObserver,
    capacity: Int = KeyboardSessionRecorder.defaultCapacity,
    device: KeyboardTrace.Device = .current(),
    screen: AnyObject? = nil,
    clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.init(
      observer: observer, capacity: capacity, device: device, screen: screen, clock: clock,
      windowFrame: { nil })
  }

  /// Starts recording, with the frame of a window in the screen's coordinates read for every
  /// notification.
  init(
    observer: KeyboardObserver, capacity: Int, device: KeyboardTrace.Device, screen: AnyObject?,
    clock: @escaping @Sendable () -> TimeInterval,
    windowFrame: @escaping @MainActor () -> CGRect?
  ) {
    self.observer = observer
    self.capacity = max(capacity, 1)
    self.device = device
    self.clock = clock
    self.windowFrame = windowFrame
    ownScreen = screen
    screens = screen.map { [$0] } ?? []
    start = clock()
    startOrientation = DeviceOrientation(screenSize: Self.finite(observer.screenBoundsNow()).size)
    registration = NotificationRegistration(
      center: observer.center, names: KeyboardEvent.Kind.allCases.map(\.notificationName)
    ) { [weak self, clock] notification in
      // The time and the values are taken on the posting thread, as posted.
      guard let captured = CapturedNotification(notification, at: clock()) else { return }
      MainQueue.run { self?.record(captured) }
    }
  }

  /// The session so far: the notifications kept, oldest first.
  ///
  /// ```swift
  /// recorder.trace.notifications.last?.kind  // .didHide
  /// ```
  public var trace: KeyboardTrace {
    KeyboardTrace(
      device: device, orientation: startOrientation, notifications: entries, droppedCount: dropped)
  }

  /// The session so far as JSON text (<doc:KeyboardTraceFormat>), to share or save.
  ///
  /// ```swift
  /// try recorder.exportedData().write(to: url)
  /// ```
  ///
  /// - Returns: The text of ``trace``, which `KeyboardTrace(jsonData:)` reads back.
  public func exportedData() -> Data {
    trace.jsonData()
  }

  /// Forgets everything recorded and starts a new session now.
  ///
  /// ```swift
  /// recorder.clear()
  /// recorder.trace.notifications.isEmpty  // true
  /// ```
  public func clear() {
    entries.removeAll()
    dropped = 0
    screens = ownScreen.map { [$0] } ?? []
    start = clock()
    startOrientation = DeviceOrientation(screenSize: Self.finite(observer.screenBoundsNow()).size)
  }

  private func record(_ captured: CapturedNotification) {
    var screen: Int?
    var otherObject: String?
    if let object = captured.object.value,
      SystemKeyboardConstants.screen(posted: object) != nil
    {
      screen = index(of: object)
    } else {
      otherObject = captured.objectType
    }
    // Times are kept to the microsecond and never run backwards, even when notifications from
    // several threads reach the main actor out of order.
    let elapsed = max(((captured.time - start) * 1_000_000).rounded() / 1_000_000, 0)
    let entry = KeyboardTrace.Entry(
      time: max(elapsed, entries.last?.time ?? 0), kind: captured.kind,
      userInfo: captured.userInfo, screen: screen, otherObject: otherObject,
      screenBounds: Self.finite(observer.screenBoundsNow()),
      windowFrame: windowFrame().map(Self.finite))
    if entries.count >= capacity {
      entries.removeFirst(entries.count - capacity + 1)
      dropped += 1
    }
    entries.append(entry)
  }

  private func index(of screen: AnyObject) -> Int {
    if let known = screens.firstIndex(where: { $0 === screen }) { return known }
    screens.append(screen)
    return screens.count - 1
  }

  /// The rectangle, or `.zero` when any part of it is not finite: a trace holds finite bounds.
  private static func finite(_ rect: CGRect) -> CGRect {
    let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    return parts.allSatisfy(\.isFinite) ? rect.standardized : .zero
  }
}

/// A notification as a recorder keeps it, taken on the posting thread.
private struct CapturedNotification: Sendable {
  let time: TimeInterval
  let kind: KeyboardEvent.Kind
  let userInfo: [String: KeyboardTrace.Value]
  let object: PostedObject
  /// The type of the posted object, if one was posted.
  let objectType: String?

  /// Takes a notification apart; `nil` for a name that is not a keyboard notification's.
  init?(_ notification: Notification, at time: TimeInterval) {
    guard let kind = KeyboardEvent.Kind(notificationName: notification.name) else { return nil }
    self.time = time
    self.kind = kind
    var userInfo: [String: KeyboardTrace.Value] = [:]
    for (key, value) in notification.userInfo ?? [:] {
      // UIKit's keys are strings; any other key is kept under its description.
      let name = key.base as? String ?? String(describing: key.base)
      userInfo[name] = KeyboardTrace.Value(posted: value)
    }
    self.userInfo = userInfo
    object = PostedObject(notification.object)
    objectType = notification.object.map { String(describing: type(of: $0)) }
  }
}
