import Foundation
import Testing

@testable import keyboard_bench

/// Expected values worked out by hand from the seed posts' code and the sequence: an iPhone 16
/// with a 34 pt safe area, keyboards of 291 and 335 pt.
@Suite("Seed handlers")
struct SeedHandlersTests {
  /// Five groups of four notifications: 15 writes.
  ///
  /// Each group's will-change-frame writes twice and its will-show or will-hide once. The last
  /// write is will-hide's 0, shown as 50.
  @Test func seed000WritesOnEveryEmission() {
    var handler = Seed000Handler()
    let posts = ShowSequence.posts
    for post in posts.prefix(4) { handler.handle(post) }
    #expect(handler.writes == 3)
    #expect(handler.constant == 291)
    for post in posts.dropFirst(4) { handler.handle(post) }
    #expect(handler.writes == 15)
    #expect(handler.constant == 50)
  }

  /// The first will-show adds 291 − 34 = 257; the later ones are skipped because the constant
  /// is no longer 0; the hide subtracts 335 − 34 = 301: two writes, ending at −44.
  @Test func seed001DriftsByThePredictiveRow() {
    var handler = Seed001Handler(safeAreaBottom: 34)
    for post in ShowSequence.posts { handler.handle(post) }
    #expect(handler.writes == 2)
    #expect(handler.constant == -44)
  }
}
