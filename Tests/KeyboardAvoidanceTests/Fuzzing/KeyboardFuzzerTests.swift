import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("KeyboardFuzzer", .timeLimit(.minutes(5)))
@MainActor
struct KeyboardFuzzerTests {
  /// A small run of both phases, with a fixed seed and a fresh one: every invariant holds, and
  /// the run really fed both accepted and rejected notifications and delivered transitions.
  @Test(arguments: [UInt64(0x5EED_F022), UInt64.random(in: 0...UInt64.max)])
  func smallRunHoldsEveryInvariant(seed: UInt64) {
    let fuzzer = KeyboardFuzzer(seed: seed)
    do {
      let summary = try fuzzer.run(notifications: 4_000, sequences: 300)
      #expect(summary.notifications == 4_000, "seed \(seed)")
      #expect(summary.sequences == 300, "seed \(seed)")
      // RandomKeyboardNotification makes about a third well formed, and four in ten of the
      // fuzzer's own notifications are plausible frames: both outcomes must occur.
      #expect(summary.rejected > 400 && summary.rejected < 3_600, "seed \(seed)")
      #expect(summary.sequenceSteps >= 300 && summary.sequencePosts > summary.sequences)
      #expect(summary.transitions > 0, "seed \(seed)")
    } catch {
      Issue.record("\(error)")
    }
  }

  /// The same seed replays the same run; another seed gives another.
  @Test func theSeedReplaysTheRun() throws {
    let first = try KeyboardFuzzer(seed: 11).run(notifications: 1_000, sequences: 50)
    let again = try KeyboardFuzzer(seed: 11).run(notifications: 1_000, sequences: 50)
    let other = try KeyboardFuzzer(seed: 12).run(notifications: 1_000, sequences: 50)
    #expect(first == again)
    #expect(first != other)
  }

  /// Each sequence depends on the seed and its index alone: sequences played one at a time add
  /// up to the same run played in one go.
  @Test func aSequenceReplaysAlone() throws {
    let fuzzer = KeyboardFuzzer(seed: 99)
    let together = try fuzzer.fuzzSequences(count: 3, startingAt: 40)
    var apart = KeyboardFuzzer.Summary()
    for index in [42, 40, 41] {
      let one = try fuzzer.fuzzSequences(count: 1, startingAt: index)
      apart.sequences += one.sequences
      apart.sequenceSteps += one.sequenceSteps
      apart.sequencePosts += one.sequencePosts
      apart.transitions += one.transitions
    }
    #expect(together == apart)
  }

  /// Long runs report their progress after every interval, and only then.
  @Test func progressIsReportedEveryInterval() throws {
    let fuzzer = KeyboardFuzzer(seed: 3)
    var notifications: [Int] = []
    _ = try fuzzer.fuzzNotifications(count: 50, progressEvery: 20) { notifications.append($0) }
    #expect(notifications == [20, 40])
    var sequences: [Int] = []
    _ = try fuzzer.fuzzSequences(count: 7, startingAt: 100, progressEvery: 3) {
      sequences.append($0)
    }
    #expect(sequences == [3, 6])
    var none: [Int] = []
    _ = try fuzzer.fuzzNotifications(count: 10) { none.append($0) }
    #expect(none.isEmpty)
  }

  /// A failure names what it takes to replay it.
  @Test func aFailureNamesSeedPhaseAndIndex() {
    let failure = KeyboardFuzzer.Failure(
      seed: 7, phase: .sequences, index: 1_234,
      violation: KeyboardInvariantViolation(invariant: "offset within the view", detail: "912"))
    #expect(failure.description == "seed 7, sequences #1234: offset within the view: 912")
  }

  /// Neighbouring sequence indices get unrelated seeds, and the seed of the run matters.
  @Test func sequenceSeedsDiffer() {
    let seeds = (0..<1_000).map { KeyboardFuzzer.sequenceSeed(5, $0) }
    #expect(Set(seeds).count == seeds.count)
    #expect(KeyboardFuzzer.sequenceSeed(5, 0) != KeyboardFuzzer.sequenceSeed(6, 0))
  }
}
