import Foundation
import KeyboardAvoidance

/// A device held one way up: the screen, its safe area and its class; or a window on it.
///
/// The layout always works in the coordinates of what it fills, origin at its top left: the
/// screen, or a Stage Manager or Split View window, whose frame on the screen ``window`` keeps.
struct ScreenContext {
  var profile: DeviceProfile
  var orientation: DeviceOrientation
  /// What the layout fills, in its own coordinates: the screen's bounds or the window's.
  var screen: CGRect
  var safeArea: ScreenInsets
  var screenClass: ScreenClass
  /// The window's frame in the screen's coordinates; `nil` when the layout fills the screen.
  var window: CGRect?
  /// Where the layout's origin is in the screen's coordinates.
  var origin = CGPoint.zero
  /// The bars included in ``safeArea``.
  var bars = ScreenBars.none

  init(profile: DeviceProfile, orientation: DeviceOrientation) {
    self.profile = profile
    self.orientation = orientation
    self.screen = CGRect(origin: .zero, size: profile.screenSize(in: orientation))
    self.safeArea = profile.safeArea(in: orientation)
    self.screenClass = profile.screenClass
  }

  /// The context with a container's bars added to the safe area, as UIKit adds them to a child
  /// view controller's; the bars never reach past the screen.
  func adding(_ bars: ScreenBars) -> ScreenContext {
    guard !bars.isEmpty else { return self }
    var context = self
    context.bars = bars
    context.safeArea.top = min(safeArea.top + bars.top, screen.height)
    context.safeArea.bottom = min(safeArea.bottom + bars.bottom, screen.height)
    return context
  }

  /// The screen as a recording measured it, or the window inside it.
  ///
  /// The device is held as the bounds say. The safe area is the device's where the window
  /// overlaps it (a window clear of the status bar has no top inset), and the screen class is
  /// the window's, as `KeyboardAdaptive` reads it in an app: a Stage Manager or Split View window
  /// is classed by its own size.
  ///
  /// - Parameters:
  ///   - profile: The device, for its safe area and cutout.
  ///   - screenBounds: The screen's bounds as recorded.
  ///   - windowFrame: The window's frame in the screen's coordinates, when recorded.
  init(profile: DeviceProfile, screenBounds: CGRect, windowFrame: CGRect?) {
    self.profile = profile
    orientation = DeviceOrientation(screenSize: screenBounds.size)
    let insets = profile.safeArea(in: orientation)
    let area = windowFrame ?? screenBounds
    screen = CGRect(origin: .zero, size: area.size)
    window = windowFrame
    origin = area.origin
    func clamp(_ value: CGFloat, _ side: CGFloat) -> CGFloat { min(max(value, 0), side) }
    safeArea = ScreenInsets(
      top: clamp(screenBounds.minY + insets.top - area.minY, area.height),
      left: clamp(screenBounds.minX + insets.left - area.minX, area.width),
      bottom: clamp(area.maxY - (screenBounds.maxY - insets.bottom), area.height),
      right: clamp(area.maxX - (screenBounds.maxX - insets.right), area.width))
    screenClass = ScreenClass(screenSize: area.size) ?? profile.screenClass
  }

  /// A keyboard state, reported in the screen's coordinates, in the layout's: carried into the
  /// window's space by `KeyboardState.converted(_:)` when the layout fills a window.
  func inLayoutSpace(_ keyboard: KeyboardState) -> KeyboardState {
    guard origin != .zero else { return keyboard }
    return keyboard.converted { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
  }

  /// The whole screen as the view to avoid with: a full-screen view controller's root view.
  var rootView: AvoidingView {
    AvoidingView(frame: screen, safeAreaBottom: safeArea.bottom)
  }

  /// The y coordinate of the keyboard's top, from what it covers of the screen; `nil` when it
  /// covers nothing the layout avoids (hidden, floating).
  func keyboardTop(_ keyboard: KeyboardState) -> CGFloat? {
    let covered = keyboard.coveredHeight(of: screen)
    return covered > 0 ? screen.maxY - covered : nil
  }
}

/// One element where the layout put it, in screen coordinates.
struct PlacedElement: Equatable {
  var id: String
  var kind: ScreenElement.Kind
  var text: String
  var frame: CGRect
  /// Hidden by its own rule or its container's.
  var isHidden: Bool
  var cornerRadius: CGFloat
  var isPinned: Bool
  /// 0 for the screen's elements, 1 for a container's, and so on.
  var depth: Int
  /// The scroll views holding the element, outermost first; empty outside scroll views.
  var scrolls: [String] = []
  /// The part of the screen its scroll views show it in (their frames, intersected); `nil`
  /// outside scroll views.
  var clip: CGRect?
  /// What a pinned element is pinned to; `nil` for the flow.
  var anchor: PinnedElement.Anchor?
}

/// Where a scroll view is scrolled to and how it is inset: what carries over from one focused
/// field to the next while the keyboard stays up.
struct ScrollState: Equatable {
  var contentOffsetY: CGFloat
  var contentInset: VerticalInsets
  var adjustedInset: VerticalInsets
  var indicatorInsetBottom: CGFloat
  var keyboardInset: CGFloat

