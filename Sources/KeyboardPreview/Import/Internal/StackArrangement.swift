import Foundation

/// Frames for a stack view's arranged subviews when Interface Builder saved none, from the
/// stack's axis, spacing and distribution: what `UIStackView` does with subviews that have a
/// size of their own, enough to place a form's fields.
///
/// A subview's length along the axis is its saved frame's, its height or width constraint's, or
/// the default height UIKit gives the control in Interface Builder's library; `fillEqually`
/// shares the stack's length. Across the axis every subview fills the stack (`alignment` fill).
/// Hidden subviews take no room, as `UIStackView` hides them.
struct StackArrangement {
  var arranged: [IBView]

  /// Default heights of controls as Interface Builder's library adds them with the system font,
  /// in points: a rounded text field 34, a label of 17 pt text 20.5, a system button 30, a
  /// switch 31, a segmented control 32, a search bar 56.
  static let defaultHeights: [String: CGFloat] = [
    "textField": 34, "label": 20.5, "button": 30, "switch": 31, "segmentedControl": 32,
    "searchBar": 56, "slider": 30, "stepper": 32,
  ]

  init(_ stack: IBView) {
    let vertical = stack["axis"] == "vertical"
    let spacing = stack.number("spacing") ?? 0
    let size = stack.frame?.size ?? .zero
    let shown = stack.subviews.filter { !$0.flag("hidden") }
    let total = vertical ? size.height : size.width
    let equal =
      shown.isEmpty ? 0 : (total - spacing * CGFloat(shown.count - 1)) / CGFloat(shown.count)
    var cursor: CGFloat = 0
    arranged = stack.subviews.map { subview in
      var view = subview
      guard !subview.flag("hidden") else {
        view.frame =
          vertical
          ? CGRect(x: 0, y: cursor, width: size.width, height: 0)
          : CGRect(x: cursor, y: 0, width: 0, height: size.height)
        return view
      }
      let attribute = vertical ? "height" : "width"
      let constrained = subview.constraints.first {
        $0.firstAttribute == attribute && $0.secondItem == nil && $0.firstItem == subview.id
      }?.constant
      let saved = subview.frame.map { vertical ? $0.height : $0.width }
      let length: CGFloat
      if stack["distribution"] == "fillEqually" {
        length = equal
      } else {
        length =
          saved ?? constrained ?? (vertical ? Self.defaultHeights[subview.element] : nil) ?? equal
      }
      view.frame =
        vertical
        ? CGRect(x: 0, y: cursor, width: size.width, height: length)
        : CGRect(x: cursor, y: 0, width: length, height: size.height)
      cursor += length + spacing
      return view
    }
  }
}
