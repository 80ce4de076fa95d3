import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite struct KeyboardClearanceTests {
  @Test(
    "a full-screen view: the keyboard reaches its whole height, a button ends 8 pt above it",
    arguments: DeviceFrames.all)
  func fullScreen(device: DeviceFrames) {
    let (screen, keyboard) = device.dockedPortrait
    let clearance = keyboard.clearance(of: screen)
    #expect(clearance.keyboardReach == device.keyboardPortrait)
    #expect(clearance.viewHeight == device.screen.height)
    // A button 20 pt above the safe area: it must rise by the keyboard's height less the safe
    // area (the table's offset), less its 20 pt, plus the 8 pt spacing.
    let resting = device.safeBottomPortrait + 20
    let lift = clearance.lift(restingAt: resting, spacing: 8)
    #expect(lift == device.offsetPortrait - 20 + 8)
    #expect(clearance.gap(at: resting + lift) == 8)
  }

  @Test(
    "a view whose bottom meets the keyboard's top gets the whole spacing, not 0",
    arguments: DeviceFrames.all)
  func flush(device: DeviceFrames) {
    let (screen, keyboard) = device.dockedPortrait
    // A Stage Manager window or a lifted sheet ending exactly at the keyboard's top.
    let top = screen.maxY - device.keyboardPortrait
    let window = CGRect(x: 0, y: 40, width: screen.width, height: top - 40)
    let clearance = keyboard.clearance(of: window)
    #expect(clearance.keyboardReach == 0)
    #expect(clearance.lift(restingAt: 0, spacing: 8) == 8)
    #expect(clearance.lift(restingAt: 0, spacing: 0) == 0)
  }

  /// The jump, written out: under the old rule (spacing only while the keyboard covers
  /// the view) a button pinned to the window's bottom rose 0, then 9, as the keyboard rose from
  /// 3 pt below to 1 pt over the window's bottom.
  @Test(
    "as the keyboard rises past a window's bottom, the lift grows a point per point",
    arguments: [
      // (how far the keyboard's top lies above the window's bottom, the lift for 8 pt spacing)
      (CGFloat(-20), CGFloat(0)), (-8, 0), (-7, 1), (-3, 5), (-1, 7), (0, 8), (1, 9), (2, 10),
      (100, 108),
    ])
  func rising(reach: CGFloat, expected: CGFloat) {
    // iPad Air 13-inch (M2): 1 366 pt tall, keyboard 403 pt (top at 963).
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 963, width: 1_024, height: 403))
    let window = CGRect(x: 100, y: 163, width: 700, height: 800 + reach)
    #expect(keyboard.clearance(of: window).lift(restingAt: 0, spacing: 8) == expected)
  }

  @Test("a hardware keyboard's bar reaches only what is on screen")
  func hardwareBar() {
    // iPhone 16 with a hardware keyboard: 55 pt of the 335 pt frame on screen (Stack Overflow
    // 32319697).
    let keyboard = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 852 - 55, width: 393, height: 335))
    let clearance = keyboard.clearance(of: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(clearance.keyboardReach == 55)
    // A button 20 pt above the 34 pt safe area rests 54 pt up: 1 pt short of the bar, 9 pt short
    // of 8 pt above it.
    #expect(clearance.lift(restingAt: 54, spacing: 8) == 9)
    // One resting 50 pt above the safe area already clears the bar by 29 pt: it stays.
    #expect(clearance.lift(restingAt: 84, spacing: 8) == 0)
    #expect(clearance.gap(at: 84) == 29)
  }

  @Test("a keyboard over the whole of a short view reaches its top, no further")
  func wholeView() {
    // iPhone SE (3rd generation), keyboard top at 407; an 80 pt bar at 500…580.
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 407, width: 375, height: 260))
    let clearance = keyboard.clearance(of: CGRect(x: 0, y: 500, width: 375, height: 80))
    #expect(clearance.keyboardReach == 80)
    #expect(clearance.lift(restingAt: 0, spacing: 8) == 88)
  }

  @Test("no keyboard under the view: no reach, no lift, no gap")
  func noKeyboard() {
    final class Screen {}
    let screens = (Screen(), Screen())
    let (onScreen, external) = (KeyboardScreen(screens.0), KeyboardScreen(screens.1))
    let view = CGRect(x: 0, y: 0, width: 1_024, height: 1_366)
    let docked = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 963, width: 1_024, height: 403),
      screen: onScreen)
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 600, width: 1_024, height: 403))
    // A floating keyboard, 320 × 250, at the left edge; a view on the right half does not have
    // it under it, and a view below it has it wholly above.
    let floating = KeyboardState(
      presentation: .floating, frame: CGRect(x: 0, y: 300, width: 320, height: 250))
    let cases: [KeyboardClearance] = [
      KeyboardState.hidden.clearance(of: view),
      docked.clearance(of: view, on: external),
      undocked.clearance(of: view),
      floating.clearance(
        of: CGRect(x: 512, y: 0, width: 512, height: 1_366),
        followsUndockedKeyboard: true),
      floating.clearance(
        of: CGRect(x: 0, y: 600, width: 1_024, height: 766),
        followsUndockedKeyboard: true),
    ]
    for clearance in cases {
      #expect(clearance.keyboardReach == nil)
      #expect(!clearance.hasKeyboard)
      #expect(clearance.lift(restingAt: 0, spacing: 8) == 0)
      #expect(clearance.gap(at: 0) == nil)
    }
    // Followed, the undocked keyboard's top is 766 pt above the view's bottom.
    #expect(undocked.clearance(of: view, followsUndockedKeyboard: true).keyboardReach == 766)
    #expect(docked.clearance(of: view, on: onScreen).keyboardReach == 403)
    withExtendedLifetime(screens) {}
  }

  @Test("a view far above the keyboard: the keyboard is under it, far below")
  func farBelow() {
    // iPad Air 13-inch (M2), keyboard top at 963; a Stage Manager window ending at 700.
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 963, width: 1_024, height: 403))
    let clearance = keyboard.clearance(of: CGRect(x: 0, y: 100, width: 700, height: 600))
    #expect(clearance.keyboardReach == -263)
    #expect(clearance.lift(restingAt: 0, spacing: 8) == 0)
    #expect(clearance.gap(at: 0) == 263)
  }

  @Test(
    "numbers that are not finite give no keyboard and a finite lift",
    arguments: [CGFloat.nan, .infinity, -.infinity])
  func badNumbers(value: CGFloat) {
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    #expect(!keyboard.clearance(of: CGRect(x: 0, y: value, width: 393, height: 852)).hasKeyboard)
    #expect(!KeyboardClearance(keyboardReach: value, viewHeight: 852).hasKeyboard)
    let clearance = keyboard.clearance(of: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(clearance.lift(restingAt: value, spacing: 8) == 343)
    #expect(clearance.lift(restingAt: 0, spacing: value) == 335)
    #expect(clearance.gap(at: value) == nil)
    #expect(KeyboardClearance(keyboardReach: 10, viewHeight: value).viewHeight == 0)
  }

  @Test("a reach above the view's height is kept at the view's height")
  func reachKeptToHeight() {
    #expect(KeyboardClearance(keyboardReach: 900, viewHeight: 852).keyboardReach == 852)
    #expect(KeyboardClearance(keyboardReach: -900, viewHeight: 852).keyboardReach == -900)
    #expect(KeyboardClearance(keyboardReach: 10, viewHeight: -5).viewHeight == 0)
  }
}

