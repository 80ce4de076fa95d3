/// A random number generator that replays the same sequence for the same seed.
///
/// Randomized tests use it so a failure can be replayed: print the seed, and the same seed gives
/// the same inputs on any machine. The algorithm is SplitMix64 (Steele, Lea and Flood, "Fast
/// Splittable Pseudorandom Number Generators", OOPSLA 2014): small, fast, and good enough for test
/// inputs. It is not for cryptography.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let a = Int.random(in: 0..<100, using: &generator)
/// var again = SeededGenerator(seed: 42)
/// a == Int.random(in: 0..<100, using: &again)  // true
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// The seed this generator started from.
  public let seed: UInt64

  /// Creates a generator that starts from a seed.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// Returns the next value of the sequence.
  ///
  /// - Returns: 64 pseudo-random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
