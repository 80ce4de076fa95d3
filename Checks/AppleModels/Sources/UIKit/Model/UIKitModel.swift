import Foundation
@_spi(Model) import QuartzCore

/// The state of the UIKit model that is not part of any view: the clock, the animation blocks
/// being configured, what changed on screen, pending completions and layout problems.
///
/// Tests drive it through ``UIKitModel``; the UIKit declarations read and write it.
@MainActor
enum ModelWorld {
  static var now: TimeInterval = 0
  /// The animation blocks being configured, innermost last; `nil` entries are
  /// `performWithoutAnimation` blocks.
  static var animationStack: [ModelAnimation?] = []
  static var changes: [ModelChange] = []
  static var layerAnimations: [ModelLayerAnimation] = []
  static var problems: [String] = []
  static var completions: [(time: TimeInterval, order: Int, run: () -> Void)] = []
  static var completionOrder = 0
  static var windows: [WeakWindow] = []
  static var scenes: [UIWindowScene] = []
  static var activeConstraints: [NSLayoutConstraint] = []
  static var onProblem: ((String) -> Void)?
  static var onFirstResponderChange: ((_ from: UIResponder?, _ to: UIResponder?) -> Void)?
  static var onReloadInputViews: ((UIResponder) -> Void)?
  static var firstResponder: WeakResponder?
  /// The keyboard's frame as the system keyboard last moved it, by screen.
  static var keyboardFrames: [ObjectIdentifier: CGRect] = [:]

  /// The frame the keyboard moves to on `screen`, in its coordinates; `nil` before it first moves.
  static func keyboardFrame(on screen: UIScreen) -> CGRect? {
    keyboardFrames[ObjectIdentifier(screen)]
  }

  /// The animation that a property change made now belongs to; `nil` for a jump.
  static var currentAnimation: ModelAnimation? {
    guard let top = animationStack.last else { return nil }
    return top
  }

  static func report(_ problem: String) {
    problems.append(problem)
    onProblem?(problem)
  }

  static func record(
    _ property: ModelChange.Property, of object: AnyObject, name: String, from: ModelValue,
    to: ModelValue
  ) {
    guard from != to else { return }
    changes.append(
      ModelChange(
        object: ObjectIdentifier(object), name: name, property: property, from: from, to: to,
        animation: currentAnimation, time: now))
  }

  static func schedule(after delay: TimeInterval, _ run: @escaping () -> Void) {
    completionOrder += 1
    completions.append((now + max(0, delay), completionOrder, run))
  }

  static func liveWindows() -> [UIWindow] {
    windows.removeAll { $0.window == nil }
    return windows.compactMap(\.window)
  }
}

struct WeakWindow {
  weak var window: UIWindow?
}

struct WeakResponder {
  weak var responder: UIResponder?
}

/// An animation block as UIKit configured it: what each property change inside it runs with.
@_spi(Model) public struct ModelAnimation: Equatable, Sendable, CustomStringConvertible {
  /// The duration in seconds, after inheritance from enclosing blocks.
  public var duration: TimeInterval
  /// The delay in seconds.
  public var delay: TimeInterval
  /// The curve: bits 16 to 19 of the options (`UIView.AnimationOptions.rawValue >> 16`), 7 for
  /// the keyboard's own curve; after inheritance from enclosing blocks.
  public var curve: Int
  /// Whether the block asked to begin from the current state.
  public var beginsFromCurrentState: Bool
  /// When the block was configured, on the model's clock.
  public var startTime: TimeInterval

  public var description: String {
    "animation(\(duration) s, curve \(curve), at \(startTime))"
  }
}

/// A value a recorded change moved from or to.
@_spi(Model) public enum ModelValue: Equatable, Sendable, CustomStringConvertible {
  case rect(CGRect)
  case point(CGPoint)
  case number(Double)
  case flag(Bool)
  case insets(top: Double, left: Double, bottom: Double, right: Double)

  public var description: String {
    switch self {
    case .rect(let rect): "\(rect)"
    case .point(let point): "\(point)"
    case .number(let number): "\(number)"
    case .flag(let flag): "\(flag)"
    case .insets(let top, let left, let bottom, let right): "(\(top), \(left), \(bottom), \(right))"
    }
  }
}

/// One change of a property that shows on screen, with the animation it ran in.
@_spi(Model) public struct ModelChange: Sendable, CustomStringConvertible {
  /// The properties the model records.
  public enum Property: String, Sendable {
    case frame, bounds, center, transform, alpha, isHidden, contentInset, contentOffset
    case scrollIndicatorInsets, cornerRadius
  }

  /// The object that changed.
  public var object: ObjectIdentifier
  /// Its ``UIView/modelName`` when it changed.
  public var name: String
  public var property: Property
  public var from: ModelValue
  public var to: ModelValue
  /// The animation the change ran in; `nil` when it jumped.
  public var animation: ModelAnimation?
  /// When it happened, on the model's clock.
  public var time: TimeInterval