/// The continuity the clearance promises, checked on random views and keyboards rather than
/// against numbers it computed. Every length is a multiple of half a point, as on 2× screens, so
/// sums are exact and equalities strict.
extension KeyboardClearanceTests {
  @Test(
    "moving the keyboard by some distance never moves an edge by more; the edge ends spacing above",
    arguments: [UInt64(20_261_202), 7, 0xC1EA_4A4CE])
  func continuity(seed: UInt64) {
    print("KeyboardClearanceTests.continuity seed \(seed)")
    var check = PropertyCheck(seed: seed)
    func half(_ range: ClosedRange<Int>) -> CGFloat {
      CGFloat(Int.random(in: range, using: &check.generator)) / 2
    }
    for _ in 0..<4_000 {
      let device = DeviceFrames.random(using: &check.generator)
      let screen = Keyboard.screen(device.screen)
      // A view anywhere on the screen: a full-screen controller, a sheet, a Stage Manager
      // window; its bottom between a third of the way down and the screen's bottom.
      let bottom = half(Int(screen.height * 2 / 3)...Int(screen.height * 2))
      let top = half(0...Int(bottom * 2) - 1)
      let view = CGRect(x: 0, y: top, width: screen.width, height: bottom - top)
      let followed = Bool.random(using: &check.generator)
      let presentation: KeyboardPresentation =
        followed
        ? [.docked, .undocked, .floating, .accessoryBar].randomElement(
          using: &check.generator) ?? .docked : .docked
      let height = half(110...900)
      // The keyboard's top anywhere from the view's top to the screen's bottom.
      let keyboardTop = half(Int(top * 2)...Int(screen.height * 2))
      let step = half(-40...40)
      let resting = half(-20...400)
      let spacing = half(0...60)
      func state(_ y: CGFloat) -> KeyboardState {
        KeyboardState(
          presentation: presentation,
          frame: CGRect(x: 0, y: y, width: screen.width, height: height))
      }
      let before = state(keyboardTop).clearance(of: view, followsUndockedKeyboard: followed)
      let after = state(keyboardTop + step).clearance(of: view, followsUndockedKeyboard: followed)
      let scene =
        "\(device.name), view \(view), \(presentation) keyboard top \(keyboardTop) moved \(step),"
        + " resting \(resting), spacing \(spacing)"
      check.expect(before.hasKeyboard && after.hasKeyboard, "a keyboard under the view: \(scene)")
      let liftBefore = before.lift(restingAt: resting, spacing: spacing)
      let liftAfter = after.lift(restingAt: resting, spacing: spacing)
      check.expect(
        abs(liftAfter - liftBefore) <= abs(step),
        "lift \(liftBefore) → \(liftAfter) for a \(step) pt move: \(scene)")
      for (clearance, lift, y) in [
        (before, liftBefore, keyboardTop), (after, liftAfter, keyboardTop + step),
      ] {
        // Where the edge ends, from the hand-derived keyboard top rather than the reach.
        let edge = view.maxY - resting - lift
        if y >= view.minY {
          check.expect(
            edge <= y - spacing, "the edge ends \(y - edge) pt above the keyboard: \(scene)")
          check.expect(
            lift == 0 || edge == y - spacing,
            "a lift of \(lift) leaves \(y - edge) pt, more than needed: \(scene)")
        }
        check.expect(lift >= 0 && lift.isFinite, "lift \(lift): \(scene)")
        check.expect(
          clearance.gap(at: resting + lift).map { $0 >= spacing || y < view.minY } ?? false,
          "gap \(String(describing: clearance.gap(at: resting + lift))): \(scene)")
      }
    }
    #expect(check.failures == 0)
    #expect(check.checked >= 4_000 * 6)
  }
}
