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
///
/// As in an app, observers made after the keyboard came up start from it: the package keeps a
/// record of the notifications of the simulator's center from the moment the simulator exists,
/// and every observer, publisher and binding made later reads the keyboard from it.
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
  /// The record of this simulator's center, kept from the simulator's start so that an
  /// observer made after a show starts from the keyboard it left, as in an app.
  private let history: KeyboardHistory
  /// The screen bounds of the notification a replay posted last; the next action forgets them.
  var replayedScreenBounds: CGRect?
  /// Objects standing for the screens a replayed trace names beyond ``screen`` and
  /// ``otherScreen``, kept so that every replay uses the same ones.
  var extraScreens: [AnyObject] = []

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
  ///   - screen: The object that stands for the device's screen; a new one by default. In a test
  ///     of real views, pass their window's `UIScreen`, so that views compare it with the screen
  ///     the notifications name.
  public init(
    device: DeviceProfile,
    orientation: DeviceOrientation = .portrait,
    center: NotificationCenter = NotificationCenter(),
    postsScreen: Bool = true,
    screen: AnyObject? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.center = center
    self.postsScreen = postsScreen
    self.animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    self.screen = screen ?? SimulatedScreen()
    self.otherScreen = SimulatedScreen()
    history = KeyboardHistory.start(center)
  }

  /// The height of the focused field's input accessory view, which sits on top of the keyboard;
  /// 0 by default.
  ///
  /// Setting it posts nothing: the next action that shows the keyboard uses it, as a field with
  /// an accessory view does when it takes the focus. To change it while the keyboard is up, as
  /// `reloadInputViews()` does, perform ``Action/changeAccessory(height:)``.
  ///
  /// ```swift
  /// simulator.accessoryHeight = 44   // a previous / next / done bar
  /// simulator.perform(.show())
  /// simulator.frame.height           // the keyboard's height plus 44
  /// ```
  public var accessoryHeight: CGFloat {
    get { keyboard.accessoryHeight }
    set { keyboard.accessoryHeight = newValue.isFinite ? max(newValue, 0) : 0 }
  }

  /// Wraps the posting of each change's will-notifications, as UIKit posts them inside its own
  /// animation block with the keyboard's duration and curve.
  ///
  /// The closure receives the change's animation, the keyboard's end frame (in the coordinates
  /// of the screen it is on) and a `post` closure that posts the will-notifications; it must call
  /// `post` once. Did-notifications are posted outside it. Uptech's "Why does UIResponder.keyboard
  /// notification handler animate?!" (2020) shows that handlers of keyboard notifications run
  /// inside such a block on iOS, so layout changes made there animate with the keyboard; a test of
  /// real views can reproduce that:
  ///
  /// ```swift
  /// simulator.willNotificationWrapper = { animation, _, post in
  ///   UIView.animate(
  ///     withDuration: animation.duration, delay: 0,
  ///     options: UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
  ///     animations: post)
  /// }
  /// ```
  public var willNotificationWrapper:
    (
      @MainActor (_ animation: KeyboardAnimation, _ endFrame: CGRect, _ post: @escaping () -> Void)
        -> Void
    )?

  /// The bounds of this device's screen in the current orientation.
  ///
  /// While a replay runs, and after it until the next action, these are the bounds the trace
  /// recorded with the notification posted last (``replay(_:)``).
  public var screenBounds: CGRect {
    replayedScreenBounds ?? CGRect(origin: .zero, size: device.screenSize(in: orientation))
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
  /// - Returns: An observer of ``center``, starting from where the keyboard is; its
  ///   subscriptions and streams keep it alive.
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
    replayedScreenBounds = nil
    var script = makeScript()
    script.play(action)
    var posted: [KeyboardEvent] = []
    for group in Self.grouped(script.beats) {
      run(group, into: &posted)
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
    replayedScreenBounds = nil
    var script = makeScript()
    script.play(action)
    var posted: [KeyboardEvent] = []
    for group in Self.grouped(script.beats) {
      if case .animate(let duration) = group.first, group.count == 1 {
        if duration > 0 { await pacing.wait(duration) }
      } else {
        run(group, into: &posted)
      }
    }
    keyboard = script.keyboard
    return posted
  }

  /// The beats in runs: consecutive will-notifications together, every other beat alone.
  private static func grouped(_ beats: [SimulatorBeat]) -> [[SimulatorBeat]] {
    var groups: [[SimulatorBeat]] = []
    for beat in beats {
      if beat.isWillNotification, let last = groups.last?.last, last.isWillNotification {
        groups[groups.count - 1].append(beat)
      } else {
        groups.append([beat])
      }
    }
    return groups
  }

  private func run(_ group: [SimulatorBeat], into posted: inout [KeyboardEvent]) {
    guard let wrapper = willNotificationWrapper, case .post(let event, _) = group.last,
      group.allSatisfy(\.isWillNotification)
    else {
      for beat in group { run(beat, into: &posted) }
      return
    }
    let collected = PostedEvents()
    wrapper(event.animation, event.endFrame) { [weak self] in
      guard let self else { return }
      for beat in group { self.run(beat, into: &collected.events) }
    }
    posted += collected.events
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

/// The events a wrapped group of notifications posted.
@MainActor
private final class PostedEvents {
  var events: [KeyboardEvent] = []
}

/// A stand-in for a `UIScreen`: an object with an identity, nothing more.
final class SimulatedScreen: Sendable {}

/// Holds an observer without keeping it alive.
@MainActor
private struct WeakObserver {
  weak var observer: KeyboardObserver?

  init(_ observer: KeyboardObserver) {
    self.observer = observer
  }
}
