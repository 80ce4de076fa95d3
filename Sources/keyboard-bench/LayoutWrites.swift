import Foundation
import KeyboardAvoidance

/// Figure 2: how many times each handler writes the offset a layout depends on while
/// ``ShowSequence`` plays.
@MainActor
enum LayoutWrites {
  struct Result {
    /// Steps that change the keyboard's height, from the step list.
    let realChanges: Int
    let ours: Int
    let seed000: Int
    let seed001: Int
    /// Where seed 001's constant ends once the keyboard is hidden; 0 would be right.
    let seed001FinalOffset: CGFloat
    /// Where our offset ends once the keyboard is hidden.
    let oursFinalOffset: CGFloat
  }

  static func run() -> Result {
    let posts = ShowSequence.posts

    // Ours, as an adapter applies it: the bottom offset of every delivered transition, written
    // only when it differs from what the constraint holds.
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center, screenBounds: { BenchDevice.screen })
    let adapter = CountingAdapter()
    let subscription = observer.observe { transition in
      adapter.apply(transition.to.bottomOffset(for: BenchDevice.view))
    }
    withExtendedLifetime(observer) {
      for post in posts {
        center.post(post.notification)
      }
    }
    subscription.cancel()

    var seed000 = Seed000Handler()
    var seed001 = Seed001Handler(safeAreaBottom: BenchDevice.safeAreaBottom)
    for post in posts {
      seed000.handle(post)
      seed001.handle(post)
    }
    return Result(
      realChanges: ShowSequence.realChanges,
      ours: adapter.writes,
      seed000: seed000.writes,
      seed001: seed001.writes,
      seed001FinalOffset: seed001.constant,
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
