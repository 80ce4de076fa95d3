import Foundation

/// Renders results as the human table or the JSON object BENCHMARKS.md documents.
enum Report {
  static func json(_ results: BenchResults) -> String {
    let headline = results.headline
    let writes = results.writes
    let memory = results.memory
    var members: [(String, JSONValue)] = [
      ("pipeline_ns_per_event", number(headline?.pipelineNanosecondsPerEvent, 1)),
      ("floor_ns_per_event", number(headline?.floorNanosecondsPerEvent, 1)),
      ("pipeline_over_floor", number(headline?.pipelineOverFloor, 3)),
      ("checked_floor_ns_per_event", number(headline?.checkedFloorNanosecondsPerEvent, 1)),
      ("pipeline_over_checked_floor", number(headline?.pipelineOverCheckedFloor, 3)),
      (
        "pipeline_workloads",
        .object(
          results.pipeline.map { result in
            (
              result.workload,
              .object([
                ("pipeline_ns_per_event", number(result.pipelineNanosecondsPerEvent, 1)),
                ("floor_ns_per_event", number(result.floorNanosecondsPerEvent, 1)),
                ("pipeline_over_floor", number(result.pipelineOverFloor, 3)),
                (
                  "checked_floor_ns_per_event",
                  number(result.checkedFloorNanosecondsPerEvent, 1)
                ),
                ("pipeline_over_checked_floor", number(result.pipelineOverCheckedFloor, 3)),
              ])
            )
          })
      ),
      ("show_sequence_main_thread_ns", number(results.showSequenceNanoseconds, 1)),
      ("show_sequence_share_of_120hz_frame", number(results.showSequenceShareOf120HzFrame, 5)),
      ("real_changes", .integer(writes.realChanges)),
      ("transitions_ours", .integer(writes.transitionsOurs)),
      ("writes_ours", .integer(writes.ours)),
      ("writes_combine_login", .integer(writes.combineLogin)),
      ("writes_combine_login_skipping_unchanged", .integer(writes.combineLoginSkippingUnchanged)),
      ("writes_notification_center", .integer(writes.notificationCenter)),
      (
        "writes_notification_center_skipping_unchanged",
        .integer(writes.notificationCenterSkippingUnchanged)
      ),
      ("final_offset_ours", number(Double(writes.oursFinalOffset), 1)),
      (
        "final_offset_notification_center",
        number(Double(writes.notificationCenterFinalOffset), 1)
      ),
      ("memory_growth_bytes_events", memory.eventsGrowth.map(JSONValue.integer) ?? .null),
      ("memory_growth_bytes_observers", memory.observersGrowth.map(JSONValue.integer) ?? .null),
      ("observers_alive", .integer(memory.observersAlive)),
      (
        "animation_gap_points",
        .object(
          results.animationGaps.keys.sorted().map { model in
            let row = results.animationGaps[model] ?? [:]
            return (model, .object(row.keys.sorted().map { ($0, number(row[$0], 2)) }))
          })
      ),
    ]
    members += storyboardMembers(results.storyboard)
    if let note = results.memoryNote { members.append(("memory_note", .string(note))) }
    members += [
      ("quick", .bool(results.options.quick)),
      ("rounds", .integer(results.options.pipelineRounds)),
      ("events_per_round", .integer(results.options.pipelineEventsPerRound)),
      ("memory_events", .integer(results.options.memoryEvents)),
      ("memory_observers", .integer(results.options.memoryObservers)),
      (
        "targets",
        .object(results.targets.map { ($0.name, .bool($0.holds)) })
      ),
      ("targets_met", .bool(results.targetsMet)),
      ("machine_cpu", .string(results.machine.cpu)),
      ("machine_cores", .integer(results.machine.cores)),
      ("machine_os", .string(results.machine.operatingSystem)),
      ("swift_version", .string(results.machine.swiftVersion)),
      ("date", .string(results.machine.date)),
    ]
    return JSONValue.object(members).rendered()
  }

