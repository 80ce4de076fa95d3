import Foundation
import KeyboardAvoidance

/// Keyboards and screens for the scroll-avoidance tests, from the catalog's public sources
/// (DeviceDataSource).
///
/// DPS: flutter_device_preview's device specs (iOS 26.5 simulator, predictive row on): iPhone SE
/// (3rd generation) 375 × 667 pt, keyboard 260 pt, safe area 20/0; iPhone 16 393 × 852 pt,
/// keyboard 335 pt, safe area 59/34; iPad (A16) 820 × 1180 pt, keyboard 337 pt; iPad Air 13-inch
/// 1024 × 1366 pt, safe area 32/25. ION1: a hardware keyboard leaves a bar of about 55 pt.
enum ScrollFixtures {
  static let iPhoneSE = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let iPhone16 = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let iPadA16 = CGRect(x: 0, y: 0, width: 820, height: 1180)
  static let iPadAir13 = CGRect(x: 0, y: 0, width: 1024, height: 1366)

  /// Docked at y = 407.
  static let keyboardSE = KeyboardState(
    presentation: .docked, frame: Keyboard.docked(height: 260, on: iPhoneSE))
  /// Docked at y = 517.
  static let keyboard16 = KeyboardState(
    presentation: .docked, frame: Keyboard.docked(height: 335, on: iPhone16))
  /// Docked at y = 843.
  static let keyboardA16 = KeyboardState(
    presentation: .docked, frame: Keyboard.docked(height: 337, on: iPadA16))
  /// The shortcuts bar: the full keyboard's frame reaches below the screen, 55 pt show.
  static let hardwareBar = KeyboardState(
    presentation: .accessoryBar, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403))

  /// The state of a scroll view after an adjustment was applied to it, as UIKit would report it.
  static func applying(_ adjustment: ScrollAdjustment, to container: ScrollContainer)
    -> ScrollContainer
  {
    var next = container
    let growth = adjustment.contentInsetBottom - container.contentInset.bottom
    next.contentInset.bottom = adjustment.contentInsetBottom
    next.adjustedContentInset.bottom += growth
    next.indicatorInsetBottom = adjustment.indicatorInsetBottom
    next.contentOffset = adjustment.contentOffset
    next.keyboardInset = adjustment.keyboardInset
    return next
  }
}
