import Foundation

/// Where ``KeyboardHeightCache`` keeps what it learned: a small key-value store.
///
/// The requirements are the three `UserDefaults` methods the cache needs, so `UserDefaults`
/// conforms as it is; ``InMemoryKeyboardHeightStore`` serves tests and previews. A store may
/// hand back anything under a key (another app version, a user, or a bug may have written
/// there); the cache checks every value it reads.
///
/// ```swift
/// let cache = KeyboardHeightCache(store: UserDefaults.standard, profile: profile)
/// ```
///
/// Stores are not required to be `Sendable`; see ``KeyboardHeightCache`` for isolation.
public protocol KeyboardHeightStore: AnyObject {
  /// The value stored under a key, of whatever type it was stored with.
  ///
  /// - Parameter defaultName: The key.
  /// - Returns: The value, or `nil` when nothing is stored under the key.
  func object(forKey defaultName: String) -> Any?

  /// Stores a number under a key, replacing what was there.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - defaultName: The key.
  func set(_ value: Double, forKey defaultName: String)

  /// Removes what is stored under a key.
  ///
  /// - Parameter defaultName: The key.
  func removeObject(forKey defaultName: String)
}

extension UserDefaults: KeyboardHeightStore {}
