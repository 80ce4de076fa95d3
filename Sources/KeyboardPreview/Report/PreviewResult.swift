import Foundation
import KeyboardAvoidance

/// Whether a screen fits on one device, orientation and keyboard.
///
/// ```swift
/// result.status  // .pass
/// ```
public enum PreviewStatus: String, Codable, Sendable, Hashable, CaseIterable {
  /// Every check passed.
  case pass
  /// At least one check failed; see ``PreviewResult/failures``.
  case fail
  /// The keyboard does not exist on this device: a floating keyboard on an iPhone.
  case notApplicable
}

/// A public source of a keyboard height: its name and where to read it.
///
/// ```swift
/// source.name     // "Wire"
/// source.address  // "https://github.com/wireapp/wire-ios"
/// ```
public struct PreviewSource: Codable, Sendable, Hashable {
  /// The source's name, as the catalog's `DeviceDataSource.name` gives it.
  public var name: String
  /// Where to read it: a web address.
  public var address: String

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - name: The source's name.
  ///   - address: Where to read it.
  public init(name: String, address: String) {
    self.name = name
    self.address = address
  }
}

/// The keyboard a result was laid out for, and where its height comes from.
///
/// ```swift
/// keyboard.height  // 253
/// keyboard.provenance  // "shippingApps"
/// keyboard.source  // "constant in shipping apps (Wire and Mixin Messenger)"
/// keyboard.sources.map(\.address)
/// // ["https://github.com/wireapp/wire-ios", "https://github.com/MixinNetwork/ios-app"]
/// ```
public struct PreviewKeyboardReport: Codable, Sendable, Hashable {
  /// The keyboard asked for: `plain`, `predictive`, `hardware`, `floating` or `recorded`.
  public var kind: PreviewKeyboard
  /// How the core's reducer read the frame: `docked`, `accessoryBar`, `floating`, ….
  public var presentation: String
  /// The height on screen, in points: the whole keyboard, or the hardware keyboard's bar; 0 for
  /// a recorded keyboard that is hidden.
  public var height: Double
  /// Where the height comes from: `measured`, `shippingApps`, `estimated` or `learned`; for a
  /// recorded keyboard, `recorded`.
  public var provenance: String
  /// The sources or the rule behind the height, in a phrase.
  public var source: String
  /// The public sources behind the height, with their addresses; empty for a height learned on a
  /// device.
  public var sources: [PreviewSource]
  /// How far to trust the height: `low`, `medium` or `high`.
  public var confidence: String
  /// The frame iOS would report, in screen points (in a ``PreviewResult/window``, in the
  /// window's); a hardware keyboard's reaches below the screen.
  public var frame: PreviewRect
  /// The y coordinate of the keyboard's top edge on screen.
  public var top: Double

  /// The report of a keyboard a recording reported.
  ///
  /// - Parameters:
  ///   - state: The state after a notification, in the screen's coordinates.
  ///   - layoutState: The same state in the layout's coordinates (a window's, in a window).
  ///   - screenBounds: The screen's bounds at that moment.
  ///   - source: Which notification reported the frame.
  init(
    recorded state: KeyboardState, inLayout layoutState: KeyboardState, screenBounds: CGRect,
    source: String
  ) {
    kind = .recorded
    presentation = state.presentation.rawValue
    let visible = state.frame.intersection(screenBounds)
    height = state.isVisible && !visible.isNull ? Double(visible.height) : 0
    provenance = "recorded"
    self.source = source
    sources = []
    confidence = "high"
    frame = PreviewRect(layoutState.frame)
    top = Double(layoutState.frame.minY)
  }

  /// How the table, the pictures and the page name the keyboard: its kind, or, for a recorded
  /// one, how it was shown.
  var name: String {
    kind == .recorded ? "recorded \(presentation)" : kind.rawValue
  }

  /// How much of the keyboard shows on a screen of the given height: from its top edge down to
  /// the bottom of its frame or of the screen, whichever is higher; 0 when it is off screen.
  func heightOnScreen(screenHeight: Double) -> Double {
    max(0, min(frame.maxY, screenHeight) - top)
  }

  /// Whether this is a recorded keyboard that was hidden at that moment.
  var isRecordedHidden: Bool { kind == .recorded && presentation == "hidden" }

  /// The keyboard in a phrase, for titles and legends: "predictive keyboard, 335 pt".
  var phrase: String {
    isRecordedHidden
      ? "keyboard hidden, as recorded" : "\(name) keyboard, \(PointFormat.points(height))"
  }

