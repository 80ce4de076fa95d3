import Foundation
import KeyboardAvoidance

/// Finds the changes that make one failing row pass: each candidate is applied to the screen
/// and the row is checked again; only candidates that pass are returned.
///
/// The search is bounded and deterministic. It tries, in this order:
/// 1. a scroll view around the screen's elements, when it has none (one run);
/// 2. hiding each element that is neither a field nor inside a scroll view while the keyboard
///    is up, and closing its space (one run each, at most ``maximumHidden`` elements);
/// 3. the smallest whole reduction of the gaps between consecutive fields, by bisection down to
///    no gap (at most ⌈log₂ gap⌉ + 1 runs);
/// 4. the largest whole spacing below the current one for each element pinned to the keyboard,
///    by bisection (at most ⌈log₂ spacing⌉ + 1 runs each);
/// 5. when no change to the rules (steps 2 to 4) passes alone: hiding every candidate of step 2
///    together, then with the gaps of step 3, then with the spacing of step 4; the first that
///    passes.
///
/// So a row costs at most a few dozen runs of the checks. Bisection assumes that more room
/// never hurts; whatever it finds is still run and passes, so a suggestion is never wrong, at
/// worst not the smallest.
struct SuggestionSearch {
  var description: ScreenDescription
  var context: ScreenContext
  var keyboard: RowKeyboard
  var focus: ScreenDescription.Focus

  /// At most this many elements are tried one by one for hiding.
  static let maximumHidden = 6

  private var screenClass: ScreenClass { context.screenClass }

  /// The changes that make the row pass, as the report words them.
  func suggestions() -> [PreviewSuggestion] {
    var found: [PreviewSuggestion] = []
    if let change = scrollViewChange(), passes(change) { found.append(suggestion(change)) }
    let candidates = hideCandidates()
    for id in candidates.prefix(Self.maximumHidden) {
      let change = ScreenChange.hide([id], on: screenClass)
      if passes(change) { found.append(suggestion(change)) }
    }
    if let gaps = smallestGapReduction(after: nil) { found.append(suggestion(gaps)) }
    for pinned in ridingElements() {
      if let spacing = largestSpacing(for: pinned, after: nil) {
        found.append(suggestion(spacing))
      }
    }
    guard !found.contains(where: { $0.kind != .scrollView }), !candidates.isEmpty else {
      return found
    }
    guard let combined = combinedChange(hiding: candidates) else { return found }
    return found + [suggestion(combined)]
  }

  /// Every candidate hidden together, alone or with the gaps or a spacing: for when no change
  /// to the rules passes by itself.
  private func combinedChange(hiding candidates: [String]) -> ScreenChange? {
    let hideAll = ScreenChange.hide(candidates, on: screenClass)
    if candidates.count > 1, passes(hideAll) { return hideAll }
    if let gaps = smallestGapReduction(after: hideAll) { return .both(hideAll, gaps) }
    for pinned in ridingElements() {
      if let spacing = largestSpacing(for: pinned, after: hideAll) {
        return .both(hideAll, spacing)
      }
    }
    return nil
  }

  /// Whether the row passes with the change made (and the description stays sound).
  private func passes(_ change: ScreenChange) -> Bool {
    let changed = change.applied(to: description)
    guard changed.problem() == nil else { return false }
    return changed.check(in: context, keyboard: keyboard, focus: focus).status == .pass
  }

  /// Reads rules as they are while the keyboard is up on the row's screen class.
  private var upValues: UpValues { UpValues(screenClass: screenClass) }

  private struct UpValues {
    var screenClass: ScreenClass

    subscript<Value>(rule: AdaptiveRule<Value>) -> Value {
      rule.adaptive.value(keyboardShown: true, on: screenClass)
    }
  }

  private func scrollViewChange() -> ScreenChange? {
    let elements = description.allElements
    guard !elements.contains(where: { $0.kind == .scroll }),
      elements.contains(where: { $0.kind == .field })
    else { return nil }
    var id = "scrollView"
    var number = 2
    while elements.contains(where: { $0.id == id })
      || description.pinnedElements.contains(where: { $0.id == id })
    {
      id = "scrollView\(number)"
      number += 1
    }
    let resting = RuleReader(keyboard: .hidden, screenClass: screenClass)
    let inset =
      description.pinnedElements.filter { $0.anchor == .keyboard && !resting[$0.isHidden] }
      .map { resting[$0.bottom] + resting[$0.height] }.max() ?? 0
    return .wrapInScrollView(
      id: id, bottomInset: max(inset, 0), padding: description.focusDistance)
  }

  /// Elements that are neither fields nor containers, outside scroll views, drawn while the
  /// keyboard is up.
  private func hideCandidates() -> [String] {
    var ids: [String] = []
    func walk(_ elements: [ScreenElement]) {
      for element in elements {
        switch element.kind {
        case .scroll, .field:
          continue
        case .group:
          if !upValues[element.isHidden] { walk(element.elements) }
        case .logo, .label, .button, .view:
          if !upValues[element.isHidden] { ids.append(element.id) }
        }
      }
    }
    walk(description.elements)
    return ids
  }

