import KeyboardAvoidance
import Testing

@Suite("InMemoryKeyboardHeightStore")
struct InMemoryKeyboardHeightStoreTests {
  @Test func roundTrip() {
    exerciseKeyboardHeightStore(InMemoryKeyboardHeightStore())
  }

  @Test("hands back what it was filled with, whatever its type")
  func filled() {
    let store = InMemoryKeyboardHeightStore(values: ["text": "335", "flag": true])
    #expect(store.object(forKey: "text") as? String == "335")
    #expect(store.object(forKey: "flag") as? Bool == true)
    #expect(store.object(forKey: "other") == nil)
  }
}
