import Foundation

/// `keyboard-bench`: measures the keyboard pipeline, layout writes, memory and animation timing.
///
/// Everything runs on the main actor, on the main thread, so `KeyboardObserver` handles each
/// posted notification synchronously, as it does inside an app.
@main
struct KeyboardBench {
  @MainActor static func main() {
    let options: BenchOptions
    switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .run(let parsed):
      options = parsed
    case .help:
      print(BenchOptions.usage)
      exit(0)
    case .invalid(let message):
      FileHandle.standardError.write(
        Data("keyboard-bench: \(message)\n\n\(BenchOptions.usage)\n".utf8))
      exit(2)
    }
    let results = measure(options)
    print(options.json ? Report.json(results) : Report.table(results))
    exit(results.targetsMet ? 0 : 1)
  }

  @MainActor private static func measure(_ options: BenchOptions) -> BenchResults {
    progress("pipeline")
    let pipeline = PipelineWorkload.all.map {
      PipelineBenchmark.run(
        $0, eventsPerRound: options.pipelineEventsPerRound, rounds: options.pipelineRounds)
    }
    progress("layout writes")
    let writes = LayoutWrites.run()
    progress("memory")
    let memory = MemoryBenchmark.run(
      events: options.memoryEvents, observers: options.memoryObservers)
    progress("animation gaps")
    let gaps = AnimationGap.run()
    var results = BenchResults(
      options: options, machine: .current, pipeline: pipeline, writes: writes, memory: memory,
      memoryNote: ResidentMemory.unavailableReason, animationGaps: gaps)
    progress("storyboard import and check")
    results.storyboard = StoryboardBenchmark.run(importRounds: options.quick ? 3 : 15)
    return results
  }

  /// Progress goes to standard error, so standard output stays a table or one JSON object.
  private static func progress(_ step: String) {
    FileHandle.standardError.write(Data("keyboard-bench: measuring \(step)...\n".utf8))
  }
}
