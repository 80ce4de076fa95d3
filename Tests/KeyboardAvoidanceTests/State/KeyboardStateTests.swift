import Foundation
import KeyboardAvoidanceTesting
import Testing

@testable import KeyboardAvoidance

@Suite("KeyboardState reducer")
struct KeyboardStateTests {
  /// One notification and what a correct app shows afterwards.
  struct Step {
    var kind: KeyboardEvent.Kind
    var frame: CGRect
    var isLocal = true
    /// Whether the reducer must report a change.
    var changes: Bool
    var presentation: KeyboardPresentation
    var offset: CGFloat
  }

  /// Feeds the steps in order and checks the presentation, the change and the bottom offset of
  /// `view` after each.
  private func run(
    _ steps: [Step],
    screen: CGRect,
    view: AvoidingView,
    options: KeyboardAvoidanceOptions = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var state = KeyboardState.hidden
    for (index, step) in steps.enumerated() {
      let event = KeyboardEvent(
        kind: step.kind, beginFrame: state.frame, endFrame: step.frame,
        animation: Keyboard.animation, isLocal: step.isLocal)
      let transition = state.reduce(event, screenBounds: screen)
      let label = "step \(index + 1): \(step.kind) \(step.frame)"
      #expect((transition != nil) == step.changes, "\(label)", sourceLocation: sourceLocation)
      #expect(state.presentation == step.presentation, "\(label)", sourceLocation: sourceLocation)
      #expect(
        state.bottomOffset(for: view, options: options) == step.offset, "\(label)",
        sourceLocation: sourceLocation)
      if let transition {
        #expect(transition.to == state, sourceLocation: sourceLocation)
      }
    }
  }

  @Test("show and hide on every device, portrait", arguments: DeviceFrames.all)
  func showAndHidePortrait(device: DeviceFrames) {
    let screen = Keyboard.screen(device.screen)
    let height = device.keyboardPortrait
    let view = AvoidingView(frame: screen, safeAreaBottom: device.safeBottomPortrait)
    let shown = Keyboard.docked(height: height, on: screen)
    let gone = Keyboard.below(height: height, on: screen)
    run(
      [
        Step(
          kind: .willChangeFrame, frame: shown, changes: true, presentation: .docked,
          offset: device.offsetPortrait),
        Step(
          kind: .willShow, frame: shown, changes: false, presentation: .docked,
          offset: device.offsetPortrait),
        Step(
          kind: .didChangeFrame, frame: shown, changes: false, presentation: .docked,
          offset: device.offsetPortrait),
        Step(
          kind: .didShow, frame: shown, changes: false, presentation: .docked,
          offset: device.offsetPortrait),
        Step(kind: .willChangeFrame, frame: gone, changes: true, presentation: .hidden, offset: 0),
        Step(kind: .willHide, frame: gone, changes: false, presentation: .hidden, offset: 0),
        Step(kind: .didChangeFrame, frame: gone, changes: false, presentation: .hidden, offset: 0),
        Step(kind: .didHide, frame: gone, changes: false, presentation: .hidden, offset: 0),
      ], screen: screen, view: view)
  }

  @Test(
    "show and hide on every measured device, landscape",
    arguments: DeviceFrames.all.filter { $0.landscape != nil })
  func showAndHideLandscape(device: DeviceFrames) throws {
    let landscape = try #require(device.landscape)
    let screen = Keyboard.screen(CGSize(width: device.screen.height, height: device.screen.width))
    let view = AvoidingView(frame: screen, safeAreaBottom: landscape.safeBottom)
    let shown = Keyboard.docked(height: landscape.keyboard, on: screen)
    run(
      [
        Step(
          kind: .willShow, frame: shown, changes: true, presentation: .docked,
          offset: landscape.offset),
        Step(
          kind: .didShow, frame: shown, changes: false, presentation: .docked,
          offset: landscape.offset),
        Step(
          kind: .willHide, frame: Keyboard.below(height: landscape.keyboard, on: screen),
          changes: true, presentation: .hidden, offset: 0),
      ], screen: screen, view: view)
  }

  /// iPhone 16: the keyboard first appears without the predictive row (291 pt), then iOS posts a
  /// second will-show with it (335 pt).
  ///
  /// The NotificationCenter post's `if constant == 0` guard ignores the second.
  @Test func repeatedWillShowWithAnotherHeight() {
    let screen = Keyboard.screen(CGSize(width: 393, height: 852))
    let view = AvoidingView(frame: screen, safeAreaBottom: 34)
    run(
      [
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 561, width: 393, height: 291), changes: true,
          presentation: .docked, offset: 257),
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 517, width: 393, height: 335), changes: true,
          presentation: .docked, offset: 301),
        Step(
          kind: .didShow, frame: CGRect(x: 0, y: 517, width: 393, height: 335), changes: false,
          presentation: .docked, offset: 301),
        Step(
          kind: .willHide, frame: CGRect(x: 0, y: 852, width: 393, height: 335), changes: true,
          presentation: .hidden, offset: 0),
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 517, width: 393, height: 335), changes: true,
          presentation: .docked, offset: 301),
      ], screen: screen, view: view)
  }

  /// iPad Air 13": a hardware keyboard leaves a 55 pt shortcuts bar on screen while the end frame
  /// keeps the full 403 pt keyboard below it (ionic-plugin-keyboard PR 273).
  @Test func hardwareKeyboardBar() {
    let screen = Keyboard.screen(CGSize(width: 1024, height: 1366))
    let view = AvoidingView(frame: screen, safeAreaBottom: 25)
    run(
      [
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403),
          changes: true, presentation: .accessoryBar, offset: 30),
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 963, width: 1024, height: 403),
          changes: true, presentation: .docked, offset: 378),
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403),
          changes: true, presentation: .accessoryBar, offset: 30),
        Step(
          kind: .willHide, frame: CGRect(x: 0, y: 1366, width: 1024, height: 403),
          changes: true, presentation: .hidden, offset: 0),
      ], screen: screen, view: view)
  }

  /// iPad: undocking is reported as a will-hide; the floating keyboard and its position-less
  /// frames such as {{0, -64}, {0, 0}} (DAKeyboardControl issue 48) must not move the layout.
  @Test func floatingAndSplitKeyboards() {
    let screen = Keyboard.screen(CGSize(width: 1024, height: 1366))
    let view = AvoidingView(frame: screen, safeAreaBottom: 25)
    let docked = CGRect(x: 0, y: 963, width: 1024, height: 403)
    run(
      [
        Step(kind: .willShow, frame: docked, changes: true, presentation: .docked, offset: 378),
        Step(
          kind: .willHide, frame: CGRect(x: 352, y: 700, width: 320, height: 260),
          changes: true, presentation: .floating, offset: 0),
        Step(
          kind: .didChangeFrame, frame: CGRect(x: 0, y: -64, width: 0, height: 0),
          changes: false, presentation: .floating, offset: 0),
        Step(
          kind: .willChangeFrame, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366),
          changes: false, presentation: .floating, offset: 0),
        Step(kind: .willShow, frame: docked, changes: true, presentation: .docked, offset: 378),
        Step(
          kind: .willHide, frame: CGRect(x: 0, y: 1366, width: 1024, height: 403),
          changes: true, presentation: .hidden, offset: 0),
        Step(
          kind: .didChangeFrame, frame: CGRect(x: 0, y: 760, width: 1024, height: 403),
          changes: true, presentation: .undocked, offset: 0),
        Step(
          kind: .willChangeFrame, frame: docked, changes: true, presentation: .docked,
          offset: 378),
      ], screen: screen, view: view)
  }

  @Test func followingUndockedKeyboards() {
    let screen = Keyboard.screen(CGSize(width: 1024, height: 1366))
    let view = AvoidingView(frame: screen, safeAreaBottom: 25)
    let options = KeyboardAvoidanceOptions(spacing: 10, followsUndockedKeyboard: true)
    run(
      [
        Step(
          kind: .willHide, frame: CGRect(x: 352, y: 700, width: 320, height: 260),
          changes: true, presentation: .floating, offset: 651),  // 1366 − 700 − 25 + 10
        Step(
          kind: .didChangeFrame, frame: CGRect(x: 0, y: 760, width: 1024, height: 403),
          changes: true, presentation: .undocked, offset: 591),  // 1366 − 760 − 25 + 10
        // A floating keyboard dragged near the top pushes pinned content up with it: the reason
        // following is off by default.
        Step(
          kind: .didChangeFrame, frame: CGRect(x: 0, y: 100, width: 320, height: 260),
          changes: true, presentation: .floating, offset: 1251),  // 1366 − 100 − 25 + 10
      ], screen: screen, view: view, options: options)
  }

  /// iPad Pro 13": a Stage Manager window smaller than the screen is covered only where it
  /// reaches below the keyboard's top; a form sheet likewise.
  @Test(
    "windows smaller than the screen",
    arguments: [
      (
        "Stage Manager window reaching the keyboard",
        CGRect(x: 80, y: 60, width: 700, height: 1000),
        CGFloat(1060 - 973)
      ),
      (
        "Stage Manager window above the keyboard", CGRect(x: 80, y: 60, width: 700, height: 800),
        CGFloat(0)
      ),
      ("form sheet 540 × 620", CGRect(x: 246, y: 378, width: 540, height: 620), CGFloat(998 - 973)),
      ("Slide Over column", CGRect(x: 712, y: 24, width: 320, height: 1330), CGFloat(1354 - 973)),
    ])
  func smallerWindows(name: String, window: CGRect, offset: CGFloat) {
    let screen = Keyboard.screen(CGSize(width: 1032, height: 1376))
    run(
      [
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 973, width: 1032, height: 403),
          changes: true, presentation: .docked, offset: offset),
        Step(
          kind: .willHide, frame: CGRect(x: 0, y: 1376, width: 1032, height: 403),
          changes: true, presentation: .hidden, offset: 0),
      ], screen: screen, view: AvoidingView(frame: window))
  }

  /// Rotation: frames of the other orientation arrive while the screen's bounds change; they are
  /// ignored until the right one comes.
  @Test func rotationIgnoresFramesOfTheOtherOrientation() {
    let portrait = Keyboard.screen(CGSize(width: 393, height: 852))
    let landscape = Keyboard.screen(CGSize(width: 852, height: 393))
    var state = KeyboardState.hidden
    let portraitFrame = CGRect(x: 0, y: 517, width: 393, height: 335)
    let landscapeFrame = CGRect(x: 0, y: 185, width: 852, height: 208)
    func event(_ kind: KeyboardEvent.Kind, _ frame: CGRect) -> KeyboardEvent {
      KeyboardEvent(kind: kind, beginFrame: .zero, endFrame: frame, animation: Keyboard.animation)
    }
    #expect(state.reduce(event(.willShow, portraitFrame), screenBounds: portrait) != nil)
    #expect(state.reduce(event(.willChangeFrame, portraitFrame), screenBounds: landscape) == nil)
    #expect(state.reduce(event(.willChangeFrame, landscapeFrame), screenBounds: portrait) == nil)
    #expect(state.frame == portraitFrame)
    #expect(state.reduce(event(.willChangeFrame, landscapeFrame), screenBounds: landscape) != nil)
    #expect(state.presentation == .docked)
    let view = AvoidingView(frame: landscape, safeAreaBottom: 20)
    #expect(state.bottomOffset(for: view) == 188)
  }

  @Test func keyboardOfAnotherAppStillCoversTheWindow() {
    let screen = Keyboard.screen(CGSize(width: 1024, height: 1366))
    let leftHalf = AvoidingView(
      frame: CGRect(x: 0, y: 0, width: 507, height: 1366), safeAreaBottom: 25)
    run(
      [
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 963, width: 1024, height: 403), isLocal: false,
          changes: true, presentation: .docked, offset: 378),
        Step(
          kind: .willShow, frame: CGRect(x: 0, y: 963, width: 1024, height: 403), isLocal: true,
          changes: true, presentation: .docked, offset: 378),
      ], screen: screen, view: leftHalf)
  }

  /// A hidden keyboard belongs to no other app: the hidden state is local whatever the event
  /// says, so that another app's hide leaves the same state as this app's, and equal to
  /// `.hidden`.
  @Test func theHiddenStateIsLocal() {
    #expect(KeyboardState.hidden.isLocal)
    let built = KeyboardState(presentation: .hidden, frame: .zero, isLocal: false)
    #expect(built.isLocal)
    #expect(built == .hidden)
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let docked = CGRect(x: 0, y: 963, width: 1024, height: 403)
    var state = KeyboardState(presentation: .docked, frame: docked, isLocal: false)
    #expect(!state.isLocal)
    let hide = KeyboardEvent(
      kind: .willHide, beginFrame: docked, endFrame: docked.offsetBy(dx: 0, dy: 403),
      isLocal: false)
    #expect(state.reduce(hide, screenBounds: screen) != nil)
    #expect(state.presentation == .hidden)
    #expect(state.isLocal)
    #expect(state == .hidden)
  }

  @Test func interactiveDismissalFollowsTheFinger() {
    let screen = Keyboard.screen(CGSize(width: 393, height: 852))
    let view = AvoidingView(frame: screen, safeAreaBottom: 34)
    var state = KeyboardState.hidden
    let shown = CGRect(x: 0, y: 517, width: 393, height: 335)
    state.reduce(
      KeyboardEvent(kind: .willShow, beginFrame: .zero, endFrame: shown), screenBounds: screen)
    #expect(state.trackInteractiveDismissal(fingerY: 600, screenBounds: screen) != nil)
    #expect(state.frame.minY == 600)
    #expect(state.bottomOffset(for: view) == 218)  // 852 − 600 − 34
    #expect(state.trackInteractiveDismissal(fingerY: 400, screenBounds: screen) != nil)
    #expect(state.frame.minY == 517)
    #expect(state.trackInteractiveDismissal(fingerY: 450, screenBounds: screen) == nil)
    #expect(state.trackInteractiveDismissal(fingerY: .nan, screenBounds: screen) == nil)
    #expect(state.trackInteractiveDismissal(fingerY: 2_000, screenBounds: screen) != nil)
    #expect(state.bottomOffset(for: view) == 0)
    // The notification that ends the pan wins: here the keyboard snaps back.
    #expect(
      state.reduce(
        KeyboardEvent(kind: .willShow, beginFrame: .zero, endFrame: shown), screenBounds: screen)
        != nil)
    #expect(state.bottomOffset(for: view) == 301)
    state.reduce(
      KeyboardEvent(kind: .willHide, beginFrame: shown, endFrame: shown.offsetBy(dx: 0, dy: 335)),
      screenBounds: screen)
    #expect(state.trackInteractiveDismissal(fingerY: 600, screenBounds: screen) == nil)
  }
}

