import Foundation

/// What UIKit itself does when the keyboard moves, before the app's observers hear of it.
///
/// UIKit observes the keyboard with observers registered before any of the app's, so its own
/// adjustments happen first, inside the keyboard's animation block. The model's test keyboard
/// calls ``UIKitModel/systemKeyboardWillMove(to:on:)`` just before it posts a will-notification.
@MainActor
enum ModelSystemKeyboardReactions {
  static func keyboardWillMove(to frame: CGRect, on screen: UIScreen) {
    ModelWorld.keyboardFrames[ObjectIdentifier(screen)] = frame
    for window in ModelWorld.liveWindows() where window.screen === screen {
      for view in window.modelSubtree() {
        guard let sheet = view.modelViewController?.modelSheet else { continue }
        sheet.modelKeyboardWillMove(to: frame, on: screen)
      }
    }
    for window in ModelWorld.liveWindows() where window.screen === screen {
      for view in window.modelSubtree() {
        guard let controller = view.modelViewController else { continue }
        if let alert = controller as? UIAlertController {
          alert.modelCenterBox(above: overlap(of: frame, with: view))
        }
        if let tableController = controller as? UITableViewController {
          adjust(tableController, for: frame)
        }
      }
    }
    // Keyboard layout guides move inside the keyboard's animation, with what is tied to them.
    for window in ModelWorld.liveWindows() where window.screen === screen {
      let guided = window.modelSubtree().filter { $0.modelKeyboardGuide != nil }
      guard !guided.isEmpty else { continue }
      for view in guided { view.setNeedsLayout() }
      window.layoutIfNeeded()
    }
  }

  /// How much of `view`, from the bottom, the keyboard covers, in the view's coordinates.
  static func overlap(of keyboard: CGRect, with view: UIView) -> CGFloat {
    guard !keyboard.isEmpty, let window = view.window else { return 0 }
    let inView = view.convert(keyboard, from: window.screen.coordinateSpace)
    let covered = view.bounds.intersection(inView)
    guard !covered.isNull, covered.height > 0 else { return 0 }
    return max(0, view.bounds.maxY - covered.minY)
  }

  /// UITableViewController has adjusted its table's insets for the keyboard by itself since
  /// iOS 6, through a private `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`
  /// (openradar-mirror #5016; an iOS 6 report shows the system setting `contentInset` to
  /// `(0, 0, 216, 0)`). The model adds the part of the table the keyboard covers, less the
  /// table's bottom safe area, to `contentInset.bottom`, takes its own share back when the
  /// keyboard leaves, and scrolls the first responder into view.
  static func adjust(_ controller: UITableViewController, for keyboard: CGRect) {
    guard let table = controller.viewIfLoaded as? UITableView else { return }
    let covered = max(0, overlap(of: keyboard, with: table) - table.safeAreaInsets.bottom)
    let change = covered - controller.modelKeyboardInset
    controller.modelKeyboardInset = covered
    if change != 0 { table.contentInset.bottom += change }
    if covered > 0, let field = ModelWorld.firstResponder?.responder as? UIView,
      field.isDescendant(of: table)
    {
      table.scrollRectToVisible(field.convert(field.bounds, to: table), animated: false)
    }
  }
}
