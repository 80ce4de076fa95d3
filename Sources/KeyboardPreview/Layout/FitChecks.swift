import Foundation
import KeyboardAvoidance

/// The checks of one screen on one device, run on its layout with the keyboard hidden and on
/// the layout of each field focused with the keyboard up.
struct FitChecks {
  var description: ScreenDescription
  var context: ScreenContext

  /// Layout numbers are sums of whole and half points; a hundredth absorbs rounding.
  static let tolerance: CGFloat = 0.01

  /// The checks with the keyboard hidden.
  func failures(hidden: ScreenLayout) -> [PreviewFailure] {
    placementFailures(hidden, keyboardShown: false) + bottomInset(hidden)
  }

  /// The checks with the keyboard up and one field focused, each failure naming the field.
  func failures(step: FieldStep) -> [PreviewFailure] {
    (focusedField(step) + placementFailures(step.layout, keyboardShown: true)).map { failure in
      var failure = failure
      failure.field = step.field
      return failure
    }
  }

  /// How far the focused field ends above the keyboard, or above what rides on it when that is
  /// higher; `nil` when the keyboard covers nothing or the field is hidden.
  func clearance(_ step: FieldStep) -> CGFloat? {
    guard let top = context.keyboardTop(step.layout.keyboard),
      let field = step.layout.element(step.field), !field.isHidden
    else { return nil }
    return top - step.pinnedAboveKeyboard - field.frame.maxY
  }

  private func placementFailures(_ layout: ScreenLayout, keyboardShown: Bool) -> [PreviewFailure] {
    pinnedElement(layout, keyboardShown: keyboardShown) + overlaps(layout, keyboardShown)
      + topInset(layout, keyboardShown)
  }

  /// What the user sees of the focused field: it is drawn, the focus distance above the
  /// keyboard and what rides on it, inside its scroll views, below the status bar and under no
  /// pinned element.
  private func focusedField(_ step: FieldStep) -> [PreviewFailure] {
    let layout = step.layout
    guard let top = context.keyboardTop(layout.keyboard), let field = layout.element(step.field)
    else { return [] }
    func failure(_ check: PreviewCheck, _ elements: [String], _ message: String) -> PreviewFailure {
      PreviewFailure(check: check, keyboardShown: true, elements: elements, message: message)
    }
    if field.isHidden { return [failure(.focusedField, [field.id], "\(field.id) is hidden")] }
    var failures: [PreviewFailure] = []
    let distance = description.focusDistance
    if let clearance = clearance(step), clearance < distance - Self.tolerance {
      let rider = layout.highestRidingElement(in: context)
      let below = step.pinnedAboveKeyboard > 0 ? rider.map { "`\($0.id)`" } : nil
      var message: String
      if field.frame.maxY > top + Self.tolerance {
        message = "\(field.id) is \(points(field.frame.maxY - top)) under the keyboard"
      } else if let below, clearance < -Self.tolerance {
        message = "\(field.id) is \(points(-clearance)) under \(below)"
      } else {
        message =
          "\(field.id) ends \(points(clearance)) above \(below ?? "the keyboard"), "
          + "not \(points(distance))"
      }
      if layout.shift.shortfall > 0 {
        message += " (the shift stopped at the top of the safe area)"
      } else if let scroll = field.scrolls.last, layout.scrolls[scroll]?.isAtEnd == true {
        message += " (`\(scroll)` is scrolled to the end of its content)"
      }
      failures.append(failure(.focusedField, [field.id], message))
    }
    if let clip = field.clip, let scroll = field.scrolls.last {
      if field.frame.minY < clip.minY - Self.tolerance {
        failures.append(
          failure(
            .focusedField, [field.id, scroll],
            "\(field.id) is \(points(clip.minY - field.frame.minY)) above the top of `\(scroll)`"))
      } else if field.frame.maxY > clip.maxY + Self.tolerance {
        failures.append(
          failure(
            .focusedField, [field.id, scroll],
            "\(field.id) is \(points(field.frame.maxY - clip.maxY)) below the bottom of "
              + "`\(scroll)`"))
      }
      // Outside scroll views the layout checks below find these.
      failures += topInset([field], keyboardShown: true)
      failures += overlaps(
        [field], with: drawnPinned(layout), keyboardShown: true)
    }
    return failures
  }

