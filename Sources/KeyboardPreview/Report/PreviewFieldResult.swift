import Foundation

/// What `keyboard-preview` found with one field focused and the keyboard up, on one device.
///
/// When a run focuses every field in turn (`--focus all`), each result holds one of these per
/// field, in focus order; the scroll views carry over from one field to the next, as they do
/// when the user taps the next button above the keyboard.
///
/// ```swift
/// let email = result.fields.first { $0.field == "email" }
/// email?.status  // .pass
/// email?.clearance  // 10: the field ends 10 pt above the button on the keyboard
/// email?.scrolls.first?.contentOffset  // 121
/// ```
public struct PreviewFieldResult: Codable, Sendable, Hashable {
  /// The focused field's id.
  public var field: String
  /// `pass` when no check failed with this field focused, `fail` otherwise.
  public var status: PreviewStatus
  /// How far the field ends above the keyboard, or above what rides on it when that is higher;
  /// `nil` when the keyboard covers nothing or the field is hidden.
  public var clearance: Double?
  /// How far the screen moved up to show the field (`KeyboardState.rootShift`); 0 for a field in
  /// a scroll view.
  public var rootShift: Double
  /// The height of what rides on the keyboard, measured up from its top (the
  /// `pinnedAboveKeyboard` the core's avoidance cleared).
  public var pinnedAboveKeyboard: Double
  /// The scroll views as the field left them, outermost first.
  public var scrolls: [PreviewScroll]
  /// The checks that failed with this field focused.
  public var failures: [PreviewFailure]
  /// Every element with this field focused.
  public var shown: [PreviewElement]

  /// Creates a field's result.
  ///
  /// - Parameters:
  ///   - field: The focused field's id.
  ///   - status: Whether every check passed.
  ///   - clearance: How far the field ends above the keyboard or what rides on it.
  ///   - rootShift: How far the screen moved up.
  ///   - pinnedAboveKeyboard: The height of what rides on the keyboard.
  ///   - scrolls: The scroll views.
  ///   - failures: The checks that failed.
  ///   - shown: Every element.
  public init(
    field: String, status: PreviewStatus, clearance: Double?, rootShift: Double,
    pinnedAboveKeyboard: Double, scrolls: [PreviewScroll], failures: [PreviewFailure],
    shown: [PreviewElement]
  ) {
    self.field = field
    self.status = status
    self.clearance = clearance
    self.rootShift = rootShift
    self.pinnedAboveKeyboard = pinnedAboveKeyboard
    self.scrolls = scrolls
    self.failures = failures
    self.shown = shown
  }
}
