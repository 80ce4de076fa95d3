import Foundation
import KeyboardAvoidance

/// The keyboard code of a hand-written Combine login screen, from the blog post "현재기기의
/// 화면크기 측정하기 + 콤바인을 이용한 반응형레이아웃 만들기", rewritten without UIKit or Combine so its
/// layout writes can be counted.
///
/// The post's `KeyboardMonitor` assigns `keyboardHeight` from three subscriptions: a sink on
/// will-change-frame, a merge of will-show and will-change-frame, and a will-hide subscription
/// that assigns 0. Every assignment to a `@Published` property emits, and the view controller's
/// sink writes `height > 0 ? height : 50` to the login button's bottom constraint on every
/// emission. So will-change-frame writes twice, will-show and will-hide once each. The emission
/// at subscription time is setup, not part of a show sequence, and is not counted.
///
/// With `skipsUnchanged`, the sink first compares the new constant with the one the constraint
/// holds and writes only when they differ: the one-line check an adapter makes.
struct CombineLoginHandler {
  let skipsUnchanged: Bool
  private(set) var constant: CGFloat = 50
  private(set) var writes = 0

  init(skipsUnchanged: Bool = false) {
    self.skipsUnchanged = skipsUnchanged
  }

  mutating func handle(_ post: ShowSequence.Post) {
    switch post.kind {
    case .willChangeFrame:
      publish(post.endFrame.height)  // the sink on will-change-frame
      publish(post.endFrame.height)  // the merged will-show / will-change-frame subscription
    case .willShow:
      publish(post.endFrame.height)
    case .willHide:
      publish(0)
    case .didShow, .didHide, .didChangeFrame:
      break
    }
  }

  private mutating func publish(_ height: CGFloat) {
    let new = height > 0 ? height : 50
    if skipsUnchanged && new == constant { return }
    constant = new
    writes += 1
  }
}

/// The keyboard code of a NotificationCenter handler with a 1 s animation, from the blog post
/// "[UIKit] 텍스트필드 입력(클릭) 시 키보드 올리기/내리기" (its complete listing; code at
/// https://github.com/HANLeeeee/PracticeTest/tree/main/KeyboardTest), rewritten without UIKit so
/// its layout writes can be counted.
///
/// It observes only will-show and will-hide. On will-show it adds the end frame's height minus
/// the window's bottom safe-area inset, but only while the constant is 0; on will-hide it
/// subtracts the same expression unconditionally. Each executed `+=` or `-=` is one write inside
/// `UIView.animate(withDuration: 1)`. With `skipsUnchanged`, a `+=` or `-=` that would leave the
/// constant as it is writes nothing.
struct NotificationCenterHandler {
  let safeAreaBottom: CGFloat
  let skipsUnchanged: Bool
  private(set) var constant: CGFloat = 0
  private(set) var writes = 0

  init(safeAreaBottom: CGFloat, skipsUnchanged: Bool = false) {
    self.safeAreaBottom = safeAreaBottom
    self.skipsUnchanged = skipsUnchanged
  }

  mutating func handle(_ post: ShowSequence.Post) {
    switch post.kind {
    case .willShow:
      if constant == 0 { write(constant + post.endFrame.height - safeAreaBottom) }
    case .willHide:
      write(constant - (post.endFrame.height - safeAreaBottom))
    case .didShow, .didHide, .willChangeFrame, .didChangeFrame:
      break
    }
  }

  private mutating func write(_ new: CGFloat) {
    if skipsUnchanged && new == constant { return }
    constant = new
    writes += 1
  }
}
