import Foundation
import KeyboardAvoidance

/// A device held one way up: the screen, its safe area and its class.
struct ScreenContext {
  var profile: DeviceProfile
  var orientation: DeviceOrientation
  var screen: CGRect
  var safeArea: ScreenInsets
  var screenClass: ScreenClass

  init(profile: DeviceProfile, orientation: DeviceOrientation) {
    self.profile = profile
    self.orientation = orientation
    self.screen = CGRect(origin: .zero, size: profile.screenSize(in: orientation))
    self.safeArea = profile.safeArea(in: orientation)
    self.screenClass = profile.screenClass
  }

  /// The whole screen as the view to avoid with: a full-screen view controller's root view.
  var rootView: AvoidingView {
    AvoidingView(frame: screen, safeAreaBottom: safeArea.bottom)
  }
}

/// One element where the layout put it, in screen coordinates.
struct PlacedElement: Equatable {
  var id: String
  var kind: ScreenElement.Kind
  var text: String
  var frame: CGRect
  /// Hidden by its own rule or its group's.
  var isHidden: Bool
  var cornerRadius: CGFloat
  var isPinned: Bool
  /// 0 for the screen's elements, 1 for a group's, and so on.
  var depth: Int
}

/// A screen laid out for one keyboard state: the core decides every keyboard-dependent number.
struct ScreenLayout {
  var keyboard: KeyboardState
  /// The flow's elements, depth first (groups before their elements).
  var flow: [PlacedElement]
  var pinned: PlacedElement?
  /// How far the flow moved up because the focused field was still covered.
  var shift: RootShift

  var all: [PlacedElement] { flow + (pinned.map { [$0] } ?? []) }

  /// What can collide: drawn elements that are not groups.
  var visibleLeaves: [PlacedElement] { all.filter { !$0.isHidden && $0.kind != .group } }

  /// Lays a screen out on a device for a keyboard state.
  ///
  /// Adaptive values come from `KeyboardAdaptive.value(for:on:)`, the pinned element's offset
  /// from `bottomOffset(for:options:)`, and, when the focused field is still covered, the shift
  /// from `rootShift(for:revealing:topGuide:distance:)`, which moves the flow but not the pinned
  /// element: that stays on the keyboard, as a view pinned to a keyboard layout guide does.
  init(_ description: ScreenDescription, in context: ScreenContext, keyboard: KeyboardState) {
    self.keyboard = keyboard
    let values = RuleReader(keyboard: keyboard, screenClass: context.screenClass)
    let safe = context.safeArea
    let column = CGRect(
      x: safe.left, y: safe.top, width: context.screen.width - safe.left - safe.right, height: 0)
    var flow: [PlacedElement] = []
    Self.place(description.elements, in: column, depth: 0, hiddenParent: false, values, &flow)
    pinned = description.pinned.map { Self.place($0, in: context, values) }
    shift = .none
    if keyboard.isVisible,
      let field = flow.first(where: { $0.id == description.focus }), !field.isHidden
    {
      shift = keyboard.rootShift(
        for: AvoidingView(frame: context.screen), revealing: field.frame, topGuide: safe.top,
        distance: description.focusDistance)
      for index in flow.indices { flow[index].frame.origin.y -= shift.offset }
    }
    self.flow = flow
  }

  /// Places elements top to bottom inside a column; returns the bottom of the last one.
  @discardableResult
  private static func place(
    _ elements: [ScreenElement], in column: CGRect, depth: Int, hiddenParent: Bool,
    _ values: RuleReader, _ placed: inout [PlacedElement]
  ) -> CGFloat {
    var y = column.minY
    for element in elements {
      let leading = values[element.leading]
      let width = max(column.width - leading - values[element.trailing], 0)
      let top = y + values[element.top]
      let isHidden = hiddenParent || values[element.isHidden]
      var frame = CGRect(x: column.minX + leading, y: top, width: width, height: 0)
      let index = placed.count
      placed.append(
        PlacedElement(
          id: element.id, kind: element.kind, text: element.text ?? element.id, frame: frame,
          isHidden: isHidden, cornerRadius: values[element.cornerRadius], isPinned: false,
          depth: depth))
      if element.kind == .group {
        let bottom = place(
          element.elements, in: frame, depth: depth + 1, hiddenParent: isHidden, values, &placed)
        frame.size.height = max(bottom - top, 0)
      } else {
        frame.size.height = max(values[element.height], 0)
      }
      placed[index].frame = frame
      y = frame.maxY
    }
    return y
  }

  private static func place(
    _ pinned: PinnedElement, in context: ScreenContext, _ values: RuleReader
  ) -> PlacedElement {
    let safe = context.safeArea
    let gap = values[pinned.bottom]
    let offset = values.keyboard.bottomOffset(
      for: context.rootView, options: KeyboardAvoidanceOptions(spacing: gap, restingOffset: gap))
    let height = max(values[pinned.height], 0)
    let bottom = context.screen.maxY - safe.bottom - offset
    let leading = values[pinned.leading]
    let width = max(
      context.screen.width - safe.left - safe.right - leading - values[pinned.trailing], 0)
    return PlacedElement(
      id: pinned.id, kind: pinned.kind, text: pinned.text ?? pinned.id,
      frame: CGRect(x: safe.left + leading, y: bottom - height, width: width, height: height),
      isHidden: values[pinned.isHidden], cornerRadius: values[pinned.cornerRadius], isPinned: true,
      depth: 0)
  }
}

/// Reads rules for one keyboard state on one screen class, through the core's adaptive values.
struct RuleReader {
  var keyboard: KeyboardState
  var screenClass: ScreenClass

  subscript<Value>(rule: AdaptiveRule<Value>) -> Value {
    rule.adaptive.value(for: keyboard, on: screenClass)
  }
}
