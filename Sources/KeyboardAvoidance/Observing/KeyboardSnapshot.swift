import Foundation

/// The keyboard at one moment as a view reads it: its state and the height it covers on screen.
///
/// SwiftUI views get one from `KeyboardReader` or the `keyboard` environment value; previews and
/// tests build one by hand to show a screen with the keyboard up.
///
/// ```swift
/// let screen = CGRect(x: 0, y: 0, width: 393, height: 852)  // iPhone 16
/// let docked = KeyboardState(
///   presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
/// let keyboard = KeyboardSnapshot(state: docked, screenBounds: screen)
/// keyboard.visibleHeight  // 335
/// keyboard.isVisible  // true
/// KeyboardSnapshot.hidden.visibleHeight  // 0
/// ```
public struct KeyboardSnapshot: Sendable, Hashable {
  /// The keyboard's state.
  public var state: KeyboardState

  /// The height of the docked keyboard's part on screen; 0 when hidden, undocked or floating.
  ///
  /// Measured as an overlap with the screen, like ``KeyboardObserver/visibleHeight``: a hardware
  /// keyboard's bar counts 55 pt, not its whole frame.
  public var visibleHeight: CGFloat

  /// Creates a snapshot from a state and the height it covers.
  ///
  /// A height that is not finite, or is negative, counts as 0.
  ///
  /// ```swift
  /// KeyboardSnapshot(state: docked, visibleHeight: 335).visibleHeight  // 335
  /// KeyboardSnapshot(state: docked, visibleHeight: .nan).visibleHeight  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - state: The keyboard's state.
  ///   - visibleHeight: The height of the docked keyboard's part on screen.
  public init(state: KeyboardState, visibleHeight: CGFloat) {
    self.state = state
    self.visibleHeight = visibleHeight.isFinite ? max(0, visibleHeight) : 0
  }

  /// Creates a snapshot, measuring the height the keyboard covers on a screen.
  ///
  /// ```swift
  /// let bar = KeyboardState(
  ///   presentation: .accessoryBar, frame: CGRect(x: 0, y: 797, width: 393, height: 335))
  /// KeyboardSnapshot(state: bar, screenBounds: screen).visibleHeight  // 55
  /// ```
  ///
  /// - Parameters:
  ///   - state: The keyboard's state.
  ///   - screenBounds: The bounds of the screen the keyboard's frame is measured in.
  public init(state: KeyboardState, screenBounds: CGRect) {
    self.init(state: state, visibleHeight: state.coveredHeight(of: screenBounds))
  }

  /// No keyboard on screen.
  public static let hidden = KeyboardSnapshot(state: .hidden, visibleHeight: 0)

  /// Whether any keyboard is on screen, docked or not.
  public var isVisible: Bool { state.isVisible }
}