  static func table(_ results: BenchResults) -> String {
    var lines: [String] = []
    let machine = results.machine
    lines.append(
      "keyboard-bench  \(machine.date)  \(machine.cpu), \(machine.cores) cores, "
        + "\(machine.operatingSystem), Swift \(machine.swiftVersion)")
    lines.append(
      "rounds \(results.options.pipelineRounds) x \(results.options.pipelineEventsPerRound) events"
        + (results.options.quick ? "  (--quick: pipeline ratio not enforced)" : ""))
    lines.append("")
    lines.append("1. Pipeline cost, medians (ns per event)")
    lines.append(row("workload", "ours", "floor", "checked", "ours/floor", "ours/checked"))
    for result in results.pipeline {
      lines.append(
        row(
          result.workload, format(result.pipelineNanosecondsPerEvent, 0),
          format(result.floorNanosecondsPerEvent, 0),
          format(result.checkedFloorNanosecondsPerEvent, 0), format(result.pipelineOverFloor, 2),
          format(result.pipelineOverCheckedFloor, 2)))
    }
    lines.append(
      "   one show (4 notifications) on the main thread: "
        + format(results.showSequenceNanoseconds.map { $0 / 1_000 }, 1) + " µs, "
        + format(results.showSequenceShareOf120HzFrame.map { $0 * 100 }, 3)
        + " % of a 120 Hz frame (8.33 ms)")
    lines.append("")
    let writes = results.writes
    lines.append("2. Layout writes for show, predictive row, emoji and back, hide")
    lines.append(row("", "real changes", "transitions", "written"))
    lines.append(
      row("ours", String(writes.realChanges), String(writes.transitionsOurs), String(writes.ours)))
    lines.append(row("", "", "as written", "with check"))
    lines.append(
      row(
        "Combine login", "", String(writes.combineLogin),
        String(writes.combineLoginSkippingUnchanged)))
    lines.append(
      row(
        "NotificationCenter", "", String(writes.notificationCenter),
        String(writes.notificationCenterSkippingUnchanged)))
    lines.append(
      "   offset after hide: ours \(format(Double(writes.oursFinalOffset), 0)) pt, "
        + "NotificationCenter handler \(format(Double(writes.notificationCenterFinalOffset), 0)) pt"
    )
    lines.append("")
    let memory = results.memory
    lines.append("3. Memory")
    if let note = results.memoryNote { lines.append("   \(note)") }
    lines.append(
      "   \(results.options.memoryEvents) events through one observer: "
        + bytes(memory.eventsGrowth))
    lines.append(
      "   \(results.options.memoryObservers) observers created and released: "
        + "\(bytes(memory.observersGrowth)), \(memory.observersAlive) alive")
    lines.append("")
    lines.append("4. Largest gap between view and keyboard during a 300 pt show (points)")
    let handlers = ["ours"] + AnimationGap.handlers.map(\.name)
    lines.append(row(["model"] + ["ours", "1 s", "none (Rx)", "none (UI)", "0.23 s"]))
    for model in results.animationGaps.keys.sorted() {
      let gaps = results.animationGaps[model] ?? [:]
      lines.append(row([model] + handlers.map { format(gaps[$0], 1) }))
    }
    lines.append("   columns: " + handlers.joined(separator: ", "))
    lines.append("")
    lines += storyboardLines(results.storyboard)
    lines.append("Targets")
    for target in results.targets {
      let mark = target.holds ? "ok  " : (target.enforced ? "FAIL" : "miss")
      lines.append("   \(mark) \(target.name)" + (target.enforced ? "" : " (not enforced)"))
    }
    return lines.joined(separator: "\n")
  }

  static func number(_ value: Double?, _ decimals: Int) -> JSONValue {
    value.map { .number($0, decimals: decimals) } ?? .null
  }

  static func format(_ value: Double?, _ decimals: Int) -> String {
    guard let value, value.isFinite else { return "-" }
    return String(format: "%.\(decimals)f", value)
  }

  private static func bytes(_ value: Int?) -> String {
    guard let value else { return "not measured" }
    return "\(value) bytes (\(String(format: "%.2f", Double(value) / 1_048_576)) MiB) growth"
  }

  private static func row(_ cells: String...) -> String { row(cells) }

  private static func row(_ cells: [String]) -> String {
    "   "
      + cells.enumerated().map { index, cell in
        index == 0
          ? cell.padding(toLength: 19, withPad: " ", startingAt: 0)
          : String(repeating: " ", count: max(0, 14 - cell.count)) + cell
      }.joined()
  }
}
