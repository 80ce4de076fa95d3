#if canImport(UIKit) && !os(visionOS)
  import Foundation
  import UIKit

  /// The previous / next / done bar the automatic mode gives fields without an accessory view.
  ///
  /// The order of fields is the core's ``FocusOrder`` over the editable fields of the screen,
  /// in screen coordinates: rows top to bottom, then leading to trailing, right-to-left aware.
  @available(iOS 14, macCatalyst 14, *)
  @MainActor
  final class FocusToolbar: UIToolbar {
    /// Gives `field` the bar, or refreshes the one it has; fields with an accessory view of
    /// their own are left alone.
    static func install(on field: UIView) {
      let toolbar: FocusToolbar?
      switch field {
      case let textField as UITextField:
        toolbar = adopt(textField.inputAccessoryView) { textField.inputAccessoryView = $0 }
      case let textView as UITextView:
        toolbar = adopt(textView.inputAccessoryView) { textView.inputAccessoryView = $0 }
      default:
        toolbar = nil
      }
      guard let toolbar else { return }
      toolbar.configure(for: field)
      field.reloadInputViews()
    }

    /// The bar already in `current`, or a new one handed to `install` when the field has no
    /// accessory view; `nil` when the accessory view is someone else's.
    private static func adopt(
      _ current: UIView?, install: (FocusToolbar) -> Void
    ) -> FocusToolbar? {
      if let existing = current as? FocusToolbar { return existing }
      guard current == nil else { return nil }
      let toolbar = FocusToolbar()
      install(toolbar)
      return toolbar
    }

    private init() {
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// Bars are created in code only.
    required init?(coder: NSCoder) {
      return nil
    }

    private func configure(for field: UIView) {
      let (fields, order) = Self.focusOrder(around: field)
      let index = fields.firstIndex { $0 === field }
      let previous = Self.stepItem(
        from: field, forward: false, isEnabled: index.flatMap(order.previous(before:)) != nil)
      let next = Self.stepItem(
        from: field, forward: true, isEnabled: index.flatMap(order.next(after:)) != nil)
      let done = UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [weak field] _ in
          _ = field?.resignFirstResponder()
        })
      items = [previous, next, UIBarButtonItem(systemItem: .flexibleSpace), done]
      sizeToFit()
    }

    /// The previous or next button: a chevron that moves the focus one field along.
    private static func stepItem(
      from field: UIView, forward: Bool, isEnabled: Bool
    ) -> UIBarButtonItem {
      let item = UIBarButtonItem(
        image: UIImage(systemName: forward ? "chevron.down" : "chevron.up"),
        primaryAction: UIAction { [weak field] _ in
          if let field { move(from: field, forward: forward) }
        })
      item.accessibilityLabel = forward ? "Next field" : "Previous field"
      item.isEnabled = isEnabled
      return item
    }

    private static func move(from field: UIView, forward: Bool) {
      let (fields, order) = focusOrder(around: field)
      guard let index = fields.firstIndex(where: { $0 === field }),
        let target = forward ? order.next(after: index) : order.previous(before: index)
      else { return }
      _ = fields[target].becomeFirstResponder()
    }

    /// The editable fields on the screen of `field`, and their order.
    private static func focusOrder(around field: UIView) -> ([UIView], FocusOrder) {
      let root = UIKitReading.topViewControllerView(of: field) ?? field.window ?? field
      let fields = editableFields(in: root)
      let frames = fields.map { AvoidingView($0)?.frame ?? .null }
      let direction: FocusOrder.LayoutDirection =
        field.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return (fields, FocusOrder(fields: frames, layoutDirection: direction))
    }

    private static func editableFields(in view: UIView) -> [UIView] {
      guard !view.isHidden, view.alpha > 0 else { return [] }
      if let textField = view as? UITextField { return textField.isEnabled ? [textField] : [] }
      if let textView = view as? UITextView { return textView.isEditable ? [textView] : [] }
      return view.subviews.flatMap(editableFields(in:))
    }
  }
#endif
