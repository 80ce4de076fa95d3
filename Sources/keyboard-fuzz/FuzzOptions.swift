/// The command line of `keyboard-fuzz`.
struct FuzzOptions: Equatable {
  var seed: UInt64?
  var notifications = 1_000_000
  var sequences = 100_000
  var firstSequence = 0

  /// What parsing the arguments asks for.
  enum Request: Equatable {
    case run(FuzzOptions)
    case help
    case invalid(String)
  }

  static let usage = """
    usage: keyboard-fuzz [--seed S] [--notifications N] [--sequences M] [--first-sequence I]

    Feeds random keyboard notifications through one KeyboardObserver, then random keyboard
    sessions each through a fresh observer, checking the pipeline's invariants after every step.

      --seed S             the seed to replay; random when absent, and always printed
      --notifications N    random notifications (default 1000000)
      --sequences M        random sessions (default 100000)
      --first-sequence I   start the sessions at index I, to replay one failing session
      --help               print this help

    Exit status: 0 when every invariant held, 1 at the first violation (printed with the seed,
    the index and the command that replays it), 2 for bad arguments.
    """

  static func parse(_ arguments: [String]) -> Request {
    var options = FuzzOptions()
    var remaining = arguments[...]
    func count(_ name: String) -> Result<Int, Failure> {
      guard let value = remaining.popFirst() else {
        return .failure(.init("\(name) needs a value"))
      }
      guard let number = Int(value), number >= 0 else {
        return .failure(.init("\(name) needs a whole number of at least 0, not '\(value)'"))
      }
      return .success(number)
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        return .help
      case "--seed":
        guard let value = remaining.popFirst(), let seed = UInt64(value) else {
          return .invalid("--seed needs an unsigned 64-bit whole number")
        }
        options.seed = seed
      case "--notifications":
        switch count(argument) {
        case .success(let value): options.notifications = value
        case .failure(let failure): return .invalid(failure.message)
        }
      case "--sequences":
        switch count(argument) {
        case .success(let value): options.sequences = value
        case .failure(let failure): return .invalid(failure.message)
        }
      case "--first-sequence":
        switch count(argument) {
        case .success(let value): options.firstSequence = value
        case .failure(let failure): return .invalid(failure.message)
        }
      default:
        return .invalid("unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  /// A message about a bad argument.
  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
