import Foundation
import KeyboardAvoidance

/// A rectangle in screen points, as the JSON report writes it.
///
/// ```swift
/// PreviewRect(CGRect(x: 0, y: 315, width: 320, height: 253)).maxY  // 568
/// ```
public struct PreviewRect: Codable, Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle from its edges and size.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates the report's rectangle for a core rectangle.
  ///
  /// - Parameter rect: A rectangle in screen coordinates.
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }

  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The right edge.
  public var maxX: Double { x + width }

  /// The rectangle as a `CGRect`.
  public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// A size in points, as the JSON report writes it.
///
/// ```swift
/// PreviewSize(width: 393, height: 852).width  // 393
/// ```
public struct PreviewSize: Codable, Sendable, Hashable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Safe-area insets in points, as the JSON report writes them.
///
/// ```swift
/// PreviewInsets(ScreenInsets(top: 59, bottom: 34)).top  // 59
/// ```
public struct PreviewInsets: Codable, Sendable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates the report's insets for the core's insets.
  ///
  /// - Parameter insets: Safe-area insets.
  public init(_ insets: ScreenInsets) {
    top = Double(insets.top)
    left = Double(insets.left)
    bottom = Double(insets.bottom)
    right = Double(insets.right)
  }
}

/// One element of a laid-out screen, as the JSON report writes it.
///
/// ```swift
/// let password = result.shown.first { $0.id == "password" }
/// password?.frame.maxY  // 211 on an iPhone SE (1st generation) with the built-in login screen
/// ```
public struct PreviewElement: Codable, Sendable, Hashable {
  /// The element's id.
  public var id: String
  /// The element's kind: `logo`, `label`, `field`, `button`, `view` or `group`.
  public var kind: String
  /// The text drawn in pictures.
  public var text: String
  /// Where the element is, in screen points, after any shift.
  public var frame: PreviewRect
  /// Whether the element is hidden (it keeps its place, as in UIKit).
  public var isHidden: Bool
  /// The corner radius.
  public var cornerRadius: Double
  /// Whether this is the element pinned to the bottom.
  public var isPinned: Bool
  /// Whether this is the focused field.
  public var isFocused: Bool
  /// 0 for the screen's elements, 1 for elements inside a group or a scroll view, and so on.
  public var depth: Int
  /// The innermost scroll view holding the element; `nil` outside scroll views.
  public var scroll: String?
  /// The part of the screen its scroll views show it in.
  ///
  /// What lies outside is scrolled out of view; `nil` outside scroll views.
  public var clip: PreviewRect?
  /// What a pinned element is pinned to: `keyboard` or `safeArea`; `nil` for the others.
  public var pinnedTo: String?

  init(_ element: PlacedElement, focus: String?) {
    id = element.id
    kind = element.kind.rawValue
    text = element.text
    frame = PreviewRect(element.frame)
    isHidden = element.isHidden
    cornerRadius = Double(element.cornerRadius)
    isPinned = element.isPinned
    isFocused = element.id == focus
    depth = element.depth
    scroll = element.scrolls.last
    clip = element.clip.map(PreviewRect.init)
    pinnedTo = element.anchor?.rawValue
  }
}

/// A scroll view where a focused field left it, as the JSON report writes it.
///
/// ```swift
/// scroll.id  // "form"
/// scroll.contentOffset  // 187: scrolled 187 pt down to show the field
/// scroll.keyboardInset  // 318: the bottom inset added for the keyboard and the button on it
/// ```
public struct PreviewScroll: Codable, Sendable, Hashable {
  /// The scroll view's id.
  public var id: String
  /// Its frame in screen points.
  public var frame: PreviewRect
  /// The height of its content.
  public var contentHeight: Double
  /// How far it is scrolled (`UIScrollView.contentOffset.y`).
  public var contentOffset: Double
  /// The part of its bottom inset added for the keyboard and what rides on it.
  public var keyboardInset: Double

  init(id: String, geometry: ScrollGeometry) {
    self.id = id
    frame = PreviewRect(geometry.frame)
    contentHeight = Double(geometry.contentHeight)
    contentOffset = Double(geometry.state.contentOffsetY)
    keyboardInset = Double(geometry.state.keyboardInset)
  }
}
