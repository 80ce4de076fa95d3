import Foundation
import KeyboardAvoidance
import Testing

/// A `UserDefaults` suite of its own for one test; call ``remove()`` when the test ends.
struct TemporaryDefaults {
  let name: String
  let defaults: UserDefaults

  init() throws {
    name = "KeyboardAvoidanceTests.\(UUID().uuidString)"
    defaults = try #require(UserDefaults(suiteName: name))
  }

  /// Opens the same suite again, as the next launch of an app would.
  func reopened() throws -> UserDefaults {
    try #require(UserDefaults(suiteName: name))
  }

  func remove() {
    defaults.removePersistentDomain(forName: name)
  }
}

/// Stores a number, replaces it, removes it: what the cache asks of any store.
func exerciseKeyboardHeightStore(_ store: any KeyboardHeightStore) {
  #expect(store.object(forKey: "height") == nil)
  store.set(335, forKey: "height")
  #expect(store.object(forKey: "height") as? Double == 335)
  store.set(291, forKey: "height")
  #expect(store.object(forKey: "height") as? Double == 291)
  store.removeObject(forKey: "height")
  #expect(store.object(forKey: "height") == nil)
}