@Suite("KeyboardState under random sequences")
struct KeyboardStateRandomTests {
  private static let screens: [CGSize] = DeviceFrames.all.flatMap {
    [$0.screen, CGSize(width: $0.screen.height, height: $0.screen.width)]
  }

  /// A frame of a kind the reducer meets: docked, below, bar, floating, undocked, empty,
  /// rotated, or arbitrary.
  private static func randomFrame(
    on screen: CGRect, using generator: inout SeededGenerator
  ) -> CGRect {
    let height = CGFloat(Int.random(in: 0...520, using: &generator))
    switch Int.random(in: 0..<9, using: &generator) {
    case 0, 1: return Keyboard.docked(height: height, on: screen)
    case 2: return Keyboard.below(height: height, on: screen)
    case 3: return CGRect(x: 0, y: screen.maxY - 55, width: screen.width, height: height + 55)
    case 4:
      return CGRect(
        x: CGFloat(Int.random(in: -50...800, using: &generator)),
        y: CGFloat(Int.random(in: -100...1_300, using: &generator)), width: 320, height: 260)
    case 5:
      return CGRect(
        x: 0, y: CGFloat(Int.random(in: 0...900, using: &generator)), width: screen.width,
        height: height)
    case 6: return CGRect(x: 0, y: -64, width: 0, height: 0)
    case 7: return CGRect(x: 0, y: screen.width - height, width: screen.height, height: height)
    default:
      return CGRect(
        x: CGFloat(Int.random(in: -2_000...2_000, using: &generator)),
        y: CGFloat(Int.random(in: -2_000...2_000, using: &generator)),
        width: CGFloat(Int.random(in: 0...3_000, using: &generator)),
        height: CGFloat(Int.random(in: 0...3_000, using: &generator)))
    }
  }