  /// The state after an adjustment the core computed, as UIKit reports it once applied.
  func applying(_ adjustment: ScrollAdjustment) -> ScrollState {
    var next = self
    let growth = adjustment.contentInsetBottom - contentInset.bottom
    next.contentInset.bottom = adjustment.contentInsetBottom
    next.adjustedInset.bottom += growth
    next.indicatorInsetBottom = adjustment.indicatorInsetBottom
    next.contentOffsetY = adjustment.contentOffset.y
    next.keyboardInset = adjustment.keyboardInset
    return next
  }
}

/// A scroll view as laid out: its frame on screen, its content's height and its state.
struct ScrollGeometry: Equatable {
  var frame: CGRect
  var contentHeight: CGFloat
  var state: ScrollState

  /// The scroll view as the core's scroll avoidance reads it, in screen coordinates.
  var container: ScrollContainer {
    ScrollContainer(
      frame: frame, contentSize: CGSize(width: frame.width, height: contentHeight),
      contentOffset: CGPoint(x: 0, y: state.contentOffsetY), contentInset: state.contentInset,
      adjustedContentInset: state.adjustedInset, indicatorInsetBottom: state.indicatorInsetBottom,
      keyboardInset: state.keyboardInset)
  }

  /// Whether the content is scrolled as far up as it goes.
  var isAtEnd: Bool {
    state.contentOffsetY >= container.highestContentOffsetY - FitChecks.tolerance
  }
}

/// A screen laid out for one keyboard state: the core decides every keyboard-dependent number.
struct ScreenLayout {
  var keyboard: KeyboardState
  /// The flow's elements, depth first (containers before their elements).
  var flow: [PlacedElement]
  var pinned: [PlacedElement]
  /// How far the flow moved up because the focused field was still covered.
  var shift: RootShift
  /// The scroll views by id.
  var scrolls: [String: ScrollGeometry]

  var all: [PlacedElement] { flow + pinned }

  /// What can be seen: drawn elements that are not containers.
  var visibleLeaves: [PlacedElement] {
    all.filter { !$0.isHidden && $0.kind != .group && $0.kind != .scroll }
  }

  func element(_ id: String) -> PlacedElement? { all.first { $0.id == id } }

  /// Lays a screen out on a device for a keyboard state.
  ///
  /// Adaptive values come from `KeyboardAdaptive.value(for:on:)` and pinned elements' offsets
  /// from `bottomOffset(for:options:)`. Scroll views take their offsets and insets from
  /// `scrollStates` (at rest, scrolled to the top, when a scroll view has none); `shift` moves
  /// the flow but not the pinned elements, which stay on the keyboard or the safe area, as views
  /// pinned to a layout guide do.
  init(
    _ description: ScreenDescription, in context: ScreenContext, keyboard: KeyboardState,
    scrollStates: [String: ScrollState] = [:], shift: RootShift = .none
  ) {
    self.keyboard = keyboard
    let values = RuleReader(keyboard: keyboard, screenClass: context.screenClass)
    let safe = context.safeArea
    let column = CGRect(
      x: safe.left, y: safe.top, width: context.screen.width - safe.left - safe.right, height: 0)
    var placement = Placement(
      context: context, values: values, states: scrollStates, placed: [], scrolls: [:])
    placement.place(
      description.elements, in: column, depth: 0, hiddenParent: false, scrolls: [], clip: nil)
    var flow = placement.placed
    var scrolls = placement.scrolls
    if shift.offset != 0 {
      for index in flow.indices {
        flow[index].frame.origin.y -= shift.offset
        flow[index].clip?.origin.y -= shift.offset
      }
      for id in scrolls.keys { scrolls[id]?.frame.origin.y -= shift.offset }
    }
    self.flow = flow
    self.scrolls = scrolls
    self.shift = shift
    pinned = description.pinnedElements.map { Self.place($0, in: context, values) }
  }

  /// The height of what rides on the keyboard, measured up from its top by
  /// `KeyboardState.pinnedAboveKeyboard(of:on:followsUndockedKeyboard:)`: the drawn elements
  /// pinned to the keyboard, with the spacing under them; 0 while the keyboard covers nothing.
  func pinnedAboveKeyboard(in context: ScreenContext) -> CGFloat {
    guard context.keyboardTop(keyboard) != nil else { return 0 }
    return keyboard.pinnedAboveKeyboard(of: ridingElements.map(\.frame))
  }

