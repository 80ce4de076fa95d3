import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Seeded sessions that interleave app writes to every kind of bound property with keyboard
  /// shows, hides, height changes (predictive, emoji, duration 0), undocking, rotation and
  /// navigation pushes and pops, checking what the user sees after every step
  /// (``RandomSession``).
  ///
  /// CI runs the fixed seeds 1 to 1,000. `KEYBOARD_SESSION_SEEDS` runs others: one seed
  /// (`1234`), a range (`5000-9999`) or a list of both (`7,20-30`). A failing seed prints the
  /// command that replays it alone.
  @Suite("Random sessions")
  @MainActor
  struct RandomSessionScenarios {
    static let stepsPerSession = 20
    static let environmentKey = "KEYBOARD_SESSION_SEEDS"

    /// The seeds to run: `KEYBOARD_SESSION_SEEDS` when set, 1 to 1,000 otherwise.
    static func seeds() -> [UInt64] {
      guard let text = ProcessInfo.processInfo.environment[environmentKey], !text.isEmpty else {
        return Array(1...1_000)
      }
      return text.split(separator: ",").flatMap { part -> [UInt64] in
        let bounds = part.split(separator: "-").compactMap {
          UInt64($0.trimmingCharacters(in: .whitespaces))
        }
        guard let first = bounds.first else { return [] }
        guard bounds.count == 2, let last = bounds.last, last >= first else { return [first] }
        return Array(first...last)
      }
    }

    /// The command that runs `seed` alone, from the repository's root.
    static func replayCommand(_ seed: UInt64) -> String {
      "\(environmentKey)=\(seed) swift test --package-path Checks/AppleModels "
        + "--filter RandomSessionScenarios"
    }

    /// Lets the main queue run what is left on it with the model's problem reports off.
    ///
    /// Screens that earlier tests keep alive on purpose (the demo's hand-written handlers hold
    /// their screens, as the blog posts' code does) queue work on the main queue for every
    /// keyboard notification these sessions post, and lay out their own windowless views there;
    /// what that layout finds is not these sessions' to report.
    func drainLeftovers() async {
      UIKitModel.onProblem = nil
      await drainMainQueue()
    }

    @Test("every step of every seeded session shows what the app asked for")
    func sessions() async throws {
      let seeds = Self.seeds()
      var failures = 0
      for seed in seeds {
        let session = try RandomSession(seed: seed)
        defer { session.finish() }
        for index in 0..<Self.stepsPerSession {
          let step = session.nextStep()
          session.perform(step)
          let found = session.violations()
          guard !found.isEmpty else { continue }
          failures += 1
          if failures <= 3 {
            let steps = session.steps.enumerated().map { "  \($0.offset): \($0.element)" }
            Issue.record(
              Comment(
                rawValue: """
                  seed \(seed) (\(session.device), \(session.pinning.rawValue), spacing \
                  \(session.spacing), \(session.usesShiftScreens ? "root shift" : "bindings")) \
                  failed at step \(index), \(step):
                  \(found.map { "  " + $0 }.joined(separator: "\n"))
                  steps:
                  \(steps.joined(separator: "\n"))
                  replay: \(Self.replayCommand(seed))
                  """))
          }
          break
        }
      }
      #expect(failures == 0, "\(failures) of \(seeds.count) sessions failed")
      await drainLeftovers()
    }

    @Test("a hundred shows and hides with changing heights leave every property as the app set it")
    func noDrift() async throws {
      var generator = SeededGenerator(seed: 2_025)
      let screen = SessionScreen(pinning: .safeAreaFirst, spacing: 8, restingConstant: 20.3)
      let navigation = UINavigationController(rootViewController: screen)
      let stage = try Stage("iPhone 16", root: navigation)
      screen.scrollView.contentInset.bottom = 12.7
      screen.scrollView.verticalScrollIndicatorInsets.bottom = 3.1
      stage.settle()
      for _ in 0..<100 {
        let field = screen.fields[Int.random(in: 0..<screen.fields.count, using: &generator)]
        _ = field.becomeFirstResponder()
        stage.settle()
        let kind: KeyboardKind = Bool.random(using: &generator) ? .plain : .predictive
        stage.perform(.switchKeyboard(to: kind))
        if Bool.random(using: &generator) { stage.perform(.switchToEmoji) }
        _ = field.resignFirstResponder()
        stage.settle()
      }
      // Exactly the app's values, not values close to them.
      #expect(screen.buttonBottom?.constant == 20.3)
      #expect(screen.scrollView.contentInset.bottom == 12.7)
      #expect(screen.scrollView.verticalScrollIndicatorInsets.bottom == 3.1)
      #expect(screen.statusHeight?.constant == 20)
      // Resting 20.3 pt above the safe area: 852 − 34 − 20.3.
      #expect(abs(stage.onScreen(screen.button).maxY - (852 - 34 - 20.3)) < 1e-9)
      await drainLeftovers()
    }
  }
}
