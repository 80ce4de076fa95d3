import Foundation
import KeyboardAvoidance
import Testing
@_spi(Model) import UIKit

/// A keyboard change posted by hand, as UIKit posts it: will-change-frame and will-show (or
/// will-hide) from the stage's screen inside one animation block with the keyboard's duration and
/// curve 7, after UIKit's own reactions; then, once the animations have finished,
/// did-change-frame and did-show (or did-hide). The simulator is not told: use it for frames a
/// device logged, which the simulator would not post.
@MainActor
func postKeyboardChange(
  showing: Bool, from begin: CGRect, to end: CGRect, on stage: Stage,
  duration: TimeInterval = 0.25
) {
  let userInfo: [AnyHashable: Any] = [
    UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
    UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: end),
    UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
    UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
    UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
  ]
  let center = NotificationCenter.default
  let screen = stage.screen
  UIView.animate(
    withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
    animations: {
      UIKitModel.systemKeyboardWillMove(to: end, on: screen)
      center.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: userInfo)
      center.post(
        name: showing
          ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
        object: screen, userInfo: userInfo)
    })
  stage.settle()
  center.post(
    name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: userInfo)
  center.post(
    name: showing
      ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
    object: screen, userInfo: userInfo)
  stage.settle()
}

/// Lets the main queue run what was queued on it before this call, as a turn of the main run
/// loop does on a device.
@MainActor
func drainMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}
