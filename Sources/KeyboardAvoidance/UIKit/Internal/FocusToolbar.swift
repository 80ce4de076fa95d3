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
    /// - Returns: Whether the bar is new on the field: only then, and only for the field being
    ///   edited, are its input views reloaded,
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
      // Only the field being edited shows its accessory now; the others read it when they
      // become first responder.
      if field.isFirstResponder { field.reloadInputViews() }
      return true
    }

    /// Every text field and text view inside `view`, whatever their state: the bar goes on each,
    /// and its buttons skip the ones that cannot take the focus.
    static func textInputs(in view: UIView) -> [UIView] {
      if view is UITextField || view is UITextView { return [view] }
      return view.subviews.flatMap(textInputs(in:))
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

    /// Brings the previous and next buttons up to date with the fields as they are now: one
    /// hidden, disabled or made untouchable while the keyboard is up is left out from then on.
    override func layoutSubviews() {
      super.layoutSubviews()
      refresh()
    }

    /// The field this bar serves.
    private weak var field: UIView?

    /// Recomputes which of the previous and next buttons are enabled.
    func refresh() {
      guard let field, let items, items.count >= 2 else { return }
      let (fields, order) = Self.focusOrder(around: field)
      let index = fields.firstIndex { $0 === field }
      let previous = index.flatMap(order.previous(before:)) != nil
      let next = index.flatMap(order.next(after:)) != nil
      if items[0].isEnabled != previous { items[0].isEnabled = previous }
      if items[1].isEnabled != next { items[1].isEnabled = next }
    }

    /// The bar on `field`, if it is this package's.
    static func installed(on field: UIView) -> FocusToolbar? {
      switch field {
      case let textField as UITextField: return textField.inputAccessoryView as? FocusToolbar
      case let textView as UITextView: return textView.inputAccessoryView as? FocusToolbar
      default: return nil
      }
    }

    /// Hears the field's text change: an app often enables the next field as the user types
    /// into this one (IQKeyboardManager #642), and the buttons follow at the next keystroke.
    private var typing: NotificationRegistration?

    private func configure(for field: UIView) {
      self.field = field
      typing = NotificationRegistration(
        center: .default,
        names: [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification]
      ) { [weak self] notification in
        let typed = (notification.object as AnyObject?).map(ObjectIdentifier.init)
        MainQueue.run {
          guard let self, let field = self.field, typed == ObjectIdentifier(field) else { return }
          self.refresh()
        }
      }
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
      // The focused field keeps its place, so the bar knows where it is even when the app has
      // just made it untouchable.
      if !fields.contains(where: { $0 === field }) { fields.append(field) }
      let space: any UICoordinateSpace = field.window ?? field
      let frames = fields.map { $0.convert($0.bounds, to: space) }
      let direction: FocusOrder.LayoutDirection =
        field.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return (fields, FocusOrder(fields: frames, layoutDirection: direction))
    }

    /// The fields inside `view` that can take the focus.
    ///
    /// The field itself, `view` and every view between them are shown and take touches (hidden,
    /// transparent or with user interaction off, a view takes none, and neither does anything
    /// inside it); the field is enabled or editable, in a window, and within the window's width
    /// (not on another page of a carousel). A field the user cannot touch is never one the bar
    /// moves to.
    static func editableFields(in view: UIView) -> [UIView] {
      guard let window = view.window, takesTouches(view) else { return [] }
      var current = view.superview
      while let ancestor = current, ancestor !== window {
        guard takesTouches(ancestor) else { return [] }
        current = ancestor.superview
      }
      return fields(in: view, within: window)
    }

    private static func fields(in view: UIView, within window: UIWindow) -> [UIView] {
      guard takesTouches(view) else { return [] }
      let editable: Bool
      switch view {
      case let textField as UITextField: editable = textField.isEnabled
      case let textView as UITextView: editable = textView.isEditable
      default: return view.subviews.flatMap { fields(in: $0, within: window) }
      }
      let frame = view.convert(view.bounds, to: window)
      guard editable, frame.maxX > window.bounds.minX, frame.minX < window.bounds.maxX else {
        return []
      }
      return [view]
    }

    private static func takesTouches(_ view: UIView) -> Bool {
      !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled
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
