import Foundation
import KeyboardAvoidance

extension KeyboardSimulator {
  /// Something the user or the system does to the keyboard.
  ///
  /// Each action posts the notifications iOS posts for it, in iOS's order; the
  /// ``KeyboardScenario/sources`` of the built-in scenarios name the public sources of each order
  /// and what the simulator assumes where they are silent. An action that cannot happen in the
  /// simulator's state (hiding a hidden keyboard, undocking on an iPhone, ending a drag that
  /// never started) posts nothing.
  ///
  /// ```swift
  /// simulator.perform(.show())                     // the keyboard with the predictive row
  /// simulator.perform(.switchKeyboard(to: .plain))  // the row goes away: a second will-show
  /// simulator.perform(.hide)
  /// ```
  public enum Action: Sendable, Hashable {
    /// The user taps a text field of this app and the keyboard appears, or, if it is already up,
    /// moves to another field (iOS posts will-show again, with no will-hide in between).
    ///
    /// `KeyboardKind.hardwareBar` shows the bar a hardware keyboard leaves, as if one were
    /// attached.
    case show(KeyboardKind = .predictive)
    /// Another app in Split View or Slide Over raises the keyboard: the notifications say
    /// `UIKeyboardIsLocalUserInfoKey` is false.
    case showForOtherApp(KeyboardKind = .predictive)
    /// The keyboard moves to a field on another screen (an external display): it leaves this
    /// screen and appears on the other, whose screen object the notifications carry.
    case showOnOtherScreen(KeyboardKind = .predictive)
    /// The keyboard goes away.
    case hide
    /// The user turns the predictive row on or off, or picks a keyboard of another height: iOS
    /// posts a second will-show with the new height.
    ///
    /// While the keyboard is hidden the choice is kept for the next show. While it is undocked,
    /// split or floating nothing is posted, as iOS posts nothing then (openradar 25056255).
    /// `KeyboardKind.hardwareBar` attaches a hardware keyboard.
    case switchKeyboard(to: KeyboardKind)
    /// The user taps the globe key to the emoji keyboard.
    case switchToEmoji
    /// The user returns from the emoji keyboard to the letters.
    case switchToLetters
    /// The user turns the device to the other orientation.
    case rotate
    /// A hardware keyboard is connected: only a bar stays on screen.
    case attachHardwareKeyboard
    /// The hardware keyboard is disconnected: the software keyboard comes back.
    case detachHardwareKeyboard
    /// The user undocks the iPad keyboard from its menu: it lifts off the bottom edge.
    case undock
    /// The user splits the iPad keyboard in two halves.
    case split
    /// The user pinches the iPad keyboard into the small floating keyboard.
    case float
    /// The user drags the floating keyboard by this many points.
    ///
    /// The keyboard stays on screen and off the bottom edge; distances that are not finite
    /// count as 0.
    case moveFloatingKeyboard(dx: CGFloat, dy: CGFloat)
    /// The user docks the iPad keyboard again from its menu.
    case dock
    /// The user drags the docked keyboard down with a scroll view's interactive dismissal: the
    /// finger is this many points below the keyboard's resting top.
    ///
    /// iOS posts nothing during the drag; the simulator tells each connected observer where the
    /// finger is (`KeyboardObserver.trackInteractiveDismissal(fingerY:)`), as an app's pan
    /// handler does. Distances below 0 or not finite count as 0; no distance takes the keyboard
    /// further than the screen's bottom edge. Any other action during a drag lifts the finger
    /// first; switching keyboards is ignored while the finger holds the keyboard.
    case dragKeyboardDown(by: CGFloat)
    /// The finger lifts at the end of an interactive dismissal.
    case endDrag(DragOutcome)
    /// The focused field's input accessory view changes to one of this height (0 for none), as
    /// after `reloadInputViews()`: the accessory sits on top of the keyboard, so a docked
    /// keyboard posts a will-show with the new frame, as for an input-mode change.
    ///
    /// Heights below 0 or not finite count as 0. While the keyboard is hidden the height is kept
    /// for the next show; see also ``KeyboardSimulator/accessoryHeight``.
    case changeAccessory(height: CGFloat)
  }

  /// How an interactive dismissal ends when the finger lifts.
  ///
  /// ```swift
  /// simulator.perform(.dragKeyboardDown(by: 80))
  /// simulator.perform(.endDrag(.keyboardReturns))  // will-show: back to the resting frame
  /// ```
  public enum DragOutcome: String, Sendable, Hashable, CaseIterable {
    /// The keyboard slides back up to its resting frame.
    case keyboardReturns
    /// The keyboard slides away.
    case keyboardDismissed
  }
}
