import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// The phone every figure is measured on: an iPhone 16 in portrait.
///
/// Screen and safe area from the device catalog (DeviceKit, swift_tools, flutter_device_preview);
/// keyboard heights: 291 pt without the predictive row (Rainbow's constant), 335 pt with it
/// (flutter_device_preview, iOS 26.5 simulator). The emoji keyboard is taken to be as tall as the
/// letters with the predictive row on, so switching to it moves nothing.
enum BenchDevice {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let safeAreaBottom: CGFloat = 34
  static let plainHeight: CGFloat = 291
  static let predictiveHeight: CGFloat = 335

  /// A full-screen view whose pinned content sits on the safe area, as in the NotificationCenter
  /// and RxKeyboard handlers.
  static let view = AvoidingView(frame: screen, safeAreaBottom: safeAreaBottom)

  /// What iOS reports for its own keyboard: curve 7 and 0.25 s.
  static let keyboardAnimation = KeyboardAnimation(duration: 0.25, curve: .keyboard)

  /// A keyboard of `height` docked to the bottom of the screen.
  static func docked(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
  }

  /// A keyboard of `height` just below the screen, where hide notifications put it.
  static func below(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
  }

  /// The notification iOS posts for one keyboard event.
  static func notification(
    _ kind: KeyboardEvent.Kind, from begin: CGRect, to end: CGRect
  ) -> Notification {
    KeyboardEvent(kind: kind, beginFrame: begin, endFrame: end, animation: keyboardAnimation)
      .notification()
  }
}
