import KeyboardAvoidance
import Testing

/// The devices the scenarios play on, from the package's device catalog.
enum Device {
  /// iPhone 16: 393 × 852 pt, keyboards 291 pt and 335 pt with the predictive row.
  static let iPhone16 = "iPhone17,3"
  /// iPhone SE (3rd generation): 375 × 667 pt, keyboards 216 pt and 260 pt.
  static let iPhoneSE3 = "iPhone14,6"
  /// iPad (10th generation): 820 × 1180 pt, keyboards 288 pt and 337 pt, bar 55 pt.
  static let iPad10 = "iPad13,18"

  /// The catalog's profile for an identifier.
  static func profile(_ identifier: String) throws -> DeviceProfile {
    try #require(DeviceCatalog.profile(identifier: identifier))
  }
}