  private func pinnedElement(_ layout: ScreenLayout, keyboardShown: Bool) -> [PreviewFailure] {
    let top = context.keyboardTop(layout.keyboard)
    let resting = context.screen.maxY - context.safeArea.bottom
    return zip(description.pinnedElements, layout.pinned).compactMap { pinned, element in
      guard !element.isHidden else { return nil }
      let gap = RuleReader(keyboard: layout.keyboard, screenClass: context.screenClass)[
        pinned.bottom]
      let rides = pinned.anchor == .keyboard && top != nil
      let line = rides ? min(top ?? resting, resting) : resting
      let actual = line - element.frame.maxY
      guard abs(actual - gap) > Self.tolerance else { return nil }
      let reference = rides ? "the keyboard" : "the safe area's bottom"
      return PreviewFailure(
        check: .pinnedElement, keyboardShown: keyboardShown, elements: [element.id],
        message: "\(element.id) sits \(points(actual)) above \(reference), not \(points(gap))")
    }
  }

  /// The pinned elements the user sees: drawn, and not under the keyboard.
  private func drawnPinned(_ layout: ScreenLayout) -> [PlacedElement] {
    let top = context.keyboardTop(layout.keyboard)
    return layout.pinned.filter { element in
      !element.isHidden && (top.map { element.frame.minY < $0 - Self.tolerance } ?? true)
    }
  }

  /// Overlaps among the elements that share a layer.
  ///
  /// A layer is the screen's own elements with the pinned ones, or the content of one scroll
  /// view. Content scrolls under what lies over its scroll view; only the focused field has to
  /// be clear of it (see `focusedField`).
  private func overlaps(_ layout: ScreenLayout, _ keyboardShown: Bool) -> [PreviewFailure] {
    let drawn = drawnPinned(layout)
    let leaves = layout.visibleLeaves.filter { !$0.isPinned || drawn.contains($0) }
    var failures: [PreviewFailure] = []
    for (index, first) in leaves.enumerated() {
      let rest = leaves[(index + 1)...].filter { $0.scrolls == first.scrolls }
      failures += overlaps([first], with: Array(rest), keyboardShown: keyboardShown)
    }
    return failures
  }

  private func overlaps(
    _ elements: [PlacedElement], with others: [PlacedElement], keyboardShown: Bool
  ) -> [PreviewFailure] {
    elements.flatMap { first in
      others.compactMap { second -> PreviewFailure? in
        let overlap = first.frame.intersection(second.frame)
        guard !overlap.isNull, overlap.width > Self.tolerance, overlap.height > Self.tolerance
        else { return nil }
        return PreviewFailure(
          check: .overlap, keyboardShown: keyboardShown, elements: [first.id, second.id],
          message: "\(first.id) overlaps \(second.id) by \(points(overlap.height))")
      }
    }
  }

  /// Nothing of the screen's own elements goes under the status bar; scroll views' content
  /// scrolls under it by design, and only a focused field must not.
  private func topInset(_ layout: ScreenLayout, _ keyboardShown: Bool) -> [PreviewFailure] {
    topInset(layout.visibleLeaves.filter(\.scrolls.isEmpty), keyboardShown: keyboardShown)
  }

  private func topInset(_ elements: [PlacedElement], keyboardShown: Bool) -> [PreviewFailure] {
    let guide = context.safeArea.top
    return elements.filter { $0.frame.minY < guide - Self.tolerance }.map { element in
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
    if context.bars.top > 0 { return "navigation bar" }
    guard context.orientation == .portrait else { return "status bar" }
    switch context.profile.cutout {
    case .none: return "status bar"
    case .notch: return "notch"
    case .dynamicIsland: return "Dynamic Island"
    }
  }

  /// With the keyboard hidden, nothing of the screen's own elements ends below the safe area;
  /// scroll views' content scrolls.
  private func bottomInset(_ layout: ScreenLayout) -> [PreviewFailure] {
    let limit = context.screen.maxY - context.safeArea.bottom
    let edge = context.safeArea.bottom == 0 ? "the screen's bottom" : "the safe area's bottom"
    return layout.visibleLeaves.filter {
      $0.scrolls.isEmpty && $0.frame.maxY > limit + Self.tolerance
    }
    .map { element in
      PreviewFailure(
        check: .bottomInset, keyboardShown: false, elements: [element.id],
        message: "\(element.id) ends \(points(element.frame.maxY - limit)) below \(edge)")
    }
  }

  private func points(_ value: CGFloat) -> String { PointFormat.points(Double(value)) }
}
