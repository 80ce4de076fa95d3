import Foundation
import KeyboardAvoidance

/// Random screens, keyboard frames, views, options and times for the fuzzer: mostly what real
/// devices produce, with a share of values no device produces.
enum FuzzGeometry {
  /// Portrait screen sizes of iPhones and iPads, in points, from `DeviceCatalog`.
  static let screenSizes: [CGSize] = [
    CGSize(width: 320, height: 568), CGSize(width: 375, height: 667),
    CGSize(width: 390, height: 844), CGSize(width: 393, height: 852),
    CGSize(width: 440, height: 956), CGSize(width: 744, height: 1133),
    CGSize(width: 820, height: 1180), CGSize(width: 1032, height: 1376),
  ]

  /// The hardware keyboard's shortcuts bar: about 55 pt on screen (ION1 in keyboard facts).
  static let barHeight: CGFloat = 55

  static func screen(using generator: inout some RandomNumberGenerator) -> CGRect {
    let size = screenSizes.randomElement(using: &generator) ?? CGSize(width: 393, height: 852)
    let landscape = Int.random(in: 0..<4, using: &generator) == 0
    return CGRect(
      x: 0, y: 0, width: landscape ? size.height : size.width,
      height: landscape ? size.width : size.height)
  }

  /// A keyboard height a device could show on this screen.
  static func keyboardHeight(
    on screen: CGRect, using generator: inout some RandomNumberGenerator
  ) -> CGFloat {
    CGFloat(Int.random(in: 160...max(161, Int(screen.height * 0.6)), using: &generator))
  }

  static func docked(_ height: CGFloat, on screen: CGRect) -> CGRect {
    CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
  }

  static func below(_ height: CGFloat, on screen: CGRect) -> CGRect {
    CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
  }

  /// A hardware keyboard: the full keyboard's frame with only the bar on screen.
  static func accessoryBar(_ height: CGFloat, on screen: CGRect) -> CGRect {
    CGRect(x: 0, y: screen.maxY - barHeight, width: screen.width, height: height)
  }

  /// A full-width keyboard lifted off the bottom edge (iPad undocked or split).
  static func undocked(
    _ height: CGFloat, on screen: CGRect, using generator: inout some RandomNumberGenerator
  ) -> CGRect {
    let lift = CGFloat(
      Int.random(in: 40...max(41, Int(screen.height - height - 1)), using: &generator))
    return CGRect(
      x: 0, y: max(screen.minY + 1, screen.maxY - height - lift), width: screen.width,
      height: height)
  }

  /// The small floating iPad keyboard, anywhere over the content.
  static func floating(on screen: CGRect, using generator: inout some RandomNumberGenerator)
    -> CGRect
  {
    let width = min(320, screen.width - 20)
    let height: CGFloat = 250
    let x = CGFloat.random(in: 0...(screen.width - width), using: &generator).rounded()
    let y = CGFloat.random(in: 1...max(2, screen.height - height - 20), using: &generator)
      .rounded()
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Frames without a position, as undocked and split iPad keyboards report them.
  static let positionless = CGRect(x: 0, y: -64, width: 0, height: 0)

  /// A frame posted for the other orientation while the screen rotates.
  static func rotated(_ height: CGFloat, on screen: CGRect) -> CGRect {
    CGRect(x: 0, y: screen.width - height, width: screen.height, height: height)
  }

  /// A view to keep above the keyboard: usually full screen or a sheet, sometimes nonsense.
  static func view(on screen: CGRect, using generator: inout some RandomNumberGenerator)
    -> AvoidingView
  {
    let safeArea: CGFloat = [0, 20, 25, 34].randomElement(using: &generator) ?? 0
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<5:
      return AvoidingView(frame: screen, safeAreaBottom: safeArea)
    case 5..<8:
      let inset = CGFloat(Int.random(in: 0...200, using: &generator))
      let frame = CGRect(
        x: 0, y: inset, width: screen.width, height: max(0, screen.height - 2 * inset))
      return AvoidingView(frame: frame, safeAreaBottom: safeArea)
    default:
      let odd: [CGFloat] = [.nan, .infinity, -.infinity, -100, 0, 1e9, -0.0]
      func pick() -> CGFloat { odd.randomElement(using: &generator) ?? 0 }
      return AvoidingView(
        frame: CGRect(x: pick(), y: pick(), width: pick(), height: pick()),
        safeAreaBottom: pick())
    }
  }

  static func options(using generator: inout some RandomNumberGenerator)
    -> KeyboardAvoidanceOptions
  {
    let values: [CGFloat] = [0, 0, 8, 16, -20, 5_000, .nan, .infinity]
    return KeyboardAvoidanceOptions(
      spacing: values.randomElement(using: &generator) ?? 0,
      restingOffset: values.randomElement(using: &generator) ?? 0,
      followsUndockedKeyboard: Bool.random(using: &generator))
  }

  /// Moments to sample a transition at: inside the animation, at its edges, and nonsense.
  static func times(using generator: inout some RandomNumberGenerator) -> [TimeInterval] {
    [
      0, Double.random(in: 0...0.6, using: &generator), 0.25, 0.5, 1, -1, .nan, .infinity,
      -.infinity, 1e300,
    ]
  }
}
