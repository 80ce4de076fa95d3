import Foundation
import KeyboardAvoidance

/// What the import says about a scene: what it approximated or left out, and why.
extension SceneBuilder {

  var deviceName: String { device?.name ?? "the document's size" }

  mutating func note(
    _ kind: PreviewImportNote.Kind, _ view: IBView, _ element: String, _ reason: String
  ) {
    notes.append(PreviewImportNote(kind: kind, element: element, line: view.line, reason: reason))
  }

  /// Size-class variations, views Interface Builder marks misplaced, disabled fields.
  mutating func noteDocumentMarks() {
    for view in allViews(root) where !skipped.contains(view.id) {
      let id = ids[view.id] ?? (view.id == root.id ? "(the view)" : view.id)
      let variations = view.variations
      if !variations.isEmpty {
        note(
          .approximated, view, id,
          "varies for size classes (\(variations.joined(separator: ", "))): the base layout "
            + "Interface Builder saved is used on every device")
      }
      if view.flag("misplaced") || view.flag("ambiguous") {
        note(
          .approximated, view, id,
          "Interface Builder marks it \(view.flag("misplaced") ? "misplaced" : "ambiguous"): "
            + "its saved frame is used, not where its constraints would put it")
      }
      if SceneImporter.fieldElements.contains(view.element) && view["enabled"] == "NO" {
        note(.approximated, view, id, "a disabled \(view.element): drawn, never focused")
      }
    }
  }

  /// Decorations (plain views, image views) that lie under or over another element in
  /// Interface Builder: backgrounds and badges, left out so that no overlap is reported.
  mutating func skipDecorations() {
    let leaves = allViews(root).filter { view in
      view.id != root.id && !skipped.contains(view.id) && children(of: view).isEmpty
        && !SceneImporter.scrollElements.contains(view.element)
    }
    for leaf in leaves where leaf.element == "view" || leaf.element == "imageView" {
      guard let frame = absolute[leaf.id] else { continue }
      let other = leaves.first { other in
        other.id != leaf.id && !skipped.contains(other.id) && layers[other.id] == layers[leaf.id]
          && (absolute[other.id].map {
            let overlap = $0.intersection(frame)
            return !overlap.isNull && overlap.width > 0.01 && overlap.height > 0.01
          } ?? false)
      }
      guard let other else { continue }
      skipped.insert(leaf.id)
      note(
        .skipped, leaf, ids[leaf.id] ?? leaf.id,
        "lies under or over `\(ids[other.id] ?? other.id)` in Interface Builder: a background "
          + "or a decoration, left out so that the overlap is not reported")
    }
  }

  /// Says how a view on the screen was placed when its constraints do not place it from the
  /// top of the safe area.
  mutating func noteVerticalPlacement(
    _ view: IBView, _ id: String, _ placement: VerticalAnchors.Placement?
  ) {
    // A view of no device's size (a cell, a freeform view) has no taller or shorter screen.
    guard device != nil else { return }
    let frame = absolute[view.id] ?? .zero
    let below = "\(points(frame.minY - safeTop)) below the safe area's top, as on \(deviceName)"
    switch placement?.mode {
    case .top(.view)?, .stretch(top: .view, bottom: _)?:
      note(
        .approximated, view, id,
        "pinned to the top of the view, not of the safe area: kept \(below)")
    case .dependsOnHeight?:
      let constraint =
        placement?.heightDependent.map { " (\(describe($0)), line \($0.line))" } ?? ""
      note(
        .approximated, view, id,
        "its place depends on the screen's height\(constraint): kept \(below); on a taller "
          + "screen it sits lower")
    case .unplaced?:
      let ignored = placement?.ignored.map { "\(describe($0)) (line \($0.line))" } ?? []
      let only =
        ignored.isEmpty
        ? ""
        : " (only \(ignored.joined(separator: ", ")), which place nothing by themselves: "
          + "inequalities or optional)"
      note(.approximated, view, id, "no constraint places it vertically\(only): kept \(below)")
    default:
      if let constraint = placement?.heightDependent {
        note(
          .approximated, view, id,
          "\(describe(constraint)) (line \(constraint.line)) depends on the screen's height: "
            + "kept as on \(deviceName)")
      }
    }
  }

  /// Says when a view on the screen keeps a fixed width or is centred horizontally: the
  /// preview keeps its insets from the document's device's sides, so on a wider screen it is
  /// wider.
  mutating func noteHorizontalPlacement(
    _ view: IBView, _ id: String, constraints: [IBConstraint]
  ) {
    guard device != nil else { return }
    let fixedWidth = constraints.first {
      $0.firstItem == view.id && $0.firstAttribute == "width" && $0.secondItem == nil
        && $0.isRequiredEquality
    }
    let centred = constraints.first {
      ($0.firstItem == view.id && $0.firstAttribute == "centerX")
        || ($0.secondItem == view.id && $0.secondAttribute == "centerX")
    }
    guard let reason = fixedWidth ?? centred else { return }
    let frame = absolute[view.id] ?? .zero
    note(
      .approximated, view, id,
      "\(describe(reason)) (line \(reason.line)): it keeps its insets from the safe area's sides "
        + "as on \(deviceName) (\(points(frame.minX - safeLeft)) and "
        + "\(points(rootFrame.width - safeRight - frame.maxX))), so on a wider screen it is "
        + "wider than \(points(frame.width))")
  }

  /// A constraint as an equation of element ids: "Safe Area.bottom = next.bottom + 20".
  func describe(_ constraint: IBConstraint) -> String {
    func item(_ id: String?) -> String {
      guard let id else { return "" }
      if id == root.guides["safeArea"] { return "Safe Area" }
      if id == scene.layoutGuides["top"] { return "Top Layout Guide" }
      if id == scene.layoutGuides["bottom"] { return "Bottom Layout Guide" }
      if id == root.id { return "Superview" }
      return ids[id] ?? id
    }
    let relation =
      constraint.relation == "greaterThanOrEqual"
      ? "≥" : constraint.relation == "lessThanOrEqual" ? "≤" : "="
    var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
    if let second = constraint.secondAttribute {
      text += "\(item(constraint.secondItem)).\(second)"
      if constraint.multiplier != 1 {
        text += " × \(PointFormat.string(Double(constraint.multiplier)))"
      }
      if constraint.constant > 0 { text += " + \(PointFormat.string(Double(constraint.constant)))" }
      if constraint.constant < 0 {
        text += " - \(PointFormat.string(Double(-constraint.constant)))"
      }
    } else {
      text += PointFormat.string(Double(constraint.constant))
    }
    return text
  }

  func points(_ value: CGFloat) -> String { PointFormat.points(Double(value)) }
}
