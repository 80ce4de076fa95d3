#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIScrollView {
    /// Keeps the field being edited inside this scroll view visible above the keyboard.
    ///
    /// When the keyboard appears, changes, or another field inside the scroll view starts
    /// editing, the bottom content inset and indicator inset grow by the part of the scroll view
    /// the keyboard covers, and the content scrolls by the smallest amount that shows the field
    /// `distance` points above the keyboard, as the core's
    /// ``KeyboardState/scrollAdjustment(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``
    /// computes, measured in the scroll view's superview's own points. A tall text view keeps its
    /// caret visible instead. Everything moves inside the keyboard's animation, after the screen's
    /// constraints have been laid out, so an input bar that rises with the keyboard is measured
    /// where it ends.
    ///
    /// The insets stay the app's (``ScrollInsetOwnership``): the binding adds the keyboard's part
    /// on top of the app's content inset and indicator inset, and an inset other than the one it
    /// wrote last is the app's new value (a toolbar of its own, a table view controller, legacy
    /// keyboard code), each on its own. UIKit documents no signal for a write to `contentInset`,
    /// so the binding compares when it runs next: the next keyboard change, a field starting to
    /// edit, the scroll view coming back to its window. When the keyboard leaves, or the scroll
    /// view leaves its window, each inset is exactly what the app wrote last. The content offset
    /// is where the user or the app scrolled: the binding scrolls only to reveal the field, and
    /// when its inset goes it keeps the content within the range it can rest in.
    ///
    /// Views that ride on the keyboard over the scroll view (a "Create account" button whose
    /// bottom follows the keyboard, an input bar) cover its content as the keyboard does: pass
    /// them as `riders`. They are measured with each change, where the layout pass put them, by
    /// ``KeyboardState/pinnedAboveKeyboard(of:on:followsUndockedKeyboard:)``; the insets then
    /// cover them too and the field ends `distance` points above the highest of them.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   createAccountBottom.pinAboveKeyboard(in: view, spacing: 16)
    ///   formScrollView.avoidKeyboard(clearing: [createAccountButton])
    /// }
    /// ```
    ///
    /// Calling it again returns the first binding.
    ///
    /// - Parameters:
    ///   - distance: The gap between the field and the keyboard's top, or the top of what rides
    ///     on it.
    ///   - riders: Views pinned to the keyboard's top edge that the field must clear too; held
    ///     weakly. None by default.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding; it ends with the scroll view.
    @discardableResult
    public func avoidKeyboard(
      distance: CGFloat = 10, clearing riders: [UIView] = [],
      followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      let riders = riders.map(WeakReference.init)
      let record = InsetRecord(self)
      let restore: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        UIKitReading.rest(record, of: self)
      }
      return KeyboardAnchor.of(self).bind(
        key: "scroll view", phase: .scrollViews, avoids: true, rest: restore, onCancel: restore,
        apply: { [weak self] delivery in
          guard let self, let screen = UIKitScreens.screen(of: self) else { return }
          let space: any UICoordinateSpace = self.superview ?? self
          let state = delivery.transition.to.converted { screen.coordinates.convert($0, to: space) }
          let container = record.ownership.observe(
            UIKitReading.container(
              of: self, keyboardInset: record.ownership.keyboardInset, in: space,
              screen: screen.id))
          let field = UIKitReading.firstResponder(in: self)
          let riding = riders.compactMap(\.object).filter { $0.window != nil && !$0.isHidden }
          let adjustment = record.ownership.own(
            state.scrollAdjustment(
              for: container,
              revealing: field.map { $0.convert($0.bounds, to: space) } ?? .null,
              caret: field.flatMap { UIKitReading.caret(of: $0, in: space) },
              distance: distance,
              pinnedAboveKeyboard: state.pinnedAboveKeyboard(
                of: riding.map { $0.convert($0.bounds, to: space) }, on: screen.id,
                followsUndockedKeyboard: followsUndockedKeyboard),
              followsUndockedKeyboard: followsUndockedKeyboard
            ))
          guard adjustment.changesAnything else { return }
          UIKitReading.apply(adjustment, to: self)
        })
    }

    /// Keeps the field being edited inside this scroll view visible above the keyboard.
    ///
    /// Renamed ``avoidKeyboard(distance:clearing:followsUndockedKeyboard:)``: a method that
    /// acts reads as a verb.
    ///
    /// ```swift
    /// formScrollView.avoidKeyboard()  // instead of avoidsKeyboard()
    /// ```
    ///
    /// - Parameters:
    ///   - distance: The gap between the field and the keyboard's top.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding; it ends with the scroll view.
    @available(*, deprecated, renamed: "avoidKeyboard(distance:followsUndockedKeyboard:)")
    @discardableResult
    public func avoidsKeyboard(
      distance: CGFloat = 10, followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      avoidKeyboard(distance: distance, followsUndockedKeyboard: followsUndockedKeyboard)
    }
  }

  /// What a scroll view's bottom insets hold of the app's and of the keyboard's, for a binding
  /// or the automatic mode.
  @MainActor
  final class InsetRecord {
    var ownership: ScrollInsetOwnership

    /// Starts from the scroll view's insets as they are: the app's.
    init(_ scrollView: UIScrollView) {
      ownership = ScrollInsetOwnership(
        contentInsetBottom: scrollView.contentInset.bottom,
        indicatorInsetBottom: scrollView.verticalScrollIndicatorInsets.bottom)
    }
  }
#endif
