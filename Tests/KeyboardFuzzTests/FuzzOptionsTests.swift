import Testing

@testable import keyboard_fuzz

@Suite("FuzzOptions")
struct FuzzOptionsTests {
  @Test func defaultsAreTheFullRun() {
    #expect(DocumentedDefaults.options == FuzzOptions())
    #expect(FuzzOptions().notifications == 1_000_000 && FuzzOptions().sequences == 100_000)
    #expect(FuzzOptions.parse([]) == .run(FuzzOptions()))
  }

  @Test func everyOption() {
    let expected = FuzzOptions(
      seed: 42, notifications: 10, sequences: 2, firstSequence: 7)
    #expect(
      FuzzOptions.parse([
        "--seed", "42", "--notifications", "10", "--sequences", "2", "--first-sequence", "7",
      ]) == .run(expected))
    #expect(FuzzOptions.parse(["--sequences", "2", "-h"]) == .help)
  }

  @Test(arguments: [
    ["--seed"], ["--seed", "-1"], ["--notifications", "x"], ["--sequences", "-3"],
    ["--first-sequence"], ["--verbose"],
  ])
  func badArgumentsAreRefused(arguments: [String]) {
    guard case .invalid(let message) = FuzzOptions.parse(arguments) else {
      Issue.record("\(arguments) should be refused")
      return
    }
    #expect(!message.isEmpty)
  }
}

/// The documented defaults, written out independently of the type's own.
private enum DocumentedDefaults {
  static let options = FuzzOptions(
    seed: nil, notifications: 1_000_000, sequences: 100_000, firstSequence: 0)
}
