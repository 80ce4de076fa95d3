// Reaches for `UIApplication.shared`, as the post does, which app extensions cannot: an app-only
// screen, marked so.
import Combine
import UIKit

/// The "hand-written" tab of the storyboard-constraint screen: the complete listing of the blog
/// post "[UIKit] 텍스트필드 입력(클릭) 시 키보드 올리기/내리기", rewritten in our words with its
/// behaviour kept, bugs included.
///
/// Observers are added in `viewWillAppear(_:)` and removed in `viewWillDisappear(_:)`. On
/// will-show, and only while the constant is 0, the constant grows by the end frame's height
/// less the bottom safe-area inset of the first window of the first connected scene; on
/// will-hide it shrinks by the same expression, unconditionally; both inside
/// `UIView.animate(withDuration: 1)`. A second will-show with another height (the predictive
/// row turned on, an accessory bar) is ignored, and the hide then takes away more than the show
/// added: the constant drifts. A touch on the background ends editing (`touchesBegan`).
///
/// The post registers selectors, which need the Objective-C runtime the Linux models lack; the
/// demo subscribes to the notification center's Combine publishers instead, which call it at
/// the same moment, on the posting thread, and cancels them where the post removes its
/// observers.
@available(iOSApplicationExtension, unavailable)
@MainActor
final class HandWrittenBottomConstraintViewController: BottomConstraintViewController {
  private var observers = Set<AnyCancellable>()

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboardObserver()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboardObserverRemove()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.endEditing(true)
  }

  private func keyboardObserver() {
    let center = NotificationCenter.default
    center.publisher(for: UIResponder.keyboardWillShowNotification)
      .sink { notification in self.keyboardWillShow(notification) }
      .store(in: &observers)
    center.publisher(for: UIResponder.keyboardWillHideNotification)
      .sink { notification in self.keyboardWillHide(notification) }
      .store(in: &observers)
  }

  private func keyboardObserverRemove() {
    observers = []
  }

  /// The bottom safe-area inset of the first window of the first connected scene, as the post
  /// finds it: not this view's own.
  private var windowBottom: CGFloat? {
    let scenes = UIApplication.shared.connectedScenes
    let windowScene = scenes.first as? UIWindowScene
    let window = windowScene?.windows.first
    return window?.safeAreaInsets.bottom
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard
      let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
        as? NSValue
    else { return }
    let keyboardHeight = keyboardFrame.cgRectValue.height
    let windowBottom = self.windowBottom
    UIView.animate(withDuration: 1) {
      if let constraint = self.viewBottomConstraint, constraint.constant == 0 {
        constraint.constant += keyboardHeight - (windowBottom ?? 0)
      }
    }
  }

  private func keyboardWillHide(_ notification: Notification) {
    guard
      let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
        as? NSValue
    else { return }
    let keyboardHeight = keyboardFrame.cgRectValue.height
    let windowBottom = self.windowBottom
    UIView.animate(withDuration: 1) {
      self.viewBottomConstraint?.constant -= keyboardHeight - (windowBottom ?? 0)
    }
  }
}
