import Foundation
import KeyboardAvoidance

/// What the keyboard-state screen shows, one line each: how the keyboard is shown, its frame,
/// how much of the screen's view it covers, its animation, whose it is and on which screen.
///
/// ```swift
/// let docked = KeyboardState(
///   presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
/// KeyboardStateReadout(state: docked, coveredHeight: 335).lines[0]  // "Keyboard: docked"
/// ```
struct KeyboardStateReadout: Equatable {
  /// The lines, top to bottom.
  let lines: [String]

  /// Describes a keyboard state for a view.
  ///
  /// - Parameters:
  ///   - state: The keyboard's state.
  ///   - coveredHeight: How far the keyboard reaches up into the view, in points.
  ///   - isOnViewsScreen: Whether the keyboard is on the view's screen; `nil` when the
  ///     notifications name no screen (before iOS 16.1).
  init(state: KeyboardState, coveredHeight: CGFloat, isOnViewsScreen: Bool? = true) {
    let frame = state.frame
    let screen: String
    switch isOnViewsScreen {
    case true?: screen = "this window's"
    case false?: screen = "another screen"
    case nil: screen = "not named (before iOS 16.1)"
    }
    lines = [
      "Keyboard: \(Self.name(of: state.presentation))",
      state.isVisible
        ? "Frame: x \(Self.points(frame.minX)), y \(Self.points(frame.minY)), "
          + "\(Self.points(frame.width)) × \(Self.points(frame.height)) pt"
        : "Frame: none",
      "Covers this view: \(Self.points(coveredHeight)) pt",
      "Animation: " + Self.describe(state.animation),
      "Owner: " + (state.isLocal ? "this app" : "another app"),
      "Screen: " + screen,
    ]
  }

  /// How a presentation reads on screen.
  static func name(of presentation: KeyboardPresentation) -> String {
    switch presentation {
    case .hidden: "hidden"
    case .docked: "docked"
    case .accessoryBar: "hardware keyboard bar"
    case .undocked: "undocked or split"
    case .floating: "floating"
    }
  }

  /// A length in points: to one decimal, without trailing zeros.
  static func points(_ value: CGFloat) -> String {
    number(Double(value), decimals: 1)
  }

  /// `value` to `decimals` decimals, without trailing zeros or a trailing decimal point.
  static func number(_ value: Double, decimals: Int) -> String {
    var text = String(format: "%.\(decimals)f", value)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  private static func describe(_ animation: KeyboardAnimation) -> String {
    guard !animation.isInstant else { return "none" }
    let curve =
      animation.curve == .keyboard ? "the keyboard's curve" : "curve \(animation.curve.rawValue)"
    return "\(number(animation.duration, decimals: 2)) s, \(curve)"
  }
}
