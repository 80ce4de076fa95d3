import Testing

@testable import keyboard_bench

@Suite("BenchOptions")
struct BenchOptionsTests {
  @Test func defaultsAreTheFullRun() {
    guard case .run(let options) = BenchOptions.parse([]) else {
      Issue.record("no arguments should run")
      return
    }
    #expect(!options.json && !options.quick)
    #expect(options.pipelineRounds == 15)
    #expect(options.memoryEvents == 1_000_000 && options.memoryObservers == 10_000)
  }

  @Test func flagsAndRounds() {
    var expected = BenchOptions()
    expected.json = true
    expected.quick = true
    expected.rounds = 3
    #expect(BenchOptions.parse(["--json", "--quick", "--rounds", "3"]) == .run(expected))
    #expect(expected.pipelineRounds == 3)
    #expect(expected.memoryEvents == 100_000)
    #expect(BenchOptions.parse(["--json", "--help"]) == .help)
  }

  @Test(arguments: [["--rounds"], ["--rounds", "0"], ["--rounds", "many"], ["--fast"], ["json"]])
  func badArgumentsAreRefusedWithAMessage(arguments: [String]) {
    guard case .invalid(let message) = BenchOptions.parse(arguments) else {
      Issue.record("\(arguments) should be refused")
      return
    }
    #expect(message.contains(arguments[arguments.count - 1]) || message.contains("--rounds"))
  }
}
