import Foundation
import KeyboardAvoidance

/// Feeds random keyboard notifications and random keyboard sessions through a
/// `KeyboardObserver` and the avoidance policies, checking invariants after every step.
///
/// Two phases, both reproducible from the seed:
///
/// - **Notifications**: one long-lived observer receives random notifications, most of them
///   malformed (``RandomKeyboardNotification``), the rest plausible frames for the current
///   screen. After each one the fuzzer checks that a rejected notification was reported once
///   and left the state untouched, that an accepted one delivered exactly the transition the
///   reducer computes, that the same event twice changes nothing, and that states, offsets,
///   covered heights, keyboard tops and interpolated frames are finite and within their bounds.
/// - **Sequences**: each sequence starts a fresh observer on a random device screen and plays up
///   to 24 steps of what iOS posts and users do: shows, predictive-row and emoji changes,
///   hides, hardware keyboards, undocking, floating keyboards, rotation, interactive dismissal,
///   malformed and random notifications. Besides the checks above, each step is held to values
///   worked out from the step itself: a show docks its frame and costs at most one transition,
///   a hide leaves the keyboard hidden, only the 55 pt bar of a hardware keyboard covers
///   anything, and a docked keyboard's offset is its height less the safe area plus the spacing.
///
/// Sequence `i` draws from a generator seeded with the seed and `i` alone, so one sequence can be
/// replayed without the others.
///
/// ```swift
/// let fuzzer = KeyboardFuzzer(seed: 42)
/// let summary = try fuzzer.run(notifications: 100_000, sequences: 10_000)
/// summary.notifications  // 100000
/// ```
///
/// Run it on the main actor: the observer handles posts synchronously there, so each check sees
/// everything a post caused.
@MainActor
public struct KeyboardFuzzer {
  /// The seed both phases draw from.
  public let seed: UInt64

  /// Creates a fuzzer.
  ///
  /// - Parameter seed: Any value; the same seed replays the same inputs.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Which part of a run a failure happened in.
  public enum Phase: String, Sendable, Hashable {
    /// Random notifications through one observer.
    case notifications
    /// Random sessions, each through a fresh observer.
    case sequences
  }

  /// What a run fed through the pipeline.
  public struct Summary: Sendable, Hashable {
    /// Notifications posted in the notification phase.
    public var notifications = 0
    /// How many of them parsing rejected.
    public var rejected = 0
    /// Sequences played.
    public var sequences = 0
    /// Steps taken by the sequences.
    public var sequenceSteps = 0
    /// Notifications posted by the sequences.
    public var sequencePosts = 0
    /// Transitions delivered in both phases.
    public var transitions = 0

    /// Creates an empty summary.
    public init() {}
  }

  /// A broken invariant, with what it takes to replay it.
  public struct Failure: Error, CustomStringConvertible {
    /// The seed of the run.
    public let seed: UInt64
    /// The phase the failure happened in.
    public let phase: Phase
    /// The index of the notification or sequence that broke the invariant.
    public let index: Int
    /// The invariant and the values that broke it.
    public let violation: KeyboardInvariantViolation

    /// The seed, the phase, the index and the violation, on one line.
    public var description: String {
      "seed \(seed), \(phase.rawValue) #\(index): \(violation)"
    }
  }

  /// Runs both phases.
  ///
  /// ```swift
  /// try KeyboardFuzzer(seed: 7).run(notifications: 10_000, sequences: 1_000)
  /// ```
  ///
  /// - Parameters:
  ///   - notifications: How many random notifications to post through one observer.
  ///   - sequences: How many random sessions to play, from sequence 0.
  /// - Returns: What was fed through the pipeline.
  /// - Throws: ``Failure`` at the first broken invariant.
  public func run(notifications: Int, sequences: Int) throws(Failure) -> Summary {
    var summary = try fuzzNotifications(count: notifications)
    let played = try fuzzSequences(count: sequences)
    summary.sequences = played.sequences
    summary.sequenceSteps = played.sequenceSteps
    summary.sequencePosts = played.sequencePosts
    summary.transitions += played.transitions
    return summary
  }

