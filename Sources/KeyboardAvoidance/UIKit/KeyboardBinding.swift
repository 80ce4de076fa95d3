#if canImport(UIKit)
  import Foundation

  /// Something that follows the keyboard for a view: a constraint, a property, a scroll view.
  ///
  /// A binding lives as long as the view it was made for; you do not need to keep it. Keep it
  /// only to stop following earlier, with ``cancel()``.
  ///
  /// ```swift
  /// let binding = buttonBottom.pinAboveKeyboard(in: view, spacing: 8)
  /// binding?.cancel()  // the constraint goes back to the app's constant and stays there
  /// ```
  @MainActor
  public final class KeyboardBinding {
    private weak var anchor: KeyboardAnchor?
    let id: UInt64

    init(anchor: KeyboardAnchor, id: UInt64) {
      self.anchor = anchor
      self.id = id
    }

    /// A binding that follows nothing: what a deprecated call returns for a constraint it cannot
    /// follow.
    init() {
      anchor = nil
      id = .max
    }

    /// Whether the binding still follows the keyboard.
    ///
    /// ```swift
    /// binding.isActive  // true
    /// binding.cancel()
    /// binding.isActive  // false
    /// ```
    public var isActive: Bool { anchor != nil }

    /// Stops following the keyboard and undoes what the binding added; later calls do nothing.
    ///
    /// A constraint gets the app's own constant back, a scroll view its own insets, a tap or pan
    /// recognizer is removed.
    public func cancel() {
      anchor?.unbind(id)
      anchor = nil
    }
  }
#endif
