import Foundation
import Testing

@testable import keyboard_bench

/// Expected values worked out by hand from the blog posts' code and the sequence: an iPhone 16
/// with a 34 pt safe area, keyboards of 291 and 335 pt.
@Suite("Hand-written handlers")
struct HandWrittenHandlersTests {
  /// Five groups of four notifications: 15 writes.
  ///
  /// Each group's will-change-frame writes twice and its will-show or will-hide once. The last
  /// write is will-hide's 0, shown as 50.
  @Test func theCombineLoginScreenWritesOnEveryEmission() {
    var handler = CombineLoginHandler()
    let posts = ShowSequence.posts
    for post in posts.prefix(4) { handler.handle(post) }
    #expect(handler.writes == 3)
    #expect(handler.constant == 291)
    for post in posts.dropFirst(4) { handler.handle(post) }
    #expect(handler.writes == 15)
    #expect(handler.constant == 50)
  }

  /// With the adapter's one-line check the same handler writes 3 times: 291 at the show, 335
  /// when the predictive row arrives (the emoji switch and back repeat 335), 50 at the hide
  /// (the hide's will-change-frame still carries the 335 pt frame, so only the will-hide's 0
  /// changes anything).
  @Test func withTheCheckItWritesOncePerRealChange() {
    var handler = CombineLoginHandler(skipsUnchanged: true)
    var constants: [CGFloat] = []
    for post in ShowSequence.posts {
      let before = handler.writes
      handler.handle(post)
      if handler.writes > before { constants.append(handler.constant) }
    }
    #expect(constants == [291, 335, 50])
  }

  /// The NotificationCenter handler writes twice and drifts by the predictive row, check or not.
  ///
  /// The first will-show adds 291 − 34 = 257; the later ones are skipped because the constant
  /// is no longer 0; the hide subtracts 335 − 34 = 301: two writes, ending at −44. The check
  /// changes nothing: both writes change the constant.
  @Test(arguments: [false, true])
  func theNotificationCenterHandlerDriftsByThePredictiveRow(skipsUnchanged: Bool) {
    var handler = NotificationCenterHandler(safeAreaBottom: 34, skipsUnchanged: skipsUnchanged)
    for post in ShowSequence.posts { handler.handle(post) }
    #expect(handler.writes == 2)
    #expect(handler.constant == -44)
  }
}
