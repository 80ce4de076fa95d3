import Foundation
import KeyboardAvoidance

/// A form screen as `keyboard-preview` checks it: elements top to bottom, one element pinned to
/// the bottom, the focused field, and the rules that change the layout while the keyboard is up.
///
/// Read one from JSON with ``init(json:)`` (the format, version 1, is described in
/// <doc:ScreenFormat>), write one with ``jsonText``, or start from ``builtInLogin``, the login
/// screen of a hand-written Combine blog post.
///
/// ```swift
/// let screen = try ScreenDescription(json: Data(contentsOf: url))
/// screen.focus  // "password"
/// ScreenDescription.builtInLogin.elements.map(\.id)  // ["logo", "statusLabel", "credentials"]
/// ```
public struct ScreenDescription: Sendable, Equatable {
  /// The version of the JSON format this package reads and writes.
  public static let formatVersion = 1

  /// A name for reports and pictures.
  public var name: String
  /// The elements, top to bottom.
  public var elements: [ScreenElement]
  /// The element pinned to the bottom, if any.
  public var pinned: PinnedElement?
  /// The id of the focused field.
  public var focus: String
  /// The space to keep between the focused field and the keyboard, in points.
  public var focusDistance: CGFloat

  /// Creates a screen description.
  ///
  /// - Parameters:
  ///   - name: A name for reports and pictures.
  ///   - elements: The elements, top to bottom.
  ///   - pinned: The element pinned to the bottom; none by default.
  ///   - focus: The id of the focused field.
  ///   - focusDistance: The space to keep above the keyboard; 10 by default, as
  ///     `KeyboardState.rootShift(for:revealing:topGuide:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)`
  ///     keeps.
  public init(
    name: String,
    elements: [ScreenElement],
    pinned: PinnedElement? = nil,
    focus: String,
    focusDistance: CGFloat = 10
  ) {
    self.name = name
    self.elements = elements
    self.pinned = pinned
    self.focus = focus
    self.focusDistance = focusDistance
  }

  /// Every element of the flow, groups and their elements included, depth first.
  var allElements: [ScreenElement] { elements.flatMap(\.flattened) }

  /// Checks what the types cannot: unique ids, a focused field that exists, sizes that are not
  /// negative, groups that hold something.
  ///
  /// - Returns: The first problem, with its JSON path; `nil` when the description is sound.
  func problem() -> PreviewError? {
    var seen: Set<String> = []
    for (path, element) in elementPaths() {
      if element.id.isEmpty { return .invalidValue(path: path + ".id", reason: "an id is empty") }
      if !seen.insert(element.id).inserted {
        return .invalidValue(path: path + ".id", reason: "the id \"\(element.id)\" is used twice")
      }
      if element.kind == .group && element.elements.isEmpty {
        return .invalidValue(path: path + ".elements", reason: "a group needs an element")
      }
      if element.kind != .group, let problem = Self.negative(element.height, at: path + ".height") {
        return problem
      }
    }
    if let pinned {
      if pinned.kind == .group {
        return .invalidValue(path: "pinned.kind", reason: "the pinned element cannot be a group")
      }
      if pinned.id.isEmpty { return .invalidValue(path: "pinned.id", reason: "an id is empty") }
      if seen.contains(pinned.id) {
        return .invalidValue(path: "pinned.id", reason: "the id \"\(pinned.id)\" is used twice")
      }
      if let problem = Self.negative(pinned.height, at: "pinned.height") { return problem }
    }
    if !focusDistance.isFinite || focusDistance < 0 {
      return .invalidValue(path: "focusDistance", reason: "must be 0 or more")
    }
    let fields = allElements.filter { $0.kind == .field }.map(\.id)
    guard fields.contains(focus) else {
      let known =
        fields.isEmpty ? "the screen has no field" : "fields: " + fields.joined(separator: ", ")
      return .invalidValue(path: "focus", reason: "no field has the id \"\(focus)\"; \(known)")
    }
    return nil
  }

  /// Each element with its JSON path, such as `elements[2].elements[1]`.
  private func elementPaths() -> [(String, ScreenElement)] {
    func walk(_ elements: [ScreenElement], _ prefix: String) -> [(String, ScreenElement)] {
      elements.enumerated().flatMap { index, element in
        let path = "\(prefix)elements[\(index)]"
        return [(path, element)] + walk(element.elements, path + ".")
      }
    }
    return walk(elements, "")
  }

  private static func negative(_ rule: AdaptiveRule<CGFloat>, at path: String) -> PreviewError? {
    let values =
      [rule.hidden, rule.shown]
      + rule.overrides.flatMap { [$0.hidden, $0.shown].compactMap { $0 } }
    guard values.contains(where: { $0 < 0 }) else { return nil }
    return .invalidValue(path: path, reason: "a height must not be negative")
  }
}
