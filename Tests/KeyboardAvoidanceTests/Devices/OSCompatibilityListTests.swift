import Foundation
import Testing

@testable import KeyboardAvoidance

/// Every model's newest major iOS, checked against Apple's lists written out another way.
///
/// The lists are written as the models each new major version left behind. A model left behind by version V ran the list
/// before V last; a model no version left behind is on the newest list, iOS and iPadOS 26.
///
/// The models each version dropped, from Apple's pages (`OSCompatibilityList` has their
/// addresses): iOS 10 dropped the iPhone 4s, iPad 2, iPad (3rd generation) and iPad mini (its
/// security notes start at the iPhone 5 and the iPad 4th generation); iOS 11 the iPhone 5 and 5c
/// and the iPad (4th generation) (iOS 11.1's notes start at the iPhone 5s and the iPad Air); iOS
/// 13 the iPhone 5s, 6 and 6 Plus and the iPad Air, mini 2 and mini 3; iOS 16 the iPhone 6s,
/// 6s Plus, SE (1st generation), 7 and 7 Plus and the iPad Air 2 and mini 4; iOS 17 the iPhone 8,
/// 8 Plus and X and the iPad (5th generation), the first iPad Pro 12.9-inch and the iPad Pro
/// 9.7-inch; iPadOS 18 the iPad (6th generation), the iPad Pro 10.5-inch and the second iPad Pro
/// 12.9-inch; iOS 26 the iPhone XS, XS Max and XR, and iPadOS 26 the iPad (7th generation).
@Suite("Newest major iOS of every model")
struct OSCompatibilityListTests {
  static let dropped: [(version: Int, previous: Int, models: [String])] = [
    (10, 9, ["iPhone 4s", "iPad 2", "iPad (3rd generation)", "iPad mini"]),
    (11, 10, ["iPhone 5", "iPhone 5c", "iPad (4th generation)"]),
    (13, 12, ["iPhone 5s", "iPhone 6", "iPhone 6 Plus", "iPad Air", "iPad mini 2", "iPad mini 3"]),
    (
      16, 15,
      [
        "iPhone 6s", "iPhone 6s Plus", "iPhone SE (1st generation)", "iPhone 7", "iPhone 7 Plus",
        "iPad Air 2", "iPad mini 4",
      ]
    ),
    (
      17, 16,
      [
        "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPad (5th generation)",
        "iPad Pro 12.9-inch (1st generation)", "iPad Pro 9.7-inch",
      ]
    ),
    (
      18, 17,
      ["iPad (6th generation)", "iPad Pro 10.5-inch", "iPad Pro 12.9-inch (2nd generation)"]
    ),
    (26, 18, ["iPhone XS", "iPhone XS Max", "iPhone XR", "iPad (7th generation)"]),
  ]

  static func expectedNewest(_ name: String) -> Int {
    dropped.first { $0.models.contains(name) }?.previous ?? 26
  }

  @Test("every dropped model is in the catalog")
  func droppedModelsExist() {
    let names = Set(DeviceCatalog.all.map(\.name))
    for (version, _, models) in Self.dropped {
      for model in models {
        #expect(names.contains(model), "iOS \(version) dropped \(model)")
      }
    }
  }

  @Test("the newest major iOS is the last list that names the model", arguments: DeviceCatalog.all)
  func newestMajorOS(_ profile: DeviceProfile) {
    #expect(profile.newestMajorOS == Self.expectedNewest(profile.name))
  }

  @Test("apps run on a model up to its newest version and no further", arguments: DeviceCatalog.all)
  func runsApps(_ profile: DeviceProfile) {
    let newest = Self.expectedNewest(profile.name)
    #expect(profile.runsApps(targeting: newest))
    #expect(profile.runsApps(targeting: 2))
    #expect(!profile.runsApps(targeting: newest + 1))
  }

  /// Each model cites the list that names it and, unless it is on the newest list, the next one,
  /// which does not.
  @Test("the sources are Apple's pages around the newest version", arguments: DeviceCatalog.all)
  func sources(_ profile: DeviceProfile) {
    let sources = profile.newestMajorOSSources
    #expect(sources.count == (profile.newestMajorOS == OSCompatibilityList.newest ? 1 : 2))
    #expect(
      sources.allSatisfy { $0.hasPrefix("Apple, \"") && $0.contains("https://support.apple.com/") })
    #expect(sources.first?.contains("\(profile.newestMajorOS)") == true)
  }

  @Test func iPhoneXCitesTheIOS16AndIOS17Lists() throws {
    let iPhoneX = try #require(DeviceCatalog.profile(identifier: "iPhone10,3"))
    #expect(
      iPhoneX.newestMajorOSSources == [
        "Apple, \"iPhone models compatible with iOS 16 (iPhone User Guide)\", "
          + "https://support.apple.com/guide/iphone/iphe3fa5df43/16.0/ios/16.0",
        "Apple, \"iPhone models compatible with iOS 17 (iPhone User Guide)\", "
          + "https://support.apple.com/guide/iphone/iphe3fa5df43/17.0/ios/17.0",
      ])
  }

  /// KeyboardAvoidance's deployment target, iOS 13, leaves out six iPhones and seven iPads.
  @Test func theDeploymentTargetLeavesOutThirteenModels() {
    let left = DeviceCatalog.all.filter { !$0.runsApps(targeting: 13) }.map(\.name)
    #expect(
      left == [
        "iPhone 4s", "iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone 6", "iPhone 6 Plus", "iPad 2",
        "iPad (3rd generation)", "iPad (4th generation)", "iPad Air", "iPad mini", "iPad mini 2",
        "iPad mini 3",
      ])
  }
}
