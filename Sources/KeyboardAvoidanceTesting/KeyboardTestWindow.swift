#if canImport(UIKit) && !os(visionOS)
  import Foundation
  import KeyboardAvoidance
  import UIKit

  /// A view controller in a window of its own, with a keyboard simulator of its own: the one-call
  /// way to test what a real screen does when the keyboard moves.
  ///
  /// Make one with the view controller under test; it shows the controller in a window the size
  /// of the screen, and a ``KeyboardSimulator`` for the window's device posts the keyboard's
  /// notifications for it. Every binding the screen makes, `pinAboveKeyboard(in:)`,
  /// `avoidKeyboard()`, adaptive values, the automatic mode, and every observer made with
  /// ``makeObserver()``, hears that simulator and nothing else:
  ///
  /// - **the right center**: the window is routed to the simulator's private notification
  ///   center, so nothing another test posts, nor a real keyboard, reaches its bindings;
  /// - **the right screen**: the simulator names the window's own `UIScreen` in its
  ///   notifications, as iOS 16.1 and later do, and measures with its bounds;
  /// - **the window's device**: the catalog's profile of the device whose screen the window is
  ///   on (the simulator's model, or the newest model of that screen size), for its keyboard
  ///   heights.
  ///
  /// Each test starts from a clean keyboard: hidden, with no record of what other tests posted,
  /// whether they ran before it or run at the same time under Swift Testing's parallel runs.
  /// Nothing is shared through the default notification center or the package's record of it.
  ///
  /// ```swift
  /// @MainActor @Test func theSendButtonRidesOnTheKeyboard() throws {
  ///   let controller = ComposeViewController()
  ///   let screen = try KeyboardTestWindow(controller)
  ///   screen.perform(.show())
  ///   // The button's bottom is 8 pt above the keyboard's top.
  ///   #expect(screen.frameOnScreen(of: controller.sendButton).maxY == screen.keyboardTop - 8)
  /// }
  /// ```
  ///
  /// Actions post at once and lay the window out: read frames right after ``perform(_:)``. The
  /// values a layout moves to are set inside the keyboard's animation block, as UIKit sets
  /// them, so frames read then are where the views end up. UIKit's own reactions to the keyboard
  /// (a `UITableViewController` insetting its table) do not happen: the notifications come from
  /// the simulator, not from UIKit. Call ``close()`` when the test is done, or let the window go.
  @MainActor
  public final class KeyboardTestWindow {
    /// The window showing the view controller.
    public let window: UIWindow

    /// The view controller under test, the window's root.
    public let rootViewController: UIViewController

    /// The simulator that posts the keyboard's notifications for this window.
    public let simulator: KeyboardSimulator

    /// Shows `rootViewController` in a window, with a simulated keyboard for the window's device.
    ///
    /// Without a `window`, a new one is made, as large as its screen (`UIScreen`'s bounds): on a
    /// simulator or a device, the screen of the model that runs the tests. Pass a window of your
    /// own to test a smaller one (a Stage Manager window, a Split View pane) or one in your
    /// app's scene; its frame is kept. Without a `device`, the catalog's profile of the screen's
    /// device is used (see ``device(of:)``).
    ///
    /// ```swift
    /// let screen = try KeyboardTestWindow(LoginViewController())
    /// screen.device.name  // "iPhone 16" in an iPhone 16 simulator
    /// ```
    ///
    /// - Parameters:
    ///   - rootViewController: The view controller under test; its view loads here, after the
    ///     window is routed to the simulator, so bindings made in `viewDidLoad()` hear it.
    ///   - device: The device whose keyboards to simulate; by default the window's.
    ///   - window: The window to show the controller in; a new full-screen one by default.
    /// - Throws: ``KeyboardTestWindowError/unknownScreen(width:height:scale:)`` when no `device`
    ///   is given and the catalog has no device with the window's screen.
    public init(
      _ rootViewController: UIViewController, device: DeviceProfile? = nil,
      in window: UIWindow? = nil
    ) throws(KeyboardTestWindowError) {
      let window = window ?? Self.fullScreenWindow()
      let screen = window.screen
      let profile: DeviceProfile
      if let device {
        profile = device
      } else {
        profile = try Self.device(of: screen)
      }
      let bounds = screen.bounds
      simulator = KeyboardSimulator(
        device: profile, orientation: bounds.width > bounds.height ? .landscape : .portrait,
        center: NotificationCenter(), screen: screen)
      // UIKit posts its will-notifications inside an animation block with the keyboard's timing.
      simulator.willNotificationWrapper = { animation, _, post in
        UIView.animate(
          withDuration: animation.duration, delay: 0,
          options: UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
          animations: post)
      }
      self.window = window
      self.rootViewController = rootViewController
      KeyboardCenters.route(window, to: simulator.center)
      window.rootViewController = rootViewController
      window.isHidden = false
      window.layoutIfNeeded()
    }

    /// The device whose keyboards are simulated.
    public var device: DeviceProfile { simulator.device }

    /// Does what the user does to the keyboard, then lays the window out.
    ///
    /// ```swift
    /// screen.perform(.show())                    // the keyboard with the predictive row
    /// screen.perform(.attachHardwareKeyboard)    // only the shortcuts bar stays on screen
    /// screen.perform(.hide)
    /// ```
    ///
    /// - Parameter action: What the user or the system does.
    /// - Returns: The events posted, in order; empty when the action cannot happen now.
    @discardableResult
    public func perform(_ action: KeyboardSimulator.Action) -> [KeyboardEvent] {
      let events = simulator.perform(action)
      window.layoutIfNeeded()
      return events
    }

    /// An observer of this window's simulated keyboard, measuring against its screen, as a
    /// view model of the screen under test makes with `KeyboardObserver(view:)` in an app.
    ///
    /// ```swift
    /// let keyboard = screen.makeObserver()
    /// screen.perform(.show())
    /// keyboard.visibleHeight  // 335 on an iPhone 16
    /// ```
    ///
    /// - Returns: An observer of ``simulator``'s center; it starts from where the keyboard is.
    public func makeObserver() -> KeyboardObserver {
      simulator.makeObserver()
    }

    /// Where a view is on the screen, in the screen's coordinates: where the user sees it.
    ///
    /// ```swift
    /// screen.frameOnScreen(of: controller.sendButton).maxY  // 509 with the keyboard up
    /// ```
    ///
    /// - Parameter view: A view in this window.
    /// - Returns: The view's bounds converted to the screen's coordinate space.
    public func frameOnScreen(of view: UIView) -> CGRect {
      view.convert(view.bounds, to: window.screen.coordinateSpace)
    }

    /// The top of the keyboard in the screen's coordinates; the screen's bottom when it is
    /// hidden.
    ///
    /// For a hardware keyboard's bar this is the bar's top; for an undocked or floating iPad
    /// keyboard, the top of the keyboard where it floats.
    public var keyboardTop: CGFloat {
      simulator.presentation == .hidden ? simulator.screenBounds.maxY : simulator.frame.minY
    }

    /// Hides the window, removes the view controller, and stops routing the window to the
    /// simulator.
    ///
    /// ```swift
    /// defer { screen.close() }
    /// ```
    public func close() {
      KeyboardCenters.removeRoute(of: window)
      window.isHidden = true
      window.rootViewController = nil
    }

    /// The catalog's profile of the device a screen belongs to.
    ///
    /// The model the process runs on comes first: on an iOS simulator, the one it simulates
    /// (`DeviceCatalog.current()`), when its screen has this size. Otherwise the newest model in
    /// the catalog with the screen's size in points and its scale, so a screen of 393 × 852 pt
    /// at 3x is an iPhone 16, whose keyboards are those of the iPhone 14 Pro, 15 and 15 Pro.
    ///
    /// ```swift
    /// try KeyboardTestWindow.device(of: window.screen).name  // "iPhone 16"
    /// ```
    ///
    /// - Parameter screen: The screen.
    /// - Returns: The device's profile.
    /// - Throws: ``KeyboardTestWindowError/unknownScreen(width:height:scale:)`` when no device
    ///   of the catalog has that screen.
    public static func device(of screen: UIScreen) throws(KeyboardTestWindowError)
      -> DeviceProfile
    {
      let size = screen.bounds.size
      let candidates = DeviceCatalog.profiles(screenSize: size, includingDisplayZoom: false)
      if let current = DeviceCatalog.current(),
        candidates.contains(where: { $0.name == current.name })
      {
        return current
      }
      guard let newest = candidates.last(where: { $0.scale == screen.scale }) else {
        throw .unknownScreen(width: size.width, height: size.height, scale: screen.scale)
      }
      return newest
    }

    private static func fullScreenWindow() -> UIWindow {
      let window = UIWindow(frame: .zero)
      window.frame = window.screen.bounds
      return window
    }
  }

  /// Why a ``KeyboardTestWindow`` could not be made.
  ///
  /// ```swift
  /// do {
  ///   _ = try KeyboardTestWindow(controller)
  /// } catch .unknownScreen(let width, let height, let scale) {
  ///   print("no device with a \(width) × \(height) pt screen at \(scale)x")
  /// }
  /// ```
  public enum KeyboardTestWindowError: Error, Sendable, Equatable {
    /// The catalog has no device with this screen: name one with `device:`.
    case unknownScreen(width: CGFloat, height: CGFloat, scale: CGFloat)
  }
#endif
