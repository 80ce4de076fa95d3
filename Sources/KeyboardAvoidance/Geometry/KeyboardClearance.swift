import Foundation

/// Where the keyboard's top edge lies against a view's bottom edge: the one measurement every
/// spacing above the keyboard is kept from.
///
/// Spacing is a clearance, and it is continuous. Whenever a keyboard on screen lies under a view
/// (docked, a hardware keyboard's bar, or an undocked one when it is followed), whatever the
/// view pins above it ends at least `spacing` above the keyboard's top: while the keyboard covers
/// the view, and also when it stops flush with the view's bottom or just below it. A rule that
/// adds the spacing only while the keyboard covers the view jumps: a sheet that UIKit lifts flush
/// onto the keyboard, or a Stage Manager window whose bottom meets it, leaves a pinned button
/// touching the keyboard, and one point more overlap moves it by the whole spacing at once. Here
/// ``lift(restingAt:spacing:)`` grows one point for each point the keyboard rises, from the
/// moment the keyboard comes within `spacing` of the edge, so moving the keyboard by 1 pt never
/// moves a view by more than 1 pt.
///
/// ``keyboardReach`` is how far the keyboard's top lies above the view's bottom edge: positive
/// while the keyboard covers the view (at most the view's height), 0 when flush, negative when
/// the keyboard stops below the view. It is `nil` when no keyboard lies under the view: hidden,
/// on another screen, undocked or floating while undocked keyboards are not followed, beside the
/// view, or wholly above it.
///
/// Heights are measured up from the view's bottom edge, in the coordinate space of the state
/// that measured them (the screen's, or the one ``KeyboardState/converted(_:)`` carried it into).
///
/// ```swift
/// // iPad Air 13-inch (M2), 403 pt keyboard docked at y = 963. A Stage Manager window whose
/// // bottom edge meets the keyboard's top; a button pinned to that bottom edge, 8 pt spacing.
/// let window = CGRect(x: 100, y: 163, width: 700, height: 800)
/// let flush = keyboard.clearance(of: window)
/// flush.keyboardReach  // 0
/// flush.lift(restingAt: 0, spacing: 8)  // 8: the button ends 8 pt above the keyboard
/// // The window 3 pt higher: the keyboard stops 3 pt below it.
/// keyboard.clearance(of: window.offsetBy(dx: 0, dy: -3)).lift(restingAt: 0, spacing: 8)  // 5
/// // 1 pt of overlap: 1 pt more.
/// keyboard.clearance(of: window.offsetBy(dx: 0, dy: 1)).lift(restingAt: 0, spacing: 8)  // 9
/// KeyboardState.hidden.clearance(of: window).lift(restingAt: 0, spacing: 8)  // 0
/// ```
public struct KeyboardClearance: Sendable, Hashable {
  /// How far the keyboard's top edge lies above the view's bottom edge, in points: positive while
  /// the keyboard covers the view, 0 when it is flush with it, negative when it stops below it;
  /// `nil` when no keyboard lies under the view.
  ///
  /// Never more than ``viewHeight``: a keyboard that covers the whole view reaches its top.
  public var keyboardReach: CGFloat?

  /// The height of the view, in points.
  public var viewHeight: CGFloat

  /// Creates a clearance from its measurements.
  ///
  /// ``KeyboardState/clearance(of:on:followsUndockedKeyboard:)`` measures one; create one by hand
  /// in tests and previews. A reach above the view's height is kept at the view's height; a
  /// height or reach that is not finite counts as no view or no keyboard.
  ///
  /// ```swift
  /// // A 852 pt view, the keyboard's top 335 pt above its bottom.
  /// KeyboardClearance(keyboardReach: 335, viewHeight: 852).lift(restingAt: 34, spacing: 8)  // 309
  /// ```
  ///
  /// - Parameters:
  ///   - keyboardReach: How far the keyboard's top lies above the view's bottom edge; `nil` when
  ///     no keyboard lies under the view.
  ///   - viewHeight: The view's height; negative counts as 0.
  public init(keyboardReach: CGFloat?, viewHeight: CGFloat) {
    let height = viewHeight.isFinite ? max(viewHeight, 0) : 0
    self.viewHeight = height
    if let keyboardReach, keyboardReach.isFinite {
      self.keyboardReach = min(keyboardReach, height)
    } else {
      self.keyboardReach = nil
    }
  }

  /// No keyboard under a view of this height.
  ///
  /// ```swift
  /// KeyboardClearance.none(viewHeight: 852).lift(restingAt: 0, spacing: 8)  // 0
  /// ```
  ///
  /// - Parameter viewHeight: The view's height.
  /// - Returns: A clearance whose ``keyboardReach`` is `nil`.
  public static func none(viewHeight: CGFloat) -> KeyboardClearance {
    KeyboardClearance(keyboardReach: nil, viewHeight: viewHeight)
  }