  private static func randomView(
    on screen: CGRect, using generator: inout SeededGenerator
  ) -> (AvoidingView, KeyboardAvoidanceOptions) {
    let width = CGFloat.random(in: 1...screen.width, using: &generator)
    let height = CGFloat.random(in: 1...screen.height, using: &generator)
    let frame = CGRect(
      x: CGFloat.random(in: 0...(screen.width - width), using: &generator),
      y: CGFloat.random(in: 0...(screen.height - height), using: &generator),
      width: width, height: height)
    let odd: [CGFloat] = [0, 8, -20, 34, 10_000, .nan, .infinity]
    let view = AvoidingView(frame: frame, safeAreaBottom: odd.randomElement(using: &generator) ?? 0)
    let options = KeyboardAvoidanceOptions(
      spacing: odd.randomElement(using: &generator) ?? 0,
      restingOffset: odd.randomElement(using: &generator) ?? 0,
      followsUndockedKeyboard: Bool.random(using: &generator))
    return (view, options)
  }

  /// 100,000 events in 2,000 random sequences, a quarter of them malformed notifications: after
  /// every step the offset is finite and within the view, a change is reported exactly when the
  /// state moved, a docked keyboard's hide leaves it hidden, and rejected input changes nothing.
  @Test(arguments: [UInt64(0xC0FF_EE01), 0xC0FF_EE02])
  func invariantsHold(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for sequence in 0..<1_000 {
      let size = Self.screens.randomElement(using: &generator) ?? CGSize(width: 393, height: 852)
      let screen = CGRect(origin: .zero, size: size)
      var state = KeyboardState.hidden
      for step in 0..<50 {
        let place = "seed \(seed) sequence \(sequence) step \(step)"
        let before = state
        if Int.random(in: 0..<4, using: &generator) == 0 {
          let notification = RandomKeyboardNotification.make(using: &generator)
          let result = Result { () throws(KeyboardEventError) in
            try state.reduce(notification, screenBounds: screen)
          }
          if case .failure = result {
            #expect(state == before, "\(place): a rejected notification changed the state")
          }
        } else {
          let kind = KeyboardEvent.Kind.allCases.randomElement(using: &generator) ?? .willShow
          let frame = Self.randomFrame(on: screen, using: &generator)
          let event = KeyboardEvent(kind: kind, beginFrame: state.frame, endFrame: frame)
          let transition = state.reduce(event, screenBounds: screen)
          if let transition {
            #expect(transition.from == before && transition.to == state, "\(place)")
          } else {
            #expect(state == before, "\(place): changed without a transition")
          }
          if kind.isHide && before.presentation.isDocked
            && FramePlacement(of: frame, in: screen) != .onScreen(.undocked)
            && FramePlacement(of: frame, in: screen) != .onScreen(.floating)
          {
            #expect(state.presentation == .hidden, "\(place): \(kind) \(frame)")
          }
        }
        let (view, options) = Self.randomView(on: screen, using: &generator)
        let offset = state.bottomOffset(for: view, options: options)
        #expect(
          offset.isFinite && offset >= 0 && offset <= view.frame.height,
          "\(place): offset \(offset) for \(view) with \(options)")
        #expect(state.frame.isFiniteAndStandard, "\(place)")
      }
    }
  }
}
