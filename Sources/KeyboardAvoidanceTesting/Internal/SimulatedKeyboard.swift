import Foundation
import KeyboardAvoidance

/// Where the simulated keyboard really is: the truth the simulator reports frames of.
///
/// The frames iOS posts are not always where the keyboard is (undocking is posted as a will-hide,
/// zero frames appear while undocked); this model is what the user would see, so tests can
/// compare an app's layout with it.
struct SimulatedKeyboard: Sendable, Equatable {
  /// How the keyboard sits on its screen.
  enum Placement: Sendable, Equatable {
    case hidden
    case docked
    /// Undocked and lifted off the bottom edge at full width.
    case undocked
    /// Split in two halves; iOS reports it like an undocked keyboard.
    case split
    /// The small floating keyboard, its frame's origin on the screen.
    case floating(origin: CGPoint)
    /// A docked keyboard the user drags down, this far below its resting top.
    case dragged(distance: CGFloat)
  }

  var placement: Placement = .hidden
  /// The software keyboard the user picked: the letters with or without the predictive row.
  var software: KeyboardKind = .predictive
  var isEmoji = false
  var hasHardwareKeyboard = false
  var isOnOtherScreen = false
  var isLocal = true
  /// The height of the focused field's input accessory view, which sits on top of the keyboard.
  var accessoryHeight: CGFloat = 0

  var isVisible: Bool { placement != .hidden }

  var isDragged: Bool {
    if case .dragged = placement { return true }
    return false
  }

  var isDockedHere: Bool {
    guard !isOnOtherScreen else { return false }
    switch placement {
    case .docked, .dragged: return true
    case .hidden, .undocked, .split, .floating: return false
    }
  }

  /// The presentation `KeyboardState` uses for this keyboard, as seen from this screen.
  var presentation: KeyboardPresentation {
    if isOnOtherScreen { return .hidden }
    switch placement {
    case .hidden: return .hidden
    case .docked, .dragged: return hasHardwareKeyboard ? .accessoryBar : .docked
    case .undocked, .split: return .undocked
    case .floating: return .floating
    }
  }
}

/// Sizes and positions no public source gives, chosen once and named so every frame the
/// simulator posts follows from them.
enum SimulatedGeometry {
  /// How far an undocked or split keyboard sits above the bottom edge.
  ///
  /// The user drags it anywhere; no source gives a default position.
  static let undockedLift: CGFloat = 120
  /// The size of the floating iPad keyboard.
  ///
  /// An iPhone-sized keyboard: 320 pt wide, as the 4-inch iPhones' keyboard; 254 pt tall, Mixin
  /// Messenger's predictive height for 320 × 568 (`DeviceDataSource.mixinMessenger`). Not measured.
  static let floatingSize = CGSize(width: 320, height: 254)
  /// The floating keyboard first appears this far above the bottom edge, centred.
  static let floatingLift: CGFloat = 80
  /// The other screen of the on-another-screen scenario: a 1080p display at 1 point per pixel.
  static let otherScreen = CGRect(x: 0, y: 0, width: 1_920, height: 1_080)
  /// A frame with no size seen while the iPad keyboard was undocked or split (DAKeyboardControl
  /// issue 48, as that library reported it).
  static let undockedOddFrame = CGRect(x: 0, y: -64, width: 0, height: 0)
}

/// The frames of a simulated keyboard on one device, held one way.
struct KeyboardGeometry: Sendable {
  let device: DeviceProfile
  let orientation: DeviceOrientation

  var screen: CGRect { CGRect(origin: .zero, size: device.screenSize(in: orientation)) }

  func height(of kind: KeyboardKind) -> CGFloat {
    device.expectedKeyboardHeight(orientation: orientation, kind: kind).height
  }

  /// The height of the software keyboard on screen; the emoji keyboard is taken to be as tall as
  /// the letters with the predictive row (with the row off it is taller, by an amount no source
  /// gives).
  func softwareHeight(of keyboard: SimulatedKeyboard) -> CGFloat {
    (keyboard.isEmoji ? height(of: .predictive) : height(of: keyboard.software))
      + keyboard.accessoryHeight
  }

  /// The frame iOS reports for the keyboard, where it really is; `.zero` when hidden.
  ///
  /// On the other screen, the frame is in that screen's coordinates.
  func frame(of keyboard: SimulatedKeyboard) -> CGRect {
    let height = softwareHeight(of: keyboard)
    if keyboard.isOnOtherScreen {
      guard keyboard.isVisible else { return .zero }
      let other = SimulatedGeometry.otherScreen
      return CGRect(x: 0, y: other.maxY - height, width: other.width, height: height)
    }
    switch keyboard.placement {
    case .hidden:
      return .zero
    case .docked:
      return docked(
        height: height, hardware: keyboard.hasHardwareKeyboard,
        accessory: keyboard.accessoryHeight)
    case .dragged(let distance):
      return docked(height: height, hardware: false, accessory: keyboard.accessoryHeight).offsetBy(
        dx: 0, dy: min(max(distance, 0), height))
    case .undocked, .split:
      let lift = SimulatedGeometry.undockedLift
      return CGRect(
        x: 0, y: screen.maxY - lift - height, width: screen.width, height: height)
    case .floating(let origin):
      return CGRect(origin: origin, size: SimulatedGeometry.floatingSize)
    }
  }

  /// The keyboard's frame moved just below the screen it is on, as show and hide report it.
  func offScreenFrame(of keyboard: SimulatedKeyboard) -> CGRect {
    let height = softwareHeight(of: keyboard)
    let bounds = keyboard.isOnOtherScreen ? SimulatedGeometry.otherScreen : screen
    return CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: height)
  }

  /// Where a new floating keyboard appears: centred, lifted off the bottom edge.
  var floatingOrigin: CGPoint {
    let size = SimulatedGeometry.floatingSize
    return CGPoint(
      x: ((screen.width - size.width) / 2).rounded(),
      y: screen.maxY - SimulatedGeometry.floatingLift - size.height)
  }

  /// Keeps a floating keyboard on screen and off the bottom edge, where it would read as docked.
  func clampedFloatingOrigin(_ origin: CGPoint) -> CGPoint {
    let size = SimulatedGeometry.floatingSize
    let maxX = max(screen.width - size.width, 0)
    let maxY = max(screen.maxY - size.height - 2, 0)
    return CGPoint(x: min(max(origin.x, 0), maxX), y: min(max(origin.y, 1), maxY))
  }

  /// A docked keyboard, or the full keyboard of which a hardware keyboard leaves only the bar.
  ///
  /// With a hardware keyboard the frame keeps the full height with the rest below the screen
  /// (Stack Overflow question 32319697: 313 pt frame, 55 pt on screen). An input accessory view
  /// sits on top of either.
  private func docked(height: CGFloat, hardware: Bool, accessory: CGFloat) -> CGRect {
    let visible = hardware ? self.height(of: .hardwareBar) + accessory : height
    return CGRect(x: 0, y: screen.maxY - visible, width: screen.width, height: height)
  }
}