  /// Whether a keyboard lies under the view, wherever its top is.
  ///
  /// ```swift
  /// KeyboardClearance(keyboardReach: -40, viewHeight: 600).hasKeyboard  // true
  /// ```
  public var hasKeyboard: Bool { keyboardReach != nil }

  /// How far an edge must rise above where it rests so it ends at least `spacing` above the
  /// keyboard's top.
  ///
  /// The edge rests `height` points above the view's bottom edge (a button's bottom, a focused
  /// field's bottom). It must end at `keyboardReach + spacing` above that edge or higher; the
  /// lift is what that takes beyond `height`, and never less than 0: an edge already high enough
  /// stays where it is, so a hardware keyboard's short bar never pulls anything down. With no
  /// keyboard under the view the lift is 0.
  ///
  /// The lift is 1-Lipschitz in the keyboard's position: moving the keyboard by some distance
  /// changes it by that distance at most.
  ///
  /// ```swift
  /// // iPhone SE (3rd generation), keyboard 260 pt tall over a full-screen view.
  /// let clearance = KeyboardClearance(keyboardReach: 260, viewHeight: 667)
  /// clearance.lift(restingAt: 20, spacing: 50)  // 290: the edge ends 50 pt above the keyboard
  /// clearance.lift(restingAt: 400, spacing: 50)  // 0: it already is 140 pt above
  /// ```
  ///
  /// - Parameters:
  ///   - height: Where the edge rests, measured up from the view's bottom edge. Not finite counts
  ///     as 0.
  ///   - spacing: The gap to keep between the edge and the keyboard's top. Not finite counts
  ///     as 0.
  /// - Returns: A finite lift, 0 or more.
  public func lift(restingAt height: CGFloat, spacing: CGFloat) -> CGFloat {
    guard let keyboardReach else { return 0 }
    return max(0, keyboardReach + spacing.finiteOrZero - height.finiteOrZero)
  }

  /// The gap between an edge and the keyboard's top: positive while the edge is above the
  /// keyboard, negative while the keyboard covers it.
  ///
  /// ```swift
  /// let clearance = KeyboardClearance(keyboardReach: 260, viewHeight: 667)
  /// clearance.gap(at: 280)  // 20
  /// clearance.gap(at: 20 + clearance.lift(restingAt: 20, spacing: 50))  // 50
  /// ```
  ///
  /// - Parameter height: Where the edge is, measured up from the view's bottom edge.
  /// - Returns: The edge's height above the keyboard's top; `nil` when no keyboard lies under
  ///   the view or `height` is not finite.
  public func gap(at height: CGFloat) -> CGFloat? {
    guard let keyboardReach, height.isFinite else { return nil }
    return height - keyboardReach
  }
}

extension KeyboardState {
  /// Where this keyboard's top edge lies against a rectangle's bottom edge, covering it or not.
  ///
  /// A keyboard lies under the rectangle when it is visible on the rectangle's screen, is one
  /// that counts (docked or a hardware keyboard's bar; undocked, split and floating ones only
  /// when `followsUndockedKeyboard`), overlaps the rectangle horizontally, and does not lie
  /// wholly above it. Its reach is then the distance from its top edge up to... or down to the
  /// rectangle's bottom edge, kept at most at the rectangle's height; see ``KeyboardClearance``.
  ///
  /// ```swift
  /// // iPhone 16, docked keyboard 335 pt tall (top at y = 517).
  /// keyboard.clearance(of: CGRect(x: 0, y: 0, width: 393, height: 852)).keyboardReach  // 335
  /// // A card ending 20 pt above the keyboard.
  /// keyboard.clearance(of: CGRect(x: 16, y: 100, width: 361, height: 397)).keyboardReach  // -20
  /// ```
  ///
  /// - Parameters:
  ///   - rect: The view's frame, in this state's coordinate space.
  ///   - screen: The screen showing the view, when known; a keyboard on another screen lies
  ///     under nothing.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards count.
  /// - Returns: The clearance; without a keyboard when any number is not finite.
  public func clearance(
    of rect: CGRect, on screen: KeyboardScreen? = nil, followsUndockedKeyboard: Bool = false
  ) -> KeyboardClearance {
    guard rect.isFiniteAndStandard else { return .none(viewHeight: 0) }
    guard avoids(on: screen, followsUndockedKeyboard: followsUndockedKeyboard),
      frame.isFiniteAndStandard, frame.height > 0,
      frame.minX < rect.maxX, rect.minX < frame.maxX, frame.maxY > rect.minY
    else { return .none(viewHeight: rect.height) }
    return KeyboardClearance(keyboardReach: rect.maxY - frame.minY, viewHeight: rect.height)
  }
}
