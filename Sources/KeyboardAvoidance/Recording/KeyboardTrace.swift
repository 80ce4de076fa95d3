import Foundation

/// What the keyboard did during a session on a device: every keyboard notification as it was
/// posted, with the time, the screen and the window at that moment.
///
/// A trace brings a keyboard bug from a tester's device to your desk. ``KeyboardSessionRecorder``
/// records one in an app and exports it as JSON (<doc:KeyboardTraceFormat>); in a test,
/// `KeyboardSimulator.replay(_:)` from `KeyboardAvoidanceTesting` posts the notifications again,
/// each one exactly as it was posted, so your screen goes through the same transitions.
///
/// A trace holds no text the user typed and nothing that identifies the user: the device's
/// model identifier (such as `iPhone17,3`), its system version, how it was held, and what the
/// keyboard notifications carried.
///
/// ```swift
/// let trace = try KeyboardTrace(jsonData: data)
/// trace.device.modelIdentifier  // "iPad13,16"
/// trace.notifications.count     // 12
/// trace.steps().compactMap(\.transition).map(\.to.presentation)
/// // [.docked, .undocked, .docked, .hidden]
/// ```
public struct KeyboardTrace: Sendable, Hashable {
  /// The version of the JSON format this package writes, and the newest it reads.
  public static let formatVersion = 1

  /// The device the session was recorded on.
  public var device: Device

  /// How the device was held when the session began.
  ///
  /// Each notification records the screen's bounds, which say how the device was held then
  /// (``Entry/orientation``).
  public var orientation: DeviceOrientation

  /// The notifications, oldest first.
  public var notifications: [Entry]

  /// How many older notifications the recorder dropped to stay within its capacity.
  ///
  /// When it is not 0, the session began before the first notification here: the keyboard may
  /// already have been up.
  public var droppedCount: Int

  /// Free text for people reading the trace: where it came from, what it shows.
  ///
  /// Replays ignore it.
  public var notes: [String]

  /// Creates a trace.
  ///
  /// ```swift
  /// let trace = KeyboardTrace(
  ///   device: KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1"),
  ///   orientation: .portrait,
  ///   notifications: [])
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device the session was recorded on.
  ///   - orientation: How the device was held when the session began.
  ///   - notifications: The notifications, oldest first.
  ///   - droppedCount: How many older notifications were dropped; 0 by default.
  ///   - notes: Free text for people; none by default.
  public init(
    device: Device, orientation: DeviceOrientation, notifications: [Entry],
    droppedCount: Int = 0, notes: [String] = []
  ) {
    self.device = device
    self.orientation = orientation
    self.notifications = notifications
    self.droppedCount = droppedCount
    self.notes = notes
  }
}

extension KeyboardTrace {
  /// The device a session was recorded on: its model and system, nothing about its owner.
  ///
  /// ```swift
  /// let device = KeyboardTrace.Device.current()
  /// device.modelIdentifier  // "iPhone17,3" on an iPhone 16
  /// device.systemVersion    // "18.1"
  /// ```
  public struct Device: Sendable, Hashable {
    /// The model identifier, such as `iPhone17,3`; look it up with
    /// ``DeviceCatalog/profile(identifier:)``.
    public var modelIdentifier: String

    /// The operating system's version, such as `18.1`.
    public var systemVersion: String

    /// Describes a device.
    ///
    /// - Parameters:
    ///   - modelIdentifier: The model identifier, such as `iPhone17,3`.
    ///   - systemVersion: The operating system's version, such as `18.1`.
    public init(modelIdentifier: String, systemVersion: String) {
      self.modelIdentifier = modelIdentifier
      self.systemVersion = systemVersion
    }

    /// The device this code runs on, or the model a simulator simulates.
    ///
    /// The model comes from the `SIMULATOR_MODEL_IDENTIFIER` environment variable or the
    /// `uname(3)` machine, as ``DeviceCatalog/current(environment:machine:)`` reads them; the
    /// version from `ProcessInfo`. No user-assigned device name is read.
    ///
    /// - Parameters:
    ///   - environment: The process's environment; the live one by default.
    ///   - machine: The `uname` machine identifier; the live one by default.
    ///   - version: The operating system's version; the live one by default.
    /// - Returns: The device, with `unknown` for a model that cannot be read.
    public static func current(
      environment: [String: String] = ProcessInfo.processInfo.environment,
      machine: String? = DeviceCatalog.machineIdentifier(),
      version: OperatingSystemVersion = ProcessInfo.processInfo.operatingSystemVersion
    ) -> Device {
      let model = environment[DeviceCatalog.simulatorModelIdentifierKey] ?? machine ?? "unknown"
      var system = "\(version.majorVersion).\(version.minorVersion)"
      if version.patchVersion != 0 { system += ".\(version.patchVersion)" }
      return Device(modelIdentifier: model, systemVersion: system)
    }
  }

