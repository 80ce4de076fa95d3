import KeyboardAvoidance
import Testing

@Suite("KeyboardHeightProvenance")
struct KeyboardHeightProvenanceTests {
  @Test("measurements and learned values are observed; constants and rules are not")
  func observed() {
    let measured = KeyboardHeightProvenance.measured(
      sources: [.openRadar, .ionicKeyboardPlugin], system: "iOS 11", models: ["iPad 9.7-inch"])
    #expect(measured.isObserved)
    #expect(KeyboardHeightProvenance.learned.isObserved)
    #expect(!KeyboardHeightProvenance.shippingApps(sources: [.mixinMessenger]).isObserved)
    #expect(!KeyboardHeightProvenance.estimated(rule: "216 pt of keys").isObserved)
    #expect(
      "\(measured)"
        == "measured on iPad 9.7-inch (iOS 11; Open Radar 38117524 and the Ionic keyboard plugin)")
  }
}
