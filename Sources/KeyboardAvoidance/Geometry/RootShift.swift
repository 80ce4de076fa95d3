import Foundation

/// How far to move a whole screen up so the focused field shows above the keyboard, for screens
/// with nothing to scroll.
///
/// Returned by ``KeyboardState/rootShift(for:revealing:topGuide:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``.
/// Move the container up by ``offset`` inside the keyboard's animation (a transform or its
/// frame's origin), and back to 0 when the keyboard hides.
///
/// ```swift
/// let shift = keyboard.rootShift(for: root, revealing: fieldFrame, topGuide: 20)
/// rootView.transform = CGAffineTransform(translationX: 0, y: -shift.offset)
/// shift.revealsField  // false when the top guide stopped the move early
/// ```
public struct RootShift: Sendable, Hashable {
  /// How far to move the container up, in points; 0 or more.
  public var offset: CGFloat

  /// How much farther the container would have to move to show the field and the distance
  /// below it, had the top guide not stopped it; 0 when the field shows in full.
  public var shortfall: CGFloat

  /// Creates a shift.
  ///
  /// - Parameters:
  ///   - offset: How far to move the container up.
  ///   - shortfall: How much of the needed move the top guide prevented.
  public init(offset: CGFloat, shortfall: CGFloat = 0) {
    self.offset = offset
    self.shortfall = shortfall
  }

  /// No move: the keyboard is hidden or leaves the field alone.
  public static let none = RootShift(offset: 0)

  /// Whether the field ends the requested distance above the keyboard after the move.
  public var revealsField: Bool { shortfall == 0 }
}
