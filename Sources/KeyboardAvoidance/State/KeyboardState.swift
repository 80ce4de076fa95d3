import Foundation

/// Everything known about the keyboard at one moment, folded from its notifications.
///
/// `KeyboardState` is a value: feed it events with ``reduce(_:screenBounds:)-(KeyboardEvent,_)`` and it returns a
/// ``KeyboardTransition`` whenever something a layout depends on changed. The reducer is the one place
/// that absorbs iOS's quirks, so every consumer (closures, streams, Combine, SwiftUI) sees the same,
/// clean sequence of changes.
///
/// ```swift
/// var keyboard = KeyboardState.hidden
/// let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
/// let transition = keyboard.reduce(willShowEvent, screenBounds: screen)
/// keyboard.presentation  // .docked
/// transition?.isShowing  // true
/// keyboard.reduce(didShowEvent, screenBounds: screen)  // nil: nothing new
/// ```
public struct KeyboardState: Sendable, Hashable {
  /// How the keyboard is shown.
  public var presentation: KeyboardPresentation

  /// The keyboard's frame in screen coordinates as iOS reported it; `.zero` when hidden.
  ///
  /// For an ``KeyboardPresentation/accessoryBar`` most of this frame lies below the screen. Ask for
  /// the covered part (``coveredHeight(of:on:followsUndockedKeyboard:)``), never for `frame.height`.
  public var frame: CGRect

  /// The timing of the change that led to this state.
  public var animation: KeyboardAnimation

  /// Whether the keyboard belongs to this app (`false` when another app in Split View raised it).
  public var isLocal: Bool

  /// The screen the keyboard is on, when iOS named it (iOS 16.1 and later).
  public var screen: KeyboardScreen?

  /// Creates a state from its parts.
  ///
  /// - Parameters:
  ///   - presentation: How the keyboard is shown.
  ///   - frame: The keyboard's frame in screen coordinates; ignored (stored as `.zero`) when hidden.
  ///   - animation: The timing of the change that led here.
  ///   - isLocal: Whether the keyboard belongs to this app.
  ///   - screen: The screen the keyboard is on, if known.
  public init(
    presentation: KeyboardPresentation,
    frame: CGRect,
    animation: KeyboardAnimation = .none,
    isLocal: Bool = true,
    screen: KeyboardScreen? = nil
  ) {
    self.presentation = presentation
    self.frame = presentation == .hidden ? .zero : frame
    self.animation = animation
    self.isLocal = presentation == .hidden ? true : isLocal
    self.screen = presentation == .hidden ? nil : screen
  }

  /// No keyboard on screen: the state before the first notification.
  public static let hidden = KeyboardState(presentation: .hidden, frame: .zero)

  /// Whether any keyboard is on screen.
  public var isVisible: Bool { presentation != .hidden }
}

extension KeyboardState {
  /// Folds one event into the state.
  ///
  /// The end frame is read against the screen's bounds:
  /// - at the bottom edge, about as wide as the screen (or narrower, as Stage Manager reports it):
  ///   ``KeyboardPresentation/docked``;
  /// - crossing the bottom edge, the rest below the screen: ``KeyboardPresentation/accessoryBar``
  ///   (a hardware keyboard);
  /// - lifted off the bottom at full width: ``KeyboardPresentation/undocked`` (undocked or split);
  /// - lifted and narrower: ``KeyboardPresentation/floating``;
  /// - outside the screen, or any will-hide or did-hide whose frame is not an undocked or floating
  ///   keyboard: ``KeyboardPresentation/hidden``. iPad reports undocking as a will-hide, so a
  ///   will-hide with a lifted frame is read as the keyboard it shows.
  ///
  /// Frames that carry no position (empty, above the screen, the whole screen's height) and frames
  /// posted for the other orientation during rotation are ignored, as are events that repeat the
  /// current state: did-notifications after their will-notification, will-show after
  /// will-change-frame, a second identical frame, an input-mode switch that keeps the height.
  ///
  /// - Parameters:
  ///   - event: The parsed notification.
  ///   - screenBounds: The bounds of the screen the frames are measured in (`UIScreen.bounds`).
  /// - Returns: The transition when something changed; `nil` when the event changed nothing.
  @discardableResult
  public mutating func reduce(_ event: KeyboardEvent, screenBounds: CGRect) -> KeyboardTransition? {
    let next: KeyboardState
    switch FramePlacement(of: event.endFrame, in: screenBounds) {
    case .onScreen(let presentation) where !event.kind.isHide || !presentation.isDocked:
      next = KeyboardState(
        presentation: presentation,
        frame: event.endFrame,
        animation: event.animation,
        isLocal: event.isLocal,
        screen: event.screen
      )
    case .onScreen, .offScreen:
      next = KeyboardState(presentation: .hidden, frame: .zero, animation: event.animation)
    case .noPosition, .stale:
      guard event.kind.isHide else { return nil }
      next = KeyboardState(presentation: .hidden, frame: .zero, animation: event.animation)
    }
    return move(to: next)
  }

