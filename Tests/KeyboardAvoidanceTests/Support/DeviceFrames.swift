import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Screens and keyboard heights of real devices, from the catalog's public sources
/// (DeviceDataSource).
///
/// DPS: flutter_device_preview's device specs, probed on the iOS 26.5 simulator with the predictive
/// row on (portrait and landscape). MX, WR, RB: fallback constants in shipping apps (MixinNetwork,
/// wire-ios, rainbow), predictive row on, portrait only.
struct DeviceFrames: Sendable, CustomTestStringConvertible {
  let name: String
  /// Portrait screen size in points.
  let screen: CGSize
  let safeBottomPortrait: CGFloat
  let keyboardPortrait: CGFloat
  /// Written out by hand: the keyboard height minus the bottom safe area.
  let offsetPortrait: CGFloat
  /// Landscape values, where a source measured them.
  let landscape: (safeBottom: CGFloat, keyboard: CGFloat, offset: CGFloat)?
  let source: String

  var testDescription: String { name }

  static let all: [DeviceFrames] = [
    .init(
      name: "iPhone 4s", screen: CGSize(width: 320, height: 480), safeBottomPortrait: 0,
      keyboardPortrait: 261, offsetPortrait: 261, landscape: nil, source: "MX"),
    .init(
      name: "iPhone SE (1st)", screen: CGSize(width: 320, height: 568), safeBottomPortrait: 0,
      keyboardPortrait: 253, offsetPortrait: 253, landscape: nil, source: "WR, MX"),
    .init(
      name: "iPhone SE (3rd)", screen: CGSize(width: 375, height: 667), safeBottomPortrait: 0,
      keyboardPortrait: 260, offsetPortrait: 260, landscape: (0, 206, 206), source: "DPS"),
    .init(
      name: "iPhone 8 Plus", screen: CGSize(width: 414, height: 736), safeBottomPortrait: 0,
      keyboardPortrait: 271, offsetPortrait: 271, landscape: nil, source: "RB, MX, WR"),
    .init(
      name: "iPhone X", screen: CGSize(width: 375, height: 812), safeBottomPortrait: 34,
      keyboardPortrait: 335, offsetPortrait: 301, landscape: nil, source: "MX"),
    .init(
      name: "iPhone 11", screen: CGSize(width: 414, height: 896), safeBottomPortrait: 34,
      keyboardPortrait: 346, offsetPortrait: 312, landscape: nil, source: "MX"),
    .init(
      name: "iPhone 12 Pro Max", screen: CGSize(width: 428, height: 926), safeBottomPortrait: 34,
      keyboardPortrait: 346, offsetPortrait: 312, landscape: nil, source: "MX"),
    .init(
      name: "iPhone 17e", screen: CGSize(width: 390, height: 844), safeBottomPortrait: 34,
      keyboardPortrait: 335, offsetPortrait: 301, landscape: (20, 208, 188), source: "DPS"),
    .init(
      name: "iPhone 16", screen: CGSize(width: 393, height: 852), safeBottomPortrait: 34,
      keyboardPortrait: 335, offsetPortrait: 301, landscape: (20, 208, 188), source: "DPS"),
    .init(
      name: "iPhone 17 Pro", screen: CGSize(width: 402, height: 874), safeBottomPortrait: 34,
      keyboardPortrait: 335, offsetPortrait: 301, landscape: (20, 208, 188), source: "DPS"),
    .init(
      name: "iPhone Air", screen: CGSize(width: 420, height: 912), safeBottomPortrait: 34,
      keyboardPortrait: 345, offsetPortrait: 311, landscape: (20, 208, 188), source: "DPS"),
    .init(
      name: "iPhone 16 Plus", screen: CGSize(width: 430, height: 932), safeBottomPortrait: 34,
      keyboardPortrait: 345, offsetPortrait: 311, landscape: (20, 208, 188), source: "DPS"),
    .init(
      name: "iPhone 17 Pro Max", screen: CGSize(width: 440, height: 956), safeBottomPortrait: 34,
      keyboardPortrait: 345, offsetPortrait: 311, landscape: (20, 208, 188), source: "DPS"),
    .init(
      name: "iPad (A16)", screen: CGSize(width: 820, height: 1180), safeBottomPortrait: 25,
      keyboardPortrait: 337, offsetPortrait: 312, landscape: (25, 422, 397), source: "DPS"),
    .init(
      name: "iPad mini (A17 Pro)", screen: CGSize(width: 744, height: 1133), safeBottomPortrait: 25,
      keyboardPortrait: 340, offsetPortrait: 315, landscape: (25, 428, 403), source: "DPS"),
    .init(
      name: "iPad Pro 11-inch (M4)", screen: CGSize(width: 834, height: 1210),
      safeBottomPortrait: 25, keyboardPortrait: 340, offsetPortrait: 315,
      landscape: (25, 428, 403), source: "DPS"),
    .init(
      name: "iPad Air 13-inch (M2)", screen: CGSize(width: 1024, height: 1366),
      safeBottomPortrait: 25, keyboardPortrait: 403, offsetPortrait: 378,
      landscape: (25, 498, 473), source: "DPS"),
    .init(
      name: "iPad Pro 13-inch (M4)", screen: CGSize(width: 1032, height: 1376),
      safeBottomPortrait: 25, keyboardPortrait: 403, offsetPortrait: 378,
      landscape: (25, 498, 473), source: "DPS"),
  ]
}

extension DeviceFrames {
  /// One of ``all``, drawn from a seeded generator; with the same seed, the same device.
  static func random(using generator: inout SeededGenerator) -> DeviceFrames {
    all[Int.random(in: 0..<all.count, using: &generator)]
  }

  /// The portrait screen and its predictive keyboard, docked.
  var dockedPortrait: (screen: CGRect, keyboard: KeyboardState) {
    let screen = Keyboard.screen(self.screen)
    return (
      screen,
      KeyboardState(
        presentation: .docked, frame: Keyboard.docked(height: keyboardPortrait, on: screen))
    )
  }
}

/// Builds events and screens in a test's own words.
enum Keyboard {
  static let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)

  static func screen(_ size: CGSize) -> CGRect { CGRect(origin: .zero, size: size) }

  /// A keyboard of a given height docked to the bottom of a screen.
  static func docked(height: CGFloat, on screen: CGRect) -> CGRect {
    CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// The same keyboard moved just below the screen, as hide notifications report it.
  static func below(height: CGFloat, on screen: CGRect) -> CGRect {
    CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
  }
}
