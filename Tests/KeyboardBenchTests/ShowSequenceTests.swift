import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_bench

@Suite("ShowSequence")
struct ShowSequenceTests {
  /// Hidden → 291 → 335, then the emoji keyboard and the letters keep 335, then hidden: three
  /// changes, counted by hand.
  @Test func threeRealChanges() {
    #expect(ShowSequence.realChanges == 3)
  }

  @Test func fourNotificationsPerStepInIOSOrder() {
    let posts = ShowSequence.posts
    #expect(posts.count == 20)
    #expect(
      posts.prefix(4).map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(
      posts.suffix(4).map(\.kind) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    // The first show starts below the iPhone 16's 852 pt screen; the hide ends there.
    #expect(posts[0].beginFrame == CGRect(x: 0, y: 852, width: 393, height: 291))
    #expect(posts[0].endFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
    #expect(posts[4].beginFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
    #expect(posts[19].endFrame == CGRect(x: 0, y: 852, width: 393, height: 335))
  }

  @Test func postsBuildParsableNotifications() throws {
    for post in ShowSequence.posts {
      let event = try KeyboardEvent(post.notification)
      #expect(event.kind == post.kind && event.endFrame == post.endFrame)
    }
  }
}
