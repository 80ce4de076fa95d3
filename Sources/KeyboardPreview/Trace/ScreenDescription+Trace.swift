import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// Lays the screen out for a keyboard as iOS reported it, at the screen bounds and in the
  /// window a recording measured, and checks the result.
  ///
  /// The keyboard's frame is the state's, not a catalog height. In a window (Stage Manager,
  /// Split View) the layout fills the window, in its own coordinates, and the state is carried
  /// into them by `KeyboardState.converted(_:)`; every keyboard-dependent number then comes from
  /// the core's overlap with the window, as in ``preview(on:orientation:keyboard:focus:)``. The
  /// safe area is the device's where the window overlaps it, and the screen class the window's,
  /// as `KeyboardAdaptive` reads it in an app. A failing result comes with checked suggestions.
  ///
  /// ```swift
  /// // A Stage Manager window 500 × 560 pt at (40, 24) on an iPad Air (5th generation); the
  /// // docked keyboard's top is at 843, below the window's bottom at 584.
  /// let result = ScreenDescription.builtInLogin.preview(
  ///   on: iPadAir5, screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180),
  ///   windowFrame: CGRect(x: 40, y: 24, width: 500, height: 560), keyboard: docked)
  /// result.screen  // 500 × 560: the window
  /// result.clearance  // nil: the keyboard covers none of the window
  /// ```
  ///
  /// - Parameters:
  ///   - profile: The device, for its safe area and cutout.
  ///   - screenBounds: The screen's bounds, which say how the device is held.
  ///   - windowFrame: The window's frame in the screen's coordinates; `nil` to fill the screen.
  ///   - keyboard: The keyboard's state, its frame in the screen's coordinates.
  ///   - source: Where the state comes from, for the report (such as `as notifications[3]
  ///     reported it`).
  ///   - focus: The field, or fields, to focus; the description's ``focus`` by default.
  /// - Returns: The result, its keyboard ``PreviewKeyboard/recorded``.
  public func preview(
    on profile: DeviceProfile, screenBounds: CGRect, windowFrame: CGRect? = nil,
    keyboard: KeyboardState, source: String = "a recorded keyboard", focus: Focus? = nil
  ) -> PreviewResult {
    recordedRow(
      on: profile, screenBounds: screenBounds, windowFrame: windowFrame, keyboard: keyboard,
      source: source, focus: focus ?? self.focus
    ).result
  }

  /// Plays a recorded keyboard session against the screen: the screen laid out and checked
  /// after every notification, on the device the trace names.
  ///
  /// `KeyboardTrace.steps()` folds the notifications through the parser and the reducer; each
  /// step is laid out by ``preview(on:screenBounds:windowFrame:keyboard:source:focus:)`` at the
  /// screen bounds and in the window recorded with its notification. A notification the parser
  /// rejects changes nothing: its step keeps the state before it.
  ///
  /// ```swift
  /// let trace = try KeyboardTrace(jsonData: data)  // a shortcut bar toggled on an iPad Air 2
  /// if let iPadAir2 = DeviceCatalog.profile(identifier: trace.device.modelIdentifier) {
  ///   let report = ScreenDescription.builtInLogin.preview(trace, on: iPadAir2)
  ///   report.results.count  // 6: one per notification
  ///   report.trace?.steps[2].coveredHeight  // 55
  ///   report.passed  // true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - trace: The recorded session.
  ///   - profile: The device to lay the screen out on, usually the trace's own model's.
  ///   - focus: The field, or fields, to focus; the description's ``focus`` by default.
  /// - Returns: A report with one result per notification and its ``PreviewReport/trace``
  ///   section.
  /// - Complexity: One layout per notification (reused while nothing changes), plus the search
  ///   for suggestions on failing ones.
  public func preview(
    _ trace: KeyboardTrace, on profile: DeviceProfile, focus: Focus? = nil
  ) -> PreviewReport {
    var results: [PreviewResult] = []
    var steps: [PreviewTraceStep] = []
    var source = "hidden: no notification has shown it yet"
    var previous: (key: RecordedRowKey, row: RecordedRow)?
    for step in trace.steps() {
      if step.transition != nil { source = "as notifications[\(step.index)] reported it" }
      let key = RecordedRowKey(
        state: step.state, screenBounds: step.entry.screenBounds,
        windowFrame: step.entry.windowFrame, source: source)
      let row: RecordedRow
      if let previous, previous.key == key {
        row = previous.row
      } else {
        row = recordedRow(
          on: profile, screenBounds: key.screenBounds, windowFrame: key.windowFrame,
          keyboard: key.state, source: source, focus: focus ?? self.focus)
      }
      previous = (key, row)
      results.append(row.result)
      steps.append(PreviewTraceStep(step, coveredHeight: row.coveredHeight))
    }
    var report = PreviewReport(screen: self, focus: focus, results: results)
    report.trace = PreviewTrace(
      trace: trace, device: profile, steps: steps,
      firstFailure: results.firstIndex { $0.status == .fail })
    return report
  }

  /// One step's result, and how far the keyboard reaches into what the layout fills.
  private func recordedRow(
    on profile: DeviceProfile, screenBounds: CGRect, windowFrame: CGRect?,
    keyboard: KeyboardState, source: String, focus: Focus
  ) -> RecordedRow {
    let context = ScreenContext(
      profile: profile, screenBounds: screenBounds, windowFrame: windowFrame
    ).adding(bars)
    let inLayout = context.inLayoutSpace(keyboard)
    let report = PreviewKeyboardReport(
      recorded: keyboard, inLayout: inLayout, screenBounds: screenBounds, source: source)
    let result = previewRow(
      in: context, keyboard: RowKeyboard(recorded: inLayout, report: report), focus: focus)
    return RecordedRow(result: result, coveredHeight: inLayout.coveredHeight(of: context.screen))
  }
}

/// What one step of a trace lays out from: equal keys give equal rows.
private struct RecordedRowKey: Equatable {
  var state: KeyboardState
  var screenBounds: CGRect
  var windowFrame: CGRect?
  var source: String
}

private struct RecordedRow {
  var result: PreviewResult
  var coveredHeight: CGFloat
}
