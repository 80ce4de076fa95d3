import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardHeightStore: the UserDefaults conformance")
struct KeyboardHeightStoreTests {
  @Test func userDefaults() throws {
    let suite = try TemporaryDefaults()
    defer { suite.remove() }
    exerciseKeyboardHeightStore(suite.defaults)
  }
}
