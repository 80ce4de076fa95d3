/// The checks `keyboard-preview` runs on each laid-out screen: with the keyboard hidden, and
/// with the keyboard up for each field it focuses.
///
/// ```swift
/// PreviewCheck.allCases.map(\.rawValue)
/// // ["focusedField", "pinnedElement", "overlap", "topInset", "bottomInset"]
/// ```
public enum PreviewCheck: String, Codable, Sendable, Hashable, CaseIterable {
  /// With the keyboard up, the focused field is drawn, ends the focus distance above the
  /// keyboard and above what rides on it, and shows inside its scroll views.
  case focusedField
  /// The pinned element rests its spacing above the safe area's bottom, or sits its spacing
  /// above the keyboard.
  case pinnedElement
  /// No two drawn elements overlap.
  case overlap
  /// Nothing drawn goes under the status bar, notch, Dynamic Island or off the top of the
  /// screen: the top of the safe area.
  case topInset
  /// With the keyboard hidden, nothing drawn ends below the safe area's bottom.
  case bottomInset
}

/// One check that failed, with the elements involved, the field focused, and a sentence saying
/// how.
///
/// ```swift
/// failure.message  // "password goes 44 pt under the status bar"
/// failure.keyboardShown  // true
/// failure.field  // "password"
/// ```
public struct PreviewFailure: Codable, Sendable, Hashable {
  /// The check that failed.
  public var check: PreviewCheck
  /// Whether it failed with the keyboard up (`false`: with the keyboard hidden).
  public var keyboardShown: Bool
  /// The ids of the elements involved.
  public var elements: [String]
  /// What went wrong, in a sentence without the keyboard's state.
  public var message: String
  /// The field focused when it failed with the keyboard up; `nil` with the keyboard hidden.
  public var field: String?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - check: The check that failed.
  ///   - keyboardShown: Whether it failed with the keyboard up.
  ///   - elements: The ids of the elements involved.
  ///   - message: What went wrong.
  ///   - field: The field focused when it failed; none by default.
  public init(
    check: PreviewCheck, keyboardShown: Bool, elements: [String], message: String,
    field: String? = nil
  ) {
    self.check = check
    self.keyboardShown = keyboardShown
    self.elements = elements
    self.message = message
    self.field = field
  }

  /// The message with the keyboard's state in front, as the table prints it for a screen with
  /// one field to focus.
  public var summary: String {
    (keyboardShown ? "keyboard up: " : "keyboard hidden: ") + message
  }

  /// The message with the keyboard's state and the focused field in front, as the table prints
  /// it when every field takes the focus in turn.
  ///
  /// ```swift
  /// failure.summaryNamingField  // "keyboard up, email focused: email is 12 pt under `signUp`"
  /// ```
  public var summaryNamingField: String {
    guard keyboardShown, let field else { return summary }
    return "keyboard up, \(field) focused: " + message
  }
}

/// A number or a flag from a screen description's rules.
///
/// ```swift
/// PreviewValue.number(-50).description  // "-50"
/// PreviewValue.flag(true).description  // "true"
/// ```
public enum PreviewValue: Codable, Sendable, Hashable, CustomStringConvertible {
  /// A number, such as a spacing or a height.
  case number(Double)
  /// A flag, such as `isHidden`.
  case flag(Bool)

  /// Reads a bare JSON number or `true`/`false`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is neither.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  /// Writes a bare JSON number or `true`/`false`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` when the encoder refuses the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let value): try container.encode(value)
    case .flag(let value): try container.encode(value)
    }
  }

  /// The value as the report prints it: whole numbers without a fraction.
  public var description: String {
    switch self {
    case .number(let value): PointFormat.string(value)
    case .flag(let value): value ? "true" : "false"
    }
  }
}

/// One value the screen's rules change while the keyboard is up, on one screen.
///
/// ```swift
/// rule.description  // "statusLabel.top 40 → -50"
/// ```
public struct PreviewRule: Codable, Sendable, Hashable, CustomStringConvertible {
  /// The element's id.
  public var element: String
  /// The property: `top`, `height`, `leading`, `trailing`, `cornerRadius`, `isHidden` or
  /// `bottom`.
  public var property: String
  /// The value with the keyboard hidden.
  public var hidden: PreviewValue
  /// The value with the keyboard up.
  public var shown: PreviewValue

  /// Creates a rule's report.
  ///
  /// - Parameters:
  ///   - element: The element's id.
  ///   - property: The property's name.
  ///   - hidden: The value with the keyboard hidden.
  ///   - shown: The value with the keyboard up.
  public init(element: String, property: String, hidden: PreviewValue, shown: PreviewValue) {
    self.element = element
    self.property = property
    self.hidden = hidden
    self.shown = shown
  }

  /// `element.property hidden → shown`.
  public var description: String { "\(element).\(property) \(hidden) → \(shown)" }
}

/// How the report writes points: whole numbers without a fraction, others to a tenth.
enum PointFormat {
  static func string(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return String(format: "%.1f", rounded)
  }

  static func points(_ value: Double) -> String { string(value) + " pt" }
}
