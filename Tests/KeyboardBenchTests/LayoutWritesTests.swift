import Foundation
import Testing

@testable import keyboard_bench

@Suite("LayoutWrites")
@MainActor
struct LayoutWritesTests {
  /// One write per real change (3, by hand), ending back at 0 once the keyboard is hidden.
  @Test func oursWritesOncePerRealChange() {
    let result = LayoutWrites.run()
    #expect(result.realChanges == 3)
    #expect(result.ours == 3)
    #expect(result.oursFinalOffset == 0)
    #expect(result.seed000 == 15 && result.seed001 == 2 && result.seed001FinalOffset == -44)
  }
}
