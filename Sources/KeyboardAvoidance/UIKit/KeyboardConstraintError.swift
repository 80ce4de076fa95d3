#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Why a constraint cannot be pinned above the keyboard.
  ///
  /// ``UIKit/NSLayoutConstraint/pinAboveKeyboard(in:spacing:restingConstant:followsUndockedKeyboard:)``
  /// follows a constraint that ties the bottom of a pinned view to the bottom of a container
  /// with `=` and a multiplier of 1. For any other constraint it returns `nil` and prints this
  /// error's description in debug builds, so a constraint it cannot follow is never bound
  /// silently.
  ///
  /// ```swift
  /// let top = button.topAnchor.constraint(equalTo: view.topAnchor, constant: 400)
  /// top.pinAboveKeyboard(in: view)  // nil: notBottomEdges(first: 3, second: 3)
  /// ```
  public enum KeyboardConstraintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The constraint ties other edges than two bottom edges; the raw values of
    /// `NSLayoutConstraint.Attribute` it ties.
    case notBottomEdges(first: Int, second: Int)
    /// The relation is not `=`; the raw value of its `NSLayoutConstraint.Relation` (-1 for `≤`,
    /// 1 for `≥`).
    case notEqual(relation: Int)
    /// The multiplier is not 1.
    case multiplier(CGFloat)
    /// The constraint has only one item, or an item has been released.
    case missingItem
    /// Neither item holds the other, nor is the view measured or one of its layout guides.
    case noContainer

    /// What is wrong, in a sentence.
    ///
    /// ```swift
    /// KeyboardConstraintError.multiplier(0.5).description
    /// // "the multiplier is 0.5, not 1: …"
    /// ```
    public var description: String {
      switch self {
      case .notBottomEdges(let first, let second):
        return "it ties attributes \(first) and \(second) (NSLayoutConstraint.Attribute), not "
          + "the bottom edges (\(NSLayoutConstraint.Attribute.bottom.rawValue)) of a pinned view "
          + "and its container"
      case .notEqual(let relation):
        return "its relation is \(relation == -1 ? "≤" : "≥"), not =: the keyboard's part "
          + "would be only a bound"
      case .multiplier(let multiplier):
        return "the multiplier is \(multiplier), not 1: a constant would not move the view by "
          + "as many points"
      case .missingItem:
        return "it has fewer than two items"
      case .noContainer:
        return "neither item is the view, one of its layout guides, or a view or guide holding "
          + "the other item"
      }
    }
  }
#endif
