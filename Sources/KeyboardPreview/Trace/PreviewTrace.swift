import Foundation
import KeyboardAvoidance

/// The `trace` section of a report: a recorded keyboard session played against the screen, one
/// step per notification.
///
/// When a report has this section, its `results` hold one result per notification, in the same
/// order as ``steps``: the screen laid out at the screen bounds (and in the window) recorded
/// with that notification, with the keyboard as the core's reducer folded it from the
/// notifications so far.
///
/// ```swift
/// let report = ScreenDescription.builtInLogin.preview(trace, on: iPadAir2)
/// report.trace?.steps.map(\.presentation)
/// // ["docked", "docked", "accessoryBar", "accessoryBar", "docked", "docked"]
/// report.trace?.firstFailure  // nil: every step passes
/// ```
public struct PreviewTrace: Codable, Sendable, Hashable {
  /// The trace file as it was named on the command line; `nil` when the trace came from
  /// elsewhere.
  public var file: String?
  /// The model identifier the trace was recorded on, such as `iPad5,3`.
  public var model: String
  /// The system version the trace was recorded on, such as `9.0`.
  public var system: String
  /// The device the screen was laid out on: the trace's model, or the one `--device` named.
  public var device: String
  /// How many notifications the recorder dropped before the first one here.
  public var dropped: Int
  /// The trace's own notes: where it came from, what it shows.
  public var notes: [String]
  /// One step per notification, in order.
  public var steps: [PreviewTraceStep]
  /// The index of the first notification whose step fails its checks (`notifications[i]`);
  /// `nil` when every step passes.
  public var firstFailure: Int?

  /// Creates the section.
  ///
  /// - Parameters:
  ///   - trace: The trace played.
  ///   - device: The device the screen was laid out on.
  ///   - steps: One step per notification.
  ///   - firstFailure: The index of the first failing step.
  public init(
    trace: KeyboardTrace, device: DeviceProfile, steps: [PreviewTraceStep], firstFailure: Int?
  ) {
    model = trace.device.modelIdentifier
    system = trace.device.systemVersion
    self.device = device.name
    dropped = trace.droppedCount
    notes = trace.notes
    self.steps = steps
    self.firstFailure = firstFailure
  }
}

/// One notification of a played trace: what it was, what the core made of it, and how much of
/// the screen or the window the keyboard covered after it.
///
/// ```swift
/// let step = report.trace?.steps[2]
/// step?.kind  // "willChangeFrame"
/// step?.presentation  // "accessoryBar"
/// step?.coveredHeight  // 55: the shortcut bar; the frame iOS reports is 313 pt tall
/// ```
public struct PreviewTraceStep: Codable, Sendable, Hashable {
  /// The notification's position in the trace, from 0: `notifications[index]`.
  public var index: Int
  /// Seconds since the session began.
  public var time: Double
  /// The notification's name, such as `UIKeyboardWillShowNotification`.
  public var name: String
  /// The notification's kind, as `KeyboardEvent.Kind` names it: `willShow`, `didChangeFrame`, ….
  public var kind: String
  /// Why the parser rejected the notification (`KeyboardEventError`), which then changed
  /// nothing; `nil` when it parsed.
  public var rejection: String?
  /// How the keyboard is shown after the notification: `hidden`, `docked`, `accessoryBar`,
  /// `undocked` or `floating`.
  public var presentation: String
  /// Whether the notification changed the keyboard's state (the core delivered a transition).
  public var changed: Bool
  /// How far the keyboard reaches into the window, or the screen without one, measured up from
  /// its bottom (`KeyboardState.coveredHeight(of:on:followsUndockedKeyboard:)`): what the layout
  /// avoids.
  public var coveredHeight: Double
  /// The screen's bounds recorded with the notification.
  public var screenBounds: PreviewRect
  /// The window's frame on the screen recorded with it; `nil` when none was.
  public var windowFrame: PreviewRect?
  /// The keyboard's frame after the notification, in screen coordinates, as iOS reported it;
  /// `nil` while it is hidden.
  public var keyboardFrame: PreviewRect?

  /// The step as the table and the page name it, by its place in the trace's JSON.
  ///
  /// ```swift
  /// report.trace?.steps[2].label  // "notifications[2]"
  /// ```
  public var label: String { "notifications[\(index)]" }

  /// The time as the table writes it: seconds, to the millisecond, without trailing zeros.
  var timeText: String {
    var text = String(format: "%.3f", time)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + " s"
  }
}

extension PreviewTraceStep {
  init(_ step: KeyboardTrace.Step, coveredHeight: CGFloat) {
    index = step.index
    time = step.entry.time
    name = step.entry.kind.notificationName.rawValue
    kind = "\(step.entry.kind)"
    if case .failure(let error) = step.event { rejection = "\(error)" }
    presentation = step.state.presentation.rawValue
    changed = step.transition != nil
    self.coveredHeight = Double(coveredHeight)
    screenBounds = PreviewRect(step.entry.screenBounds)
    windowFrame = step.entry.windowFrame.map(PreviewRect.init)
    keyboardFrame = step.state.isVisible ? PreviewRect(step.state.frame) : nil
  }
}

extension PreviewTraceStep {
  /// When the step's picture shows: `after notifications[2] (willChangeFrame, 2 s)`.
  var moment: String { "after \(label) (\(kind), \(timeText))" }
}

extension PreviewReport {
  /// Whether a result gets a picture and a card on the page: every row; in a played trace, each
  /// notification that changed the keyboard.
  func isPictured(_ index: Int) -> Bool {
    guard let trace, trace.steps.indices.contains(index) else { return true }
    return trace.steps[index].changed
  }

  /// The file name of a result's picture: by device, or, in a played trace, by notification.
  func pictureName(_ index: Int) -> String {
    guard let trace, trace.steps.indices.contains(index) else {
      return SVGPicture.fileName(for: results[index], screen: results[index].scene ?? screen)
    }
    return SVGPicture.fileName(forStep: trace.steps[index], screen: screen)
  }

  /// The report with only the results that get a picture, counted again: what the page shows.
  ///
  /// In a played trace, those are the notifications that changed the keyboard, each with its
  /// step.
  var picturedOnly: PreviewReport {
    var report = self
    let kept = results.indices.filter(isPictured)
    report.results = kept.map { results[$0] }
    report.trace?.steps = kept.compactMap { index in trace?.steps.dropFirst(index).first }
    report.summary = Summary(counting: report.results)
    report.passed = report.summary.failed == 0
    return report
  }

  /// When a result's picture shows, for its title: in a played trace, its notification.
  func moment(_ index: Int) -> String? {
    guard let trace, trace.steps.indices.contains(index) else { return nil }
    return trace.steps[index].moment
  }
}
