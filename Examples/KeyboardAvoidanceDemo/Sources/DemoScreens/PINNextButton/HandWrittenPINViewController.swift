import Combine
import UIKit

/// The "hand-written" tab of the PIN screen: the RxSwift and SnapKit version of the blog post
/// "[RxSwift] 키보드 높이에 따른 버튼 위치 변경(키보드에 버튼이 가려지는 현상)", rewritten in our words
/// with its behaviour kept, bugs included.
///
/// The package has no dependencies, so Combine stands in for RxSwift and plain Auto Layout for
/// SnapKit. The post merges will-show, mapped to the end frame's height (all of it, though a
/// hardware keyboard shows only a bar), with will-hide, mapped to 0, and observes on
/// `MainScheduler.instance`, which runs at once when the notification is posted on the main
/// thread, as keyboard notifications are: so no scheduler here. Each height remakes the button's
/// constraints with the offset `-(height - safe area)` while the keyboard is up and
/// `-(safe area)` once it is down, so after the first hide the button rests a safe-area inset
/// higher than it started; no animation. The subscription captures `self` strongly.
@MainActor
final class HandWrittenPINViewController: PINEntryViewController {
  private var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    drawCustomUI()
  }

  /// The post's `keyboardHeight()`: RxSwift's `Observable.from([...]).merge()` of two
  /// notification streams.
  private func keyboardHeight() -> AnyPublisher<CGFloat, Never> {
    let center = NotificationCenter.default
    return Publishers.Merge(
      center.publisher(for: UIResponder.keyboardWillShowNotification)
        .map { notification -> CGFloat in
          let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
          return value?.cgRectValue.height ?? 0
        },
      center.publisher(for: UIResponder.keyboardWillHideNotification)
        .map { _ -> CGFloat in 0 }
    )
    .eraseToAnyPublisher()
  }

  private func drawCustomUI() {
    keyboardHeight()
      .sink { keyboardHeight in
        let safeArea = self.view.window?.safeAreaInsets
        let safeAreaBottom = safeArea?.bottom ?? 0
        let height = keyboardHeight > 0.0 ? (keyboardHeight - safeAreaBottom) : safeAreaBottom
        self.updateNextButtonBottom(-height)
      }
      .store(in: &cancellables)
  }

  private func updateNextButtonBottom(_ offset: CGFloat) {
    remakeNextButtonConstraints(offset: offset)
  }
}
