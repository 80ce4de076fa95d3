import Foundation
import KeyboardAvoidance

/// A form screen as `keyboard-preview` checks it: elements top to bottom, scroll views, elements
/// pinned to the bottom, the field or fields to focus, and the rules that change the layout while
/// the keyboard is up.
///
/// Read one from JSON with ``init(json:)`` (formats 1 and 2 are described in <doc:ScreenFormat>),
/// write one with ``jsonText``, or start from a built-in screen: ``builtInLogin``, the login
/// screen of a hand-written Combine blog post, or the sign-up forms ``builtInSignUp`` and
/// ``builtInSignUpWithoutScrollView``.
///
/// ```swift
/// let screen = try ScreenDescription(json: Data(contentsOf: url))
/// ScreenDescription.builtInLogin.focus  // "password"
/// ScreenDescription.builtInSignUp.focus  // .allFields
/// ScreenDescription.builtInLogin.elements.map(\.id)  // ["logo", "statusLabel", "credentials"]
/// ```
public struct ScreenDescription: Sendable, Equatable {
  /// The newest version of the JSON format this package reads and writes; it reads versions 1
  /// and 2 too.
  public static let formatVersion = 3

  /// The field, or fields, a run focuses while the keyboard is up.
  ///
  /// A string literal names one field:
  ///
  /// ```swift
  /// let focus: ScreenDescription.Focus = "password"  // .field("password")
  /// ScreenDescription.Focus.allFields.description  // "all"
  /// ```
  public enum Focus: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// One field, by its id.
    case field(String)
    /// Every field in turn, in focus order, as the previous and next buttons above the keyboard
    /// walk them.
    case allFields

    /// Names one field.
    ///
    /// - Parameter value: The field's id.
    public init(stringLiteral value: String) {
      self = .field(value)
    }

    /// The field's id, or `all`.
    public var description: String {
      switch self {
      case .field(let id): id
      case .allFields: "all"
      }
    }
  }

  /// A name for reports and pictures.
  public var name: String
  /// The elements, top to bottom.
  public var elements: [ScreenElement]
  /// The elements pinned to the bottom, to the keyboard or to the safe area.
  public var pinnedElements: [PinnedElement]
  /// The field, or fields, to focus.
  public var focus: Focus
  /// The order the fields take the focus in, by id; `nil` for the order `FocusOrder` gives
  /// their frames with the keyboard hidden.
  public var focusOrder: [String]?
  /// The space to keep between the focused field and the keyboard (or what rides on it), in
  /// points.
  public var focusDistance: CGFloat
  /// The bars a navigation or tab bar controller draws over the screen, added to the safe area
  /// (format version 3); none by default.
  public var bars = ScreenBars.none

  /// Creates a screen description with at most one pinned element, as format version 1 has.
  ///
  /// - Parameters:
  ///   - name: A name for reports and pictures.
  ///   - elements: The elements, top to bottom.
  ///   - pinned: The element pinned to the bottom; none by default.
  ///   - focus: The field, or fields, to focus.
  ///   - focusDistance: The space to keep above the keyboard; 10 by default, as
  ///     `KeyboardState.rootShift(for:revealing:topGuide:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)`
  ///     keeps.
  public init(
    name: String,
    elements: [ScreenElement],
    pinned: PinnedElement? = nil,
    focus: Focus,
    focusDistance: CGFloat = 10
  ) {
    self.init(
      name: name, elements: elements, pinnedElements: pinned.map { [$0] } ?? [], focus: focus,
      focusDistance: focusDistance)
  }

  /// Creates a screen description.
  ///
  /// ```swift
  /// let screen = ScreenDescription(
  ///   name: "Sign-up", elements: [form], pinnedElements: [createAccount], focus: .allFields)
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name for reports and pictures.
  ///   - elements: The elements, top to bottom.
  ///   - pinnedElements: The elements pinned to the bottom.
  ///   - focus: The field, or fields, to focus.
  ///   - focusOrder: The fields' order by id; `nil` (the default) for the order of their frames.
  ///   - focusDistance: The space to keep above the keyboard; 10 by default.
  public init(
    name: String,
    elements: [ScreenElement],
    pinnedElements: [PinnedElement],
    focus: Focus,
    focusOrder: [String]? = nil,
    focusDistance: CGFloat = 10
  ) {
    self.name = name
    self.elements = elements
    self.pinnedElements = pinnedElements
    self.focus = focus
    self.focusOrder = focusOrder
    self.focusDistance = focusDistance
  }

  /// The first pinned element: the one pinned element of format version 1.
  public var pinned: PinnedElement? { pinnedElements.first }

  /// Every element of the flow, containers and their elements included, depth first.
  var allElements: [ScreenElement] { elements.flatMap(\.flattened) }

  /// The ids of the fields, depth first.
  var fieldIDs: [String] { allElements.filter { $0.kind == .field }.map(\.id) }

  /// Whether format version 1 can hold the description: no scroll view, at most one pinned
  /// element and that one on the keyboard, one named field and no explicit order.
  var fitsFormatVersion1: Bool {
    guard case .field = focus, focusOrder == nil, pinnedElements.count <= 1,
      pinnedElements.allSatisfy({ $0.anchor == .keyboard })
    else { return false }
    return !allElements.contains { $0.kind == .scroll }
  }

  /// Whether format version 2 can hold the description: no bars, and no scroll view whose
  /// bottom is measured from the safe area's.
  var fitsFormatVersion2: Bool {
    bars.isEmpty && !allElements.contains { $0.scrolling?.bottomAboveSafeArea != nil }
  }
}
