import Testing

@testable import keyboard_bench

@Suite("Statistics")
struct StatisticsTests {
  @Test func medianOfOddEvenAndEmpty() {
    #expect(Statistics.median([3, 1, 2]) == 2)
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
    #expect(Statistics.median([7]) == 7)
    #expect(Statistics.median([]) == 0)
  }
}
