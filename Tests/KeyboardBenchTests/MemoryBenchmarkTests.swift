import Foundation
import Testing

@testable import keyboard_bench

@Suite("MemoryBenchmark")
@MainActor
struct MemoryBenchmarkTests {
  @Test func releasedObserversAreGone() {
    let result = MemoryBenchmark.run(events: 2_000, observers: 50)
    #expect(result.observersAlive == 0)
    #if os(Linux)
      #expect(result.eventsGrowth != nil && result.observersGrowth != nil)
    #endif
  }

  @Test func residentMemoryIsReadOnLinux() {
    #if os(Linux)
      #expect((ResidentMemory.current() ?? 0) > 0)
      #expect(ResidentMemory.unavailableReason == nil)
    #else
      #expect(ResidentMemory.current() == nil)
      #expect(ResidentMemory.unavailableReason != nil)
    #endif
  }
}
