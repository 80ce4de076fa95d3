import Foundation
import KeyboardAvoidance
import Testing

@Suite("DeviceCatalog.current: simulator variable and utsname machine")
struct DeviceCatalogCurrentTests {
  private let simulatorKey = "SIMULATOR_MODEL_IDENTIFIER"

  @Test("a simulator names its model in the environment; its machine is the host's processor")
  func simulator() {
    let profile = DeviceCatalog.current(
      environment: [simulatorKey: "iPhone17,3", "HOME": "/Users/me"], machine: "arm64")
    #expect(profile?.name == "iPhone 16")
    #expect(DeviceCatalog.simulatorModelIdentifierKey == simulatorKey)
  }

  @Test("on a device the machine names the model")
  func device() {
    #expect(
      DeviceCatalog.current(environment: [:], machine: "iPad16,6")?.name == "iPad Pro 13-inch (M4)")
  }

  @Test("the environment wins over the machine")
  func environmentFirst() {
    let profile = DeviceCatalog.current(
      environment: [simulatorKey: "iPhone8,4"], machine: "iPhone18,4")
    #expect(profile?.name == "iPhone SE (1st generation)")
  }

  @Test("an unknown simulated model falls back to the machine")
  func unknownSimulatedModel() {
    let profile = DeviceCatalog.current(
      environment: [simulatorKey: "iPhone99,9"], machine: "iPhone14,6")
    #expect(profile?.name == "iPhone SE (3rd generation)")
  }

  @Test(
    "nothing known gives nil",
    arguments: [
      ([:], nil), ([:], "x86_64"), (["SIMULATOR_MODEL_IDENTIFIER": ""], "arm64"),
      (["SIMULATOR_MODEL_IDENTIFIER": "AppleTV14,1"], nil),
    ] as [([String: String], String?)])
  func unknown(environment: [String: String], machine: String?) {
    #expect(DeviceCatalog.current(environment: environment, machine: machine) == nil)
  }

  /// The live machine identifier, checked against `uname -m` run as a separate program.
  @Test func liveMachineIdentifier() throws {
    let candidates = ["/usr/bin/uname", "/bin/uname"]
    let path = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-m"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let expected = output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(DeviceCatalog.machineIdentifier() == expected)
    // A build host is no iPhone: the live lookup finds nothing unless a simulator variable says so.
    #expect(DeviceCatalog.current(environment: [:]) == nil)
  }
}
