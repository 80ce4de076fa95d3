import Foundation
import KeyboardAvoidance
import Testing

@Suite struct KeyboardStateConstraintLiftTests {
  /// A docked keyboard on a device held upright.
  func docked(_ device: DeviceFrames) -> KeyboardState {
    let screen = Keyboard.screen(device.screen)
    return KeyboardState(
      presentation: .docked,
      frame: Keyboard.docked(height: device.keyboardPortrait, on: screen))
  }

  @Test(
    "a button 20 pt above the safe area lifts to 8 pt above the keyboard",
    arguments: DeviceFrames.all)
  func safeAreaButton(device: DeviceFrames) {
    let view = AvoidingView(frame: Keyboard.screen(device.screen))
    let lift = docked(device).constraintLift(
      restingOffset: 20, view: view, containerBottomInset: device.safeBottomPortrait,
      options: KeyboardAvoidanceOptions(spacing: 8))
    // The table gives each device's offset: the keyboard's height less the bottom safe area.
    #expect(lift == device.offsetPortrait + 8 - 20)
    #expect(20 + lift == device.keyboardPortrait - device.safeBottomPortrait + 8)
  }

  @Test("nothing covered: no lift", arguments: [KeyboardState.hidden])
  func hidden(state: KeyboardState) {
    let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(state.constraintLift(restingOffset: 20, view: view, containerBottomInset: 34) == 0)
  }

  @Test("a view resting higher than the keyboard needs is not pulled down")
  func hardwareBarBelowResting() {
    // iPhone 16 with a hardware keyboard: a 55 pt bar on screen (Stack Overflow 32319697), the
    // full 335 pt frame reaching below the screen.
    let keyboard = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 852 - 55, width: 393, height: 335))
    let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(keyboard.constraintLift(restingOffset: 50, view: view, containerBottomInset: 34) == 0)
    #expect(keyboard.constraintLift(restingOffset: 0, view: view, containerBottomInset: 34) == 21)
  }

  @Test("a negative resting offset is lifted from where it is, and kept at rest")
  func negativeResting() {
    let keyboard = docked(DeviceFrames.all.first { $0.name == "iPhone 16" } ?? DeviceFrames.all[0])
    let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let lift = keyboard.constraintLift(
      restingOffset: -10, view: view, containerBottomInset: 34,
      options: KeyboardAvoidanceOptions(spacing: 8))
    #expect(lift == CGFloat(335 - 34 + 8 + 10))
    #expect(-10 + lift == 309)
  }

  @Test("a container above the view's bottom: margins, a card")
  func containerInsets() {
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    // Layout margins: 8 pt above the safe area's 34 pt.
    #expect(keyboard.constraintLift(restingOffset: 20, view: view, containerBottomInset: 42) == 273)
    // A card whose bottom is 400 pt above the view's: the keyboard is 335 pt high, so the button
    // 12 pt inside the card needs no lift.
    #expect(keyboard.constraintLift(restingOffset: 12, view: view, containerBottomInset: 400) == 0)
  }

  @Test("undocked keyboards count only when followed")
  func undocked() {
    let keyboard = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 700, width: 1_024, height: 398))
    let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 1_024, height: 1_366))
    #expect(keyboard.constraintLift(restingOffset: 20, view: view, containerBottomInset: 20) == 0)
    let followed = keyboard.constraintLift(
      restingOffset: 20, view: view, containerBottomInset: 20,
      options: KeyboardAvoidanceOptions(followsUndockedKeyboard: true))
    #expect(followed == CGFloat(666 - 20 - 20))
  }

  @Test(
    "bad numbers give a finite lift, 0 or more",
    arguments: [CGFloat.nan, .infinity, -.infinity])
  func badNumbers(value: CGFloat) {
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    for lift in [
      keyboard.constraintLift(restingOffset: value, view: view, containerBottomInset: 34),
      keyboard.constraintLift(restingOffset: 20, view: view, containerBottomInset: value),
      keyboard.constraintLift(
        restingOffset: 20, view: view, containerBottomInset: 34,
        options: KeyboardAvoidanceOptions(spacing: value)),
      keyboard.constraintLift(
        restingOffset: 20, view: AvoidingView(frame: CGRect(x: 0, y: value, width: 1, height: 1)),
        containerBottomInset: 34),
    ] {
      #expect(lift.isFinite && lift >= 0)
    }
  }

  @Test(
    "a sheet lifted flush onto the keyboard, or stopping just above it, keeps the spacing",
    arguments: [
      // (how far the keyboard's top lies above the sheet's bottom, the lift for a button
      // resting 0 pt above the sheet's bottom with 8 pt spacing: 8 plus that reach, never < 0)
      (CGFloat(-12), CGFloat(0)), (-8, 0), (-3, 5), (0, 8), (1, 9), (40, 48),
    ])
  func flushSheet(reach: CGFloat, lift: CGFloat) {
    // iPhone 16, keyboard top at 517; a 400 pt sheet whose bottom lies `reach` below it.
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    let sheet = AvoidingView(frame: CGRect(x: 0, y: 117 + reach, width: 393, height: 400))
    #expect(
      keyboard.constraintLift(
        restingOffset: 0, view: sheet, containerBottomInset: 0,
        options: KeyboardAvoidanceOptions(spacing: 8)) == lift)
    #expect(
      keyboard.bottomOffset(for: sheet, options: KeyboardAvoidanceOptions(spacing: 8)) == lift)
  }
}
