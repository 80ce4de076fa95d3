import Foundation
import KeyboardAvoidance

/// A named sequence of keyboard actions, each with what a correct app shows afterwards.
///
/// A scenario reads like a test plan: show the keyboard, turn the predictive row on, hide it.
/// Each ``Step`` pairs a ``KeyboardSimulator/Action`` with the presentation an observer should
/// report and how much of the screen the keyboard should cover, described in terms of the device
/// catalog (``Coverage``) so one scenario holds on every device. ``run(on:afterEach:)`` performs
/// the steps and hands you the expected values, computed for the simulator's device, after each.
///
/// ``all`` holds the built-in scenarios, each naming the public sources of its notification
/// order, so a test can run every scenario on every device:
///
/// ```swift
/// for device in DeviceCatalog.all {
///   for scenario in KeyboardScenario.all where scenario.applies(to: device) {
///     let simulator = KeyboardSimulator(device: device)
///     let keyboard = simulator.makeObserver()
///     scenario.run(on: simulator) { expected in
///       let offset = keyboard.state.bottomOffset(for: expected.view)
///       #expect(offset == expected.bottomOffset)
///     }
///   }
/// }
/// ```
public struct KeyboardScenario: Sendable, Hashable, Identifiable {
  /// A short name, unique among ``all``, such as "Predictive row".
  public var name: String

  /// What happens, in a sentence or two.
  public var summary: String

  /// Where the order and content of the notifications come from, and what the simulator
  /// assumes where the sources are silent.
  public var sources: [String]

  /// The device families the scenario can happen on: undocking needs an iPad.
  public var families: Set<DeviceFamily>

  /// Where the app's window is while the scenario runs.
  public var window: Window

  /// The steps, in order, starting with the keyboard hidden and no hardware keyboard attached.
  public var steps: [Step]

  /// Creates a scenario.
  ///
  /// ```swift
  /// let scenario = KeyboardScenario(
  ///   name: "Quick look", summary: "Show, then hide.", sources: ["our own device log"],
  ///   steps: [
  ///     .init(.show(), shows: .docked, covering: .keyboard(.predictive)),
  ///     .init(.hide, shows: .hidden, covering: .nothing),
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - name: A short, unique name.
  ///   - summary: What happens.
  ///   - sources: Where the notification order comes from.
  ///   - families: Where it can happen; iPhones and iPads by default.
  ///   - window: The app's window; full screen by default.
  ///   - steps: The steps, from a hidden keyboard.
  public init(
    name: String,
    summary: String,
    sources: [String],
    families: Set<DeviceFamily> = [.iPhone, .iPad],
    window: Window = .fullScreen,
    steps: [Step]
  ) {
    self.name = name
    self.summary = summary
    self.sources = sources
    self.families = families
    self.window = window
    self.steps = steps
  }

  /// The scenario's name, which ``all`` keeps unique.
  public var id: String { name }

  /// Whether the scenario can happen on a device.
  ///
  /// ```swift
  /// KeyboardScenario.iPadKeyboards.applies(to: iPhone16)  // false
  /// ```
  ///
  /// - Parameter device: A device from the catalog.
  /// - Returns: Whether the device's family is among ``families``.
  public func applies(to device: DeviceProfile) -> Bool {
    families.contains(device.family)
  }
}

extension KeyboardScenario {
  /// One action and what a correct app shows after it.
  ///
  /// ```swift
  /// let step = KeyboardScenario.Step(
  ///   .attachHardwareKeyboard, shows: .accessoryBar, covering: .hardwareBar,
  ///   note: "only the bar overlaps")
  /// ```
  public struct Step: Sendable, Hashable {
    /// What the user or the system does.
    public var action: KeyboardSimulator.Action
    /// The presentation a correct observer reports afterwards, as seen from the app's screen.
    public var presentation: KeyboardPresentation
    /// How much of the bottom of the screen the keyboard covers afterwards, for the layouts
    /// that avoid docked keyboards only.
    public var coverage: Coverage
    /// Why the step is there, when it is not obvious.
    public var note: String?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - action: What the user or the system does.
    ///   - presentation: The presentation a correct observer reports afterwards.
    ///   - coverage: How much of the screen's bottom the keyboard covers afterwards.
    ///   - note: Why the step is there; none by default.
    public init(
      _ action: KeyboardSimulator.Action,
      shows presentation: KeyboardPresentation,
      covering coverage: Coverage,
      note: String? = nil
    ) {
      self.action = action
      self.presentation = presentation
      self.coverage = coverage
      self.note = note
    }
  }

