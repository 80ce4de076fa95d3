import Foundation
import KeyboardAvoidance

/// One random sequence of what iOS posts and users do, played through a fresh observer, with
/// expectations worked out from the step alone checked after each step.
@MainActor
struct FuzzSession {
  private var generator: SeededGenerator
  private let pipeline: ObservedPipeline
  /// The frame of the last will-notification: the begin frame of the next.
  private var current: CGRect
  private var height: CGFloat
  private(set) var steps = 0
  private(set) var posts = 0
  private(set) var transitions = 0

  init(generator: SeededGenerator, pipeline: ObservedPipeline) {
    self.generator = generator
    self.pipeline = pipeline
    let screen = FuzzGeometry.screen(using: &self.generator)
    pipeline.restart(screenBounds: screen)
    height = FuzzGeometry.keyboardHeight(on: screen, using: &self.generator)
    current = FuzzGeometry.below(height, on: screen)
  }

  private var screen: CGRect { pipeline.screenBounds }

  mutating func run() throws(KeyboardInvariantViolation) {
    for _ in 0..<Int.random(in: 1...24, using: &generator) {
      try step()
    }
  }

  private mutating func step() throws(KeyboardInvariantViolation) {
    steps += 1
    let before = pipeline.state
    var delivered: [KeyboardTransition] = []
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<5:
      height = FuzzGeometry.keyboardHeight(on: screen, using: &generator)
      delivered = try change(to: FuzzGeometry.docked(height, on: screen), hiding: false)
      try expectDocked(delivered, before: before)
    case 5..<7:
      // The predictive row, an emoji keyboard or another input view: a second will-show.
      // Kept below 60 % of the screen: a frame spanning the whole height carries no position.
      let changed = height + [-44, 44, 0].randomElement(using: &generator, or: 0)
      height = min(max(100, changed), (screen.height * 0.6).rounded(.down))
      delivered = try change(to: FuzzGeometry.docked(height, on: screen), hiding: false)
      try expectDocked(delivered, before: before)
    case 7..<10:
      delivered = try change(to: FuzzGeometry.below(height, on: screen), hiding: true)
      try expect(!pipeline.state.isVisible, "a hide leaves the keyboard hidden")
      try expect(
        delivered.count == (before.isVisible ? 1 : 0), "a hide delivers one transition if shown")
    case 10:
      delivered = try change(to: FuzzGeometry.accessoryBar(height, on: screen), hiding: false)
      try expect(pipeline.state.presentation == .accessoryBar, "a hardware keyboard shows a bar")
      try expect(
        pipeline.state.coveredHeight(of: screen) == FuzzGeometry.barHeight,
        "only the bar covers the screen")
    case 11:
      let lifted = FuzzGeometry.undocked(height, on: screen, using: &generator)
      delivered = try change(to: lifted, hiding: true)
      try expect(pipeline.state.presentation == .undocked, "undocking reads as undocked")
      try expect(
        pipeline.state.coveredHeight(of: screen) == 0, "an undocked keyboard covers nothing")
    case 12:
      delivered = try change(
        to: FuzzGeometry.floating(on: screen, using: &generator), hiding: false)
      try expect(pipeline.state.presentation == .floating, "a narrow lifted frame floats")
    case 13:
      let kind: KeyboardEvent.Kind = Bool.random(using: &generator) ? .willShow : .willChangeFrame
      delivered = try post(kind, to: FuzzGeometry.positionless)
      try expect(delivered.isEmpty, "a frame without a position is ignored")
    case 14:
      try rotate()
    case 15:
      delivered = try pan()
    case 16..<18:
      try postMalformed()
      try expect(pipeline.state == before, "a malformed notification changes nothing")
    default:
      let notification = RandomKeyboardNotification.make(using: &generator)
      if case .accepted(_, let transition?) = try pipeline.post(notification) {
        delivered.append(transition)
      }
      posts += 1
    }
    transitions += delivered.count
    try checkPolicies(delivered)
  }

  /// The four notifications of one change, in iOS's order; returns the transitions delivered.
  private mutating func change(to frame: CGRect, hiding: Bool) throws(KeyboardInvariantViolation)
    -> [KeyboardTransition]
  {
    let kinds: [KeyboardEvent.Kind] =
      hiding
      ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
      : [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    var delivered: [KeyboardTransition] = []
    for kind in kinds {
      delivered += try post(kind, to: frame)
    }
    try expect(delivered.count <= 1, "one change delivers at most one transition")
    return delivered
  }

  private mutating func post(_ kind: KeyboardEvent.Kind, to frame: CGRect)
    throws(KeyboardInvariantViolation) -> [KeyboardTransition]
  {
    let curve: KeyboardAnimation.Curve = Bool.random(using: &generator) ? .keyboard : .easeInOut
    let event = KeyboardEvent(
      kind: kind, beginFrame: current, endFrame: frame,
      animation: KeyboardAnimation(duration: 0.25, curve: curve))
    if kind.isWill { current = frame }
    posts += 1
    guard case .accepted(_, let transition) = try pipeline.post(event.notification()) else {
      throw KeyboardInvariantViolation(
        invariant: "a well-formed notification is accepted", detail: "\(event)")
    }
    return transition.map { [$0] } ?? []
  }

  /// Checks a docked keyboard's state, transition count and offset against values worked out
  /// by hand: on a full-screen view the keyboard covers its own height, so the offset is the
  /// height less the safe area, plus the spacing, at most the screen's height.
  private mutating func expectDocked(_ delivered: [KeyboardTransition], before: KeyboardState)
    throws(KeyboardInvariantViolation)
  {
    let state = pipeline.state
    let frame = FuzzGeometry.docked(height, on: screen)
    try expect(state.presentation == .docked && state.frame == frame, "a show docks the frame")
    // The posted events are local and name no screen; a random notification may have left
    // either different.
    let alreadyThere =
      before.presentation == .docked && before.frame == frame && before.isLocal
      && before.screen == nil
    try expect(delivered.count == (alreadyThere ? 0 : 1), "a show delivers one transition if new")
    let safeArea: CGFloat = [0, 20, 34].randomElement(using: &generator, or: 0)
    let spacing: CGFloat = [0, 8, 16].randomElement(using: &generator, or: 0)
    let view = AvoidingView(frame: screen, safeAreaBottom: safeArea)
    let offset = state.bottomOffset(for: view, options: KeyboardAvoidanceOptions(spacing: spacing))
    let expected = min(max(height - safeArea, 0) + spacing, screen.height)
    try expect(offset == expected, "a docked keyboard's offset is height − safe area + spacing")
  }

  /// A frame posted for the other orientation, then the screen turns and the keyboard follows.
  private mutating func rotate() throws(KeyboardInvariantViolation) {
    let stale = try post(.willChangeFrame, to: FuzzGeometry.rotated(height, on: screen))
    try expect(stale.isEmpty, "a frame of the other orientation is ignored")
    pipeline.screenBounds = CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
    height = FuzzGeometry.keyboardHeight(on: screen, using: &generator)
    let before = pipeline.state
    let delivered = try change(to: FuzzGeometry.docked(height, on: screen), hiding: false)
    try expectDocked(delivered, before: before)
    transitions += delivered.count
    try checkPolicies(delivered)
  }

  /// An interactive dismissal: the keyboard's top follows the finger, never above its resting
  /// place.
  private mutating func pan() throws(KeyboardInvariantViolation) -> [KeyboardTransition] {
    var delivered: [KeyboardTransition] = []
    let resting = pipeline.state
    for _ in 0..<Int.random(in: 1...5, using: &generator) {
      let fingers: [CGFloat] = [
        .nan, .infinity, -.infinity,
        CGFloat.random(in: (screen.minY - 100)...(screen.maxY + 100), using: &generator),
      ]
      let finger = fingers.randomElement(using: &generator, or: 0)
      guard let transition = try pipeline.trackPan(fingerY: finger) else { continue }
      delivered.append(transition)
      let state = pipeline.state
      if resting.presentation == .docked {
        // The documented resting top: the screen's bottom less the keyboard's height.
        let restingTop = screen.maxY - resting.frame.height
        try expect(
          state.frame.size == resting.frame.size
            && state.frame.minY >= restingTop && state.frame.minY <= screen.maxY,
          "a dragged keyboard stays between its resting top and the screen's bottom")
      } else {
        try expect(delivered.isEmpty, "only a docked keyboard follows the finger")
      }
    }
    pipeline.endPan()
    return delivered
  }

  /// Posts a random notification that parsing rejects.
  private mutating func postMalformed() throws(KeyboardInvariantViolation) {
    for _ in 0..<50 {
      let notification = RandomKeyboardNotification.make(using: &generator)
      guard (try? KeyboardEvent(notification)) == nil else { continue }
      posts += 1
      _ = try pipeline.post(notification)
      return
    }
  }

  private mutating func checkPolicies(_ delivered: [KeyboardTransition])
    throws(KeyboardInvariantViolation)
  {
    let view = FuzzGeometry.view(on: screen, using: &generator)
    let options = FuzzGeometry.options(using: &generator)
    try KeyboardInvariants.checkPolicies(of: pipeline.state, view: view, options: options)
    for transition in delivered {
      try KeyboardInvariants.checkTransitionPolicies(
        transition, view: view, options: options, screenBounds: screen,
        times: FuzzGeometry.times(using: &generator))
    }
  }

  private func expect(_ condition: Bool, _ invariant: String) throws(KeyboardInvariantViolation) {
    try KeyboardInvariants.require(
      condition, invariant, "state \(pipeline.state) on \(pipeline.screenBounds)")
  }
}

extension Array {
  /// A random element, or `fallback` for an empty array.
  fileprivate func randomElement(
    using generator: inout some RandomNumberGenerator, or fallback: Element
  )
    -> Element
  {
    randomElement(using: &generator) ?? fallback
  }
}
