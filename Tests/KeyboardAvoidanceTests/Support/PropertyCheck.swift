import KeyboardAvoidanceTesting
import Testing

/// One randomized property: its seeded generator, and its failures, each reported with the seed
/// that replays it.
///
/// Checking thousands of scenes with `#expect` would report every failing scene; this records
/// the first few with their seed and scene, and counts the rest.
struct PropertyCheck {
  let seed: UInt64
  /// The source of every random choice the property makes.
  var generator: SeededGenerator
  private(set) var checked = 0
  private(set) var failures = 0

  init(seed: UInt64) {
    self.seed = seed
    generator = SeededGenerator(seed: seed)
  }

  /// Counts one check; records it as an issue when `condition` is false.
  mutating func expect(
    _ condition: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checked += 1
    guard !condition else { return }
    failures += 1
    guard failures <= 5 else { return }
    let seedText = "0x" + String(seed, radix: 16, uppercase: true)
    Issue.record(
      Comment(rawValue: "seed \(seedText): \(message())"), sourceLocation: sourceLocation)
  }
}
