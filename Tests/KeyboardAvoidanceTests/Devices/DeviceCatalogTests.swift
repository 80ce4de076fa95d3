import Foundation
import KeyboardAvoidance
import Testing

/// Lookups by identifier, native pixel height and size in points.
///
/// Expected models are the ones the catalog's public sources (DeviceDataSource) name ("Native pixel
/// height → model family", the iPhone table and its Display Zoom paragraph), written out by hand.
@Suite("DeviceCatalog lookups")
struct DeviceCatalogTests {
  struct HeightCase: Sendable, CustomTestStringConvertible {
    let height: CGFloat
    let models: Set<String>
    var testDescription: String { "\(Int(height)) px" }
  }

  /// The Combine login post's table, extended from the sources.
  ///
  /// The post names families (5/5S/5C, 6/6S/7/8, …); the sources add the SEs, the minis and every
  /// phone after the 11 Pro Max. The catalog starts at the 4s, so 960 is the 4s alone.
  static let postTable: [HeightCase] = [
    HeightCase(height: 960, models: ["iPhone 4s"]),
    HeightCase(
      height: 1136, models: ["iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)"]),
    HeightCase(
      height: 1334,
      models: [
        "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)",
        "iPhone SE (3rd generation)",
      ]),
    HeightCase(
      height: 1920, models: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"]),
    HeightCase(
      height: 2208, models: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"]),
    HeightCase(
      height: 2436,
      models: ["iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"]),
    HeightCase(height: 2688, models: ["iPhone XS Max", "iPhone 11 Pro Max"]),
    HeightCase(height: 1792, models: ["iPhone XR", "iPhone 11"]),
    HeightCase(height: 2340, models: ["iPhone 12 mini", "iPhone 13 mini"]),
    HeightCase(
      height: 2532,
      models: [
        "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e",
        "iPhone 17e",
      ]),
    HeightCase(
      height: 2556, models: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"]),
    HeightCase(height: 2622, models: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"]),
    HeightCase(height: 2736, models: ["iPhone Air"]),
    HeightCase(height: 2778, models: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"]),
    HeightCase(
      height: 2796,
      models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"]),
    HeightCase(height: 2868, models: ["iPhone 16 Pro Max", "iPhone 17 Pro Max"]),
  ]

  @Test(
    "native pixel heights name the families of the Combine login post's table", arguments: postTable
  )
  func postHeights(_ expected: HeightCase) {
    let found = DeviceCatalog.profiles(nativePixelHeight: expected.height)
    #expect(Set(found.map(\.name)) == expected.models)
    #expect(found.count == expected.models.count)
  }

  @Test("a fractional product of bounds and scale rounds to its pixel row")
  func roundedHeight() {
    // 667 × 2 computed in floating point may land a hair off 1334.
    #expect(DeviceCatalog.profiles(nativePixelHeight: 1333.9999).count == 6)
  }

  @Test("iPad pixel heights from the sources each name iPads only")
  func iPadHeights() {
    for height in [1024, 2048, 2160, 2224, 2266, 2360, 2388, 2420, 2732, 2752] {
      let found = DeviceCatalog.profiles(nativePixelHeight: CGFloat(height))
      #expect(!found.isEmpty, "\(height)")
      #expect(found.allSatisfy { $0.family == .iPad }, "\(height)")
    }
  }

  @Test(
    "heights that are no screen's give nothing",
    arguments: [0, -1136, 1000, 4000, .nan, .infinity] as [CGFloat])
  func unknownHeights(_ height: CGFloat) {
    #expect(DeviceCatalog.profiles(nativePixelHeight: height).isEmpty)
  }

  @Test("a pixel height never mixes cutout kinds")
  func heightsKeepOneCutout() {
    let heights = Set(DeviceCatalog.all.flatMap(\.nativePixelHeights))
    for height in heights {
      let cutouts = Set(DeviceCatalog.profiles(nativePixelHeight: CGFloat(height)).map(\.cutout))
      #expect(cutouts.count == 1, "\(height): \(cutouts)")
    }
    // 2532 is always a notch, 2556 and 2796 always a Dynamic Island.
    #expect(DeviceCatalog.profiles(nativePixelHeight: 2532).allSatisfy { $0.cutout == .notch })
    for height: CGFloat in [2556, 2796] {
      #expect(
        DeviceCatalog.profiles(nativePixelHeight: height).allSatisfy { $0.cutout == .dynamicIsland }
      )
    }
  }

  @Test("identifiers find their model, in any case and with spaces around")
  func identifiers() {
    #expect(DeviceCatalog.profile(identifier: "iPhone14,6")?.name == "iPhone SE (3rd generation)")
    #expect(
      DeviceCatalog.profile(identifier: " iphone14,6\n")?.name == "iPhone SE (3rd generation)")
    #expect(DeviceCatalog.profile(identifier: "iPhone18,4")?.name == "iPhone Air")
    #expect(DeviceCatalog.profile(identifier: "iPad13,19")?.name == "iPad (10th generation)")
    #expect(DeviceCatalog.profile(identifier: "iPad2,7")?.name == "iPad mini")
  }

  @Test(
    "unknown identifiers give nil",
    arguments: ["", "arm64", "x86_64", "iPhone3,1", "iPhone99,1", "iPod9,1", "Mac15,3", "iPhone14"])
  func unknownIdentifiers(_ identifier: String) {
    #expect(DeviceCatalog.profile(identifier: identifier) == nil)
  }

  @Test("every identifier of every profile finds that profile")
  func everyIdentifier() {
    for profile in DeviceCatalog.all {
      for identifier in profile.identifiers {
        #expect(DeviceCatalog.profile(identifier: identifier) == profile, "\(identifier)")
      }
    }
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    let size: CGSize
    let standard: Set<String>
    let zoomed: Set<String>
    var testDescription: String { "\(size.width) × \(size.height)" }
  }

  /// Display Zoom turns 375-, 390- and 393-pt-wide Face ID phones into 320 × 693, 414-, 428- and
  /// 430-pt-wide ones into 375 × 812, the 6 Plus family into 375 × 667 and the 6 family into 320 ×
  /// 568.
  static let sizes: [SizeCase] = {
    let sixFamily: Set = [
      "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)",
      "iPhone SE (3rd generation)",
    ]
    let plusFamily: Set = ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"]
    let xFamily: Set = [
      "iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini",
    ]
    let zoomedTo320x693 =
      xFamily.union([
        "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e",
        "iPhone 17e", "iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16",
      ])
    let zoomedTo375x812: Set = [
      "iPhone XS Max", "iPhone 11 Pro Max", "iPhone XR", "iPhone 11", "iPhone 12 Pro Max",
      "iPhone 13 Pro Max", "iPhone 14 Plus", "iPhone 14 Pro Max", "iPhone 15 Plus",
      "iPhone 15 Pro Max", "iPhone 16 Plus",
    ]
    return [
      SizeCase(
        size: CGSize(width: 320, height: 568),
        standard: ["iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)"],
        zoomed: sixFamily),
      SizeCase(size: CGSize(width: 375, height: 667), standard: sixFamily, zoomed: plusFamily),
      SizeCase(size: CGSize(width: 320, height: 693), standard: [], zoomed: zoomedTo320x693),
      SizeCase(size: CGSize(width: 375, height: 812), standard: xFamily, zoomed: zoomedTo375x812),
      SizeCase(
        size: CGSize(width: 852, height: 393),
        standard: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], zoomed: []),
      SizeCase(
        size: CGSize(width: 402.2, height: 873.8),
        standard: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"], zoomed: []),
      SizeCase(
        size: CGSize(width: 1376, height: 1032),
        standard: ["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"], zoomed: []),
      SizeCase(size: CGSize(width: 100, height: 100), standard: [], zoomed: []),
      SizeCase(size: CGSize(width: CGFloat.nan, height: 852), standard: [], zoomed: []),
    ]
  }()

  @Test("sizes in points, either orientation, with and without Display Zoom", arguments: sizes)
  func screenSizes(_ expected: SizeCase) {
    let standard = DeviceCatalog.profiles(screenSize: expected.size, includingDisplayZoom: false)
    #expect(Set(standard.map(\.name)) == expected.standard)
    let all = DeviceCatalog.profiles(screenSize: expected.size)
    #expect(Set(all.map(\.name)) == expected.standard.union(expected.zoomed))
  }

  @Test("the catalog lists iPhones, then iPads")
  func order() {
    #expect(DeviceCatalog.all == DeviceCatalog.iPhones + DeviceCatalog.iPads)
    #expect(DeviceCatalog.all.first?.name == "iPhone 4s")
  }
}
