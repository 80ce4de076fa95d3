import Foundation
import KeyboardAvoidance

/// Figure 2: how many times each handler writes the offset a layout depends on while
/// ``ShowSequence`` plays, and how many transitions the reducer itself delivers.
@MainActor
enum LayoutWrites {
  struct Result {
    /// Steps that change the keyboard's height, from the step list.
    let realChanges: Int
    /// Transitions the observer delivered: the reducer's own figure, before any adapter's check.
    let transitionsOurs: Int
    /// Writes an adapter makes, writing each transition's offset only when it differs.
    let ours: Int
    let combineLogin: Int
    let combineLoginSkippingUnchanged: Int
    let notificationCenter: Int
    let notificationCenterSkippingUnchanged: Int
    /// Where the NotificationCenter handler's constant ends once the keyboard is hidden; 0 would
    /// be right.
    let notificationCenterFinalOffset: CGFloat
    /// Where our offset ends once the keyboard is hidden.
    let oursFinalOffset: CGFloat
  }

  static func run() -> Result {
    let posts = ShowSequence.posts

    // Ours: every transition the observer delivers is counted, then applied as an adapter
    // applies it: the bottom offset, written only when it differs from what the constraint
    // holds.
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center, screenBounds: { BenchDevice.screen })
    let adapter = CountingAdapter()
    var transitions = 0
    let subscription = observer.subscribe { transition in
      transitions += 1
      adapter.apply(transition.to.bottomOffset(for: BenchDevice.view))
    }
    withExtendedLifetime(observer) {
      for post in posts {
        center.post(post.notification)
      }
    }
    subscription.cancel()

    var combine = CombineLoginHandler()
    var combineChecked = CombineLoginHandler(skipsUnchanged: true)
    var notificationCenter = NotificationCenterHandler(safeAreaBottom: BenchDevice.safeAreaBottom)
    var notificationCenterChecked = NotificationCenterHandler(
      safeAreaBottom: BenchDevice.safeAreaBottom, skipsUnchanged: true)
    for post in posts {
      combine.handle(post)
      combineChecked.handle(post)
      notificationCenter.handle(post)
      notificationCenterChecked.handle(post)
    }
    return Result(
      realChanges: ShowSequence.realChanges,
      transitionsOurs: transitions,
      ours: adapter.writes,
      combineLogin: combine.writes,
      combineLoginSkippingUnchanged: combineChecked.writes,
      notificationCenter: notificationCenter.writes,
      notificationCenterSkippingUnchanged: notificationCenterChecked.writes,
      notificationCenterFinalOffset: notificationCenter.constant,
      oursFinalOffset: adapter.constant)
  }
}

/// A constraint constant that counts the writes that change it.
@MainActor
private final class CountingAdapter {
  private(set) var constant: CGFloat = 0
  private(set) var writes = 0

  func apply(_ offset: CGFloat) {
    guard offset != constant else { return }
    constant = offset
    writes += 1
  }
}
