import Foundation
import KeyboardAvoidance
import Testing

@Suite("KeyboardHeightEstimate")
struct KeyboardHeightEstimateTests {
  @Test("confidence orders low < medium < high")
  func confidenceOrder() {
    #expect(KeyboardHeightEstimate.Confidence.allCases.sorted() == [.low, .medium, .high])
    #expect(KeyboardHeightEstimate.Confidence.low < .high)
  }

  @Test(
    "the description gives the height and its origin",
    arguments: [
      (335, .learned, "335 pt, learned on this device"),
      (335.5, .learned, "335.5 pt, learned on this device"),
      (.nan, .learned, "nan pt, learned on this device"),
      (
        291, .shippingApps(sources: [.rainbowWallet]), "291 pt, constant in shipping apps (Rainbow)"
      ),
      (300, .estimated(rule: "a rule"), "300 pt, estimated: a rule"),
      (
        208,
        .measured(
          sources: [.devicePreviewSpecs], system: "iOS 26.5 simulator", models: ["iPhone 16"]),
        "208 pt, measured on iPhone 16 (iOS 26.5 simulator; flutter_device_preview)"
      ),
    ] as [(CGFloat, KeyboardHeightProvenance, String)])
  func description(height: CGFloat, provenance: KeyboardHeightProvenance, expected: String) {
    let estimate = KeyboardHeightEstimate(height: height, provenance: provenance, confidence: .low)
    #expect("\(estimate)" == expected)
  }
}
