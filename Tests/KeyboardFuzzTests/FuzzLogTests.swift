import Testing

@testable import keyboard_fuzz

@Suite("FuzzLog")
struct FuzzLogTests {
  /// The first line is the command that replays the run: the seed and every count.
  @Test func theSeedLineReplaysTheRun() {
    let options = FuzzOptions(seed: nil, notifications: 20_000, sequences: 2_000, firstSequence: 0)
    #expect(
      FuzzLog.seedLine(seed: 42, options: options)
        == "keyboard-fuzz --seed 42 --notifications 20000 --sequences 2000 --first-sequence 0")
    #expect(
      FuzzOptions.parse(
        Array(
          FuzzLog.seedLine(seed: 42, options: options)
            .split(separator: " ").dropFirst().map(String.init)))
        == .run(FuzzOptions(seed: 42, notifications: 20_000, sequences: 2_000, firstSequence: 0)))
  }

  @Test func progressLines() {
    #expect(
      FuzzLog.progressLine(100_000, of: 1_000_000, "notifications", seconds: 7.66)
        == "keyboard-fuzz: 100000 of 1000000 notifications checked (7.7 s)")
    // The full run reports ten times in each phase; CI's short run never.
    #expect(1_000_000 / FuzzLog.notificationInterval == 10)
    #expect(100_000 / FuzzLog.sequenceInterval == 10)
    #expect(20_000 < FuzzLog.notificationInterval)
  }
}
