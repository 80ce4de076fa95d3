import Foundation
import KeyboardAvoidanceTesting

/// `keyboard-fuzz`: random notifications and sessions through the keyboard pipeline.
///
/// Runs on the main actor, on the main thread, so the observer handles every post synchronously
/// and each check sees everything the post caused.
@main
struct KeyboardFuzz {
  @MainActor static func main() {
    let options: FuzzOptions
    switch FuzzOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .run(let parsed):
      options = parsed
    case .help:
      print(FuzzOptions.usage)
      exit(0)
    case .invalid(let message):
      FileHandle.standardError.write(
        Data("keyboard-fuzz: \(message)\n\n\(FuzzOptions.usage)\n".utf8))
      exit(2)
    }
    var random = SystemRandomNumberGenerator()
    let seed = options.seed ?? random.next()
    // The seed goes out first and unbuffered, so even a crash can be replayed.
    FuzzLog.out(FuzzLog.seedLine(seed: seed, options: options))
    let fuzzer = KeyboardFuzzer(seed: seed)
    let start = Date()
    func progress(_ total: Int, _ phase: String) -> (Int) -> Void {
      { done in
        FuzzLog.err(
          FuzzLog.progressLine(done, of: total, phase, seconds: Date().timeIntervalSince(start)))
      }
    }
    do {
      let notifications = try fuzzer.fuzzNotifications(
        count: options.notifications, progressEvery: FuzzLog.notificationInterval,
        progress: progress(options.notifications, "notifications"))
      let sequences = try fuzzer.fuzzSequences(
        count: options.sequences, startingAt: options.firstSequence,
        progressEvery: FuzzLog.sequenceInterval,
        progress: progress(options.sequences, "sequences"))
      let seconds = Date().timeIntervalSince(start)
      FuzzLog.out(
        "ok: \(notifications.notifications) notifications (\(notifications.rejected) rejected), "
          + "\(sequences.sequences) sequences (\(sequences.sequenceSteps) steps, "
          + "\(sequences.sequencePosts) posts), "
          + "\(notifications.transitions + sequences.transitions) transitions, "
          + "every invariant held (\(String(format: "%.1f", seconds)) s)")
      exit(0)
    } catch {
      FuzzLog.out("violation: \(error)")
      let replay =
        switch error.phase {
        case .notifications:
          "--notifications \(error.index + 1) --sequences 0"
        case .sequences:
          "--notifications 0 --sequences 1 --first-sequence \(error.index)"
        }
      FuzzLog.out("replay: swift run -c release keyboard-fuzz --seed \(seed) \(replay)")
      exit(1)
    }
  }
}
