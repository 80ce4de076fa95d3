import Foundation
import Testing

@testable import keyboard_bench

@Suite("LayoutWrites")
@MainActor
struct LayoutWritesTests {
  /// The reducer delivers one transition per real change (3, by hand) and the adapter writes
  /// each, ending back at 0 once the keyboard is hidden; the hand-written handlers' figures are
  /// the ones their own tests work out.
  @Test func oursWritesOncePerRealChange() {
    let result = LayoutWrites.run()
    #expect(result.realChanges == 3)
    #expect(result.transitionsOurs == 3)
    #expect(result.ours == 3)
    #expect(result.oursFinalOffset == 0)
    #expect(result.combineLogin == 15 && result.combineLoginSkippingUnchanged == 3)
    #expect(result.notificationCenter == 2 && result.notificationCenterSkippingUnchanged == 2)
    #expect(result.notificationCenterFinalOffset == -44)
  }
}
