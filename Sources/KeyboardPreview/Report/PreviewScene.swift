import Foundation

/// One scene of an Interface Builder document, as `keyboard-preview` imported it: where it
/// comes from, what it became, and everything the importer approximated or left out.
///
/// The JSON report of a `--storyboard` or `--xib` run lists one per scene in
/// ``PreviewReport/scenes``, checked or not; each row of a checked scene names it in
/// ``PreviewResult/scene``.
///
/// ```swift
/// let scene = report.scenes?.first
/// scene?.name  // "Login"
/// scene?.status  // .checked
/// scene?.keyboardBindings.first?.outlet  // "loginButtonBottom"
/// ```
public struct PreviewScene: Codable, Sendable, Hashable {
  /// What became of a scene.
  public enum Status: String, Codable, Sendable, Hashable, CaseIterable {
    /// It became a screen and every device row checked it.
    case checked
    /// It is a screen, but the importer could not lay it out: ``PreviewScene/reason`` says why.
    case notLaidOut
    /// It is not a screen of its own: a navigation or tab bar controller, whose bars the
    /// scenes it holds show, or a reference to another storyboard.
    case notAScreen
  }

  /// The scene's name in reports: the view controller's user label, navigation title,
  /// storyboard identifier or class, or the xib view's.
  public var name: String
  /// The document, as given on the command line.
  public var file: String
  /// The line of the view controller's (or the xib view's) start tag.
  public var line: Int
  /// The storyboard scene's `sceneID`; `nil` in a xib.
  public var sceneID: String?
  /// The view controller's or the view's object id.
  public var objectID: String
  /// The storyboard identifier, when the scene has one.
  public var storyboardIdentifier: String?
  /// The custom class, when the scene has one.
  public var className: String?
  /// The catalog device the document was saved for, found from its root view's size; `nil`
  /// when no device has that size.
  public var documentDevice: String?
  /// What became of it.
  public var status: Status
  /// Why it was not checked; `nil` for a checked scene.
  public var reason: String?
  /// The bars it shows, with what put them there: "navigation bar, 44 pt (its navigation
  /// controller, 1Xh-Tn-v2Q)".
  public var bars: [String]
  /// The fields it became, by id, in document order.
  public var fields: [String]
  /// Everything the importer placed otherwise than Interface Builder would, or left out.
  public var notes: [PreviewImportNote]
  /// The constraints `pinAboveKeyboard(in:)` would bind: those that hold an element to the bottom
  /// of the screen and that the preview moves with the keyboard.
  public var keyboardBindings: [PreviewKeyboardBinding]

  /// Creates a scene's import record, with no bars, fields, notes or bindings yet.
  ///
  /// ```swift
  /// let scene = PreviewScene(
  ///   name: "Login", file: "Main.storyboard", line: 24, objectID: "BYZ-38-t0r", status: .checked)
  /// scene.location  // "Main.storyboard:24"
  /// ```
  ///
  /// - Parameters:
  ///   - name: The scene's name in reports.
  ///   - file: The document.
  ///   - line: The line of its start tag.
  ///   - objectID: Its object id.
  ///   - status: What became of it.
  public init(name: String, file: String, line: Int, objectID: String, status: Status) {
    self.name = name
    self.file = file
    self.line = line
    self.objectID = objectID
    self.status = status
    bars = []
    fields = []
    notes = []
    keyboardBindings = []
  }

  /// Where the scene is, for the table and the page: the document's file name and the line,
  /// `Main.storyboard:24`.
  public var location: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line)" }
}

/// Something the importer could not take as Interface Builder has it: what it did instead, or
/// that it left the element out, and why.
///
/// ```swift
/// note.kind  // .approximated
/// note.element  // "logo"
/// note.reason  // "centred vertically: kept 212 pt below the safe area's top, as on iPhone 14; …"
/// ```
public struct PreviewImportNote: Codable, Sendable, Hashable {
  /// Whether the element was placed another way or left out.
  public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
    /// The element is in the screen, placed or sized by a rule the note gives.
    case approximated
    /// The element is not in the screen.
    case skipped
  }

  /// Approximated or skipped.
  public var kind: Kind
  /// The element's id in the screen, or, for one left out, how the document names it.
  public var element: String
  /// The line of the element (or constraint) in the document.
  public var line: Int
  /// What the importer could not understand and what it did.
  public var reason: String

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - kind: Approximated or skipped.
  ///   - element: The element.
  ///   - line: Its line in the document.
  ///   - reason: What and why.
  public init(kind: Kind, element: String, line: Int, reason: String) {
    self.kind = kind
    self.element = element
    self.line = line
    self.reason = reason
  }
}

/// A constraint that holds an element to the bottom of the screen, which
/// `NSLayoutConstraint.pinAboveKeyboard(in:)` would bind so the element rides on the keyboard: the
/// constraint the blog posts' code moves by hand.
///
/// ```swift
/// binding.outlet  // "nextBtnBottomConstraint"
/// binding.constraint  // "Safe Area.bottom = next.bottom"
/// ```
public struct PreviewKeyboardBinding: Codable, Sendable, Hashable {
  /// The pinned element it holds, by id.
  public var element: String
  /// The constraint as an equation of the document's items.
  public var constraint: String
  /// The constraint's object id.
  public var constraintID: String
  /// The line of the constraint in the document.
  public var line: Int
  /// The outlet property that points at it, when the view controller has one.
  public var outlet: String?

  /// Creates a binding.
  ///
  /// - Parameters:
  ///   - element: The pinned element's id.
  ///   - constraint: The equation.
  ///   - constraintID: The constraint's object id.
  ///   - line: Its line.
  ///   - outlet: The outlet pointing at it, if any.
  public init(
    element: String, constraint: String, constraintID: String, line: Int, outlet: String?
  ) {
    self.element = element
    self.constraint = constraint
    self.constraintID = constraintID
    self.line = line
    self.outlet = outlet
  }

  /// The binding as the table and the page name it: the outlet (or the constraint's id), the
  /// equation and the line.
  ///
  /// ```swift
  /// binding.sentence
  /// // "`nextBtnBottomConstraint` (Safe Area.bottom = next.bottom, line 228)"
  /// ```
  public var sentence: String {
    let name = outlet.map { "`\($0)`" } ?? "the constraint \(constraintID)"
    return "\(name) (\(constraint), line \(line))"
  }
}
