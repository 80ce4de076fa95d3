import Foundation
import Testing

@testable import keyboard_bench

@Suite("Report and targets")
struct ReportTests {
  static func results(
    ratio: Double, oursWrites: Int = 3, transitions: Int = 3, quick: Bool = false
  ) -> BenchResults {
    var options = BenchOptions()
    options.quick = quick
    return BenchResults(
      options: options,
      machine: MachineInfo(
        cpu: "Test CPU", cores: 2, operatingSystem: "Test OS", swiftVersion: "6.3.1",
        date: "2026-01-01T00:00:00Z"),
      pipeline: [
        PipelineBenchmark.Result(
          workload: "show_hide", pipelineNanosecondsPerEvent: 3_300,
          floorNanosecondsPerEvent: 1_000, pipelineOverFloor: 3.3,
          checkedFloorNanosecondsPerEvent: 3_000, pipelineOverCheckedFloor: ratio),
        PipelineBenchmark.Result(
          workload: "ios_sequence", pipelineNanosecondsPerEvent: 2_500,
          floorNanosecondsPerEvent: 1_000, pipelineOverFloor: 2.5,
          checkedFloorNanosecondsPerEvent: 2_400, pipelineOverCheckedFloor: 1.04),
      ],
      writes: LayoutWrites.Result(
        realChanges: 3, transitionsOurs: transitions, ours: oursWrites, combineLogin: 15,
        combineLoginSkippingUnchanged: 3, notificationCenter: 2,
        notificationCenterSkippingUnchanged: 2, notificationCenterFinalOffset: -44,
        oursFinalOffset: 0),
      memory: MemoryBenchmark.Result(eventsGrowth: 0, observersGrowth: 4_096, observersAlive: 0),
      memoryNote: nil,
      animationGaps: [
        "spring": ["ours": 0, "notification_center_1s": 244.2], "bezier": ["ours": 0],
      ])
  }

  /// The checked ratio's target is 1.10; the raw ratio over the bare floor (3.3 here) has none.
  @Test func targetsDecideTheExitStatus() {
    #expect(Self.results(ratio: 1.1).targetsMet)
    #expect(!Self.results(ratio: 1.11).targetsMet)
    #expect(!Self.results(ratio: 1.1, oursWrites: 4).targetsMet)
    #expect(!Self.results(ratio: 1.1, transitions: 5).targetsMet)
    // Under --quick the ratio is reported but not enforced.
    #expect(Self.results(ratio: 1.3, quick: true).targetsMet)
  }

  /// One show is the four notifications of iOS's order: 4 × 2,500 ns = 10 µs, 0.12 % of the
  /// 8.33 ms a 120 Hz frame lasts.
  @Test func theShowSequenceIsFourNotificationsOfTheIOSOrder() throws {
    let results = Self.results(ratio: 1.1)
    #expect(results.showSequenceNanoseconds == 10_000)
    let share = try #require(results.showSequenceShareOf120HzFrame)
    #expect(abs(share - 10_000 / (1_000_000_000 / 120)) < 1e-12)
    #expect(abs(share - 0.0012) < 1e-6)
  }

  @Test func jsonCarriesTheDocumentedNames() throws {
    let text = Report.json(Self.results(ratio: 1.1))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    for name in [
      "pipeline_ns_per_event", "floor_ns_per_event", "pipeline_over_floor",
      "checked_floor_ns_per_event", "pipeline_over_checked_floor", "show_sequence_main_thread_ns",
      "show_sequence_share_of_120hz_frame", "real_changes", "transitions_ours", "writes_ours",
      "writes_combine_login", "writes_combine_login_skipping_unchanged",
      "writes_notification_center", "writes_notification_center_skipping_unchanged",
      "memory_growth_bytes_events", "memory_growth_bytes_observers", "observers_alive",
      "animation_gap_points", "targets", "machine_cpu", "machine_cores", "machine_os",
      "swift_version", "date",
    ] {
      #expect(object[name] != nil, "\(name)")
    }
    #expect(object["writes_combine_login"] as? Int == 15)
    #expect(object["writes_combine_login_skipping_unchanged"] as? Int == 3)
    #expect(object["pipeline_over_checked_floor"] as? Double == 1.1)
    let gaps = object["animation_gap_points"] as? [String: [String: Double]]
    #expect(gaps?["spring"]?["notification_center_1s"] == 244.2)
    let targets = object["targets"] as? [String: Bool]
    #expect(targets?["pipeline_over_checked_floor <= 1.1"] == true)
  }

  @Test func tableNamesEveryFigureAndTarget() {
    let table = Report.table(Self.results(ratio: 1.3))
    for text in [
      "show_hide", "Combine login", "with check", "observers created", "spring",
      "FAIL pipeline_over_checked_floor", "% of a 120 Hz frame",
    ] {
      #expect(table.contains(text), "\(text)")
    }
  }
}
