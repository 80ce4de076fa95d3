import Foundation

extension PreviewReport {
  /// The table of a played trace: one row per notification, then the failures, the rejected
  /// notifications, the suggestions and the rules, and a summary naming the first failing
  /// notification.
  ///
  /// Columns: the notification's index and time; its kind (and whether the parser rejected it);
  /// the keyboard's presentation after it, marked → when it changed; the window, when the trace
  /// recorded one; how far the keyboard reaches into the window or the screen; the field
  /// pictured, when every field takes the focus; its clearance and root shift; PASS or FAIL with
  /// the first failure, and a rejection's reason, cut to keep lines within ``tableWidth``.
  func traceTable(_ trace: PreviewTrace) -> String {
    let label = { (index: Int) in trace.steps[index].label }
    let file = trace.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "a session"
    let count = trace.steps.count
    let moment = " after each of its \(count) \(count == 1 ? "notification" : "notifications")"
    var lines = wrap(
      "\(screen) on \(trace.device), replaying \(file) (recorded on \(trace.model), iOS "
        + "\(trace.system)): \(question(after: moment))")
    lines.append("")
    lines += traceRows(trace)
    lines.append("")
    lines += wrap(
      "Keyboard: its state after each notification, as the core's reducer folds it; → where the "
        + "notification changed it (a picture each). Covered: how far it reaches up into the "
        + "window (or the screen), what the layout avoids.")
    lines.append("")
    lines += failureLines(label: label)
    let rejected = trace.steps.filter { $0.rejection != nil }
    if !rejected.isEmpty {
      lines.append("Rejected notifications (each keeps the state before it):")
      for step in rejected {
        lines += wrap("  \(step.label) (\(step.kind)): \(step.rejection ?? "")", indent: "      ")
      }
      lines.append("")
    }
    lines += suggestionLines(label: label)
    lines += ruleLines
    var summary = summaryLine
    if let index = trace.firstFailure, trace.steps.indices.contains(index) {
      let step = trace.steps[index]
      summary.removeLast()
      summary += "; the first failure: \(step.label) (\(step.kind), \(step.timeText))."
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  private func traceRows(_ trace: PreviewTrace) -> [String] {
    let steps = trace.steps
    let rows = Array(zip(steps, results))
    var columns: [TextTable.Column] = [
      TextTable.Column(header: "#", cells: steps.map { "\($0.index)" }),
      TextTable.Column(header: "Time", cells: steps.map(\.timeText)),
      TextTable.Column(
        header: "Notification",
        cells: steps.map { $0.rejection == nil ? $0.kind : "\($0.kind) (rejected)" }),
      TextTable.Column(
        header: "Keyboard",
        cells: steps.map { $0.changed ? "→ \($0.presentation)" : $0.presentation }),
    ]
    if steps.contains(where: { $0.windowFrame != nil }) {
      columns.append(
        TextTable.Column(
          header: "Window",
          cells: steps.map { step in
            step.windowFrame.map { window in
              "\(PointFormat.string(window.width))×\(PointFormat.string(window.height)) at "
                + "\(PointFormat.string(window.x)),\(PointFormat.string(window.y))"
            } ?? "screen"
          }))
    }
    columns.append(
      TextTable.Column(
        header: "Covered", cells: steps.map { PointFormat.points($0.coveredHeight) }))
    if results.contains(where: { $0.fields.count > 1 }) {
      columns.append(TextTable.Column(header: "Field", cells: results.map { $0.focus ?? "-" }))
    }
    columns += [
      TextTable.Column(
        header: "Clearance", cells: results.map { $0.clearance.map(PointFormat.points) ?? "-" }),
      TextTable.Column(
        header: "Shift",
        cells: results.map { $0.rootShift > 0 ? PointFormat.points($0.rootShift) : "-" }),
      TextTable.Column(header: "Result", cells: rows.map(resultCell)),
    ]
    return TextTable(columns: columns, cutsLastColumn: true).lines
  }

  /// PASS, or FAIL with the first failure; then a rejection's reason, its keys without the
  /// `UIKeyboard` and `UserInfoKey` that every one of them carries.
  private func resultCell(_ step: PreviewTraceStep, _ result: PreviewResult) -> String {
    var cell: String
    switch result.status {
    case .pass: cell = "PASS"
    case .fail:
      let first = result.failures.first
      cell =
        "FAIL" + (first.map { ": " + (focus == "all" ? $0.summaryNamingField : $0.summary) } ?? "")
    case .notApplicable: cell = "N/A"
    }
    if let rejection = step.rejection {
      let brief = rejection.replacingOccurrences(of: "UIKeyboard", with: "")
        .replacingOccurrences(of: "UserInfoKey", with: "")
      cell += "; rejected: \(brief)"
    }
    return cell
  }
}