  init(kind: PreviewKeyboard, state: KeyboardState, estimate: KeyboardHeightEstimate) {
    self.kind = kind
    presentation = state.presentation.rawValue
    height = Double(estimate.height)
    switch estimate.provenance {
    case .measured: provenance = "measured"
    case .shippingApps: provenance = "shippingApps"
    case .estimated: provenance = "estimated"
    case .learned: provenance = "learned"
    }
    source = estimate.provenance.description
    sources = estimate.provenance.sources.map { PreviewSource(name: $0.name, address: $0.address) }
    switch estimate.confidence {
    case .low: confidence = "low"
    case .medium: confidence = "medium"
    case .high: confidence = "high"
    }
    frame = PreviewRect(state.frame)
    top = Double(state.frame.minY)
  }
}

extension PreviewKeyboard: Codable {}

/// What `keyboard-preview` found for one device, orientation and keyboard.
///
/// The numbers describe the layout with the keyboard up and ``focus`` focused, after the
/// screen's rules, scroll views and any root shift; ``hidden`` and ``shown`` hold every element's
/// frame for both states, and ``fields`` each focused field's layout when the run focuses several.
/// ``focus`` is the field the picture shows: the first field that fails, else the one nearest the
/// keyboard.
///
/// ```swift
/// let result = ScreenDescription.builtInLogin.preview(
///   on: iPhoneSE, orientation: .portrait, keyboard: .predictive)
/// result.status  // .pass
/// result.clearance  // 104: the password field ends 104 pt above the keyboard
/// ```
public struct PreviewResult: Codable, Sendable, Hashable {
  /// The device's marketing name.
  public var device: String
  /// The device's model identifiers.
  public var identifiers: [String]
  /// `iPhone` or `iPad`.
  public var family: String
  /// `portrait` or `landscape`.
  public var orientation: String
  /// The screen class the rules were read for: `compactHeight`, `regular`, `tall` or `iPad`.
  public var screenClass: String
  /// The screen's size in points, in this orientation; with a ``window``, the window's size.
  public var screen: PreviewSize
  /// The safe-area insets in this orientation, a screen's ``ScreenBars`` included.
  ///
  /// With a ``window``, the part of the screen's that the window overlaps.
  public var safeArea: PreviewInsets
  /// The bars included in ``safeArea``: a navigation bar's height at the top, a tab bar's or a
  /// toolbar's at the bottom; `nil`, and left out of the JSON, for a screen without bars.
  public var bars: PreviewInsets?
  /// The cutout at the top: `none`, `notch` or `dynamicIsland`.
  public var cutout: String
  /// The window the screen was laid out in, in the screen's coordinates.
  ///
  /// A Stage Manager or Split View window a trace recorded; every other frame of the result is
  /// then in the window's coordinates, origin at its top left. `nil` when the layout fills the
  /// screen.
  public var window: PreviewRect?
  /// The keyboard asked for.
  public var keyboardKind: PreviewKeyboard
  /// The keyboard; `nil` when it does not exist on the device.
  public var keyboard: PreviewKeyboardReport?
  /// The verdict.
  public var status: PreviewStatus
  /// The space between the lowest drawn element of the flow and the pinned element (or the
  /// keyboard, without one), with the keyboard up; negative when they overlap.
  public var spaceLeft: Double?
  /// The height between the top of the safe area and the keyboard.
  public var spaceAboveKeyboard: Double?
  /// The field ``shown`` and the picture have focused; `nil` when the keyboard does not exist on
  /// the device.
  public var focus: String?
  /// How far the focused field ends above the keyboard, or above what rides on it (an element
  /// pinned to the keyboard) when that is higher; `nil` when the keyboard covers nothing
  /// (floating) or the field is hidden.
  public var clearance: Double?
  /// How far the flow moved up because the rules left the focused field covered.
  public var rootShift: Double
  /// What the rules change while the keyboard is up on this screen class.
  public var rulesApplied: [PreviewRule]
  /// The checks that failed, with the keyboard hidden and with each field focused; a failure
  /// that recurs with several fields focused is listed once, with the first.
  public var failures: [PreviewFailure]
  /// Changes that make this row pass, each checked by running the row again with it.
  public var suggestions: [PreviewSuggestion]
  /// Facts worth knowing that are not failures.
  public var notes: [String]
  /// Every element with the keyboard hidden.
  public var hidden: [PreviewElement]
  /// Every element with the keyboard up and ``focus`` focused.
  public var shown: [PreviewElement]
  /// Each field focused in turn, in focus order; one entry when the run focuses one field.
  public var fields: [PreviewFieldResult]
  /// The picture's file name in the output folder; `nil` when none was written.
  public var picture: String?
  /// The Interface Builder scene the row checks, by its name in ``PreviewReport/scenes``; `nil`,
  /// and left out of the JSON, for a screen description.
  public var scene: String?

