import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

/// Real screens driven by `KeyboardTestWindow`, run the way Swift Testing runs an app's tests:
/// in parallel with each other and with every other suite of the package (the UIKit scenarios
/// included, which post to the default center on screens of their own). Each window hears its
/// own simulator alone, starts from a hidden keyboard whatever ran before, and shares nothing
/// with the windows alive beside it, although every window made here is on the same `UIScreen`
/// (the model's main screen, 393 × 852 pt at 3x: an iPhone 16).
///
/// Tests that lay views out are synchronous: they run whole on the main actor, as UIKit code
/// does. The asynchronous ones read the keyboard through observers only, so the UIKit model's
/// own state (shared by all tests, and reset by the Stage scenarios) plays no part.
@Suite("KeyboardTestWindow")
@MainActor
struct KeyboardTestWindowScenarios {
  /// The window's device: the model's main screen is 393 × 852 pt at 3x, which the catalog
  /// gives to the iPhone 14 Pro, 15, 15 Pro and 16; the newest is chosen.
  @Test func theWindowIsOnItsScreenWithItsDevicesKeyboard() throws {
    let screen = try KeyboardTestWindow(RidingButtonViewController())
    defer { screen.close() }
    #expect(screen.device.name == "iPhone 16")
    #expect(screen.window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    let namesItsScreen = screen.simulator.screen === screen.window.screen
    #expect(namesItsScreen, "the notifications name the window's own UIScreen")
    #expect(screen.simulator.screenBounds == screen.window.screen.bounds)
    screen.perform(.show())
    // The iPhone 16's keyboard with the predictive row: 335 pt (DeviceCatalog), so its top is
    // at 852 − 335.
    #expect(screen.keyboardTop == 517)
  }

  /// A device named by the test wins; a screen the catalog has no device for is a typed error
  /// that names its size.
  @Test func aNamedDeviceOrATypedErrorForAnUnknownScreen() throws {
    let iPhone15 = try DeviceCatalog.profile(named: "iPhone 15")
    let named = try KeyboardTestWindow(UIViewController(), device: iPhone15)
    #expect(named.device == iPhone15)
    named.close()

    let odd = UIScreen.model(bounds: CGRect(x: 0, y: 0, width: 500, height: 500), scale: 2)
    let window = UIWindow(windowScene: UIWindowScene.model(screen: odd, frame: odd.bounds))
    #expect(throws: KeyboardTestWindowError.unknownScreen(width: 500, height: 500, scale: 2)) {
      try KeyboardTestWindow(UIViewController(), in: window)
    }
  }

  /// Twenty tests at once, each ending with a keyboard up and its window left open: every one
  /// starts hidden, with its button at rest, and its keyboard moves its button alone.
  @Test(arguments: 1...20)
  func everyTestStartsFromAHiddenKeyboard(_ test: Int) throws {
    let controller = RidingButtonViewController()
    let screen = try KeyboardTestWindow(controller)
    #expect(screen.makeObserver().state == .hidden)
    #expect(screen.frameOnScreen(of: controller.button).maxY == 832, "852 − 20: at rest")
    let kinds: [KeyboardKind] = [.predictive, .plain, .hardwareBar]
    screen.perform(.show(kinds[test % kinds.count]))
    #expect(screen.frameOnScreen(of: controller.button).maxY == screen.keyboardTop - 8)
    #expect(screen.keyboardTop < 852)
  }

  /// Four screens alive at once, on one `UIScreen`, driven in a seeded random order, while a
  /// simulator of the default center (what UIKit, or another test's stage, posts) shows and
  /// hides its own keyboard on the same screen: each button follows its own keyboard alone.
  @Test(arguments: 1...50 as ClosedRange<UInt64>)
  func screensAliveAtOnceShareNothing(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let controllers = (0..<4).map { _ in RidingButtonViewController() }
    let screens = try controllers.map { try KeyboardTestWindow($0) }
    defer { for screen in screens { screen.close() } }
    let stranger = KeyboardSimulator(
      device: screens[0].device, center: .default, screen: screens[0].window.screen)
    let actions: [KeyboardSimulator.Action] = [
      .show(), .show(.plain), .switchToEmoji, .hide, .attachHardwareKeyboard,
      .detachHardwareKeyboard,
    ]
    for step in 0..<12 {
      let action = actions[Int.random(in: 0..<actions.count, using: &generator)]
      let target = Int.random(in: 0...screens.count, using: &generator)
      if target == screens.count {
        stranger.perform(action)
      } else {
        screens[target].perform(action)
      }
      for (screen, controller) in zip(screens, controllers) {
        screen.window.layoutIfNeeded()
        let bottom = screen.frameOnScreen(of: controller.button).maxY
        // Up: 8 pt above its own keyboard; hidden: 20 pt above the screen's bottom.
        let expected: CGFloat =
          screen.simulator.presentation == .hidden ? 832 : screen.keyboardTop - 8
        #expect(bottom == expected, "seed \(seed), step \(step), \(action) on \(target)")
      }
    }
    stranger.perform(.hide)
  }

  /// Eight asynchronous tests interleaved at their awaits, each with a keyboard of another
  /// kind: each one's observers read its own keyboard before and after the others moved theirs.
  @Test(arguments: 0..<8)
  func interleavedTestsReadTheirOwnKeyboards(_ test: Int) async throws {
    let screen = try KeyboardTestWindow(UIViewController())
    defer { screen.close() }
    let kinds: [KeyboardKind] = [.predictive, .plain, .hardwareBar]
    let kind = kinds[test % kinds.count]
    let keyboard = screen.makeObserver()
    try await keyboard.hidden()
    screen.perform(.show(kind))
    // The height the catalog gives this kind of keyboard on an iPhone 16, all of it on screen
    // (a hardware keyboard's bar included: the simulator posts its frame so that the bar shows).
    let height = screen.device.expectedKeyboardHeight(orientation: .portrait, kind: kind)
    for _ in 0..<5 {
      await Task.yield()
      #expect(keyboard.visibleHeight == height.height, "\(kind)")
      #expect(try await keyboard.shown().presentation != .hidden)
    }
    // A late observer of this window, made after the others moved theirs, reads this one too.
    #expect(screen.makeObserver().visibleHeight == height.height)
    screen.perform(.hide)
    try await keyboard.hidden()
  }
}

/// A screen with a 50 pt button 20 pt above its bottom that rides 8 pt above the keyboard.
@MainActor
final class RidingButtonViewController: UIViewController {
  let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    let bottom = root.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 20)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      button.heightAnchor.constraint(equalToConstant: 50), bottom,
    ])
    bottom.pinAboveKeyboard(in: root, spacing: 8)
  }
}
