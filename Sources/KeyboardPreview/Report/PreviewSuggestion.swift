/// A change to the screen that makes a failing row pass, found and checked by `keyboard-preview`.
///
/// The preview works each suggestion out for the row's device, orientation and keyboard (the
/// amounts are computed, not picked from a list), applies it to the screen description and runs
/// every check again; only a change with which the row passes is reported. Rules are changed
/// for the device's screen class, while the keyboard is up, as `KeyboardAdaptive` would change
/// them in the app.
///
/// ```swift
/// suggestion.kind  // .hideElement
/// suggestion.message  // "hide `title` while the keyboard is up on tall: frees 80 pt"
/// suggestion.points  // 80
/// ```
public struct PreviewSuggestion: Codable, Sendable, Hashable {
  /// The kinds of change the preview tries, in the order it reports them.
  public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
    /// Put the screen's elements in one scroll view that reaches the bottom of the screen, so
    /// each field scrolls into view.
    case scrollView
    /// Hide an element that is not a field while the keyboard is up and close the space it took,
    /// as a stack view does.
    case hideElement
    /// Reduce the gaps between consecutive fields while the keyboard is up.
    case reduceGaps
    /// Reduce the spacing between an element pinned to the keyboard and the keyboard.
    case pinSpacing
    /// Two changes together, when no single one is enough.
    case combined
  }

  /// What the change is.
  public var kind: Kind
  /// The change in a sentence, with the amount.
  public var message: String
  /// The ids of the elements it changes.
  public var elements: [String]
  /// The screen class whose rules it changes; `nil` when it changes the screen's structure.
  public var screenClass: String?
  /// The amount, in points: the space freed, the gaps' reduction or the new spacing.
  public var points: Double?

  /// Creates a suggestion.
  ///
  /// - Parameters:
  ///   - kind: What the change is.
  ///   - message: The change in a sentence.
  ///   - elements: The ids of the elements it changes.
  ///   - screenClass: The screen class whose rules it changes.
  ///   - points: The amount, in points.
  public init(
    kind: Kind, message: String, elements: [String], screenClass: String?, points: Double?
  ) {
    self.kind = kind
    self.message = message
    self.elements = elements
    self.screenClass = screenClass
    self.points = points
  }
}
