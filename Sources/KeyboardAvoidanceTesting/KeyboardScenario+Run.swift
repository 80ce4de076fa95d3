import Foundation
import KeyboardAvoidance

extension KeyboardScenario {
  /// What a correct app shows after one step of a scenario, on one device.
  ///
  /// The values come from the step's ``Step/coverage`` and the device catalog, not from the
  /// notifications, so comparing them with what your code derived from the notifications tests
  /// your code.
  ///
  /// ```swift
  /// scenario.run(on: simulator) { expected in
  ///   expected.screenCoveredHeight  // 335 on an iPhone 16 with the keyboard up
  ///   expected.bottomOffset         // 301: 335 less the 34 pt home-indicator inset
  /// }
  /// ```
  public struct Checkpoint: Sendable, Hashable {
    /// The position of the step in the scenario, from 0.
    public var stepIndex: Int
    /// The step just performed.
    public var step: Step
    /// How the device is held after the step.
    public var orientation: DeviceOrientation
    /// The presentation a correct observer reports.
    public var presentation: KeyboardPresentation
    /// How much of the screen's bottom the keyboard covers, in points.
    public var screenCoveredHeight: CGFloat
    /// The scenario's window, described as a view to keep above the keyboard.
    public var view: AvoidingView
    /// The offset of content pinned above the keyboard in ``view``, measured from its safe
    /// area's bottom: the covered part of the view less its bottom safe-area inset, 0 while the
    /// keyboard covers nothing of it.
    public var bottomOffset: CGFloat
  }

  /// Performs every step on a simulator and calls `check` after each with what a correct app
  /// shows.
  ///
  /// The steps run from the simulator's current state; the built-in scenarios expect a fresh
  /// simulator (keyboard hidden, no hardware keyboard).
  ///
  /// ```swift
  /// let simulator = KeyboardSimulator(device: iPhone16)
  /// let keyboard = simulator.makeObserver()
  /// KeyboardScenario.predictiveRow.run(on: simulator) { expected in
  ///   #expect(keyboard.state.presentation == expected.presentation)
  ///   #expect(keyboard.state.bottomOffset(for: expected.view) == expected.bottomOffset)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - simulator: The simulator to perform the steps on.
  ///   - check: Called after each step with the expected values; a thrown error stops the run.
  /// - Throws: What `check` throws.
  @MainActor
  public func run(
    on simulator: KeyboardSimulator,
    afterEach check: (Checkpoint) throws -> Void
  ) rethrows {
    for (index, step) in steps.enumerated() {
      simulator.perform(step.action)
      try check(checkpoint(index, step, on: simulator))
    }
  }

  /// Performs every step, waiting for each animation through `pacing`, and calls `check` after
  /// each with what a correct app shows.
  ///
  /// ```swift
  /// await KeyboardScenario.showAndHide.run(on: simulator, pacing: .realTime) { expected in
  ///   #expect(keyboard.visibleHeight == expected.screenCoveredHeight)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - simulator: The simulator to perform the steps on.
  ///   - pacing: How to wait for each animation.
  ///   - check: Called after each step with the expected values; a thrown error stops the run.
  /// - Throws: What `check` throws.
  @MainActor
  public func run(
    on simulator: KeyboardSimulator,
    pacing: KeyboardSimulator.Pacing,
    afterEach check: (Checkpoint) throws -> Void
  ) async rethrows {
    for (index, step) in steps.enumerated() {
      await simulator.perform(step.action, pacing: pacing)
      try check(checkpoint(index, step, on: simulator))
    }
  }

  /// The expected values after a step, from the catalog's heights and the window's geometry.
  @MainActor
  private func checkpoint(
    _ index: Int, _ step: Step, on simulator: KeyboardSimulator
  ) -> Checkpoint {
    let screen = simulator.screenBounds
    let covered = step.coverage.height(on: simulator.device, in: simulator.orientation)
    let view = window.view(in: simulator)
    // A docked keyboard spans the screen's width, so it reaches every window from its top edge
    // down; the window is covered from that edge to its own bottom.
    let keyboardTop = screen.maxY - covered
    let viewCovered: CGFloat
    if covered > 0 && view.frame.maxY > keyboardTop {
      viewCovered = view.frame.maxY - max(keyboardTop, view.frame.minY)
    } else {
      viewCovered = 0
    }
    let offset = viewCovered > 0 ? max(viewCovered - view.safeAreaBottom, 0) : 0
    return Checkpoint(
      stepIndex: index, step: step, orientation: simulator.orientation,
      presentation: step.presentation, screenCoveredHeight: covered, view: view,
      bottomOffset: offset)
  }
}
