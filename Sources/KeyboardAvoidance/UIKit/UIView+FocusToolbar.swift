#if canImport(UIKit) && !os(visionOS)
  import Foundation
  import UIKit

  extension UIView {
    /// Gives the text fields and text views inside this view a previous / next / done bar above
    /// the keyboard, for one screen, without the app-wide ``KeyboardAvoidanceManager``.
    ///
    /// The bar goes on every field inside the view that has no input accessory view of its own:
    /// at once for the fields already there, and for a field added later (a collection view's
    /// cell) when it starts editing. Previous and next follow the layout (``FocusOrder``): rows
    /// from top to bottom, each from its leading edge, within the smallest view holding the
    /// field and another one. They skip every field the user cannot touch: hidden or
    /// transparent, disabled or not editable, with user interaction off on the field or a view
    /// around it, out of the window, or beside it (another page of a carousel). Their enabled
    /// state is refreshed with every keyboard change and every field that starts editing, and a
    /// tap works out the next field afresh, so a field the app disables while the keyboard is up
    /// is never entered. Done ends editing.
    ///
    /// It combines with the screen's own bindings: a scroll view's
    /// ``UIKit/UIScrollView/avoidKeyboard(distance:clearing:followsUndockedKeyboard:)`` reveals
    /// each field the bar moves to, a pinned button's constraint rides on the keyboard with the
    /// bar included.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   formScrollView.avoidKeyboard(distance: 16)
    ///   view.addFocusToolbar()  // previous / next / done on every field of the form
    /// }
    /// ```
    ///
    /// Calling it again returns the first binding. Cancelling it takes the bars away.
    ///
    /// - Returns: The binding; it ends with the view.
    @available(iOS 14, macCatalyst 14, *)
    @discardableResult
    public func addFocusToolbar() -> KeyboardBinding {
      let installed = FocusToolbarRecord()
      return KeyboardAnchor.of(self).bind(
        key: "focus toolbar", phase: .decorations,
        onCancel: {
          for field in installed.fields.compactMap(\.object) { FocusToolbar.remove(from: field) }
          installed.fields = []
        },
        apply: { [weak self] _ in
          guard let self else { return }
          for field in FocusToolbar.textInputs(in: self) where FocusToolbar.install(on: field) {
            installed.fields.removeAll { $0.object == nil || $0.object === field }
            installed.fields.append(WeakReference(field))
          }
          if let responder = UIKitReading.firstResponder(in: self) {
            FocusToolbar.installed(on: responder)?.refresh()
          }
        })
    }
  }

  /// The fields a focus toolbar binding gave a bar, to take it away again.
  @MainActor
  final class FocusToolbarRecord {
    var fields: [WeakReference<UIView>] = []
  }
#endif
