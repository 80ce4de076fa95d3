import Foundation
import KeyboardAvoidance

/// Posts the keyboard notifications iOS posts, in iOS's order, for a device you choose.
///
/// Tests of keyboard handling usually need a device or a simulator with a software keyboard.
/// `KeyboardSimulator` stands in for the keyboard instead: give it a `DeviceProfile` and an
/// orientation, and each ``Action`` posts to your `NotificationCenter` the notifications iOS
/// posts for it, with UIKit's names, `userInfo` keys and value types (`NSValue` frames in screen
/// coordinates, `NSNumber` duration and curve 7, the is-local flag, and the screen as the
/// notification's `object`). Keyboard heights come from
/// `DeviceProfile.expectedKeyboardHeight(orientation:kind:)`, screen sizes from
/// `DeviceProfile.screenSize(in:)`.
///
/// Actions run synchronously: when ``perform(_:)`` returns, every notification has been
/// delivered, so tests stay deterministic. ``perform(_:pacing:)`` waits for the keyboard's
/// animation between the will- and the did-notifications instead, with a sleep you inject.
///
/// ```swift
/// @MainActor @Test func buttonStaysAboveTheKeyboard() throws {
///   let iPhone16 = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
///   let simulator = KeyboardSimulator(device: iPhone16)
///   let keyboard = simulator.makeObserver()
///   simulator.perform(.show())
///   keyboard.state.presentation  // .docked
///   keyboard.visibleHeight       // 335
/// }
/// ```
///
/// The simulator also knows where the keyboard really is (``presentation``, ``frame``), which the
/// notifications do not always say: iOS reports undocking as a will-hide, for one.
@MainActor
public final class KeyboardSimulator {
  /// The device whose screen and keyboards are simulated.
  public let device: DeviceProfile

  /// The notification center the simulator posts to.
  public let center: NotificationCenter

  /// The timing every notification carries; 0.25 s along the keyboard's curve 7 by default.
  public var animation: KeyboardAnimation

  /// Whether notifications carry the screen as their `object`, as iOS 16.1 and later do.
  public let postsScreen: Bool

  /// The object that stands for this device's screen (`UIScreen`) in the notifications.
  ///
  /// Describe your views with `KeyboardScreen(simulator.screen)` to tell them apart from views
  /// on ``otherScreen``.
  public let screen: AnyObject

  /// The object that stands for another screen, such as an external display.
  public let otherScreen: AnyObject

  /// How the device is held now.
  public private(set) var orientation: DeviceOrientation

  private var keyboard = SimulatedKeyboard()
  private var trackers: [WeakObserver] = []

  /// Creates a simulator with the keyboard hidden and no hardware keyboard attached.
  ///
  /// ```swift
  /// let center = NotificationCenter()
  /// let simulator = KeyboardSimulator(device: iPad, orientation: .landscape, center: center)
  /// simulator.screenBounds  // (0, 0, 1180, 820) for an iPad (A16)
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device to simulate.
  ///   - orientation: How the device is held at first; portrait by default.
  ///   - center: Where to post; a new private center by default, so tests never share one.
  ///   - postsScreen: Whether notifications carry the screen as their `object` (iOS 16.1 and
  ///     later); `true` by default.
  public init(
    device: DeviceProfile,
    orientation: DeviceOrientation = .portrait,
    center: NotificationCenter = NotificationCenter(),
    postsScreen: Bool = true
  ) {
    self.device = device
    self.orientation = orientation
    self.center = center
    self.postsScreen = postsScreen
    self.animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    self.screen = SimulatedScreen()
    self.otherScreen = SimulatedScreen()
  }

  /// The bounds of this device's screen in the current orientation.
  public var screenBounds: CGRect {
    CGRect(origin: .zero, size: device.screenSize(in: orientation))
  }

  /// How the keyboard really shows on this device's screen now.
  ///
  /// A keyboard on ``otherScreen`` is `KeyboardPresentation.hidden` here; a split keyboard is
  /// `KeyboardPresentation.undocked`, as `KeyboardPresentation` names it.
  public var presentation: KeyboardPresentation { keyboard.presentation }

  /// Where the keyboard really is, in the coordinates of the screen it is on; `.zero` when
  /// hidden.
  ///
  /// With a hardware keyboard attached this is the full keyboard's frame, mostly below the
  /// screen, as iOS reports it.
  public var frame: CGRect { geometry.frame(of: keyboard) }

  /// Whether the keyboard is on ``otherScreen``.
  public var isOnOtherScreen: Bool { keyboard.isOnOtherScreen && keyboard.isVisible }

  /// Whether the keyboard belongs to this app; `false` while another app's keyboard is up.
  public var isLocal: Bool { keyboard.isLocal }

  /// Whether a hardware keyboard is attached.
  public var hasHardwareKeyboard: Bool { keyboard.hasHardwareKeyboard }

  private var geometry: KeyboardGeometry {
    KeyboardGeometry(device: device, orientation: orientation)
  }