  /// Follows the finger while the user drags a docked keyboard down (interactive dismissal).
  ///
  /// iOS posts nothing while a scroll view with `keyboardDismissMode = .interactive` drags the
  /// keyboard; it reports only the outcome once the finger lifts. Feed the finger's position here
  /// during the pan: the keyboard's top follows the finger but never rises above its resting
  /// position, `max(fingerY, screen bottom − keyboard height)`. The next notification replaces
  /// the interim frame, whichever way the pan ends.
  ///
  /// ```swift
  /// keyboard.trackInteractiveDismissal(fingerY: 700, screenBounds: screen)
  /// keyboard.frame.minY  // 700
  /// ```
  ///
  /// - Parameters:
  ///   - fingerY: The finger's vertical position in screen coordinates.
  ///   - screenBounds: The bounds of the screen.
  /// - Returns: The interim transition (no animation), or `nil` when the keyboard is not docked,
  ///   the position is not finite, or the frame does not change.
  @discardableResult
  public mutating func trackInteractiveDismissal(
    fingerY: CGFloat, screenBounds: CGRect
  ) -> KeyboardTransition? {
    guard presentation == .docked, fingerY.isFinite else { return nil }
    var next = self
    let restingTop = screenBounds.maxY - frame.height
    next.frame.origin.y = min(max(fingerY, restingTop), screenBounds.maxY)
    next.animation = .none
    return move(to: next)
  }

  private mutating func move(to next: KeyboardState) -> KeyboardTransition? {
    guard !next.hasSamePlacement(as: self) else { return nil }
    let transition = KeyboardTransition(from: self, to: next, animation: next.animation)
    self = next
    return transition
  }

  private func hasSamePlacement(as other: KeyboardState) -> Bool {
    presentation == other.presentation && frame == other.frame && isLocal == other.isLocal
      && screen == other.screen
  }
}

extension KeyboardState {
  /// Parses a notification and folds it into the state; a notification that cannot be parsed
  /// changes nothing.
  ///
  /// ```swift
  /// do {
  ///   if let transition = try keyboard.reduce(notification, screenBounds: screen.bounds) {
  ///     apply(transition)
  ///   }
  /// } catch {
  ///   log(error)  // UIKeyboardFrameEndUserInfoKey is missing
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - notification: A keyboard notification as iOS posts it.
  ///   - screenBounds: The bounds of the screen the frames are measured in.
  /// - Returns: The transition when something changed; `nil` when nothing did.
  /// - Throws: ``KeyboardEventError`` when the notification is malformed; the state is untouched.
  @discardableResult
  public mutating func reduce(
    _ notification: Notification, screenBounds: CGRect
  ) throws(KeyboardEventError) -> KeyboardTransition? {
    reduce(try KeyboardEvent(notification), screenBounds: screenBounds)
  }
}

extension KeyboardState {
  /// Whether two states are the same: presentation, frame (component by component), animation,
  /// owner and screen.
  ///
  /// ```swift
  /// KeyboardState.hidden == KeyboardState(presentation: .hidden, frame: .zero)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: KeyboardState, rhs: KeyboardState) -> Bool {
    lhs.presentation == rhs.presentation && lhs.frame.isExactly(rhs.frame)
      && lhs.animation == rhs.animation && lhs.isLocal == rhs.isLocal && lhs.screen == rhs.screen
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let seen: Set<KeyboardState> = [.hidden]
  /// seen.contains(.hidden)  // true
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(presentation)
    hasher.combine(exactly: frame)
    hasher.combine(animation)
    hasher.combine(isLocal)
    hasher.combine(screen)
  }
}
