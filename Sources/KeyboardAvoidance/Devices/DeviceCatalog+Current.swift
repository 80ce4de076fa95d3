import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension DeviceCatalog {
  /// The environment variable in which the iOS simulator names the model it simulates.
  public static let simulatorModelIdentifierKey = "SIMULATOR_MODEL_IDENTIFIER"

  /// The profile of the device this code runs on, or of the model a simulator simulates.
  ///
  /// A simulator reports its host's processor ("arm64", "x86_64") as the machine and names the
  /// simulated model in the `SIMULATOR_MODEL_IDENTIFIER` environment variable, so the variable
  /// is read first. Both inputs are injectable, so tests (and previews) can pretend to be any
  /// model.
  ///
  /// ```swift
  /// DeviceCatalog.current()  // the iPhone 16 profile on an iPhone 16 or its simulator
  /// DeviceCatalog.current(
  ///   environment: ["SIMULATOR_MODEL_IDENTIFIER": "iPhone14,6"], machine: "arm64")?.name
  /// // "iPhone SE (3rd generation)"
  /// DeviceCatalog.current(environment: [:], machine: "x86_64")  // nil: a Linux or Mac host
  /// ```
  ///
  /// - Parameters:
  ///   - environment: The process's environment; the live one by default.
  ///   - machine: The `utsname` machine identifier; the live one by default (see
  ///     ``machineIdentifier()``).
  /// - Returns: The profile, or `nil` when neither input names a model the catalog knows.
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    machine: String? = DeviceCatalog.machineIdentifier()
  ) -> DeviceProfile? {
    if let simulated = environment[simulatorModelIdentifierKey],
      let profile = profile(identifier: simulated)
    {
      return profile
    }
    return machine.flatMap { profile(identifier: $0) }
  }

  /// The `machine` field of `uname(3)`: the model identifier on an iPhone or iPad.
  ///
  /// ```swift
  /// DeviceCatalog.machineIdentifier()  // "iPhone17,3" on an iPhone 16; "arm64" in a simulator
  /// ```
  ///
  /// - Returns: The identifier, or `nil` when `uname` fails, returns nothing, or the platform
  ///   has no `uname`.
  public static func machineIdentifier() -> String? {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      var system = utsname()
      guard uname(&system) == 0 else { return nil }
      // `machine` is a fixed-size C character array; read up to its first NUL, never past it.
      let machine = withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      return machine.isEmpty ? nil : machine
    #else
      return nil
    #endif
  }
}
