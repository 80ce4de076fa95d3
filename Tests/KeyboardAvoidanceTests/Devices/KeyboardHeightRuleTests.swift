import Foundation
import KeyboardAvoidance
import Testing

/// Estimates where no source gives a height, worked out by hand from the heights the sources give
/// (DeviceDataSource's keys below): 216 pt of keys (226 on 414-pt-wide and wider phones: ZL, RB),
/// plus a 75 pt strip on Face ID phones, plus a 44 pt predictive row (37 pt on 320-pt-wide phones);
/// landscape: 162 pt of keys (OR, ZL) plus the row, or DPS's 208 pt on Face ID phones; iPads: the
/// DPS measurement of the nearest measured screen, less the shortcuts row (49 pt portrait, 46
/// landscape: 313 − 264 and 398 − 352) without it.
@Suite("KeyboardHeightRule: estimates")
struct KeyboardHeightRuleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let identifier: String
    let orientation: DeviceOrientation
    let kind: KeyboardKind
    let height: CGFloat
    let ruleMentions: [String]
    var testDescription: String { "\(identifier) \(orientation) \(kind)" }

    init(
      _ identifier: String, _ orientation: DeviceOrientation, _ kind: KeyboardKind,
      _ height: CGFloat, mentions: [String]
    ) {
      self.identifier = identifier
      self.orientation = orientation
      self.kind = kind
      self.height = height
      self.ruleMentions = mentions
    }
  }

  static let cases: [Case] = [
    Case("iPhone4,1", .portrait, .plain, 216, mentions: ["216 pt"]),
    Case(
      "iPhone4,1", .landscape, .plain, 162,
      mentions: ["162 pt", "Beginning iOS 5 Application Development", "ios-keyboards"]),
    Case("iPhone4,1", .landscape, .predictive, 162 + 37, mentions: ["37 pt"]),
    Case("iPhone6,1", .landscape, .predictive, 162 + 37, mentions: ["4-inch"]),
    Case("iPhone10,1", .landscape, .plain, 162, mentions: ["162 pt"]),
    Case("iPhone10,2", .landscape, .predictive, 162 + 44, mentions: ["44 pt"]),
    Case(
      "iPhone10,3", .landscape, .predictive, 208, mentions: ["208 pt", "flutter_device_preview"]),
    Case("iPhone10,3", .landscape, .plain, 208 - 44, mentions: ["208 pt", "44 pt"]),
    Case("iPhone14,3", .portrait, .plain, 226 + 75, mentions: ["226 pt", "75 pt"]),
    Case("iPhone14,8", .landscape, .predictive, 208, mentions: ["208 pt"]),
    Case("iPhone17,4", .portrait, .plain, 226 + 75, mentions: ["226 pt", "75 pt"]),
    Case("iPhone18,2", .portrait, .plain, 226 + 75, mentions: ["226 pt"]),
    Case("iPhone18,4", .portrait, .plain, 226 + 75, mentions: ["226 pt"]),
    Case("iPhone17,3", .landscape, .plain, 208 - 44, mentions: ["208 pt"]),
    // Hardware keyboard on iPhone: the predictive row plus the bottom safe area.
    Case("iPhone17,3", .portrait, .hardwareBar, 44 + 34, mentions: ["44 pt", "34 pt"]),
    Case("iPhone17,3", .landscape, .hardwareBar, 44 + 20, mentions: ["20 pt"]),
    Case("iPhone10,3", .landscape, .hardwareBar, 44 + 21, mentions: ["21 pt"]),
    Case("iPhone14,6", .portrait, .hardwareBar, 44, mentions: ["0 pt"]),
    Case("iPhone8,4", .landscape, .hardwareBar, 37, mentions: ["37 pt"]),
    // iPads: the nearest DPS-measured screen (820, 834, 1024 pt wide), less the shortcuts row.
    Case("iPad7,11", .portrait, .predictive, 337, mentions: ["820 pt × 1180 pt"]),
    Case("iPad7,11", .landscape, .predictive, 422, mentions: ["820 pt × 1180 pt"]),
    Case("iPad7,11", .portrait, .plain, 337 - 49, mentions: ["49 pt"]),
    Case("iPad7,11", .landscape, .plain, 422 - 46, mentions: ["46 pt"]),
    Case("iPad7,3", .portrait, .predictive, 340, mentions: ["834 pt × 1210 pt"]),
    Case("iPad8,1", .landscape, .predictive, 428, mentions: ["834 pt × 1210 pt"]),
    Case("iPad6,7", .portrait, .predictive, 403, mentions: ["1024 pt × 1366 pt"]),
    Case("iPad8,11", .landscape, .plain, 498 - 46, mentions: ["46 pt"]),
    Case("iPad15,7", .portrait, .plain, 337 - 49, mentions: ["measured", "49 pt"]),
    Case("iPad16,5", .landscape, .plain, 498 - 46, mentions: ["measured"]),
    Case(
      "iPad16,5", .portrait, .hardwareBar, 55,
      mentions: ["55 pt", "Ionic keyboard plugin", "home indicator"]),
  ]

  @Test("estimates by the documented rule", arguments: cases)
  func estimate(_ expected: Case) throws {
    let profile = try #require(DeviceCatalog.profile(identifier: expected.identifier))
    let estimate = profile.expectedKeyboardHeight(
      orientation: expected.orientation, kind: expected.kind)
    #expect(estimate.height == expected.height)
    #expect(estimate.confidence == .low)
    guard case .estimated(let rule, let sources) = estimate.provenance else {
      Issue.record("not an estimate: \(estimate)")
      return
    }
    for phrase in expected.ruleMentions {
      #expect(rule.contains(phrase), "\(rule)")
    }
    // Every source the rule names by name is among its sources, and no other.
    let named = DeviceDataSource.allCases.filter { rule.contains($0.name) }
    #expect(Set(sources) == Set(named), "\(rule)")
  }

  @Test("every estimate is labelled and of low confidence")
  func labels() {
    for profile in DeviceCatalog.all {
      for orientation in DeviceOrientation.allCases {
        for kind in KeyboardKind.allCases {
          let estimate = profile.expectedKeyboardHeight(orientation: orientation, kind: kind)
          if case .estimated(let rule, let sources) = estimate.provenance {
            #expect(!rule.isEmpty)
            #expect(!sources.isEmpty, "\(profile.name) \(orientation) \(kind)")
            #expect(estimate.confidence == .low)
          }
        }
      }
    }
  }
}
