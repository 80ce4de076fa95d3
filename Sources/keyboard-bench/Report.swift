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
              ])
            )
          })
      ),
      ("real_changes", .integer(writes.realChanges)),
      ("writes_ours", .integer(writes.ours)),
      ("writes_seed000", .integer(writes.seed000)),
      ("writes_seed001", .integer(writes.seed001)),
      ("final_offset_ours", number(Double(writes.oursFinalOffset), 1)),
      ("final_offset_seed001", number(Double(writes.seed001FinalOffset), 1)),
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
    if let note = results.memoryNote { members.append(("memory_note", .string(note))) }
    members += [
      ("quick", .bool(results.options.quick)),
      ("rounds", .integer(results.options.pipelineRounds)),
      ("events_per_round", .integer(results.options.pipelineEventsPerRound)),
      ("memory_events", .integer(results.options.memoryEvents)),
      ("memory_observers", .integer(results.options.memoryObservers)),
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
    lines.append(row("workload", "ours", "floor", "ours / floor"))
    for result in results.pipeline {
      lines.append(
        row(
          result.workload, format(result.pipelineNanosecondsPerEvent, 0),
          format(result.floorNanosecondsPerEvent, 0), format(result.pipelineOverFloor, 2)))
    }
    lines.append("")
    let writes = results.writes
    lines.append("2. Layout writes for show, predictive row, emoji and back, hide")
    lines.append(row("real changes", "ours", "seed 000", "seed 001"))
    lines.append(
      row(
        String(writes.realChanges), String(writes.ours), String(writes.seed000),
        String(writes.seed001)))
    lines.append(
      "   offset after hide: ours \(format(Double(writes.oursFinalOffset), 0)) pt, "
        + "seed 001 \(format(Double(writes.seed001FinalOffset), 0)) pt")
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
    let handlers = ["ours", "seed001", "seed002", "seed003", "seed004"]
    lines.append(row(["model"] + handlers))
    for model in results.animationGaps.keys.sorted() {
      let gaps = results.animationGaps[model] ?? [:]
      lines.append(row([model] + handlers.map { format(gaps[$0], 1) }))
    }
    lines.append("")
    lines.append("Targets")
    for target in results.targets {
      let mark = target.holds ? "ok  " : (target.enforced ? "FAIL" : "miss")
      lines.append("   \(mark) \(target.name)" + (target.enforced ? "" : " (not enforced)"))
    }
    return lines.joined(separator: "\n")
  }

  private static func number(_ value: Double?, _ decimals: Int) -> JSONValue {
    value.map { .number($0, decimals: decimals) } ?? .null
  }

  private static func format(_ value: Double?, _ decimals: Int) -> String {
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
          ? cell.padding(toLength: 16, withPad: " ", startingAt: 0)
          : String(repeating: " ", count: max(0, 14 - cell.count)) + cell
      }.joined()
  }
}
