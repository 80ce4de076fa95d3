import Foundation
import KeyboardAvoidance

/// Seed 000's keyboard code, rewritten without UIKit or Combine so its layout writes can be
/// counted.
///
/// The post's `KeyboardMonitor` assigns `keyboardHeight` from three subscriptions: a sink on
/// will-change-frame, a merge of will-show and will-change-frame, and a will-hide subscription
/// that assigns 0. Every assignment to a `@Published` property emits, and the view controller's
/// sink writes `height > 0 ? height : 50` to the login button's bottom constraint on every
/// emission. So will-change-frame writes twice, will-show and will-hide once each. The emission
/// at subscription time is setup, not part of a show sequence, and is not counted.
struct Seed000Handler {
  private(set) var constant: CGFloat = 50
  private(set) var writes = 0

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
    constant = height > 0 ? height : 50
    writes += 1
  }
}

/// Seed 001's keyboard code (the complete listing at the end of the post), rewritten without
/// UIKit so its layout writes can be counted.
///
/// It observes only will-show and will-hide. On will-show it adds the end frame's height minus
/// the window's bottom safe-area inset, but only while the constant is 0; on will-hide it
/// subtracts the same expression unconditionally. Each executed `+=` or `-=` is one write inside
/// `UIView.animate(withDuration: 1)`.
struct Seed001Handler {
  let safeAreaBottom: CGFloat
  private(set) var constant: CGFloat = 0
  private(set) var writes = 0

  init(safeAreaBottom: CGFloat) {
    self.safeAreaBottom = safeAreaBottom
  }

  mutating func handle(_ post: ShowSequence.Post) {
    switch post.kind {
    case .willShow:
      if constant == 0 {
        constant += post.endFrame.height - safeAreaBottom
        writes += 1
      }
    case .willHide:
      constant -= post.endFrame.height - safeAreaBottom
      writes += 1
    case .didShow, .didHide, .willChangeFrame, .didChangeFrame:
      break
    }
  }
}
