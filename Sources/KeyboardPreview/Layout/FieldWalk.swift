import Foundation
import KeyboardAvoidance

/// One field focused while the keyboard is up: the layout the core's avoidance left, and the
/// height of what rides on the keyboard that the field had to clear.
struct FieldStep {
  var field: String
  var layout: ScreenLayout
  var pinnedAboveKeyboard: CGFloat
}

/// Focuses fields one after the other with the keyboard up, as the previous and next buttons
/// above the keyboard do, and lays the screen out after each move with the library's own
/// avoidance.
///
/// A field inside scroll views is revealed by `KeyboardState.scrollAdjustments(for:revealing:
/// caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)`, outermost first, from where
/// the previous field left them; scroll views that no longer hold the focused field give back
/// their keyboard inset, as `KeyboardState.hidden` computes it. A field outside scroll views
/// moves the whole screen by `KeyboardState.rootShift(for:revealing:topGuide:distance:
/// pinnedAboveKeyboard:followsUndockedKeyboard:)`, worked out from its place at rest. This is
/// what `KeyboardAvoidanceManager` does in an app.
struct FieldWalk {
  var description: ScreenDescription
  var context: ScreenContext
  var keyboard: KeyboardState

  /// The fields, by id, in the order they take the focus: the description's order, or
  /// `FocusOrder`'s for the frames of the fields drawn with the keyboard hidden.
  static func order(of description: ScreenDescription, hidden: ScreenLayout) -> [String] {
    let fields = hidden.flow.filter { $0.kind == .field && !$0.isHidden }
    if let explicit = description.focusOrder {
      return explicit.filter { id in fields.contains { $0.id == id } }
    }
    let order = FocusOrder(fields: fields.map(\.frame))
    return order.order.map { fields[$0].id }
  }

  /// Focuses each field in turn, starting from the screen at rest.
  func steps(through fields: [String]) -> [FieldStep] {
    var states: [String: ScrollState] = [:]
    var steps: [FieldStep] = []
    for field in fields {
      let step = focus(field, states: &states)
      steps.append(step)
    }
    return steps
  }

  /// Focuses one field, scroll views as `states` leave them; updates `states`.
  func focus(_ id: String, states: inout [String: ScrollState]) -> FieldStep {
    let resting = ScreenLayout(description, in: context, keyboard: keyboard, scrollStates: states)
    let pinned = resting.pinnedAboveKeyboard(in: context)
    guard let field = resting.element(id), keyboard.isVisible else {
      return FieldStep(field: id, layout: resting, pinnedAboveKeyboard: pinned)
    }
    let distance = description.focusDistance
    let holders = field.scrolls
    for (scrollID, geometry) in resting.scrolls.sorted(by: { $0.key < $1.key })
    where !holders.contains(scrollID) && geometry.state.keyboardInset != 0 {
      let back = KeyboardState.hidden.scrollAdjustment(for: geometry.container, revealing: .null)
      states[scrollID] = geometry.state.applying(back)
    }
    // Giving an inset back moves only what is inside that scroll view: a scroll view's frame
    // does not depend on how it is scrolled or inset, so the field's frame and the frames and
    // states of the scroll views holding it are still as `resting` has them.
    guard !holders.isEmpty else {
      let shift =
        field.isHidden
        ? RootShift.none
        : keyboard.rootShift(
          for: AvoidingView(frame: context.screen), revealing: field.frame,
          topGuide: context.safeArea.top, distance: distance, pinnedAboveKeyboard: pinned)
      let layout = ScreenLayout(
        description, in: context, keyboard: keyboard, scrollStates: states, shift: shift)
      return FieldStep(field: id, layout: layout, pinnedAboveKeyboard: pinned)
    }
    let geometries = holders.compactMap { resting.scrolls[$0] }
    if !field.isHidden {
      let adjustments = keyboard.scrollAdjustments(
        for: geometries.map(\.container), revealing: field.frame, distance: distance,
        pinnedAboveKeyboard: pinned)
      for (scrollID, (geometry, adjustment)) in zip(holders, zip(geometries, adjustments)) {
        states[scrollID] = geometry.state.applying(adjustment)
      }
    }
    let layout = ScreenLayout(description, in: context, keyboard: keyboard, scrollStates: states)
    return FieldStep(field: id, layout: layout, pinnedAboveKeyboard: pinned)
  }
}
