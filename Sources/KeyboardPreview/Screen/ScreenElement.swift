import Foundation
import KeyboardAvoidance

/// One element of a form screen, laid out top to bottom with the others.
///
/// An element's ``top`` is its distance from the element above it (from the top of the safe area
/// for the first element, from the top of its group or scroll view's content for their first
/// element). ``leading`` and ``trailing`` inset it from the safe area's sides, or from its
/// container's sides. A group holds elements of its own and takes its height from them; a scroll
/// view (format version 2) holds elements as its content, which may be taller than the scroll
/// view and scrolls.
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
    /// A scroll view: its elements are its content, which scrolls inside its frame (format
    /// version 2).
    case scroll
  }

  /// How a scroll view is sized and inset: what `UIScrollView` needs besides its content.
  ///
  /// ```swift
  /// let form = ScreenElement.Scrolling(contentInset: VerticalInsets(bottom: 66))
  /// form.reachesScreenBottom  // true: the scroll view ends at the bottom of the screen
  /// ```
  public struct Scrolling: Sendable, Equatable {
    /// Whether the scroll view reaches down to the bottom edge of the screen, as a full-screen
    /// scroll view does; when `false`, the element's ``ScreenElement/height`` is its height.
    public var reachesScreenBottom: Bool
    /// The insets the app sets (`UIScrollView.contentInset`), at the top and the bottom.
    public var contentInset: VerticalInsets
    /// Whether UIKit adds the part of the safe area the scroll view overlaps to its insets, as
    /// `contentInsetAdjustmentBehavior` `.automatic` does for a scroll view that scrolls
    /// vertically.
    public var adjustsForSafeArea: Bool
    /// The content's space below its last element (a stack view's bottom margin): the room the
    /// last field needs to scroll the focus distance above the keyboard, since a scroll view
    /// never scrolls past its content.
    public var paddingBottom: CGFloat
    /// How far above the safe area's bottom the scroll view ends, whatever the screen's height,
    /// as one whose bottom is constrained to the safe area does (format version 3); `nil` when
    /// it reaches the bottom of the screen or has a fixed height.
    public var bottomAboveSafeArea: CGFloat?

    /// Creates the sizing of a scroll view.
    ///
    /// - Parameters:
    ///   - reachesScreenBottom: Whether it reaches the bottom of the screen; `true` by default.
    ///   - contentInset: The app's insets; none by default.
    ///   - adjustsForSafeArea: Whether UIKit adds the safe area to the insets; `true` by default.
    ///   - paddingBottom: The content's space below its last element; 0 by default.
    ///   - bottomAboveSafeArea: How far above the safe area's bottom it ends; `nil` (the
    ///     default) unless its bottom follows the safe area's.
    public init(
      reachesScreenBottom: Bool = true, contentInset: VerticalInsets = .zero,
      adjustsForSafeArea: Bool = true, paddingBottom: CGFloat = 0,
      bottomAboveSafeArea: CGFloat? = nil
    ) {
      self.reachesScreenBottom = reachesScreenBottom && bottomAboveSafeArea == nil
      self.contentInset = contentInset
      self.adjustsForSafeArea = adjustsForSafeArea
      self.paddingBottom = paddingBottom
      self.bottomAboveSafeArea = bottomAboveSafeArea
    }
  }

  /// A name unique within the screen, used in reports, pictures and the `focus` key.
  public var id: String
  /// What the element is.
  public var kind: Kind
  /// The text to draw in pictures; the ``id`` when `nil`.
  public var text: String?
  /// The element's height; ignored for groups, which are as tall as their elements, and for
  /// scroll views that reach the bottom of the screen.
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
  /// A group's elements, or a scroll view's content, top to bottom; empty for other kinds.
  public var elements: [ScreenElement]
  /// How a scroll view is sized and inset; `nil` for other kinds.
  public var scrolling: Scrolling?

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
    self.scrolling = nil
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

  /// Creates a scroll view holding elements as its content (format version 2).
  ///
  /// The content is laid out like a group's, from the top of the content; its height is the
  /// bottom of its last element. The scroll view starts scrolled to the top, its first element
  /// just below its top inset, as UIKit shows it.
  ///
  /// ```swift
  /// let form = ScreenElement.scroll(id: "form", top: 0, elements: [nameField, emailField])
  /// form.scrolling?.reachesScreenBottom  // true
  /// ```
  ///
  /// - Parameters:
  ///   - id: A name unique within the screen.
  ///   - top: The distance from the element above.
  ///   - height: The scroll view's height; `nil` (the default) to reach the bottom of the screen.
  ///   - leading: The inset from the leading side; 0 by default.
  ///   - trailing: The inset from the trailing side; 0 by default.
  ///   - contentInset: The app's content insets; none by default.
  ///   - adjustsForSafeArea: Whether UIKit adds the safe area it overlaps to its insets; `true`
  ///     by default.
  ///   - paddingBottom: The content's space below its last element; 0 by default.
  ///   - bottomAboveSafeArea: How far above the safe area's bottom the scroll view ends on every
  ///     screen, instead of a height (format version 3); `nil` by default.
  ///   - isHidden: Whether the scroll view and its content are hidden; never by default.
  ///   - elements: The content, top to bottom.
  /// - Returns: The scroll view.
  public static func scroll(
    id: String,
    top: AdaptiveRule<CGFloat>,
    height: AdaptiveRule<CGFloat>? = nil,
    leading: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    trailing: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    contentInset: VerticalInsets = .zero,
    adjustsForSafeArea: Bool = true,
    paddingBottom: CGFloat = 0,
    bottomAboveSafeArea: CGFloat? = nil,
    isHidden: AdaptiveRule<Bool> = AdaptiveRule(false),
    elements: [ScreenElement]
  ) -> ScreenElement {
    var scroll = ScreenElement(
      id: id, kind: .scroll, height: height ?? AdaptiveRule(0), top: top, leading: leading,
      trailing: trailing, isHidden: isHidden)
    scroll.elements = elements
    scroll.scrolling = Scrolling(
      reachesScreenBottom: height == nil, contentInset: contentInset,
      adjustsForSafeArea: adjustsForSafeArea, paddingBottom: paddingBottom,
      bottomAboveSafeArea: bottomAboveSafeArea)
    return scroll
  }

  /// Whether the element holds other elements: a group or a scroll view.
  var isContainer: Bool { kind == .group || kind == .scroll }

  /// This element and every element inside it, depth first.
  var flattened: [ScreenElement] {
    [self] + elements.flatMap(\.flattened)
  }
}

