import Foundation

/// The machine a run was measured on, as BENCHMARKS.md records it.
struct MachineInfo {
  let cpu: String
  let cores: Int
  let operatingSystem: String
  let swiftVersion: String
  let date: String

  static var current: MachineInfo {
    MachineInfo(
      cpu: cpuModel ?? "unknown",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: operatingSystemName,
      swiftVersion: compilerVersion,
      date: ISO8601DateFormatter().string(from: Date()))
  }

  /// The first `model name` line of /proc/cpuinfo (Linux only).
  private static var cpuModel: String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// `PRETTY_NAME` from /etc/os-release, or what Foundation reports.
  private static var operatingSystemName: String {
    if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) {
      for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
        return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(
          in: CharacterSet(charactersIn: "\""))
      }
    }
    return ProcessInfo.processInfo.operatingSystemVersionString
  }

  /// The compiler that built this binary, to the patch release where the checks reach.
  private static var compilerVersion: String {
    #if compiler(>=6.4)
      return "6.4 or later"
    #elseif compiler(>=6.3.2)
      return "6.3.2 or later 6.3"
    #elseif compiler(>=6.3.1)
      return "6.3.1"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #else
      return "before 6.2"
    #endif
  }
}