  public var description: String {
    "\(name).\(property) \(from) → \(to) " + (animation.map { "in \($0)" } ?? "jump")
      + " at \(time)"
  }
}

/// A Core Animation animation added to a layer, as the model saw it.
@_spi(Model) public struct ModelLayerAnimation: Sendable {
  public var layer: ObjectIdentifier
  public var keyPath: String
  public var key: String?
  public var duration: TimeInterval
  public var isSpring: Bool
  public var time: TimeInterval
}

/// What a test controls and reads of the UIKit model.
///
/// The model has a clock that moves only when a test calls ``advance(by:)``; animation
/// completions fire when their time comes, and pending layout happens on ``runLoopTurn()``, as it
/// does once per turn of the main run loop on a device.
@_spi(Model) @MainActor public enum UIKitModel {
  /// The model's clock, in seconds since the last ``reset()``.
  public static var now: TimeInterval { ModelWorld.now }

  /// Every recorded change since the last ``reset()``, oldest first.
  public static var changes: [ModelChange] { ModelWorld.changes }

  /// Every Core Animation animation added to a layer since the last ``reset()``.
  public static var layerAnimations: [ModelLayerAnimation] { ModelWorld.layerAnimations }

  /// Layout problems (unsatisfiable or ambiguous constraints, unsupported setups) since the last
  /// ``reset()``.
  public static var problems: [String] { ModelWorld.problems }

  /// Called with each layout problem as it is found; tests record it as a failure.
  public static var onProblem: ((String) -> Void)? {
    get { ModelWorld.onProblem }
    set { ModelWorld.onProblem = newValue }
  }

  /// Called whenever the first responder changes, with the old and the new one; the test's
  /// system keyboard shows, moves or hides the keyboard from it.
  public static var onFirstResponderChange: ((_ from: UIResponder?, _ to: UIResponder?) -> Void)? {
    get { ModelWorld.onFirstResponderChange }
    set { ModelWorld.onFirstResponderChange = newValue }
  }

  /// Called when the first responder reloads its input views.
  public static var onReloadInputViews: ((UIResponder) -> Void)? {
    get { ModelWorld.onReloadInputViews }
    set { ModelWorld.onReloadInputViews = newValue }
  }

  /// The first responder, if any.
  public static var firstResponder: UIResponder? { ModelWorld.firstResponder?.responder }

  /// The changes of one object since the last ``reset()``, oldest first.
  public static func changes(of object: AnyObject) -> [ModelChange] {
    ModelWorld.changes.filter { $0.object == ObjectIdentifier(object) }
  }

  /// Forgets everything recorded, clears the clock and the hooks, and drops pending
  /// completions.
  public static func reset() {
    ModelWorld.now = 0
    ModelWorld.animationStack = []
    ModelWorld.changes = []
    ModelWorld.layerAnimations = []
    ModelWorld.problems = []
    ModelWorld.completions = []
    ModelWorld.windows = []
    ModelWorld.scenes = []
    ModelAccessibility.labels = [:]
    ModelWorld.activeConstraints = []
    ModelWorld.onProblem = nil
    ModelWorld.onFirstResponderChange = nil
    ModelWorld.onReloadInputViews = nil
    ModelWorld.firstResponder = nil
    ModelWorld.keyboardFrames = [:]
    LayerAnimations.onAdd = { added in
      MainActor.assumeIsolated {
        ModelWorld.layerAnimations.append(
          ModelLayerAnimation(
            layer: added.layer, keyPath: added.keyPath ?? "", key: added.key,
            duration: added.duration, isSpring: added.isSpring, time: ModelWorld.now))
      }
    }
  }

  /// Forgets the changes recorded so far, keeping everything else.
  public static func clearChanges() {
    ModelWorld.changes = []
    ModelWorld.layerAnimations = []
  }

  /// Moves the clock forward, firing animation completions as their time comes, then runs a turn
  /// of the run loop.
  public static func advance(by seconds: TimeInterval) {
    let end = ModelWorld.now + max(0, seconds)
    while let next = ModelWorld.completions.filter({ $0.time <= end }).min(by: {
      ($0.time, $0.order) < ($1.time, $1.order)
    }) {
      ModelWorld.completions.removeAll { $0.order == next.order }
      ModelWorld.now = max(ModelWorld.now, next.time)
      next.run()
    }
    ModelWorld.now = end
    runLoopTurn()
  }

  /// One turn of the main run loop: due completions fire, then every window lays out what is
  /// pending, as UIKit does before it draws.
  public static func runLoopTurn() {
    let due = ModelWorld.completions.filter { $0.time <= ModelWorld.now }.sorted {
      ($0.time, $0.order) < ($1.time, $1.order)
    }
    ModelWorld.completions.removeAll { $0.time <= ModelWorld.now }
    for completion in due { completion.run() }
    for window in ModelWorld.liveWindows() { window.layoutIfNeeded() }
  }
}
