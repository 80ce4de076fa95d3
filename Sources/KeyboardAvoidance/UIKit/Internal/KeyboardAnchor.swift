#if canImport(UIKit)
  import Foundation
  import UIKit

  /// The keyboard machinery of one view: an observer measuring against the view's screen, the
  /// bindings that follow it, and the helper objects they need.
  ///
  /// It is a layout guide so the view owns it: everything ends when the view is released, with no
  /// `removeObserver` call and no retain cycle (bindings hold the view weakly).
  @MainActor
  final class KeyboardAnchor: UILayoutGuide {
    let observer: KeyboardObserver
    private var subscription: KeyboardSubscription?
    private var bindings: [Binding] = []
    private var retained: [AnyObject] = []
    private var focusRegistration: NotificationRegistration?
    private var nextID: UInt64 = 0

    /// The anchor of `view`, created and added on first use.
    static func of(_ view: UIView) -> KeyboardAnchor {
      if let existing = view.layoutGuides.lazy.compactMap({ $0 as? KeyboardAnchor }).first {
        return existing
      }
      let anchor = KeyboardAnchor(view: view)
      view.addLayoutGuide(anchor)
      return anchor
    }

    private init(view: UIView) {
      observer = KeyboardObserver(view: view)
      super.init()
      subscription = observer.observe { [weak self] transition in
        self?.deliver(transition)
      }
    }

    /// Anchors are created in code only; one decoded from an archive would observe nothing.
    required init?(coder: NSCoder) {
      return nil
    }

    private struct Binding {
      let id: UInt64
      let apply: @MainActor (KeyboardTransition) -> Void
      let end: @MainActor () -> Void
    }

    /// Calls `apply` with every transition until the returned binding is cancelled, then `end`.
    func bind(
      onCancel end: @escaping @MainActor () -> Void = {},
      _ apply: @escaping @MainActor (KeyboardTransition) -> Void
    ) -> KeyboardBinding {
      let id = nextID
      nextID += 1
      bindings.append(Binding(id: id, apply: apply, end: end))
      return KeyboardBinding(anchor: self, id: id)
    }

    func unbind(_ id: UInt64) {
      let ended = bindings.filter { $0.id == id }
      bindings.removeAll { $0.id == id }
      for binding in ended { binding.end() }
    }

    /// Keeps `object` alive as long as the view (gesture targets and delegates are weak).
    func retain(_ object: AnyObject) {
      retained.append(object)
    }

    /// Also delivers the current state, as a transition to itself with the keyboard's usual
    /// timing, whenever a text field or text view starts editing: switching fields while the
    /// keyboard stays up changes what must be revealed without any keyboard notification.
    func followsFocusChanges() {
      guard focusRegistration == nil else { return }
      focusRegistration = NotificationRegistration(
        center: .default,
        names: [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
        ]
      ) { [weak self] _ in
        MainQueue.run { self?.refocus() }
      }
    }

    private func refocus() {
      let state = observer.state
      deliver(KeyboardTransition(from: state, to: state, animation: .systemDefault))
    }

    private func deliver(_ transition: KeyboardTransition) {
      for binding in bindings {
        binding.apply(transition)
      }
    }
  }
#endif