/// An element pinned to the bottom of the screen, such as a login button: it rests above the
/// safe area's bottom and, pinned to the keyboard, sits on the keyboard while the keyboard is up.
///
/// Pinned to the keyboard (the default), its position comes from
/// `KeyboardState.bottomOffset(for:options:)`, with ``bottom`` (its value for the keyboard's state
/// and the screen's class) as both the spacing above the keyboard and the resting offset above the
/// safe area; while the keyboard is up it rides on it, and the focused field has to clear it too.
/// Pinned to the safe area (format version 2), it stays ``bottom`` above the safe area's bottom
/// and the keyboard covers it.
///
/// ```swift
/// let button = PinnedElement(
///   id: "loginButton", kind: .button, height: 50, bottom: AdaptiveRule(hidden: 50, shown: 0))
/// button.bottom.adaptive.value(keyboardShown: true, on: .tall)  // 0: on the keyboard
/// ```
public struct PinnedElement: Sendable, Equatable {
  /// What a pinned element's ``PinnedElement/bottom`` is measured from.
  public enum Anchor: String, Sendable, CaseIterable {
    /// The keyboard's top while it is up, the safe area's bottom while it is hidden: the element
    /// rides on the keyboard, as one pinned to `UIKeyboardLayoutGuide` does.
    case keyboard
    /// The safe area's bottom, always: the keyboard covers the element while it is up.
    case safeArea
  }

  /// A name unique within the screen.
  public var id: String
  /// What the element is; never a group.
  public var kind: ScreenElement.Kind
  /// The text to draw in pictures; the ``id`` when `nil`.
  public var text: String?
  /// The element's height.
  public var height: AdaptiveRule<CGFloat>
  /// The distance above the safe area's bottom while the keyboard is hidden, and, pinned to the
  /// keyboard, above the keyboard's top while it is up.
  public var bottom: AdaptiveRule<CGFloat>
  /// The inset from the leading side of the safe area.
  public var leading: AdaptiveRule<CGFloat>
  /// The inset from the trailing side of the safe area.
  public var trailing: AdaptiveRule<CGFloat>
  /// The corner radius, drawn in pictures.
  public var cornerRadius: AdaptiveRule<CGFloat>
  /// Whether the element is hidden.
  public var isHidden: AdaptiveRule<Bool>
  /// What ``bottom`` is measured from: the keyboard (the default) or the safe area.
  public var anchor: Anchor

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
  ///   - anchor: What `bottom` is measured from; the keyboard by default.
  public init(
    id: String,
    kind: ScreenElement.Kind,
    text: String? = nil,
    height: AdaptiveRule<CGFloat>,
    bottom: AdaptiveRule<CGFloat>,
    leading: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    trailing: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    cornerRadius: AdaptiveRule<CGFloat> = AdaptiveRule(0),
    isHidden: AdaptiveRule<Bool> = AdaptiveRule(false),
    anchor: Anchor = .keyboard
  ) {
    self.id = id
    self.kind = kind
    self.text = text
    self.height = height
    self.bottom = bottom
    self.anchor = anchor
    self.leading = leading
    self.trailing = trailing
    self.cornerRadius = cornerRadius
    self.isHidden = isHidden
  }
}
