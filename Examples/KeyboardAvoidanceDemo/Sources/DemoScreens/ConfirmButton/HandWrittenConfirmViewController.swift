import Combine
import UIKit

/// What RxKeyboard's `visibleHeight` publishes, rebuilt on the notification center: the package
/// has no dependencies, so this stands in for RxKeyboard in the "hand-written" tab.
///
/// Like RxKeyboard it starts with 0, reads the end frame of every will-change-frame and
/// will-hide, publishes how far the frame reaches up from the bottom of the screen (never less
/// than 0) and drops repeats. It measures against the screen of `view`'s window where RxKeyboard
/// uses the main screen, the same screen on a phone.
@MainActor
final class RxKeyboardVisibleHeight {
  private let subject = CurrentValueSubject<CGFloat, Never>(0)
  private var cancellables = Set<AnyCancellable>()

  /// RxKeyboard's `visibleHeight`.
  var visibleHeight: AnyPublisher<CGFloat, Never> {
    subject.removeDuplicates().eraseToAnyPublisher()
  }

  init(view: UIView) {
    let center = NotificationCenter.default
    center.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
      .merge(with: center.publisher(for: UIResponder.keyboardWillHideNotification))
      .sink { [weak self, weak view] notification in
        let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        guard let self, let frame = value?.cgRectValue else { return }
        let screenHeight = view?.window?.windowScene?.screen.bounds.height ?? 0
        self.subject.send(max(0, screenHeight - frame.minY))
      }
      .store(in: &cancellables)
  }
}

/// The "hand-written" tab of the confirmation screen: the blog post's `BaseViewController` and
/// its RxKeyboard binding, rewritten in our words with their behaviour kept, bugs included.
///
/// Every visible height goes through `raiseKeyboardWithButton`, which, on a later turn of the
/// main queue, animates the constant to `height - safe area + interval` in a fixed 0.23 s block
/// of the default ease-in-out curve, out of step with the keyboard's own 0.25 s curve, and lays
/// the view out; at height 0 it leaves the safe area out, the post's work-around for a button
/// that sank. The binder and the block capture `self` strongly.
@MainActor
final class HandWrittenConfirmViewController: ConfirmCodeViewController {
  private var keyboard: RxKeyboardVisibleHeight?
  private var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    setUpOutputBinding()
  }

  private func setUpOutputBinding() {
    let keyboard = RxKeyboardVisibleHeight(view: view)
    self.keyboard = keyboard
    keyboard.visibleHeight
      .sink { height in
        guard let constraint = self.buttonBottom else { return }
        self.raiseKeyboardWithButton(
          keyboardChangedHeight: height, constraintBetweenBtnAndKeyboard: constraint)
      }
      .store(in: &cancellables)
  }

  func raiseKeyboardWithButton(
    keyboardChangedHeight: CGFloat, constraintBetweenBtnAndKeyboard: NSLayoutConstraint
  ) {
    DispatchQueue.main.async {
      UIView.animate(withDuration: 0.23) {
        var safeAreaBottomLength = self.view.safeAreaInsets.bottom
        if keyboardChangedHeight == 0 {  // the post's fix for a button that sank
          safeAreaBottomLength = 0
        }
        constraintBetweenBtnAndKeyboard.constant =
          keyboardChangedHeight - safeAreaBottomLength + Self.interval
        self.view.layoutIfNeeded()
      }
    }
  }
}