  /// How much of the screen's bottom a keyboard covers, in the device catalog's terms.
  ///
  /// Undocked, split and floating keyboards count as ``nothing``: layouts avoid only docked
  /// keyboards unless they opt in (`KeyboardAvoidanceOptions.followsUndockedKeyboard`).
  ///
  /// ```swift
  /// KeyboardScenario.Coverage.keyboard(.predictive).height(on: iPhone16, in: .portrait)  // 335
  /// KeyboardScenario.Coverage.hardwareBar.height(on: iPhone16, in: .portrait)  // 78
  /// ```
  public enum Coverage: Sendable, Hashable {
    /// Nothing: no keyboard, or one this layout does not avoid, or one on another screen.
    case nothing
    /// A docked keyboard of this kind, as tall as the catalog expects.
    case keyboard(KeyboardKind)
    /// The bar a hardware keyboard leaves on screen.
    case hardwareBar
    /// A docked keyboard of this kind dragged this far down by an interactive dismissal.
    case draggedKeyboard(KeyboardKind, by: CGFloat)

    /// The covered height of the screen's bottom on a device, in points.
    ///
    /// - Parameters:
    ///   - device: The device.
    ///   - orientation: How it is held.
    /// - Returns: The height, from `DeviceProfile.expectedKeyboardHeight(orientation:kind:)`.
    public func height(on device: DeviceProfile, in orientation: DeviceOrientation) -> CGFloat {
      func expected(_ kind: KeyboardKind) -> CGFloat {
        device.expectedKeyboardHeight(orientation: orientation, kind: kind).height
      }
      switch self {
      case .nothing: return 0
      case .keyboard(let kind): return expected(kind)
      case .hardwareBar: return expected(.hardwareBar)
      case .draggedKeyboard(let kind, let distance):
        let full = expected(kind)
        return min(max(full - (distance.isFinite ? distance : 0), 0), full)
      }
    }
  }

  /// Where the app's window sits on the screen.
  ///
  /// ```swift
  /// let window = KeyboardScenario.Window.stageManager
  /// window.frame(in: CGRect(x: 0, y: 0, width: 820, height: 1180))
  /// // (82, 59, 492, 826): it ends 295 pt above the screen's bottom
  /// ```
  public enum Window: String, Sendable, Hashable, CaseIterable {
    /// The window fills the screen.
    case fullScreen
    /// A Stage Manager window smaller than the screen, floating off its edges.
    ///
    /// It spans 10 % to 70 % of the screen's width and 5 % to 75 % of its height, rounded to
    /// whole points: an example position, not a measured one. It does not reach the home
    /// indicator, so its bottom safe-area inset is 0.
    case stageManager
    /// The leading half of a Split View, with a 10 pt divider (an example; not measured).
    case splitViewLeading

    /// The window's frame in screen coordinates.
    ///
    /// - Parameter screen: The screen's bounds.
    /// - Returns: The frame, on whole points.
    public func frame(in screen: CGRect) -> CGRect {
      switch self {
      case .fullScreen:
        return screen
      case .stageManager:
        let x = (screen.width * 0.1).rounded()
        let y = (screen.height * 0.05).rounded()
        return CGRect(
          x: x, y: y, width: (screen.width * 0.7).rounded() - x,
          height: (screen.height * 0.75).rounded() - y)
      case .splitViewLeading:
        return CGRect(x: 0, y: 0, width: ((screen.width - 10) / 2).rounded(), height: screen.height)
      }
    }

    /// The window as a view to keep above the keyboard, on a simulator's screen now.
    ///
    /// ```swift
    /// let view = KeyboardScenario.Window.fullScreen.view(in: simulator)
    /// view.safeAreaBottom  // 34 on an iPhone 16 held upright
    /// ```
    ///
    /// - Parameter simulator: The simulator whose device, orientation and screen to use.
    /// - Returns: The window's frame, its bottom safe-area inset, and the simulator's screen.
    @MainActor
    public func view(in simulator: KeyboardSimulator) -> AvoidingView {
      let screen = simulator.screenBounds
      let frame = frame(in: screen)
      let reachesBottom = frame.maxY >= screen.maxY
      let inset = reachesBottom ? simulator.device.safeArea(in: simulator.orientation).bottom : 0
      return AvoidingView(
        frame: frame, safeAreaBottom: inset, screen: KeyboardScreen(simulator.screen))
    }
  }
}
