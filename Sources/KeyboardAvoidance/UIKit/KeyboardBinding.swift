#if canImport(UIKit)
  import Foundation

  /// Something that follows the keyboard for a view: a constraint, a property, a scroll view.
  ///
  /// A binding lives as long as the view it was made for; you do not need to keep it. Keep it
  /// only to stop following earlier, with ``cancel()``.
  ///
  /// ```swift
  /// let binding = buttonBottom.followKeyboard(in: view, spacing: 8)
  /// binding.cancel()  // the constraint keeps its current constant from now on
  /// ```
  @MainActor
  public final class KeyboardBinding {
    private weak var anchor: KeyboardAnchor?
    private let id: UInt64

    init(anchor: KeyboardAnchor, id: UInt64) {
      self.anchor = anchor
      self.id = id
    }

    /// Stops following the keyboard; later calls do nothing.
    public func cancel() {
      anchor?.unbind(id)
      anchor = nil
    }
  }
#endif