  /// The fields whose gap to the field above them can shrink, and the largest whole shrink.
  private func gapCandidates() -> (ids: [String], largest: Int)? {
    var ids: [String] = []
    var smallest = CGFloat.infinity
    func walk(_ elements: [ScreenElement]) {
      for (previous, element) in zip(elements, elements.dropFirst())
      where previous.kind == .field && element.kind == .field {
        let gap = upValues[element.top]
        guard gap >= 1 else { continue }
        ids.append(element.id)
        smallest = min(smallest, gap)
      }
      for element in elements { walk(element.elements) }
    }
    walk(description.elements)
    guard !ids.isEmpty, smallest.isFinite else { return nil }
    return (ids, Int(smallest.rounded(.down)))
  }

  private func smallestGapReduction(after base: ScreenChange?) -> ScreenChange? {
    guard let (ids, largest) = gapCandidates() else { return nil }
    func change(_ amount: Int) -> ScreenChange {
      let gaps = ScreenChange.reduceGaps(ids, by: CGFloat(amount), on: screenClass)
      return base.map { .both($0, gaps) } ?? gaps
    }
    guard passes(change(largest)) else { return nil }
    var low = 1
    var high = largest
    while low < high {
      let middle = (low + high) / 2
      if passes(change(middle)) { high = middle } else { low = middle + 1 }
    }
    return ScreenChange.reduceGaps(ids, by: CGFloat(high), on: screenClass)
  }

  /// The elements pinned to the keyboard with a spacing above it, drawn while it is up.
  private func ridingElements() -> [PinnedElement] {
    description.pinnedElements.filter { pinned in
      pinned.anchor == .keyboard && !upValues[pinned.isHidden] && upValues[pinned.bottom] >= 1
    }
  }

  private func largestSpacing(for pinned: PinnedElement, after base: ScreenChange?)
    -> ScreenChange?
  {
    let current = upValues[pinned.bottom]
    func change(_ spacing: Int) -> ScreenChange {
      let pin = ScreenChange.pinSpacing(pinned.id, to: CGFloat(spacing), on: screenClass)
      return base.map { .both($0, pin) } ?? pin
    }
    guard passes(change(0)) else { return nil }
    var low = 0
    var high = Int(current.rounded(.up)) - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if passes(change(middle)) { low = middle } else { high = middle - 1 }
    }
    return ScreenChange.pinSpacing(pinned.id, to: CGFloat(low), on: screenClass)
  }

  /// The change in the report's words, with its amount.
  private func suggestion(_ change: ScreenChange) -> PreviewSuggestion {
    let whileUp = "while the keyboard is up on \(screenClass.rawValue)"
    switch change {
    case .wrapInScrollView(_, let inset, let padding):
      let riders = description.pinnedElements.filter { $0.anchor == .keyboard }.map(\.id)
      var details = [
        "its content padded \(PointFormat.points(Double(padding))) below the last field"
      ]
      if inset > 0 && !riders.isEmpty {
        details.append(
          "inset \(PointFormat.points(Double(inset))) at the bottom for \(Self.list(riders))")
      }
      return PreviewSuggestion(
        kind: .scrollView,
        message: "put the fields in a scroll view that reaches the bottom of the screen, "
          + details.joined(separator: " and "),
        elements: description.elements.map(\.id), screenClass: nil, points: nil)
    case .hide(let ids, _):
      let freed = ScreenChange.freedSpace(hiding: ids, in: description, on: screenClass)
      let frees = freed > 0 ? ": frees \(PointFormat.points(Double(freed)))" : ""
      return PreviewSuggestion(
        kind: .hideElement, message: "hide \(Self.list(ids)) \(whileUp)\(frees)",
        elements: ids, screenClass: screenClass.rawValue, points: freed > 0 ? Double(freed) : nil)
    case .reduceGaps(let ids, let amount, _):
      return PreviewSuggestion(
        kind: .reduceGaps,
        message: "reduce the gaps between the fields by \(PointFormat.points(Double(amount))) "
          + whileUp,
        elements: ids, screenClass: screenClass.rawValue, points: Double(amount))
    case .pinSpacing(let id, let spacing, _):
      let now = description.pinnedElements.first { $0.id == id }.map { upValues[$0.bottom] } ?? 0
      return PreviewSuggestion(
        kind: .pinSpacing,
        message: "pin `\(id)` with a spacing of \(PointFormat.points(Double(spacing))) "
          + "\(whileUp) (\(PointFormat.points(Double(now))) now)",
        elements: [id], screenClass: screenClass.rawValue, points: Double(spacing))
    case .both(let first, let second):
      let parts = [suggestion(first), suggestion(second)]
      return PreviewSuggestion(
        kind: .combined, message: parts.map(\.message).joined(separator: ", and "),
        elements: parts.flatMap(\.elements), screenClass: screenClass.rawValue,
        points: parts.last?.points)
    }
  }

  private static func list(_ ids: [String]) -> String {
    let quoted = ids.map { "`\($0)`" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
  }
}
