import Foundation
import KeyboardAvoidance

extension PreviewReport {
  /// The widest line the table prints, in characters: a terminal's usual width.
  public static let tableWidth = 120

  /// The report as the table `keyboard-preview` prints: one row per device, orientation and
  /// keyboard, then the failures one per line, the changes that fix them, the rules each screen
  /// class applied, where the keyboard heights come from, and a summary.
  ///
  /// Columns: the device; the orientation, when both are checked; the screen's size in points and
  /// its class; the keyboard (its kind too when several are checked) and its height; where the
  /// height comes from (measured, apps, estimated); the space left between the content and the
  /// pinned element with the keyboard up; when every field takes the focus in turn, the field the
  /// row's figures and picture show (the first that fails, else the one nearest the keyboard);
  /// how far that field ends above the keyboard or what rides on it; the root shift it needed;
  /// how many values the rules changed; and PASS, FAIL or N/A. No line is wider than
  /// ``tableWidth``: when the columns would be, the least needed ones (rules, screen, class) are
  /// left out and the table says so.
  ///
  /// ```swift
  /// print(report.table)
  /// // Device      Screen   Class          Keyboard  Source  Space left  Clearance  …  Result
  /// // iPhone 4s   320×480  compactHeight  261 pt    apps    -40 pt      10 pt      …  FAIL
  /// ```
  public var table: String {
    if let trace { return traceTable(trace) }
    let unchecked = (scenes ?? []).filter { $0.status == .notLaidOut }
    let layout = TableLayout(results: results, unchecked: unchecked.map(\.name))
    let label = { (index: Int) in layout.label(results[index]) }
    var lines = wrap(scenes == nil ? title : scenesTitle) + [""]
    lines += layout.lines
    lines.append("")
    lines += failureLines(label: label)
    lines += suggestionLines(label: label)
    if scenes == nil || results.contains(where: { !$0.rulesApplied.isEmpty }) {
      lines += ruleLines
    }
    lines += sceneLines
    lines += sourceLines
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The question, and how many rows answer it: devices × orientations × keyboards.
  private var title: String {
    func unique(_ values: [String]) -> [String] {
      var seen: [String] = []
      for value in values where !seen.contains(value) { seen.append(value) }
      return seen
    }
    let devices = unique(results.map(\.device))
    let families = unique(results.map(\.family))
    let orientations = unique(results.map(\.orientation))
    let keyboards = unique(results.map(\.keyboardKind.rawValue))
    let familyCounts = families.map { family in
      let count = Set(results.filter { $0.family == family }.map(\.device)).count
      return "\(count) \(family)\(count == 1 ? "" : "s")"
    }
    let deviceText =
      families.count == 1
      ? familyCounts.joined()
      : "\(devices.count) devices (\(familyCounts.joined(separator: ", ")))"
    let rows = results.count
    return "\(screen): \(question(after: "")) \(rows) \(rows == 1 ? "row" : "rows"): "
      + "\(deviceText) × "
      + "\(orientations.joined(separator: " and ")) × "
      + "\(keyboards.joined(separator: " and ")) keyboard"
  }

  /// What the table asks of each row, ending with `moment` and a question mark: "is password
  /// at least 10 pt above the keyboard?".
  func question(after moment: String) -> String {
    let subject =
      focus == "all"
      ? "is each of its \(fieldCount) fields, focused in turn,"
      : "is \(focus)"
    return "\(subject) at least \(PointFormat.points(focusDistance)) above "
      + "\(keyboardAndRiders)\(moment)?"
  }

  /// How many fields the rows focus, at most.
  private var fieldCount: Int { results.map(\.fields.count).max() ?? 0 }

  /// What a field must end above: the keyboard, and the element pinned to it when the rows
  /// draw one.
  var keyboardAndRiders: String {
    switch riders.count {
    case 0: "the keyboard"
    case 1: "\(riders[0]) on the keyboard"
    default: "the keyboard and what rides on it"
    }
  }

  /// The elements pinned to the keyboard that are drawn in some row, by id.
  var riders: [String] {
    var ids: [String] = []
    for result in results where result.keyboard != nil {
      for element in result.shown
      where element.pinnedTo == "keyboard" && !element.isHidden && !ids.contains(element.id) {
        ids.append(element.id)
      }
    }
    return ids
  }

  /// The suggestions, each once, with the rows it makes pass; then the failing rows no change
  /// was found for.
  ///
  /// Rows are named by `label`, from their index.
  func suggestionLines(label: (Int) -> String) -> [String] {
    let failed = results.indices.filter { results[$0].status == .fail }
    guard !failed.isEmpty else { return [] }
    var messages: [String] = []
    var rows: [String: [String]] = [:]
    for index in failed {
      for suggestion in results[index].suggestions {
        if rows[suggestion.message] == nil { messages.append(suggestion.message) }
        rows[suggestion.message, default: []].append(label(index))
      }
    }
    var lines: [String] = []
    if !messages.isEmpty {
      lines.append("Suggestions (each one checked: with it, the rows it names pass):")
      for message in messages {
        let names = rows[message] ?? []
        let who =
          names.count == failed.count && failed.count > 1
          ? "every failing row" : names.joined(separator: ", ")
        lines += wrap("  \(who): \(message)", indent: "      ")
      }
    }
    let unhelped = failed.filter { results[$0].suggestions.isEmpty }.map(label)
    if !unhelped.isEmpty {
      lines += wrap(
        "  No change found that passes for: " + unhelped.joined(separator: ", "), indent: "      ")
    }
    return lines + [""]
  }

  var summaryLine: String {
    var parts = ["\(summary.passed) passed", "\(summary.failed) failed"]
    if summary.notApplicable > 0 { parts.append("\(summary.notApplicable) not applicable") }
    let unchecked = (scenes ?? []).count { $0.status == .notLaidOut }
    if unchecked > 0 {
      parts.append("\(unchecked) \(unchecked == 1 ? "scene" : "scenes") not laid out")
    }
    return parts.joined(separator: ", ") + "."
  }

  /// Every failure of every row on a line of its own, then the rows that do not apply.
  ///
  /// Rows are named by `label`, from their index.
  func failureLines(label: (Int) -> String) -> [String] {
    var lines: [String] = []
    let failed = results.indices.filter { results[$0].status == .fail }
    if !failed.isEmpty {
      let count = failed.map { results[$0].failures.count }.reduce(0, +)
      lines.append("Failures (\(count); the pictures mark them):")
      // Rows that fail the same way share a line.
      var texts: [String] = []
      var rows: [String: [String]] = [:]
      for index in failed {
        for failure in results[index].failures {
          let text = focus == "all" ? failure.summaryNamingField : failure.summary
          if rows[text] == nil { texts.append(text) }
          rows[text, default: []].append(label(index))
        }
      }
      for text in texts {
        let names = (rows[text] ?? []).joined(separator: ", ")
        lines += wrap("  \(names): \(text)", indent: "      ")
      }
    }
    // Rows that do not apply share a handful of reasons: one line per reason.
    var reasons: [String] = []
    var counts: [String: Int] = [:]
    for result in results where result.status == .notApplicable {
      if counts[result.reason] == nil { reasons.append(result.reason) }
      counts[result.reason, default: 0] += 1
    }
    if !reasons.isEmpty {
      lines.append("Not applicable:")
      for reason in reasons {
        let count = counts[reason] ?? 0
        lines += wrap("  \(reason) (\(count) \(count == 1 ? "row" : "rows"))", indent: "      ")
      }
    }
    return lines.isEmpty ? [] : lines + [""]
  }

  /// The rules grouped by the screen classes that apply the same ones.
  var ruleLines: [String] {
    var classesByRules: [String: Set<String>] = [:]
    var order: [String] = []
    // A played trace's hidden keyboard changes no rule; it has no line of its own.
    for result in results where result.keyboard.map({ $0.presentation != "hidden" }) ?? false {
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
      + order.flatMap { rules in
        wrap(
          "  " + (classesByRules[rules] ?? []).sorted().joined(separator: ", ") + ": " + rules,
          indent: "      ", breakingAfter: ",")
      } + [""]
  }

  /// What the Source column means, and every source behind the heights above, with its address.
  private var sourceLines: [String] {
    var sources: [PreviewSource] = []
    for result in results {
      for source in result.keyboard?.sources ?? [] where !sources.contains(source) {
        sources.append(source)
      }
    }
    var lines = wrap(
      "Keyboard heights: measured = read from a keyboard's frame on a simulator; apps = a "
        + "constant that shipping apps use; estimated = a rule built from the sources' figures, "
        + "not measured. --format json gives each height's source in full.")
    guard !sources.isEmpty else { return lines + [""] }
    lines.append("Sources of these heights:")
    for source in sources {
      lines += wrap("  \(source.name): \(source.address)", indent: "      ")
    }
    return lines + [""]
  }

  /// Splits text at spaces into lines no wider than the table, keeping its leading spaces on the
  /// first line and starting the others with `indent`; with `breakingAfter`, only at spaces that
  /// follow that text, so that a rule such as "top 40 → -50" stays on one line.
  func wrap(_ text: String, indent: String = "  ", breakingAfter: String = "")
    -> [String]
  {
    let leading = String(text.prefix { $0 == " " })
    var words: [String] = []
    for word in text.dropFirst(leading.count).split(separator: " ") {
      if let last = words.last, !last.hasSuffix(breakingAfter) {
        words[words.count - 1] = last + " " + word
      } else {
        words.append(String(word))
      }
    }
    var lines: [String] = []
    var line = leading
    for word in words {
      let start = lines.isEmpty ? leading : indent
      let candidate = line == start ? line + word : line + " " + word
      if candidate.count > Self.tableWidth && line != start {
        lines.append(line)
        line = indent + word
      } else {
        line = candidate
      }
    }
    lines.append(line)
    return lines
  }
}

/// The table's columns for a set of results: which are shown, and the cells of each row.
private struct TableLayout {
  struct Column {
    let header: String
    let cell: (PreviewResult) -> String
  }

  let results: [PreviewResult]
  /// Scenes that could not be laid out, by name: a row each, after the results.
  let unchecked: [String]
  let showsOrientation: Bool
  let showsKeyboardKind: Bool
  let showsField: Bool
  let showsScene: Bool

  init(results: [PreviewResult], unchecked: [String] = []) {
    self.results = results
    self.unchecked = unchecked
    showsOrientation = Set(results.map(\.orientation)).count > 1
    showsKeyboardKind = Set(results.map(\.keyboardKind)).count > 1
    showsField = results.contains { $0.fields.count > 1 }
    showsScene = results.contains { $0.scene != nil } || !unchecked.isEmpty
  }

  /// How a row is named in the lines under the table: the scene, the device, and the
  /// orientation and the keyboard where the table has several.
  func label(_ result: PreviewResult) -> String {
    var parts = (showsScene ? [result.scene ?? ""] : []) + [result.device]
    if showsOrientation { parts.append(result.orientation) }
    if showsKeyboardKind { parts.append("\(result.keyboardKind.rawValue) keyboard") }
    return parts.joined(separator: ", ")
  }

  /// The columns in order, those that may be left out to fit marked by their rank: the lower, the
  /// sooner they go.
  private var columns: [(column: Column, dropRank: Int?)] {
    var columns: [(Column, Int?)] = [(Column(header: "Device") { $0.device }, nil)]
    if showsScene {
      columns.insert((Column(header: "Scene") { $0.scene ?? "" }, nil), at: 0)
    }
    if showsOrientation {
      columns.append((Column(header: "Orientation") { $0.orientation }, nil))
    }
    columns += [
      (
        Column(header: "Screen") {
          "\(PointFormat.string($0.screen.width))×\(PointFormat.string($0.screen.height))"
        }, 2
      ),
      (Column(header: "Class") { $0.screenClass }, 3),
      (Column(header: "Keyboard") { keyboard($0) }, nil),
      // A table of scenes has a column more: the keyboard's source and the space left go
      // next, when it would not fit.
      (
        Column(header: "Source") { $0.keyboard.map { source($0.provenance) } ?? "-" },
        showsScene ? 4 : nil
      ),
      (
        Column(header: "Space left") { $0.spaceLeft.map(PointFormat.points) ?? "-" },
        showsScene ? 5 : nil
      ),
    ]
    if showsField {
      columns.append((Column(header: "Field") { $0.focus ?? "-" }, nil))
    }
    columns += [
      (Column(header: "Clearance") { $0.clearance.map(PointFormat.points) ?? "-" }, nil),
      (Column(header: "Shift") { $0.rootShift > 0 ? PointFormat.points($0.rootShift) : "-" }, nil),
      (Column(header: "Rules") { $0.keyboard == nil ? "-" : "\($0.rulesApplied.count)" }, 1),
      (Column(header: "Result") { status($0) }, nil),
    ]
    return columns
  }

  private func keyboard(_ result: PreviewResult) -> String {
    guard let keyboard = result.keyboard else { return result.keyboardKind.rawValue }
    let height = PointFormat.points(keyboard.height)
    return showsKeyboardKind ? "\(keyboard.name) \(height)" : height
  }

  private func source(_ provenance: String) -> String {
    provenance == "shippingApps" ? "apps" : provenance
  }

  private func status(_ result: PreviewResult) -> String {
    switch result.status {
    case .pass: "PASS"
    case .fail: "FAIL"
    case .notApplicable: "N/A"
    }
  }

  /// The header, the rule under it and the rows, within the table's width; a scene that
  /// could not be laid out is a row of its own, its reason under the table.
  var lines: [String] {
    TextTable(
      columns: columns.map { entry in
        let extra = unchecked.map { name in
          switch entry.column.header {
          case "Scene": name
          case "Result": "NOT LAID OUT"
          default: "-"
          }
        }
        return TextTable.Column(
          header: entry.column.header, cells: results.map(entry.column.cell) + extra,
          dropRank: entry.dropRank)
      }
    ).lines
  }
}

/// Columns of text laid out as `keyboard-preview` prints its tables: a header, a rule of dashes
/// under it, cells padded to their column's width, two spaces apart, the last column unpadded.
struct TextTable {
  struct Column {
    var header: String
    var cells: [String]
    /// Columns that may be left out to fit carry a rank: the lower, the sooner they go.
    var dropRank: Int? = nil
  }

  var columns: [Column]
  /// Whether the last column's cells are cut, with an ellipsis, to keep lines within the width
  /// once no column is left to drop.
  var cutsLastColumn = false

  var lines: [String] {
    var kept = columns
    var dropped: [String] = []
    let ranked = columns.compactMap { column in column.dropRank.map { ($0, column.header) } }
      .sorted { $0.0 < $1.0 }
    var next = ranked.makeIterator()
    while Self.width(of: kept) > PreviewReport.tableWidth, let (_, header) = next.next() {
      kept.removeAll { $0.header == header }
      dropped.append(header)
    }
    if cutsLastColumn, var last = kept.popLast() {
      let room = max(PreviewReport.tableWidth - Self.width(of: kept) - 2, last.header.count)
      last.cells = last.cells.map { $0.count > room ? $0.prefix(room - 1) + "…" : $0 }
      kept.append(last)
    }
    let rows = kept.first.map { first in first.cells.indices } ?? 0..<0
    let cells = [kept.map(\.header)] + rows.map { row in kept.map { $0.cells[row] } }
    let widths = kept.indices.map { index in cells.map { $0[index].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      zip(row, widths).enumerated().map { index, pair in
        index == row.count - 1
          ? pair.0 : pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    var lines = [line(cells[0]), line(widths.map { String(repeating: "-", count: $0) })]
    lines += cells.dropFirst().map(line)
    if !dropped.isEmpty {
      lines.append(
        "(Left out to fit \(PreviewReport.tableWidth) columns: "
          + dropped.joined(separator: ", ") + "; --format json has them.)")
    }
    return lines
  }

  private static func width(of columns: [Column]) -> Int {
    let widths = columns.map { column in
      ([column.header] + column.cells).map(\.count).max() ?? 0
    }
    return widths.reduce(0, +) + 2 * max(0, widths.count - 1)
  }
}