  /// The element pinned to the keyboard that rides highest: the one a field has to clear.
  func highestRidingElement(in context: ScreenContext) -> PlacedElement? {
    guard context.keyboardTop(keyboard) != nil else { return nil }
    return ridingElements.min { $0.frame.minY < $1.frame.minY }
  }

  /// The drawn elements pinned to the keyboard, which ride on it while it covers the screen.
  private var ridingElements: [PlacedElement] {
    pinned.filter { $0.anchor == .keyboard && !$0.isHidden }
  }

  private static func place(
    _ pinned: PinnedElement, in context: ScreenContext, _ values: RuleReader
  ) -> PlacedElement {
    let safe = context.safeArea
    let gap = values[pinned.bottom]
    let offset: CGFloat
    switch pinned.anchor {
    case .keyboard:
      offset = values.keyboard.bottomOffset(
        for: context.rootView,
        options: KeyboardAvoidanceOptions(spacing: gap, restingOffset: gap))
    case .safeArea:
      offset = KeyboardState.hidden.bottomOffset(
        for: context.rootView, options: KeyboardAvoidanceOptions(restingOffset: gap))
    }
    let height = max(values[pinned.height], 0)
    let bottom = context.screen.maxY - safe.bottom - offset
    let leading = values[pinned.leading]
    let width = max(
      context.screen.width - safe.left - safe.right - leading - values[pinned.trailing], 0)
    return PlacedElement(
      id: pinned.id, kind: pinned.kind, text: pinned.text ?? pinned.id,
      frame: CGRect(x: safe.left + leading, y: bottom - height, width: width, height: height),
      isHidden: values[pinned.isHidden], cornerRadius: values[pinned.cornerRadius], isPinned: true,
      depth: 0, anchor: pinned.anchor)
  }
}

/// Places elements top to bottom into columns, groups and scroll views' content.
private struct Placement {
  var context: ScreenContext
  var values: RuleReader
  var states: [String: ScrollState]
  var placed: [PlacedElement]
  var scrolls: [String: ScrollGeometry]

  /// Places elements top to bottom inside a column; returns the bottom of the last one.
  @discardableResult
  mutating func place(
    _ elements: [ScreenElement], in column: CGRect, depth: Int, hiddenParent: Bool,
    scrolls chain: [String], clip: CGRect?
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
          depth: depth, scrolls: chain, clip: clip))
      switch element.kind {
      case .group:
        let bottom = place(
          element.elements, in: frame, depth: depth + 1, hiddenParent: isHidden, scrolls: chain,
          clip: clip)
        frame.size.height = max(bottom - top, 0)
      case .scroll:
        let scrolling = element.scrolling ?? ScreenElement.Scrolling()
        if scrolling.reachesScreenBottom {
          frame.size.height = max(context.screen.maxY - top, 0)
        } else if let bottom = scrolling.bottomAboveSafeArea {
          frame.size.height = max(context.screen.maxY - context.safeArea.bottom - bottom - top, 0)
        } else {
          frame.size.height = max(values[element.height], 0)
        }
        let state = states[element.id] ?? rest(scrolling, frame: frame)
        let content = CGRect(
          x: frame.minX, y: frame.minY - state.contentOffsetY, width: frame.width, height: 0)
        let bottom = place(
          element.elements, in: content, depth: depth + 1, hiddenParent: isHidden,
          scrolls: chain + [element.id], clip: clip.map { $0.intersection(frame) } ?? frame)
        scrolls[element.id] = ScrollGeometry(
          frame: frame, contentHeight: max(bottom + scrolling.paddingBottom - content.minY, 0),
          state: state)
      default:
        frame.size.height = max(values[element.height], 0)
      }
      placed[index].frame = frame
      y = frame.maxY
    }
    return y
  }

  /// A scroll view at rest: the app's insets, plus the safe area it overlaps when UIKit adjusts
  /// for it, scrolled to its top.
  private func rest(_ scrolling: ScreenElement.Scrolling, frame: CGRect) -> ScrollState {
    var adjusted = scrolling.contentInset
    if scrolling.adjustsForSafeArea {
      let safeTop = context.screen.minY + context.safeArea.top
      let safeBottom = context.screen.maxY - context.safeArea.bottom
      adjusted.top += min(max(safeTop - frame.minY, 0), frame.height)
      adjusted.bottom += min(max(frame.maxY - safeBottom, 0), frame.height)
    }
    return ScrollState(
      contentOffsetY: -adjusted.top, contentInset: scrolling.contentInset,
      adjustedInset: adjusted, indicatorInsetBottom: 0, keyboardInset: 0)
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
