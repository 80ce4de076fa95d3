import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// The offset a view pinned above the keyboard needs, worked out from where the simulated
/// keyboard really is.
///
/// Written from the definition, without `KeyboardState.bottomOffset` or `coveredHeight`: when the
/// keyboard's rectangle and the view's share an area, the content must sit above the keyboard's
/// top edge, so the view is covered from that edge (or its own top) down to its bottom; less the
/// view's bottom safe-area inset, which the pinned content already keeps clear of.
enum GeometricTruth {
  static func bottomOffset(
    keyboard: CGRect,
    presentation: KeyboardPresentation,
    onOtherScreen: Bool,
    view: AvoidingView,
    followsUndockedKeyboard: Bool
  ) -> CGFloat {
    if onOtherScreen { return 0 }
    switch presentation {
    case .hidden:
      return 0
    case .undocked, .floating:
      if !followsUndockedKeyboard { return 0 }
    case .docked, .accessoryBar:
      break
    }
    let window = view.frame
    let sharesColumns = keyboard.minX < window.maxX && window.minX < keyboard.maxX
    let sharesRows = keyboard.minY < window.maxY && window.minY < keyboard.maxY
    guard sharesColumns && sharesRows else { return 0 }
    let coveredFromBottom = window.maxY - max(keyboard.minY, window.minY)
    return max(coveredFromBottom - view.safeAreaBottom, 0)
  }

  /// The truth for the simulator's keyboard now.
  @MainActor
  static func bottomOffset(
    in simulator: KeyboardSimulator, view: AvoidingView, followsUndockedKeyboard: Bool = false
  ) -> CGFloat {
    bottomOffset(
      keyboard: simulator.frame, presentation: simulator.presentation,
      onOtherScreen: simulator.isOnOtherScreen, view: view,
      followsUndockedKeyboard: followsUndockedKeyboard)
  }
}
