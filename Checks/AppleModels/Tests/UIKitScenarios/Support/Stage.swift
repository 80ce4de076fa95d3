import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

/// A device on the test bench: a screen, a scene, a key window with a root view controller, and
/// a keyboard that appears when a field takes the focus, posting what iOS posts.
///
/// Notifications go to the default center, which the adapters observe, with the model's
/// `UIScreen` as their object; will-notifications are posted inside an animation block with the
/// keyboard's duration and curve, after UIKit's own reactions (alerts, table view controllers),
/// as on a device. Every keyboard source reads the model's clock, so timing decisions depend on
/// the model's time alone. Layout problems the model finds fail the test.
@MainActor
final class Stage {
  let device: DeviceProfile
  let screen: UIScreen
  let scene: UIWindowScene
  let window: UIWindow
  let simulator: KeyboardSimulator
  /// The keyboard a field gets when it takes the focus.
  var keyboardKind: KeyboardKind = .predictive

  /// Sets up `root` on a device, found by its name in the catalog.
  init(
    _ deviceName: String, orientation: DeviceOrientation = .portrait,
    window kind: KeyboardScenario.Window = .fullScreen, windowFrame: CGRect? = nil,
    root: UIViewController, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    UIKitModel.reset()
    KeyboardSource.clock = { MainActor.assumeIsolated { UIKitModel.now } }
    UIKitModel.onProblem = { problem in
      Issue.record(Comment(rawValue: "UIKit model: \(problem)"), sourceLocation: sourceLocation)
    }
    device = try #require(
      try? DeviceCatalog.profile(named: deviceName), "no device named \(deviceName)",
      sourceLocation: sourceLocation)
    let bounds = CGRect(origin: .zero, size: device.screenSize(in: orientation))
    screen = UIScreen.model(bounds: bounds, scale: device.scale)
    let frame = windowFrame ?? kind.frame(in: bounds)
    scene = UIWindowScene.model(screen: screen, frame: frame)
    window = UIWindow(windowScene: scene)
    window.modelName = "window"
    let insets = device.safeArea(in: orientation)
    // A window off the screen's edges has no inset on those edges.
    window.modelSafeAreaInsets = UIEdgeInsets(
      top: frame.minY <= 0 ? insets.top : 0, left: frame.minX <= 0 ? insets.left : 0,
      bottom: frame.maxY >= bounds.maxY ? insets.bottom : 0,
      right: frame.maxX >= bounds.maxX ? insets.right : 0)
    simulator = KeyboardSimulator(
      device: device, orientation: orientation, center: .default, screen: screen)
    let screen = screen
    simulator.willNotificationWrapper = { animation, endFrame, post in
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
        animations: {
          UIKitModel.systemKeyboardWillMove(to: endFrame, on: screen)
          post()
        })
    }
    UIKitModel.onFirstResponderChange = { [weak self] _, new in self?.focusDidChange(to: new) }
    UIKitModel.onReloadInputViews = { [weak self] responder in
      self?.simulator.perform(.changeAccessory(height: Self.accessoryHeight(of: responder)))
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIKitModel.runLoopTurn()
  }

  /// The keyboard follows the first responder: it shows (or moves, posting will-show again) for
  /// a new one with its accessory view on top, and hides when none is left.
  private func focusDidChange(to responder: UIResponder?) {
    guard let responder else {
      simulator.perform(.hide)
      return
    }
    simulator.accessoryHeight = Self.accessoryHeight(of: responder)
    simulator.perform(.show(keyboardKind))
  }

  private static func accessoryHeight(of responder: UIResponder) -> CGFloat {
    guard let accessory = responder.inputAccessoryView else { return 0 }
    return accessory.bounds.height
  }

  /// Lets every animation finish and runs a turn of the run loop.
  func settle() {
    UIKitModel.advance(by: 1)
  }

  /// Does what the user does to the keyboard (a keyboard switch, rotation, a hardware keyboard,
  /// undocking), then lets the animations finish.
  func perform(_ action: KeyboardSimulator.Action) {
    simulator.perform(action)
    settle()
  }

  /// Turns the device: the model's screen, scene and window take the other orientation's size
  /// and insets, then the keyboard posts what iOS posts for a rotation.
  func rotate() {
    let turned: DeviceOrientation = simulator.orientation == .portrait ? .landscape : .portrait
    let bounds = CGRect(origin: .zero, size: device.screenSize(in: turned))
    screen.modelRotate(to: bounds)
    scene.modelSetFrame(bounds)
    let insets = device.safeArea(in: turned)
    window.modelSafeAreaInsets = UIEdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    window.layoutIfNeeded()
    perform(.rotate)
  }

  /// Taps a view in its centre, then lets the animations finish.
  func tap(_ view: UIView) {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    UIKitModel.tap(at: point, in: window)
    settle()
  }

  /// A view's frame on the screen, in the screen's coordinates: where the user sees it.
  func onScreen(_ view: UIView) -> CGRect {
    view.convert(view.bounds, to: screen.coordinateSpace)
  }

  /// The top of the keyboard's visible part on the screen; the screen's bottom when hidden.
  var keyboardTop: CGFloat {
    simulator.presentation == .hidden ? screen.bounds.maxY : simulator.frame.minY
  }

  /// How far above the keyboard's top a view ends, on screen; negative while the keyboard
  /// covers its bottom.
  func gap(above view: UIView) -> CGFloat {
    keyboardTop - onScreen(view).maxY
  }

  /// The keyboard's animation, as the notifications carry it.
  var keyboardAnimation: KeyboardAnimation { simulator.animation }
}

extension ModelAnimation {
  /// Whether this is the keyboard's own animation: its duration and curve 7.
  func isKeyboard(_ animation: KeyboardAnimation) -> Bool {
    duration == animation.duration && curve == 7
  }
}

/// The changes of `object`'s `properties` recorded by the model since the last clear.
@MainActor
func recordedChanges(
  of object: AnyObject, _ properties: Set<ModelChange.Property> = [.frame, .center, .bounds]
) -> [ModelChange] {
  UIKitModel.changes(of: object).filter { properties.contains($0.property) }
}
