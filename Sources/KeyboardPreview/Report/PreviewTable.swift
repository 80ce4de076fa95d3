import Foundation

extension PreviewReport {
  /// The report as the table `keyboard-preview` prints: one line per device, orientation and
  /// keyboard, then the rules each screen class applied and a summary.
  ///
  /// Columns: the device; the screen's size in points and its class; the keyboard and its
  /// height; where the height comes from (measured, shipping apps, estimated); the space left
  /// between the content and the pinned element with the keyboard up; how far the focused field
  /// ends above the keyboard; the root shift the rules needed; how many values the rules
  /// changed; and PASS, FAIL with the reasons, or N/A.
  ///
  /// ```swift
  /// print(report.table)
  /// // Device      Screen   Class          Keyboard           Source         Space left …
  /// // iPhone 4s   320×480  compactHeight  predictive 261 pt  shipping apps  -44 pt     …
  /// ```
  public var table: String {
    let header = [
      "Device", "Screen", "Class", "Keyboard", "Source", "Space left", "Clearance", "Shift",
      "Rules",
      "Result",
    ]
    let rows = results.map(Self.row)
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = zip(cells, widths).enumerated().map { index, pair in
        index == cells.count - 1
          ? pair.0 : pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
      }
      return padded.joined(separator: "  ")
    }
    var lines = [title, ""]
    lines.append(line(header))
    lines.append(line(widths.map { String(repeating: "-", count: $0) }))
    lines += rows.map(line)
    lines.append("")
    lines += ruleLines
    lines.append(
      "Source: measured = read from a keyboard frame; shipping apps = a constant apps ship with; "
        + "estimated = a rule, not measured (see --format json for each source).")
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  private var title: String {
    func unique(_ values: [String]) -> String {
      var seen: [String] = []
      for value in values where !seen.contains(value) { seen.append(value) }
      return seen.joined(separator: " and ")
    }
    let devices = Set(results.map(\.device)).count
    return "\(screen): is \(focus) at least \(PointFormat.points(focusDistance)) above the "
      + "keyboard? \(unique(results.map(\.orientation))), "
      + "\(unique(results.map(\.keyboardKind.rawValue))) keyboard, \(devices) "
      + (devices == 1 ? "device" : "devices")
  }

  private var summaryLine: String {
    var parts = ["\(summary.passed) passed", "\(summary.failed) failed"]
    if summary.notApplicable > 0 { parts.append("\(summary.notApplicable) not applicable") }
    return parts.joined(separator: ", ") + "."
  }

  /// The rules grouped by the screen classes that apply the same ones.
  private var ruleLines: [String] {
    var classesByRules: [String: Set<String>] = [:]
    var order: [String] = []
    for result in results where result.keyboard != nil {
      let rules =
        result.rulesApplied.isEmpty
        ? "nothing changes" : result.rulesApplied.map(\.description).joined(separator: ", ")
      let presentation = result.keyboard?.presentation ?? ""
      let docked = presentation == "docked" || presentation == "accessoryBar"
      let label = result.screenClass + (docked ? "" : " (\(presentation) keyboard)")
      if classesByRules[rules] == nil { order.append(rules) }
      classesByRules[rules, default: []].insert(label)
    }
    guard !order.isEmpty else { return [] }
    return ["Rules while the keyboard is up:"]
      + order.map { rules in
        "  " + (classesByRules[rules] ?? []).sorted().joined(separator: ", ") + ": " + rules
      }
  }

  private static func row(_ result: PreviewResult) -> [String] {
    let keyboard = result.keyboard
    let status: String
    switch result.status {
    case .pass: status = "PASS"
    case .fail:
      // The table keeps to two reasons; the JSON report and the picture list them all.
      let reasons = result.failures.map(\.summary)
      let more = reasons.count > 2 ? "; \(reasons.count - 2) more in the picture" : ""
      status = "FAIL: " + reasons.prefix(2).joined(separator: "; ") + more
    case .notApplicable: status = "N/A: " + result.reason
    }
    return [
      result.device,
      "\(PointFormat.string(result.screen.width))×\(PointFormat.string(result.screen.height))",
      result.screenClass,
      keyboard.map { "\($0.kind.rawValue) \(PointFormat.points($0.height))" }
        ?? result.keyboardKind.rawValue,
      keyboard.map { source($0.provenance) } ?? "-",
      result.spaceLeft.map(PointFormat.points) ?? "-",
      result.clearance.map(PointFormat.points) ?? "-",
      result.rootShift > 0 ? PointFormat.points(result.rootShift) : "-",
      keyboard == nil ? "-" : "\(result.rulesApplied.count)",
      status,
    ]
  }

  private static func source(_ provenance: String) -> String {
    switch provenance {
    case "shippingApps": "shipping apps"
    default: provenance
    }
  }
}
