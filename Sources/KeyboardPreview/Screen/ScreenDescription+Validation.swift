import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// Checks what the types cannot: unique ids, containers that hold something, sizes that are
  /// not negative, scroll views that can be laid out, a focus and a focus order that name the
  /// screen's fields.
  ///
  /// - Parameter version: The format version the description was read from, for the JSON paths
  ///   of pinned elements (`pinned` in version 1, `pinned[0]` in version 2).
  /// - Returns: The first problem, with its JSON path; `nil` when the description is sound.
  func problem(version: Int = formatVersion) -> PreviewError? {
    var seen: Set<String> = []
    for (path, element, list, index, insideScroll) in elementPaths() {
      if let problem = Self.identity(element.id, at: path, seen: &seen) { return problem }
      if let problem = Self.containerProblem(
        element, at: path, isLast: index == list.count - 1, insideScroll: insideScroll)
      {
        return problem
      }
      if !(element.isContainer && element.scrolling?.reachesScreenBottom != false),
        let problem = Self.negative(element.height, at: path + ".height")
      {
        return problem
      }
    }
    for (index, pinned) in pinnedElements.enumerated() {
      let path = version == 1 ? "pinned" : "pinned[\(index)]"
      if pinned.kind == .group || pinned.kind == .scroll {
        let subject = version == 1 ? "the pinned element" : "a pinned element"
        return .invalidValue(
          path: path + ".kind", reason: "\(subject) cannot be a \(pinned.kind.rawValue)")
      }
      if let problem = Self.identity(pinned.id, at: path, seen: &seen) { return problem }
      if let problem = Self.negative(pinned.height, at: path + ".height") { return problem }
    }
    for (key, value) in [("bars.top", bars.top), ("bars.bottom", bars.bottom)]
    where !value.isFinite || value < 0 {
      return .invalidValue(path: key, reason: "must be 0 or more")
    }
    if !focusDistance.isFinite || focusDistance < 0 {
      return .invalidValue(path: "focusDistance", reason: "must be 0 or more")
    }
    return focusProblem()
  }

  private static func identity(_ id: String, at path: String, seen: inout Set<String>)
    -> PreviewError?
  {
    if id.isEmpty { return .invalidValue(path: path + ".id", reason: "an id is empty") }
    guard seen.insert(id).inserted else {
      return .invalidValue(path: path + ".id", reason: "the id \"\(id)\" is used twice")
    }
    return nil
  }

  private static func containerProblem(
    _ element: ScreenElement, at path: String, isLast: Bool, insideScroll: Bool
  ) -> PreviewError? {
    switch element.kind {
    case .group where element.elements.isEmpty:
      return .invalidValue(path: path + ".elements", reason: "a group needs an element")
    case .scroll where element.elements.isEmpty:
      return .invalidValue(path: path + ".elements", reason: "a scroll view needs an element")
    case .scroll:
      let insets = element.scrolling?.contentInset ?? .zero
      let padding = element.scrolling?.paddingBottom ?? 0
      for (key, value) in [
        ("contentInset.top", insets.top), ("contentInset.bottom", insets.bottom),
        ("paddingBottom", padding),
      ] where !value.isFinite || value < 0 {
        return .invalidValue(path: path + ".\(key)", reason: "must be 0 or more")
      }
      if let bottom = element.scrolling?.bottomAboveSafeArea {
        guard bottom.isFinite else {
          return .invalidValue(path: path + ".bottom", reason: "must be a number")
        }
        return nil
      }
      guard element.scrolling?.reachesScreenBottom != false else { return nil }
      if insideScroll {
        return .invalidValue(
          path: path + ".height", reason: "a scroll view inside a scroll view needs a height")
      }
      if !isLast {
        return .invalidValue(
          path: path + ".height",
          reason: "a scroll view without a height reaches the bottom of the screen, so it must "
            + "be the last element of its list; give it a height")
      }
      return nil
    default:
      return nil
    }
  }

  private func focusProblem() -> PreviewError? {
    let fields = fieldIDs
    let known =
      fields.isEmpty ? "the screen has no field" : "fields: " + fields.joined(separator: ", ")
    switch focus {
    case .field(let id) where !fields.contains(id):
      return .invalidValue(path: "focus", reason: "no field has the id \"\(id)\"; \(known)")
    case .allFields where fields.isEmpty:
      return .invalidValue(path: "focus", reason: "there is no field to focus")
    default:
      break
    }
    guard let focusOrder else { return nil }
    var listed: Set<String> = []
    for (index, id) in focusOrder.enumerated() {
      let path = "focusOrder[\(index)]"
      guard fields.contains(id) else {
        return .invalidValue(path: path, reason: "no field has the id \"\(id)\"; \(known)")
      }
      guard listed.insert(id).inserted else {
        return .invalidValue(path: path, reason: "the field \"\(id)\" is listed twice")
      }
    }
    if let missing = fields.first(where: { !listed.contains($0) }) {
      return .invalidValue(
        path: "focusOrder", reason: "the field \"\(missing)\" is missing; list every field once")
    }
    return nil
  }

  /// Each element with its JSON path (such as `elements[2].elements[1]`), the list it is in, its
  /// index there, and whether a scroll view holds it.
  private func elementPaths() -> [(String, ScreenElement, [ScreenElement], Int, Bool)] {
    func walk(_ elements: [ScreenElement], _ prefix: String, _ insideScroll: Bool)
      -> [(String, ScreenElement, [ScreenElement], Int, Bool)]
    {
      elements.enumerated().flatMap { index, element in
        let path = "\(prefix)elements[\(index)]"
        return [(path, element, elements, index, insideScroll)]
          + walk(element.elements, path + ".", insideScroll || element.kind == .scroll)
      }
    }
    return walk(elements, "", false)
  }

  private static func negative(_ rule: AdaptiveRule<CGFloat>, at path: String) -> PreviewError? {
    let values =
      [rule.hidden, rule.shown]
      + rule.overrides.flatMap { [$0.hidden, $0.shown].compactMap { $0 } }
    guard values.contains(where: { $0 < 0 }) else { return nil }
    return .invalidValue(path: path, reason: "a height must not be negative")
  }
}
