import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite struct KeyboardStateCoordinateSpaceTests {
  let keyboard = KeyboardState(
    presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))

  /// Converts a screen rectangle into a view scaled by `scale` about the centre of a 393 × 852
  /// screen: the inverse of UIKit's `center + scale × (point − bounds centre)`.
  static func intoScaledView(_ scale: CGFloat) -> (CGRect) -> CGRect {
    { rect in
      CGRect(
        x: (rect.minX - 196.5) / scale + 196.5, y: (rect.minY - 426) / scale + 426,
        width: rect.width / scale, height: rect.height / scale)
    }
  }

  @Test("the documented card at 80 %")
  func card() {
    let inCard = keyboard.converted(Self.intoScaledView(0.8))
    #expect(abs(inCard.frame.minY - 539.75) < 1e-9)
    #expect(
      abs(inCard.coveredHeight(of: CGRect(x: 0, y: 0, width: 393, height: 852)) - 312.25) < 1e-9)
    #expect(inCard.presentation == keyboard.presentation)
    #expect(inCard.animation == keyboard.animation)
  }

  @Test("a hidden keyboard is returned as it is")
  func hidden() {
    #expect(
      KeyboardState.hidden.converted { _ in CGRect(x: 1, y: 2, width: 3, height: 4) } == .hidden)
  }

  @Test("a conversion to nonsense covers nothing")
  func nonsense() {
    let broken = keyboard.converted { _ in CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
    #expect(broken.coveredHeight(of: CGRect(x: 0, y: 0, width: 393, height: 852)) == 0)
  }

  @Test("measured in a scaled view, the cover is the screen's cover divided by the scale")
  func scaledCover() {
    var generator = SeededGenerator(seed: 20_261_201)
    for _ in 0..<2_000 {
      let scale = CGFloat(Double.random(in: 0.3...2, using: &generator))
      let top = CGFloat(Double.random(in: 300...840, using: &generator)).rounded()
      let state = KeyboardState(
        presentation: .docked, frame: CGRect(x: 0, y: top, width: 393, height: 852 - top))
      let view = CGRect(x: 0, y: 0, width: 393, height: 852)
      // The view's frame on screen, scaled about the screen's centre.
      let onScreen = CGRect(
        x: 196.5 - 196.5 * scale, y: 426 - 426 * scale, width: 393 * scale, height: 852 * scale)
      let inView = state.converted(Self.intoScaledView(scale)).coveredHeight(of: view)
      let onScreenCover = state.coveredHeight(of: onScreen)
      #expect(abs(inView - onScreenCover / scale) < 1e-6, "scale \(scale), top \(top)")
    }
  }
}
