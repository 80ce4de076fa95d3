import Foundation
import KeyboardAvoidance

/// A change the preview can make to a screen description to find what fixes a failing row.
///
/// Rule changes apply while the keyboard is up on one screen class, as the app would write them
/// with `KeyboardAdaptive.shown(_:on:)`; the structural change wraps the screen in a scroll view.
indirect enum ScreenChange: Equatable {
  /// The screen's elements in one scroll view that reaches the bottom of the screen, its content
  /// inset at the bottom by `bottomInset` for the elements pinned to the keyboard and padded at
  /// the bottom by `padding`, the room the last field needs.
  case wrapInScrollView(id: String, bottomInset: CGFloat, padding: CGFloat)
  /// Elements hidden and, when that frees space, collapsed (height and top 0), as a stack view
  /// collapses a hidden view.
  case hide([String], on: ScreenClass)
  /// The `top` of each listed field reduced by the same amount.
  case reduceGaps([String], by: CGFloat, on: ScreenClass)
  /// An element pinned to the keyboard given another spacing.
  case pinSpacing(String, to: CGFloat, on: ScreenClass)
  /// Two changes together.
  case both(ScreenChange, ScreenChange)

  /// The description with the change made.
  func applied(to description: ScreenDescription) -> ScreenDescription {
    var changed = description
    switch self {
    case .wrapInScrollView(let id, let bottomInset, let padding):
      changed.elements = [
        .scroll(
          id: id, top: 0, contentInset: VerticalInsets(bottom: bottomInset),
          paddingBottom: padding, elements: description.elements)
      ]
    case .hide(let ids, let screenClass):
      changed.elements = Self.map(description.elements) { element in
        guard ids.contains(element.id) else { return element }
        var hidden = element
        hidden.isHidden = element.isHidden.shown(true, on: screenClass)
        if Self.space(of: element, on: screenClass) > 0 {
          hidden.height = element.height.shown(0, on: screenClass)
          hidden.top = element.top.shown(0, on: screenClass)
        }
        return hidden
      }
    case .reduceGaps(let ids, let amount, let screenClass):
      changed.elements = Self.map(description.elements) { element in
        guard ids.contains(element.id) else { return element }
        var closer = element
        let gap = element.top.adaptive.value(keyboardShown: true, on: screenClass)
        closer.top = element.top.shown(gap - amount, on: screenClass)
        return closer
      }
    case .pinSpacing(let id, let spacing, let screenClass):
      changed.pinnedElements = description.pinnedElements.map { pinned in
        guard pinned.id == id else { return pinned }
        var moved = pinned
        moved.bottom = pinned.bottom.shown(spacing, on: screenClass)
        return moved
      }
    case .both(let first, let second):
      changed = second.applied(to: first.applied(to: description))
    }
    return changed
  }

  /// The space hiding elements frees while the keyboard is up: the top and height of each one
  /// that takes room.
  static func freedSpace(
    hiding ids: [String], in description: ScreenDescription, on screenClass: ScreenClass
  ) -> CGFloat {
    description.allElements.filter { ids.contains($0.id) }
      .map { max(space(of: $0, on: screenClass), 0) }.reduce(0, +)
  }

  private static func space(of element: ScreenElement, on screenClass: ScreenClass) -> CGFloat {
    element.top.adaptive.value(keyboardShown: true, on: screenClass)
      + element.height.adaptive.value(keyboardShown: true, on: screenClass)
  }

  private static func map(
    _ elements: [ScreenElement], _ transform: (ScreenElement) -> ScreenElement
  ) -> [ScreenElement] {
    elements.map { element in
      var changed = transform(element)
      changed.elements = map(element.elements, transform)
      return changed
    }
  }
}
