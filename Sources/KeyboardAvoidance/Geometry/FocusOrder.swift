import Foundation

/// The order in which the return key and a previous/next toolbar move through a screen's fields:
/// rows from top to bottom, and within a row from the leading edge to the trailing edge.
///
/// **Rows.** Fields are taken by their top edge, top first. The first field not yet in a row
/// starts one; each following field joins it when the two overlap vertically by at least half
/// the shorter one's height, and starts the next row otherwise. Half the shorter height lets a
/// tall text view share a row with the short field beside it, however the two are aligned,
/// while fields stacked in a column, which overlap little or not at all, stay in separate rows.
/// Comparing with the row's first field (not with any field already in the row) keeps a tall
/// field from chaining every field beside it into one row.
///
/// **Within a row.** Left to right, or right to left for right-to-left languages, by the
/// leading edge (`minX`, or `maxX` from right to left). Ties keep the order the fields were
/// given in.
///
/// Fields whose frame is not finite take no part: they have no place in the order.
///
/// ```swift
/// // A form: name and surname side by side, then e-mail, then a tall notes view.
/// let order = FocusOrder(fields: [
///   CGRect(x: 16, y: 200, width: 165, height: 44),  // 0: name
///   CGRect(x: 16, y: 260, width: 343, height: 44),  // 1: e-mail
///   CGRect(x: 194, y: 200, width: 165, height: 44),  // 2: surname
///   CGRect(x: 16, y: 320, width: 343, height: 120),  // 3: notes
/// ])
/// order.order  // [0, 2, 1, 3]
/// order.next(after: 2)  // 1
/// order.previous(before: 0)  // nil
/// FocusOrder(fields: order.fields, layoutDirection: .rightToLeft).order  // [2, 0, 1, 3]
/// ```
///
/// - Complexity: Creating an order takes O(*n* log *n*) for *n* fields; ``next(after:)`` and
///   ``previous(before:)`` take O(1).
public struct FocusOrder: Sendable, Hashable {
  /// The direction text runs in, which decides where a row starts.
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Rows start at the left edge.
    case leftToRight
    /// Rows start at the right edge, as in Arabic and Hebrew.
    case rightToLeft
  }

  /// The fields' frames as given, all in one coordinate space.
  public let fields: [CGRect]

  /// The direction rows run in.
  public let layoutDirection: LayoutDirection

  /// The indices of the fields, row by row from the top, each row from its leading edge.
  public let rows: [[Int]]

  /// The indices of the fields in focus order: ``rows`` joined.
  public let order: [Int]

  /// Each field's place in ``order``, by index; `nil` for fields with no place.
  private let positions: [Int?]

  /// Orders fields by where they are.
  ///
  /// - Parameters:
  ///   - fields: The fields' frames, in any one coordinate space (the screen's, or a common
  ///     superview's). A negative width or height counts as its size.
  ///   - layoutDirection: The direction rows run in; left to right by default.
  public init(fields: [CGRect], layoutDirection: LayoutDirection = .leftToRight) {
    self.fields = fields
    self.layoutDirection = layoutDirection
    let placed = fields.indices.compactMap { index -> (index: Int, frame: CGRect)? in
      let frame = fields[index].standardized
      return frame.isFiniteAndStandard ? (index, frame) : nil
    }
    func leading(_ frame: CGRect) -> CGFloat {
      layoutDirection == .leftToRight ? frame.minX : -frame.maxX
    }
    let byTop = placed.sorted { first, second in
      if first.frame.minY != second.frame.minY { return first.frame.minY < second.frame.minY }
      if leading(first.frame) != leading(second.frame) {
        return leading(first.frame) < leading(second.frame)
      }
      return first.index < second.index
    }
    var grouped: [[(index: Int, frame: CGRect)]] = []
    for field in byTop {
      if let anchor = grouped.last?.first, Self.shareRow(anchor.frame, field.frame) {
        grouped[grouped.count - 1].append(field)
      } else {
        grouped.append([field])
      }
    }
    rows = grouped.map { row in
      row.sorted { first, second in
        if leading(first.frame) != leading(second.frame) {
          return leading(first.frame) < leading(second.frame)
        }
        return first.index < second.index
      }
      .map(\.index)
    }
    order = rows.flatMap { $0 }
    var positions = [Int?](repeating: nil, count: fields.count)
    for (position, index) in order.enumerated() { positions[index] = position }
    self.positions = positions
  }

  /// The field after `index`, for the return key or a toolbar's next button.
  ///
  /// ```swift
  /// order.next(after: 0)  // 2: surname follows name on the same row
  /// order.next(after: 3)  // nil: notes is the last field
  /// ```
  ///
  /// - Parameter index: A field's index in ``fields``.
  /// - Returns: The next field's index; `nil` after the last field, and for an index out of
  ///   range or a field with no place in the order.
  public func next(after index: Int) -> Int? {
    guard let position = position(of: index), position + 1 < order.count else { return nil }
    return order[position + 1]
  }

  /// The field before `index`, for a toolbar's previous button.
  ///
  /// ```swift
  /// order.previous(before: 1)  // 2: back up to the end of the row above
  /// ```
  ///
  /// - Parameter index: A field's index in ``fields``.
  /// - Returns: The previous field's index; `nil` before the first field, and for an index out
  ///   of range or a field with no place in the order.
  public func previous(before index: Int) -> Int? {
    guard let position = position(of: index), position > 0 else { return nil }
    return order[position - 1]
  }

  private func position(of index: Int) -> Int? {
    positions.indices.contains(index) ? positions[index] : nil
  }

  /// Whether two fields, the first one starting a row, belong in the same row.
  private static func shareRow(_ anchor: CGRect, _ field: CGRect) -> Bool {
    let overlap = min(anchor.maxY, field.maxY) - max(anchor.minY, field.minY)
    return overlap >= min(anchor.height, field.height) / 2
  }
}

extension FocusOrder {
  /// Whether two orders were made from the same fields (component by component) and direction;
  /// the rows and the order follow from those.
  ///
  /// ```swift
  /// FocusOrder(fields: [.zero]) == FocusOrder(fields: [.zero], layoutDirection: .leftToRight)
  /// // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: An order.
  ///   - rhs: Another.
  /// - Returns: `true` when both have the same fields and layout direction.
  public static func == (lhs: FocusOrder, rhs: FocusOrder) -> Bool {
    lhs.layoutDirection == rhs.layoutDirection && lhs.fields.isExactly(rhs.fields)
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let orders: Set<FocusOrder> = [FocusOrder(fields: [.zero])]
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layoutDirection)
    hasher.combine(exactly: fields)
  }
}
