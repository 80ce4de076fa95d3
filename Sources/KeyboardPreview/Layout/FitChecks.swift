import Foundation
import KeyboardAvoidance

/// The checks of one screen on one device, run on its layouts with the keyboard hidden and up.
struct FitChecks {
  var description: ScreenDescription
  var context: ScreenContext

  /// Layout numbers are sums of whole and half points; a hundredth absorbs rounding.
  static let tolerance: CGFloat = 0.01

  func failures(hidden: ScreenLayout, shown: ScreenLayout) -> [PreviewFailure] {
    var failures = placementFailures(hidden, keyboardShown: false) + bottomInset(hidden)
    failures += focusedField(shown) + placementFailures(shown, keyboardShown: true)
    return failures
  }

  /// The y coordinate of the keyboard's top, from what it covers of the screen; `nil` when it
  /// covers nothing the layout avoids (hidden, floating).
  func keyboardTop(_ keyboard: KeyboardState) -> CGFloat? {
    let covered = keyboard.coveredHeight(of: context.screen)
    return covered > 0 ? context.screen.maxY - covered : nil
  }

  private func placementFailures(_ layout: ScreenLayout, keyboardShown: Bool) -> [PreviewFailure] {
    pinnedElement(layout, keyboardShown: keyboardShown) + overlaps(layout, keyboardShown)
      + topInset(layout, keyboardShown)
  }

  private func focusedField(_ layout: ScreenLayout) -> [PreviewFailure] {
    guard let top = keyboardTop(layout.keyboard),
      let field = layout.flow.first(where: { $0.id == description.focus })
    else { return [] }
    func failure(_ message: String) -> [PreviewFailure] {
      [
        PreviewFailure(
          check: .focusedField, keyboardShown: true, elements: [field.id], message: message)
      ]
    }
    if field.isHidden { return failure("\(field.id) is hidden") }
    let clearance = top - field.frame.maxY
    let distance = description.focusDistance
    guard clearance < distance - Self.tolerance else { return [] }
    var message =
      clearance < 0
      ? "\(field.id) is \(points(-clearance)) under the keyboard"
      : "\(field.id) ends \(points(clearance)) above the keyboard, not \(points(distance))"
    if layout.shift.shortfall > 0 {
      message += " (the shift stopped at the top of the safe area)"
    }
    return failure(message)
  }

  private func pinnedElement(_ layout: ScreenLayout, keyboardShown: Bool) -> [PreviewFailure] {
    guard let element = layout.pinned, let pinned = description.pinned, !element.isHidden else {
      return []
    }
    let gap = RuleReader(keyboard: layout.keyboard, screenClass: context.screenClass)[pinned.bottom]
    let resting = context.screen.maxY - context.safeArea.bottom
    let top = keyboardTop(layout.keyboard)
    let line = top.map { min($0, resting) } ?? resting
    let actual = line - element.frame.maxY
    guard abs(actual - gap) > Self.tolerance else { return [] }
    let reference = top == nil ? "the safe area's bottom" : "the keyboard"
    return [
      PreviewFailure(
        check: .pinnedElement, keyboardShown: keyboardShown, elements: [element.id],
        message: "\(element.id) sits \(points(actual)) above \(reference), not \(points(gap))")
    ]
  }

  private func overlaps(_ layout: ScreenLayout, _ keyboardShown: Bool) -> [PreviewFailure] {
    let leaves = layout.visibleLeaves
    var failures: [PreviewFailure] = []
    for (index, first) in leaves.enumerated() {
      for second in leaves[(index + 1)...] {
        let overlap = first.frame.intersection(second.frame)
        guard !overlap.isNull, overlap.width > Self.tolerance, overlap.height > Self.tolerance
        else { continue }
        failures.append(
          PreviewFailure(
            check: .overlap, keyboardShown: keyboardShown, elements: [first.id, second.id],
            message: "\(first.id) overlaps \(second.id) by \(points(overlap.height))"))
      }
    }
    return failures
  }

  private func topInset(_ layout: ScreenLayout, _ keyboardShown: Bool) -> [PreviewFailure] {
    let guide = context.safeArea.top
    return layout.visibleLeaves.filter { $0.frame.minY < guide - Self.tolerance }.map { element in
      let depth = guide - element.frame.minY
      let place =
        guide == 0
        ? "\(points(depth)) off the top of the screen"
        : "\(points(depth)) under the \(topObstacle)"
      return PreviewFailure(
        check: .topInset, keyboardShown: keyboardShown, elements: [element.id],
        message: "\(element.id) goes \(place)")
    }
  }

  private var topObstacle: String {
    guard context.orientation == .portrait else { return "status bar" }
    switch context.profile.cutout {
    case .none: return "status bar"
    case .notch: return "notch"
    case .dynamicIsland: return "Dynamic Island"
    }
  }

  private func bottomInset(_ layout: ScreenLayout) -> [PreviewFailure] {
    let limit = context.screen.maxY - context.safeArea.bottom
    let edge = context.safeArea.bottom == 0 ? "the screen's bottom" : "the safe area's bottom"
    return layout.visibleLeaves.filter { $0.frame.maxY > limit + Self.tolerance }.map { element in
      PreviewFailure(
        check: .bottomInset, keyboardShown: false, elements: [element.id],
        message: "\(element.id) ends \(points(element.frame.maxY - limit)) below \(edge)")
    }
  }

  private func points(_ value: CGFloat) -> String { PointFormat.points(Double(value)) }
}
