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
    ///
    /// - Returns: Whether the bar is new on the field: only then are its input views reloaded,
    ///   since a reload makes the keyboard post its frame again.
    @discardableResult
    static func install(on field: UIView) -> Bool {
      let current: UIView?
      switch field {
      case let textField as UITextField: current = textField.inputAccessoryView
      case let textView as UITextView: current = textView.inputAccessoryView
      default: return false
      }
      if let existing = current as? FocusToolbar {
        existing.configure(for: field)
        return false
      }
      guard current == nil else { return false }
      let toolbar = FocusToolbar()
      toolbar.configure(for: field)
      setAccessory(toolbar, of: field)
      field.reloadInputViews()
      return true
    }

    /// Takes the bar off `field` if it is this package's, reloading its input views when it is
    /// being edited.
    static func remove(from field: UIView) {
      let current: UIView?
      switch field {
      case let textField as UITextField: current = textField.inputAccessoryView
      case let textView as UITextView: current = textView.inputAccessoryView
      default: return
      }
      guard current is FocusToolbar else { return }
      setAccessory(nil, of: field)
      if field.isFirstResponder { field.reloadInputViews() }
    }

    private static func setAccessory(_ accessory: UIView?, of field: UIView) {
      switch field {
      case let textField as UITextField: textField.inputAccessoryView = accessory
      case let textView as UITextView: textView.inputAccessoryView = accessory
      default: break
      }
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
      item.accessibilityLabel = forward ? Label.next : Label.previous
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

    /// The editable fields around `field`, and their order: those of the smallest view that
    /// holds `field` and another editable field, so the bar stays within one form, column or page
    /// rather than running across the whole screen.
    private static func focusOrder(around field: UIView) -> ([UIView], FocusOrder) {
      var container = field.superview
      var fields: [UIView] = [field]
      while let candidate = container {
        fields = editableFields(in: candidate)
        if fields.count > 1 { break }
        container = candidate.superview
      }
      let space: any UICoordinateSpace = field.window ?? field
      let frames = fields.map { $0.convert($0.bounds, to: space) }
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

  /// The accessibility labels of the bar's buttons, which an app localizes by giving these keys
  /// in a `KeyboardAvoidance.strings` table of its main bundle.
  @MainActor
  enum Label {
    static var previous: String {
      NSLocalizedString(
        "keyboardAvoidance.previousField", tableName: "KeyboardAvoidance", bundle: .main,
        value: "Previous field", comment: "The focus bar's button that moves to the previous field")
    }

    static var next: String {
      NSLocalizedString(
        "keyboardAvoidance.nextField", tableName: "KeyboardAvoidance", bundle: .main,
        value: "Next field", comment: "The focus bar's button that moves to the next field")
    }
  }
#endif