  /// Posts random notifications through one observer, checking after each.
  ///
  /// ```swift
  /// let summary = try KeyboardFuzzer(seed: 7).fuzzNotifications(count: 1_000)
  /// summary.rejected  // about four in ten
  /// ```
  ///
  /// A long run can report how far it got, so that a person or a CI log sees it move:
  ///
  /// ```swift
  /// try KeyboardFuzzer(seed: 7).fuzzNotifications(count: 1_000_000, progressEvery: 100_000) {
  ///   print("\($0) notifications")  // 100000, 200000, … 1000000
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many notifications to post.
  ///   - interval: How often to call `progress`, in notifications; 0, the default, never calls
  ///     it.
  ///   - progress: Called with the number of notifications checked so far, after every
  ///     `interval` of them.
  /// - Returns: What was fed through the pipeline.
  /// - Throws: ``Failure`` naming the index of the first notification that broke an invariant;
  ///   replay it by running the same seed with `count` set to that index plus one.
  public func fuzzNotifications(
    count: Int, progressEvery interval: Int = 0, progress: (Int) -> Void = { _ in }
  ) throws(Failure) -> Summary {
    var generator = SeededGenerator(seed: seed)
    let pipeline = ObservedPipeline(screenBounds: FuzzGeometry.screen(using: &generator))
    var summary = Summary()
    for index in 0..<max(0, count) {
      do {
        // Now and then the screen turns or another device's screen takes over.
        if Int.random(in: 0..<200, using: &generator) == 0 {
          pipeline.screenBounds = FuzzGeometry.screen(using: &generator)
        }
        let notification = plausibleOrRandom(on: pipeline.screenBounds, using: &generator)
        let outcome = try pipeline.post(notification)
        var delivered: KeyboardTransition?
        switch outcome {
        case .rejected: summary.rejected += 1
        case .accepted(_, let transition): delivered = transition
        }
        let view = FuzzGeometry.view(on: pipeline.screenBounds, using: &generator)
        let options = FuzzGeometry.options(using: &generator)
        try KeyboardInvariants.checkPolicies(of: pipeline.state, view: view, options: options)
        if let delivered {
          summary.transitions += 1
          try KeyboardInvariants.checkTransitionPolicies(
            delivered, view: view, options: options, screenBounds: pipeline.screenBounds,
            times: FuzzGeometry.times(using: &generator))
        }
      } catch {
        throw Failure(seed: seed, phase: .notifications, index: index, violation: error)
      }
      summary.notifications += 1
      if interval > 0 && summary.notifications.isMultiple(of: interval) {
        progress(summary.notifications)
      }
    }
    return summary
  }

  /// Plays random keyboard sessions, each through a fresh observer.
  ///
  /// ```swift
  /// // Replays sequence 1234 of seed 7 alone.
  /// try KeyboardFuzzer(seed: 7).fuzzSequences(count: 1, startingAt: 1_234)
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many sequences to play.
  ///   - first: The index of the first sequence; 0 by default.
  ///   - interval: How often to call `progress`, in sequences; 0, the default, never calls it.
  ///   - progress: Called with the number of sequences played so far, after every `interval`
  ///     of them.
  /// - Returns: What was fed through the pipeline.
  /// - Throws: ``Failure`` naming the index of the first sequence that broke an invariant.
  public func fuzzSequences(
    count: Int, startingAt first: Int = 0, progressEvery interval: Int = 0,
    progress: (Int) -> Void = { _ in }
  ) throws(Failure) -> Summary {
    let pipeline = ObservedPipeline(screenBounds: .zero)
    var summary = Summary()
    for index in first..<(first + max(0, count)) {
      var session = FuzzSession(
        generator: SeededGenerator(seed: Self.sequenceSeed(seed, index)), pipeline: pipeline)
      do {
        try session.run()
      } catch {
        throw Failure(seed: seed, phase: .sequences, index: index, violation: error)
      }
      summary.sequences += 1
      summary.sequenceSteps += session.steps
      summary.sequencePosts += session.posts
      summary.transitions += session.transitions
      if interval > 0 && summary.sequences.isMultiple(of: interval) {
        progress(summary.sequences)
      }
    }
    return summary
  }

  /// A seed for sequence `index` that depends on nothing else, mixed so neighbouring indices
  /// give unrelated sequences.
  static func sequenceSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
    var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9))
    return mixer.next()
  }

  /// Four in ten are plausible frames of the current screen, the rest anything at all.
  private func plausibleOrRandom(
    on screen: CGRect, using generator: inout SeededGenerator
  ) -> Notification {
    guard Int.random(in: 0..<10, using: &generator) < 4 else {
      return RandomKeyboardNotification.make(using: &generator)
    }
    let height = FuzzGeometry.keyboardHeight(on: screen, using: &generator)
    let frames = [
      FuzzGeometry.docked(height, on: screen), FuzzGeometry.below(height, on: screen),
      FuzzGeometry.accessoryBar(height, on: screen),
      FuzzGeometry.undocked(height, on: screen, using: &generator),
      FuzzGeometry.floating(on: screen, using: &generator), FuzzGeometry.positionless,
      FuzzGeometry.rotated(height, on: screen),
    ]
    let frame = frames.randomElement(using: &generator) ?? .zero
    let kind = KeyboardEvent.Kind.allCases.randomElement(using: &generator) ?? .willShow
    let curve: KeyboardAnimation.Curve = Bool.random(using: &generator) ? .keyboard : .linear
    return KeyboardEvent(
      kind: kind, beginFrame: FuzzGeometry.below(height, on: screen), endFrame: frame,
      animation: KeyboardAnimation(duration: 0.25, curve: curve)
    ).notification()
  }
}
