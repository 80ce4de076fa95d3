import Foundation

/// One keyboard notification, parsed into a value.
///
/// iOS describes every keyboard change with a `Notification` whose `userInfo` holds untyped values.
/// `KeyboardEvent` reads them once, checks them, and gives you typed fields: the kind of change, the
/// keyboard's frame before and after (in screen coordinates), the animation, whether the keyboard
/// belongs to this app, and which screen it is on.
///
/// Parsing never traps. A notification that is not a keyboard notification, or that carries a
/// missing, mistyped or impossible value, throws a ``KeyboardEventError`` that names the key.
///
/// ```swift
/// NotificationCenter.default.addObserver(
///   forName: KeyboardEvent.Kind.willShow.notificationName, object: nil, queue: .main
/// ) { notification in
///   guard let event = try? KeyboardEvent(notification) else { return }
///   print(event.kind, event.endFrame)  // willShow (0.0, 508.0, 390.0, 336.0)
/// }
/// ```
///
/// Most apps never create events themselves: ``KeyboardObserver`` parses and folds them into a
/// ``KeyboardState``.
public struct KeyboardEvent: Sendable, Hashable {
  /// Which of the six keyboard notifications this event came from.
  public var kind: Kind

  /// The keyboard's frame before the change, in screen coordinates.
  public var beginFrame: CGRect

  /// The keyboard's frame after the change, in screen coordinates.
  public var endFrame: CGRect

  /// The duration and curve of the keyboard's movement.
  public var animation: KeyboardAnimation

  /// Whether the keyboard belongs to this app.
  ///
  /// With iPad multitasking every visible app is told about the keyboard; only the app whose text
  /// field raised it sees `true`. A keyboard of another app still covers your window, so the package
  /// avoids it all the same.
  public var isLocal: Bool

  /// The screen the keyboard is on, when the notification names one (iOS 16.1 and later).
  public var screen: KeyboardScreen?

  /// Creates an event from its parts, as a test or a custom source would.
  ///
  /// ```swift
  /// let event = KeyboardEvent(
  ///   kind: .willShow,
  ///   beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
  ///   endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
  ///   animation: KeyboardAnimation(duration: 0.25, curve: .keyboard)
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - kind: Which notification the event stands for.
  ///   - beginFrame: The frame before the change, in screen coordinates.
  ///   - endFrame: The frame after the change, in screen coordinates.
  ///   - animation: The keyboard's timing; no animation by default.
  ///   - isLocal: Whether the keyboard belongs to this app; `true` by default.
  ///   - screen: The screen the keyboard is on, if known.
  public init(
    kind: Kind,
    beginFrame: CGRect,
    endFrame: CGRect,
    animation: KeyboardAnimation = .none,
    isLocal: Bool = true,
    screen: KeyboardScreen? = nil
  ) {
    self.kind = kind
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.animation = animation
    self.isLocal = isLocal
    self.screen = screen
  }
}

extension KeyboardEvent {
  /// The six keyboard notifications iOS posts.
  ///
  /// A change is announced by a *will* notification before the keyboard moves and a *did*
  /// notification after. For one show, iOS posts will-change-frame, will-show, did-change-frame and
  /// did-show, in that order.
  ///
  /// ```swift
  /// KeyboardEvent.Kind(notificationName: KeyboardEvent.Kind.didHide.notificationName)  // .didHide
  /// ```
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `UIKeyboardWillShowNotification`: the keyboard is about to appear or change its input view.
    case willShow
    /// `UIKeyboardDidShowNotification`: the keyboard finished appearing.
    case didShow
    /// `UIKeyboardWillHideNotification`: the keyboard is about to leave (or, on iPad, to undock).
    case willHide
    /// `UIKeyboardDidHideNotification`: the keyboard finished leaving.
    case didHide
    /// `UIKeyboardWillChangeFrameNotification`: the keyboard's frame is about to change.
    case willChangeFrame
    /// `UIKeyboardDidChangeFrameNotification`: the keyboard's frame finished changing.
    case didChangeFrame

    /// Whether this kind announces that the keyboard is leaving.
    public var isHide: Bool { self == .willHide || self == .didHide }

    /// Whether this kind is posted before the keyboard moves.
    public var isWill: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }
  }
}

extension KeyboardEvent {
  /// Whether two events describe the same notification.
  ///
  /// Kinds, animations, owners and screens are compared as values, the frames component by
  /// component as they were posted, so two events are equal on every platform exactly when a
  /// layout could not tell them apart.
  ///
  /// ```swift
  /// let event = try KeyboardEvent(notification)
  /// event == event  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: An event.
  ///   - rhs: Another event.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: KeyboardEvent, rhs: KeyboardEvent) -> Bool {
    lhs.kind == rhs.kind && lhs.beginFrame.isExactly(rhs.beginFrame)
      && lhs.endFrame.isExactly(rhs.endFrame) && lhs.animation == rhs.animation
      && lhs.isLocal == rhs.isLocal && lhs.screen == rhs.screen
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// var seen: Set<KeyboardEvent> = [event]
  /// seen.contains(event)  // true
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(exactly: beginFrame)
    hasher.combine(exactly: endFrame)
    hasher.combine(animation)
    hasher.combine(isLocal)
    hasher.combine(screen)
  }
}
