import Foundation
import KeyboardAvoidance

// The gestures of the iPad keyboard and of interactive dismissal, whose notifications differ
// most from a plain show and hide.
extension SimulatorScript {
  // MARK: iPad keyboards

  mutating func liftOff(to placement: SimulatedKeyboard.Placement) {
    guard isPad, !keyboard.isOnOtherScreen, !keyboard.hasHardwareKeyboard else { return }
    let begin = frame
    switch keyboard.placement {
    case .docked:
      keyboard.placement = placement
      let odd = placement == .split ? SimulatedGeometry.undockedOddFrame : CGRect.zero
      // Leaving the bottom edge is posted as a will-hide whose frame is the lifted keyboard.
      change(.hide, from: begin, to: frame, didChangeFrame: odd)
    case .undocked where placement == .split, .split where placement == .undocked:
      keyboard.placement = placement
      change(
        .frameOnly, from: begin, to: frame, willChangeFrame: SimulatedGeometry.undockedOddFrame)
    case .hidden, .undocked, .split, .floating, .dragged:
      break
    }
  }

  mutating func float() {
    guard isPad, keyboard.isVisible, !keyboard.isOnOtherScreen, !keyboard.hasHardwareKeyboard
    else { return }
    switch keyboard.placement {
    case .docked, .undocked, .split:
      let begin = frame
      keyboard.placement = .floating(origin: geometry.floatingOrigin)
      change(.frameOnly, from: begin, to: frame)
    case .hidden, .floating, .dragged:
      break
    }
  }

  mutating func moveFloatingKeyboard(dx: CGFloat, dy: CGFloat) {
    guard case .floating(let origin) = keyboard.placement else { return }
    let moved = geometry.clampedFloatingOrigin(
      CGPoint(x: origin.x + (dx.isFinite ? dx : 0), y: origin.y + (dy.isFinite ? dy : 0)))
    guard moved != origin else { return }
    let begin = frame
    keyboard.placement = .floating(origin: moved)
    // While the floating keyboard moves, a frame as tall as the screen has been reported
    // (freshOS/KeyboardLayoutGuide issue 37).
    let tall = CGRect(
      x: moved.x, y: 0, width: SimulatedGeometry.floatingSize.width,
      height: geometry.screen.height)
    change(.frameOnly, from: begin, to: frame, willChangeFrame: tall)
  }

  mutating func dock() {
    guard keyboard.isVisible, !keyboard.isOnOtherScreen else { return }
    switch keyboard.placement {
    case .undocked, .split, .floating:
      let begin = frame
      keyboard.placement = .docked
      change(.show, from: begin, to: frame)
    case .hidden, .docked, .dragged:
      break
    }
  }

  // MARK: Interactive dismissal

  /// Ends the pan when another action interrupts a drag.
  ///
  /// Any other action during a drag means the finger has lifted: the pan ends first, so the
  /// observers track the next drag afresh. The keyboard stays where the finger left it until the
  /// action moves it; the user cannot switch keyboards with the finger on the keyboard.
  mutating func endInterruptedDrag(before action: KeyboardSimulator.Action) {
    guard keyboard.isDragged else { return }
    switch action {
    case .dragKeyboardDown, .endDrag: return
    default: beats.append(.fingerLifted)
    }
  }

  mutating func drag(by distance: CGFloat) {
    guard keyboard.isDockedHere, !keyboard.hasHardwareKeyboard else { return }
    let height = geometry.softwareHeight(of: keyboard)
    let clamped = min(max(distance.isFinite ? distance : 0, 0), height)
    keyboard.placement = .dragged(distance: clamped)
    beats.append(.fingerMoved(toY: geometry.screen.maxY - height + clamped))
  }

  mutating func endDrag(_ outcome: KeyboardSimulator.DragOutcome) {
    guard case .dragged = keyboard.placement else { return }
    let begin = frame
    switch outcome {
    case .keyboardReturns:
      keyboard.placement = .docked
      change(.show, from: begin, to: frame)
    case .keyboardDismissed:
      change(.hide, from: begin, to: geometry.offScreenFrame(of: keyboard))
      keyboard.placement = .hidden
      keyboard.isLocal = true
      keyboard.isEmoji = false
    }
    beats.append(.fingerLifted)
  }
}
