#if canImport(UIKit)
  import Foundation
  import UIKit

  /// The keyboard machinery of one view: its bindings, and its link to the keyboard source of the
  /// screen it is on.
  ///
  /// It is an invisible, empty subview, so the view owns it: everything ends when the view is
  /// released, with no `removeObserver` call and no retain cycle (bindings hold the view weakly).
  /// Being a view, it learns when its view enters or leaves a window (`didMoveToWindow()`): then it
  /// joins that screen's source and catches up with the keyboard at once, or puts its bindings back
  /// to rest, which needs no geometry.
  @MainActor
  final class KeyboardAnchor: UIView {
    private(set) var bindings: [Binding] = []
    private var retained: [AnyObject] = []
    private var nextID: UInt64 = 0
    private weak var source: KeyboardSource?
    /// Bindings made once per view or per object, by kind and object: tap to dismiss, a
    /// constraint, an interactive-dismissal tracker.
    private var keyed: [String: KeyboardBinding] = [:]
    /// What a keyed binding keeps for a later call with the same key to update.
    private var attachments: [String: AnyObject] = [:]

    /// The anchor of `view`, created and added on first use.
    static func of(_ view: UIView) -> KeyboardAnchor {
      KeyboardEventLog.start()
      if let existing = view.subviews.lazy.compactMap({ $0 as? KeyboardAnchor }).first {
        return existing
      }
      let anchor = KeyboardAnchor(frame: .zero)
      anchor.isHidden = true
      anchor.isUserInteractionEnabled = false
      view.insertSubview(anchor, at: 0)
      return anchor
    }

    /// The anchor of `view` if it has one.
    static func existing(in view: UIView) -> KeyboardAnchor? {
      view.subviews.lazy.compactMap { $0 as? KeyboardAnchor }.first
    }

    /// The view the bindings belong to.
    var owner: UIView? { superview }

    /// The keyboard's state as the source of this view's screen has it; hidden without a window.
    var state: KeyboardState { source?.state ?? .hidden }

    /// The source of the screen this anchor is on, if it is in a window.
    var keyboardSource: KeyboardSource? { source }

    /// Whether any binding here moves or insets something for the keyboard.
    var avoidsKeyboard: Bool { bindings.contains { $0.avoids } }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      source?.detach(self)
      source = window.flatMap(KeyboardSource.of)
      guard let source else {
        KeyboardAnimator.withoutAnimation {
          for binding in bindings { binding.rest() }
        }
        return
      }
      source.attach(self)
      source.catchUp(self)
    }

    /// A binding: what it does with each transition, how it goes back to rest, and in which
    /// phase of a transition it runs.
    struct Binding {
      enum Phase {
        /// Constraint constants: applied first, then the window is laid out once.
        case constraints
        /// Scroll views, measured after that layout.
        case scrollViews
        /// Everything else: alpha, isHidden, corner radius, gesture helpers.
        case decorations
      }

      let id: UInt64
      let phase: Phase
      /// Whether it moves or insets something for the keyboard.
      let avoids: Bool
      let apply: @MainActor (Delivery) -> Void
      let rest: @MainActor () -> Void
      let end: @MainActor () -> Void
    }

    /// Adds a binding and brings it up to date with the keyboard at once.
    ///
    /// - Parameters:
    ///   - key: When given, a second call with the same key returns the first binding instead of
    ///     adding another.
    ///   - attachment: Kept with a keyed binding, for ``attachment(forKey:)``.
    ///   - phase: When it runs within a transition.
    ///   - avoids: Whether it moves or insets something for the keyboard.
    ///   - rest: Puts things back to rest without measuring: the view has left its window.
    ///   - end: Undoes the binding when it is cancelled.
    ///   - apply: Applies a transition.
    /// - Returns: The binding, or the one already made with `key`.
    func bind(
      key: String? = nil, attachment: AnyObject? = nil, phase: Binding.Phase,
      avoids: Bool = false,
      rest: @escaping @MainActor () -> Void = {},
      onCancel end: @escaping @MainActor () -> Void = {},
      apply: @escaping @MainActor (Delivery) -> Void
    ) -> KeyboardBinding {
      if let key, let existing = binding(forKey: key) { return existing }
      let id = nextID
      nextID += 1
      bindings.append(
        Binding(id: id, phase: phase, avoids: avoids, apply: apply, rest: rest, end: end))
      let binding = KeyboardBinding(anchor: self, id: id)
      if let key {
        keyed[key] = binding
        attachments[key] = attachment
      }
      source?.catchUp(self)
      return binding
    }

    /// The active binding made with `key`, if any.
    func binding(forKey key: String) -> KeyboardBinding? {
      guard let existing = keyed[key], existing.isActive else { return nil }
      return existing
    }

    /// What the active binding made with `key` keeps, if any.
    func attachment(forKey key: String) -> AnyObject? {
      binding(forKey: key) == nil ? nil : attachments[key]
    }

    func unbind(_ id: UInt64) {
      let ended = bindings.filter { $0.id == id }
      bindings.removeAll { $0.id == id }
      for (key, binding) in keyed where binding.id == id { attachments[key] = nil }
      keyed = keyed.filter { $0.value.id != id }
      for binding in ended { binding.end() }
    }

    /// Keeps `object` alive as long as the view (gesture targets and delegates are weak).
    func retain(_ object: AnyObject) {
      retained.append(object)
    }

    func release(_ object: AnyObject) {
      retained.removeAll { $0 === object }
    }
  }
#endif
