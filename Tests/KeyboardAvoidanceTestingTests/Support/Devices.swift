import Foundation
import KeyboardAvoidance
import Testing

/// The reference devices of the tests, looked up by identifier.
enum Devices {
  /// iPhone 16: 393 × 852 pt; keyboard 335 pt upright, 208 pt sideways (DPS); 291 pt without the
  /// predictive row (RB); bottom inset 34 upright, 20 sideways.
  static func iPhone16() throws -> DeviceProfile {
    try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
  }

  /// iPad (A16): 820 × 1180 pt; keyboard 337 pt upright, 422 pt sideways (DPS); bottom inset 25.
  static func iPad() throws -> DeviceProfile {
    try #require(DeviceCatalog.profile(identifier: "iPad15,7"))
  }
}

/// A list any thread may append to; `@unchecked Sendable` because every access takes the lock.
final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []

  func append(_ item: String) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }

  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