  /// One keyboard notification as it was posted, and where it was posted.
  ///
  /// ```swift
  /// let entry = trace.notifications[0]
  /// entry.kind                 // .willChangeFrame
  /// entry.time                 // 0.0
  /// entry.userInfo[KeyboardUserInfoKey.frameEnd]  // .rect((0, 517, 393, 335))
  /// entry.screenBounds         // (0, 0, 393, 852)
  /// ```
  public struct Entry: Sendable, Hashable {
    /// Seconds since the session began.
    public var time: TimeInterval

    /// Which notification it was.
    public var kind: KeyboardEvent.Kind

    /// Every `userInfo` key as posted, including keys the parser does not read.
    public var userInfo: [String: Value]

    /// Which screen the notification's `object` named: 0 for the screen the recording measured
    /// against, 1, 2, … for other screens in the order they appeared; `nil` when the
    /// notification named no screen (before iOS 16.1).
    public var screen: Int?

    /// The type of an `object` that was not a screen, when one was posted: a library that
    /// reposts keyboard notifications with itself as the object, for one.
    public var otherObject: String?

    /// The bounds of the screen the recording measured against, at that moment.
    public var screenBounds: CGRect

    /// The frame of the recording view's window in the screen's coordinates, at that moment;
    /// `nil` when the recording had no window.
    public var windowFrame: CGRect?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - time: Seconds since the session began.
    ///   - kind: Which notification it was.
    ///   - userInfo: Every `userInfo` key as posted.
    ///   - screen: Which screen the notification named; none by default.
    ///   - otherObject: The type of an `object` that was not a screen; none by default.
    ///   - screenBounds: The bounds of the screen the recording measured against.
    ///   - windowFrame: The recording window's frame in screen coordinates; none by default.
    public init(
      time: TimeInterval, kind: KeyboardEvent.Kind, userInfo: [String: Value],
      screen: Int? = nil, otherObject: String? = nil, screenBounds: CGRect,
      windowFrame: CGRect? = nil
    ) {
      self.time = time
      self.kind = kind
      self.userInfo = userInfo
      self.screen = screen
      self.otherObject = otherObject
      self.screenBounds = screenBounds
      self.windowFrame = windowFrame
    }

    /// How the device was held: the orientation of the screen's bounds.
    public var orientation: DeviceOrientation { DeviceOrientation(screenSize: screenBounds.size) }

    /// The notification to post again: the same name and the same `userInfo` values, as UIKit
    /// posts them (``Value/postedValue``).
    ///
    /// ```swift
    /// let screen = simulator.screen
    /// center.post(entry.notification(object: entry.screen == nil ? nil : screen))
    /// ```
    ///
    /// - Parameter object: What to post as the notification's `object`: the object standing for
    ///   the screen ``screen`` names, or `nil`.
    /// - Returns: A notification ready to post.
    public func notification(object: AnyObject?) -> Notification {
      var posted: [AnyHashable: Any] = [:]
      for (key, value) in userInfo { posted[key] = value.postedValue }
      return Notification(name: kind.notificationName, object: object, userInfo: posted)
    }
  }
}

extension KeyboardTrace.Entry {
  /// Whether two entries record the same notification at the same moment: time, kind, every
  /// `userInfo` value, the screen, the other object, and the screen and window frames
  /// (component by component).
  ///
  /// ```swift
  /// trace.notifications[0] == trace.notifications[0]  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: An entry.
  ///   - rhs: Another.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: KeyboardTrace.Entry, rhs: KeyboardTrace.Entry) -> Bool {
    lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.userInfo == rhs.userInfo
      && lhs.screen == rhs.screen && lhs.otherObject == rhs.otherObject
      && lhs.screenBounds.isExactly(rhs.screenBounds)
      && lhs.windowFrame.isExactly(rhs.windowFrame)
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let unique = Set(trace.notifications)
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(kind)
    hasher.combine(userInfo)
    hasher.combine(screen)
    hasher.combine(otherObject)
    hasher.combine(exactly: screenBounds)
    hasher.combine(exactly: windowFrame)
  }
}
