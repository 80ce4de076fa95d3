/// The command line of `keyboard-bench`.
struct BenchOptions: Equatable {
  var json = false
  var quick = false
  var rounds: Int?

  /// What parsing the arguments asks for.
  enum Request: Equatable {
    case run(BenchOptions)
    case help
    case invalid(String)
  }

  static let usage = """
    usage: keyboard-bench [--json] [--rounds N] [--quick] [--help]

    Measures the keyboard pipeline against a bare NotificationCenter observer and a careful
    hand-written one, counts layout writes against hand-written handlers from blog posts, checks
    memory, and compares animation timings. Build with -c release for meaningful figures
    (swift run -c release keyboard-bench).

      --json       print one JSON object instead of the table
      --rounds N   rounds per pipeline workload (default 15; 5 with --quick); N >= 1
      --quick      fewer events, for CI smoke runs; the pipeline ratio is reported, not enforced
      --help       print this help

    Targets: pipeline_over_checked_floor <= 1.10, transitions_ours and writes_ours equal to
    real_changes, memory growth under 1 MiB, no observer alive, our animation gap under 1/3 pt.
    The other figures are reported without a target.

    Exit status: 0 when every target holds, 1 when one does not, 2 for bad arguments.
    """

  static func parse(_ arguments: [String]) -> Request {
    var options = BenchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--help", "-h": return .help
      case "--rounds":
        guard let value = remaining.popFirst() else {
          return .invalid("--rounds needs a value")
        }
        guard let rounds = Int(value), rounds >= 1 else {
          return .invalid("--rounds needs a whole number of at least 1, not '\(value)'")
        }
        options.rounds = rounds
      default:
        return .invalid("unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  /// Rounds per pipeline workload.
  var pipelineRounds: Int { rounds ?? (quick ? 5 : 15) }
  /// Events per side per round of the pipeline measurement.
  var pipelineEventsPerRound: Int { quick ? 2_000 : 20_000 }
  /// Events posted through one observer for the memory figure.
  var memoryEvents: Int { quick ? 100_000 : 1_000_000 }
  /// Observers created and released for the memory figure.
  var memoryObservers: Int { quick ? 1_000 : 10_000 }
}
