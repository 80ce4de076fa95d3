/// A ``KeyboardHeightStore`` that keeps its values in memory, for tests and previews.
///
/// It can be filled with values of any type, to see how a cache copes with what it finds.
///
/// ```swift
/// let store = InMemoryKeyboardHeightStore()
/// let cache = KeyboardHeightCache(store: store, profile: profile)
/// ```
///
/// Not `Sendable`: use it from one isolation domain, as ``KeyboardHeightCache`` does.
public final class InMemoryKeyboardHeightStore: KeyboardHeightStore {
  private var values: [String: Any]

  /// Creates a store, empty or holding some values.
  ///
  /// - Parameter values: What the store holds at first, by key; any types.
  public init(values: [String: Any] = [:]) {
    self.values = values
  }

  /// The value stored under a key.
  ///
  /// - Parameter defaultName: The key.
  /// - Returns: The value, or `nil` when nothing is stored under the key.
  public func object(forKey defaultName: String) -> Any? {
    values[defaultName]
  }

  /// Stores a number under a key.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - defaultName: The key.
  public func set(_ value: Double, forKey defaultName: String) {
    values[defaultName] = value
  }

  /// Removes what is stored under a key.
  ///
  /// - Parameter defaultName: The key.
  public func removeObject(forKey defaultName: String) {
    values[defaultName] = nil
  }
}

@available(*, unavailable)
extension InMemoryKeyboardHeightStore: Sendable {}