  /// The element pinned to the keyboard that the pictured field had to clear, when one rides
  /// on it.
  var pictureRider: PreviewElement? {
    guard let field = fields.first(where: { $0.field == focus }), field.pinnedAboveKeyboard > 0
    else { return nil }
    return shown.filter { $0.pinnedTo == "keyboard" && !$0.isHidden }.min {
      $0.frame.y < $1.frame.y
    }
  }

  /// Every failure, or the note for a keyboard that does not apply.
  public var reason: String {
    switch status {
    case .pass: return ""
    case .notApplicable: return notes.first ?? ""
    case .fail: return failures.map(\.summaryNamingField).joined(separator: "; ")
    }
  }
}

/// The result of a whole `keyboard-preview` run: the JSON report, format version 2.
///
/// ```swift
/// let report = ScreenDescription.builtInLogin.preview(
///   devices: DeviceCatalog.iPhones, orientations: [.portrait], keyboards: [.predictive])
/// report.summary.failed  // 1: the iPhone 4s
/// ```
public struct PreviewReport: Codable, Sendable, Hashable {
  /// The version of the report's format.
  ///
  /// A run over Interface Builder documents adds ``scenes`` and each row's
  /// ``PreviewResult/scene``, keys a reader of version 2 can leave unread.
  public static let formatVersion = 2

  /// Counts of results by status.
  public struct Summary: Codable, Sendable, Hashable {
    /// Results that passed.
    public var passed: Int
    /// Results that failed.
    public var failed: Int
    /// Results whose keyboard does not exist on the device.
    public var notApplicable: Int

    /// Counts results by status.
    init(counting results: [PreviewResult]) {
      passed = results.count { $0.status == .pass }
      failed = results.count { $0.status == .fail }
      notApplicable = results.count { $0.status == .notApplicable }
    }
  }

  /// The report's format version: ``formatVersion``.
  public var version: Int
  /// The screen's name.
  public var screen: String
  /// The focused field's id, or `all` when every field takes the focus in turn.
  public var focus: String
  /// The space asked for between the focused field and the keyboard.
  public var focusDistance: Double
  /// Whether no result failed.
  public var passed: Bool
  /// Counts of results by status.
  public var summary: Summary
  /// One result per device, orientation and keyboard, in that order; with a ``trace``, one
  /// per notification.
  public var results: [PreviewResult]
  /// The recorded session the results replay (`--trace`); `nil`, and left out of the JSON,
  /// otherwise.
  public var trace: PreviewTrace?
  /// The scenes of the Interface Builder documents the rows check (`--storyboard`, `--xib`),
  /// checked or not, with what their import approximated or left out; `nil`, and left out of
  /// the JSON, for a screen description.
  public var scenes: [PreviewScene]?

  /// Creates a report from results.
  ///
  /// - Parameters:
  ///   - screen: The screen the results are for.
  ///   - focus: The field, or fields, the results focused; the screen's own by default.
  ///   - results: The results.
  public init(
    screen: ScreenDescription, focus: ScreenDescription.Focus? = nil, results: [PreviewResult]
  ) {
    version = Self.formatVersion
    self.screen = screen.name
    self.focus = (focus ?? screen.focus).description
    focusDistance = Double(screen.focusDistance)
    self.results = results
    summary = Summary(counting: results)
    passed = summary.failed == 0
  }
}

extension PreviewReport {
  /// Creates the report of Interface Builder scenes: each checked scene's rows, in scene order,
  /// each naming its scene, and every scene's import record.
  ///
  /// ```swift
  /// let report = PreviewReport(documents: "Main.storyboard", scenes: records, reports: reports)
  /// report.results.first?.scene  // "Login"
  /// ```
  ///
  /// - Parameters:
  ///   - documents: The documents' names, for the title.
  ///   - scenes: Every scene's import record, checked or not.
  ///   - reports: The report of each checked scene, named by its screen's name.
  public init(documents: String, scenes: [PreviewScene], reports: [PreviewReport]) {
    version = Self.formatVersion
    screen = documents
    let foci = Set(reports.map(\.focus))
    focus = foci.count == 1 ? foci.first ?? "all" : "all"
    focusDistance = reports.first?.focusDistance ?? 10
    results = reports.flatMap { report in
      report.results.map { result in
        var result = result
        result.scene = report.screen
        return result
      }
    }
    self.scenes = scenes
    summary = Summary(counting: results)
    passed = summary.failed == 0
  }
}