  /// Creates an observer of this simulator's notifications, measuring frames against its
  /// screen, and connects it so interactive drags reach it.
  ///
  /// ```swift
  /// let keyboard = simulator.makeObserver()
  /// simulator.perform(.show())
  /// keyboard.state.isVisible  // true
  /// ```
  ///
  /// - Returns: An observer of ``center``; keep it for as long as you observe.
  public func makeObserver() -> KeyboardObserver {
    let observer = KeyboardObserver(center: center) { [weak self] in
      self?.screenBounds ?? .zero
    }
    connect(observer)
    return observer
  }

  /// Tells an observer where the finger is during interactive dismissals, as an app's pan
  /// gesture handler does.
  ///
  /// iOS posts nothing while the user drags the keyboard down; apps feed the finger's position
  /// to `KeyboardObserver.trackInteractiveDismissal(fingerY:)`. Observers made by
  /// ``makeObserver()`` are connected already. The simulator holds them weakly.
  ///
  /// ```swift
  /// let keyboard = KeyboardObserver(center: simulator.center) { simulator.screenBounds }
  /// simulator.connect(keyboard)
  /// ```
  ///
  /// - Parameter observer: The observer to feed.
  public func connect(_ observer: KeyboardObserver) {
    trackers.removeAll { $0.observer == nil || $0.observer === observer }
    trackers.append(WeakObserver(observer))
  }

  /// Performs an action and posts its notifications at once, in iOS's order.
  ///
  /// Observers on the main actor have handled every notification when this returns.
  ///
  /// ```swift
  /// let events = simulator.perform(.show())
  /// events.map(\.kind)  // [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
  /// simulator.perform(.undock).map(\.kind)
  /// // on an iPad: [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
  /// ```
  ///
  /// - Parameter action: What the user or the system does.
  /// - Returns: The events posted, in order; empty when the action cannot happen now.
  @discardableResult
  public func perform(_ action: Action) -> [KeyboardEvent] {
    var script = makeScript()
    script.play(action)
    var posted: [KeyboardEvent] = []
    for beat in script.beats {
      run(beat, into: &posted)
    }
    keyboard = script.keyboard
    return posted
  }

  /// Performs an action and waits for the keyboard's animation between its will- and its
  /// did-notifications.
  ///
  /// The wait goes through `pacing`, so a test can record the durations instead of sleeping:
  ///
  /// ```swift
  /// let recorder = DurationRecorder()  // your own Sendable recorder
  /// await simulator.perform(.show(), pacing: KeyboardSimulator.Pacing { recorder.add($0) })
  /// recorder.durations  // [0.25]
  /// // In a demo or an app preview, with real time:
  /// await simulator.perform(.hide, pacing: .realTime)
  /// ```
  ///
  /// - Parameters:
  ///   - action: What the user or the system does.
  ///   - pacing: How to wait for the animation.
  /// - Returns: The events posted, in order; empty when the action cannot happen now.
  @discardableResult
  public func perform(_ action: Action, pacing: Pacing) async -> [KeyboardEvent] {
    var script = makeScript()
    script.play(action)
    var posted: [KeyboardEvent] = []
    for beat in script.beats {
      if case .animate(let duration) = beat {
        if duration > 0 { await pacing.wait(duration) }
      } else {
        run(beat, into: &posted)
      }
    }
    keyboard = script.keyboard
    return posted
  }

  private func makeScript() -> SimulatorScript {
    SimulatorScript(
      device: device, orientation: orientation, keyboard: keyboard, animation: animation)
  }

  private func run(_ beat: SimulatorBeat, into posted: inout [KeyboardEvent]) {
    switch beat {
    case .post(var event, let onOtherScreen):
      let object: AnyObject? = postsScreen ? (onOtherScreen ? otherScreen : screen) : nil
      event.screen = object.map { KeyboardScreen($0) }
      posted.append(event)
      center.post(event.notification(screen: object))
    case .animate:
      break
    case .turn(let turned):
      orientation = turned
    case .fingerMoved(let fingerY):
      for tracker in trackers { tracker.observer?.trackInteractiveDismissal(fingerY: fingerY) }
    case .fingerLifted:
      for tracker in trackers { tracker.observer?.endInteractiveDismissal() }
    }
  }
}

extension KeyboardSimulator {
  /// How ``KeyboardSimulator/perform(_:pacing:)`` waits for the keyboard's animation.
  ///
  /// ```swift
  /// let instant = KeyboardSimulator.Pacing { _ in }  // never waits
  /// let live = KeyboardSimulator.Pacing.realTime     // sleeps for the duration
  /// ```
  public struct Pacing: Sendable {
    let wait: @Sendable (TimeInterval) async -> Void

    /// Creates a pacing that calls `wait` with each animation's duration in seconds.
    ///
    /// - Parameter wait: Waits, or records, for the given number of seconds.
    public init(wait: @escaping @Sendable (TimeInterval) async -> Void) {
      self.wait = wait
    }

    /// Sleeps for each animation's real duration.
    public static let realTime = Pacing { seconds in
      try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
    }
  }
}

/// A stand-in for a `UIScreen`: an object with an identity, nothing more.
private final class SimulatedScreen: Sendable {}

/// Holds an observer without keeping it alive.
@MainActor
private struct WeakObserver {
  weak var observer: KeyboardObserver?

  init(_ observer: KeyboardObserver) {
    self.observer = observer
  }
}
