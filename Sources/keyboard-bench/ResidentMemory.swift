import Foundation

/// The process's resident memory, where the platform lets us read it cheaply.
enum ResidentMemory {
  /// Why memory figures are missing on this platform; `nil` where they are measured.
  static var unavailableReason: String? {
    #if os(Linux)
      return current() == nil ? "/proc/self/statm could not be read" : nil
    #else
      return "resident memory is read from /proc/self/statm, which exists only on Linux; "
        + "memory figures are skipped on this platform"
    #endif
  }

  /// Resident bytes now, from the second field of `/proc/self/statm` (pages) times the page size.
  static func current() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}
