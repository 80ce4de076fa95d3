import Foundation
import KeyboardAvoidance

/// One element of a form screen, laid out top to bottom with the others.
///
/// An element's ``top`` is its distance from the element above it (from the top of the safe area
/// for the first element, from the top of its group for a group's first element). ``leading`` and
/// ``trailing`` inset it from the safe area's sides, or from its group's sides. A group holds
/// elements of its own and takes its height from them.
///
/// ``isHidden`` works like UIKit's `isHidden`: a hidden element keeps its place in the layout and
/// is only not drawn. That is why the built-in login screen pulls the status label up by a negative
/// spacing when it hides the logo above it.
///
/// ```swift
/// let password = ScreenElement(id: "password", kind: .field, text: "Password", height: 44, top: 12)
/// let group = ScreenElement.group(id: "credentials", top: 40, elements: [password])
/// group.elements.map(\.id)  // ["password"]
/// ```
public struct ScreenElement: Sendable, Equatable {
  /// What an element is; fields can take the focus, groups hold other elements.
  public enum Kind: String, Sendable, CaseIterable {
    /// An image such as a company logo.
    case logo
    /// A line of text.
    case label
    /// A text field: the only kind that can be focused.
    case field
    /// A button.
    case button
    /// Any other view.
    case view
    /// A container of other elements, as tall as they are.
    case group
  }

  /// A name unique within the screen, used in reports, pictures and the `focus` key.
  public var id: String
  /// What the element is.
  public var kind: Kind
  /// The text to draw in pictures; the ``id`` when `nil`.
  public var text: String?
  /// The element's height; ignored for groups, which are as tall as their elements.
  public var height: AdaptiveRule<CGFloat>
  /// The distance from the element above, or from the top of the safe area or the group.
  public var top: AdaptiveRule<CGFloat>
  /// The inset from the leading side of the safe area or the group.
  public var leading: AdaptiveRule<CGFloat>
  /// The inset from the trailing side of the safe area or the group.
  public var trailing: AdaptiveRule<CGFloat>
  /// The corner radius, drawn in pictures.
  public var cornerRadius: AdaptiveRule<CGFloat>
  /// Whether the element is hidden; hidden elements keep their place, as in UIKit.
  public var isHidden: AdaptiveRule<Bool>
  /// A group's elements, top to bottom; empty for other kinds.
  public var elements: [ScreenElement]

  /// Creates an element that is not a group.
  ///
  /// - Parameters:
  ///   - id: A name unique within the screen.
  ///   - kind: What the element is.
  ///   - text: The text to draw; the id when `nil`.
  ///   - height: The element's height.
  ///   - top: The distance from the element above.
  ///   - leading: The inset from the leading side; 0 by default.
  ///   - trailing: The inset from the trailing side; 0 by default.
  ///   - cornerRadius: The corner radius; 0 by default.
  ///   - isHidden: Whether the element is hidden; never by default.
  public init(
    id: String,
    kind: Kind,
    text: String? = nil,
    height: AdaptiveRule<CGFloat>,
    top: AdaptiveRule<CGFloat>,
    leading: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    trailing: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    cornerRadius: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    isHidden: AdaptiveRule<Bool> = AdaptiveRule(false)
  ) {
    self.id = id
    self.kind = kind
    self.text = text
    self.height = height
    self.top = top
    self.leading = leading
    self.trailing = trailing
    self.cornerRadius = cornerRadius
    self.isHidden = isHidden
    self.elements = []
  }

  /// Creates a group of elements, as tall as they are.
  ///
  /// ```swift
  /// let group = ScreenElement.group(id: "credentials", top: 40, elements: [idField, password])
  /// group.kind  // .group
  /// ```
  ///
  /// - Parameters:
  ///   - id: A name unique within the screen.
  ///   - top: The distance from the element above.
  ///   - leading: The inset from the leading side; 0 by default.
  ///   - trailing: The inset from the trailing side; 0 by default.
  ///   - isHidden: Whether the group and everything in it is hidden; never by default.
  ///   - elements: The group's elements, top to bottom.
  /// - Returns: The group.
  public static func group(
    id: String,
    top: AdaptiveRule<CGFloat>,
    leading: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    trailing: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    isHidden: AdaptiveRule<Bool> = AdaptiveRule(false),
    elements: [ScreenElement]
  ) -> ScreenElement {
    var group = ScreenElement(
      id: id, kind: .group, height: AdaptiveRule(0), top: top, leading: leading,
      trailing: trailing, isHidden: isHidden)
    group.elements = elements
    return group
  }

  /// This element and every element inside it, depth first.
  var flattened: [ScreenElement] {
    [self] + elements.flatMap(\.flattened)
  }
}

/// The element pinned to the bottom of the screen, such as a login button: it rests above the
/// safe area's bottom and sits on the keyboard while the keyboard is up.
///
/// Its position comes from `KeyboardState.bottomOffset(for:options:)`, with
/// ``bottom`` (its value for the keyboard's state and the screen's class) as both the spacing
/// above the keyboard and the resting offset above the safe area.
///
/// ```swift
/// let button = PinnedElement(
///   id: "loginButton", kind: .button, height: 50, bottom: AdaptiveRule(hidden: 50, shown: 0))
/// button.bottom.adaptive.value(keyboardShown: true, on: .tall)  // 0: on the keyboard
/// ```
public struct PinnedElement: Sendable, Equatable {
  /// A name unique within the screen.
  public var id: String
  /// What the element is; never a group.
  public var kind: ScreenElement.Kind
  /// The text to draw in pictures; the ``id`` when `nil`.
  public var text: String?
  /// The element's height.
  public var height: AdaptiveRule<CGFloat>
  /// The distance above the safe area's bottom while the keyboard is hidden, and above the
  /// keyboard's top while it is up.
  public var bottom: AdaptiveRule<CGFloat>
  /// The inset from the leading side of the safe area.
  public var leading: AdaptiveRule<CGFloat>
  /// The inset from the trailing side of the safe area.
  public var trailing: AdaptiveRule<CGFloat>
  /// The corner radius, drawn in pictures.
  public var cornerRadius: AdaptiveRule<CGFloat>
  /// Whether the element is hidden.
  public var isHidden: AdaptiveRule<Bool>

  /// Creates a pinned element.
  ///
  /// - Parameters:
  ///   - id: A name unique within the screen.
  ///   - kind: What the element is; not a group.
  ///   - text: The text to draw; the id when `nil`.
  ///   - height: The element's height.
  ///   - bottom: The distance above the safe area's bottom, or above the keyboard.
  ///   - leading: The inset from the leading side; 0 by default.
  ///   - trailing: The inset from the trailing side; 0 by default.
  ///   - cornerRadius: The corner radius; 0 by default.
  ///   - isHidden: Whether the element is hidden; never by default.
  public init(
    id: String,
    kind: ScreenElement.Kind,
    text: String? = nil,
    height: AdaptiveRule<CGFloat>,
    bottom: AdaptiveRule<CGFloat>,
    leading: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    trailing: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    cornerRadius: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    isHidden: AdaptiveRule<Bool> = AdaptiveRule(false)
  ) {
    self.id = id
    self.kind = kind
    self.text = text
    self.height = height
    self.bottom = bottom
    self.leading = leading
    self.trailing = trailing
    self.cornerRadius = cornerRadius
    self.isHidden = isHidden
  }
}
