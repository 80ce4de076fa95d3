import Foundation
import Testing

@testable import keyboard_bench

@Suite("Report and targets")
struct ReportTests {
  static func results(ratio: Double, oursWrites: Int = 3, quick: Bool = false) -> BenchResults {
    var options = BenchOptions()
    options.quick = quick
    return BenchResults(
      options: options,
      machine: MachineInfo(
        cpu: "Test CPU", cores: 2, operatingSystem: "Test OS", swiftVersion: "6.3.1",
        date: "2026-01-01T00:00:00Z"),
      pipeline: [
        PipelineBenchmark.Result(
          workload: "show_hide", pipelineNanosecondsPerEvent: 1_100,
          floorNanosecondsPerEvent: 1_000, pipelineOverFloor: ratio)
      ],
      writes: LayoutWrites.Result(
        realChanges: 3, ours: oursWrites, seed000: 15, seed001: 2, seed001FinalOffset: -44,
        oursFinalOffset: 0),
      memory: MemoryBenchmark.Result(eventsGrowth: 0, observersGrowth: 4_096, observersAlive: 0),
      memoryNote: nil,
      animationGaps: ["spring": ["ours": 0, "seed001": 244.2], "bezier": ["ours": 0]])
  }

  @Test func targetsDecideTheExitStatus() {
    #expect(Self.results(ratio: 1.1).targetsMet)
    #expect(!Self.results(ratio: 1.3).targetsMet)
    #expect(!Self.results(ratio: 1.1, oursWrites: 4).targetsMet)
    // Under --quick the ratio is reported but not enforced.
    #expect(Self.results(ratio: 1.3, quick: true).targetsMet)
  }

  @Test func jsonCarriesTheDocumentedNames() throws {
    let text = Report.json(Self.results(ratio: 1.1))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    for name in [
      "pipeline_ns_per_event", "floor_ns_per_event", "pipeline_over_floor", "writes_ours",
      "writes_seed000", "writes_seed001", "real_changes", "memory_growth_bytes_events",
      "memory_growth_bytes_observers", "observers_alive", "animation_gap_points", "machine_cpu",
      "machine_cores", "machine_os", "swift_version", "date",
    ] {
      #expect(object[name] != nil, "\(name)")
    }
    #expect(object["writes_seed000"] as? Int == 15)
    let gaps = object["animation_gap_points"] as? [String: [String: Double]]
    #expect(gaps?["spring"]?["seed001"] == 244.2)
  }

  @Test func tableNamesEveryFigureAndTarget() {
    let table = Report.table(Self.results(ratio: 1.3))
    for text in [
      "show_hide", "seed 000", "observers created", "spring", "FAIL pipeline_over_floor",
    ] {
      #expect(table.contains(text), "\(text)")
    }
  }
}
