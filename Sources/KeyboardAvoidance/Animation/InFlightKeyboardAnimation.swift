import Foundation

/// The keyboard's animation in flight, so a change posted without animation in the middle of it
/// finishes with the time it has left instead of jumping mid-slide.
///
/// iOS sometimes posts a frame change with duration 0 while a show is still moving (a real log,
/// ChattingUI 2015: three will-change-frame notifications within 12 ms, the middle one with
/// duration 0 and curve 0). UIKit's keyboard animation in flight is additive, so applying that
/// change at once jumps the layout by the difference. Feed every transition's animation here
/// with the time it arrived, from the clock the animations run on: an animated one is remembered
/// and returned as it is; an instant one that arrives before the remembered one has ended gets
/// the time that one has left and its curve; any other is returned as it is.
///
/// ```swift
/// var inFlight = InFlightKeyboardAnimation()
/// inFlight.animation(for: .systemDefault, at: 10)  // 0.25 s, the keyboard's curve
/// inFlight.animation(for: .none, at: 10.006)  // 0.244 s, the keyboard's curve
/// inFlight.animation(for: .none, at: 10.5)  // .none: the show has ended
/// ```
public struct InFlightKeyboardAnimation: Sendable, Hashable {
  /// When the latest animated change started, on the caller's clock; `nil` before any.
  public private(set) var start: TimeInterval?

  /// The latest animated change's animation; ``KeyboardAnimation/none`` before any.
  public private(set) var animation: KeyboardAnimation = .none

  /// Starts with no animation in flight.
  ///
  /// ```swift
  /// InFlightKeyboardAnimation().start  // nil
  /// ```
  public init() {}

  /// The animation to apply a change with, the change having been posted at `now`.
  ///
  /// ```swift
  /// var inFlight = InFlightKeyboardAnimation()
  /// inFlight.animation(for: .none, at: 3)  // .none: nothing in flight
  /// ```
  ///
  /// - Parameters:
  ///   - posted: The animation the change was posted with.
  ///   - now: The time it arrived, on the clock the keyboard's animations run on.
  /// - Returns: `posted`, or for an instant change during an animated one, what that one has
  ///   left of its duration, with its curve.
  public mutating func animation(
    for posted: KeyboardAnimation, at now: TimeInterval
  ) -> KeyboardAnimation {
    guard posted.isInstant else {
      start = now
      animation = posted
      return posted
    }
    guard let start, now.isFinite else { return posted }
    let remaining = start + animation.duration - now
    guard remaining > 0 else { return posted }
    return KeyboardAnimation(duration: remaining, curve: animation.curve)
  }
}
