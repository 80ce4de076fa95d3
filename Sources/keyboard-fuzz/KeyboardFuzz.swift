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
    // The seed is printed first, so even a crash can be replayed.
    print(
      "keyboard-fuzz --seed \(seed) --notifications \(options.notifications) "
        + "--sequences \(options.sequences) --first-sequence \(options.firstSequence)")
    let fuzzer = KeyboardFuzzer(seed: seed)
    let start = Date()
    do {
      let notifications = try fuzzer.fuzzNotifications(count: options.notifications)
      let sequences = try fuzzer.fuzzSequences(
        count: options.sequences, startingAt: options.firstSequence)
      let seconds = Date().timeIntervalSince(start)
      print(
        "ok: \(notifications.notifications) notifications (\(notifications.rejected) rejected), "
          + "\(sequences.sequences) sequences (\(sequences.sequenceSteps) steps, "
          + "\(sequences.sequencePosts) posts), "
          + "\(notifications.transitions + sequences.transitions) transitions, "
          + "every invariant held (\(String(format: "%.1f", seconds)) s)")
      exit(0)
    } catch {
      print("violation: \(error)")
      let replay =
        switch error.phase {
        case .notifications:
          "--notifications \(error.index + 1) --sequences 0"
        case .sequences:
          "--notifications 0 --sequences 1 --first-sequence \(error.index)"
        }
      print("replay: swift run -c release keyboard-fuzz --seed \(seed) \(replay)")
      exit(1)
    }
  }
}
