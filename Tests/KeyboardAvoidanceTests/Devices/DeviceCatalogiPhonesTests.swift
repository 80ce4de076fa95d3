import Foundation
import KeyboardAvoidance
import Testing

/// The iPhone table of the catalog's public sources (DeviceDataSource) ("iPhones (portrait,
/// points)"), transcribed by hand, one model per line.
///
/// Marketing names are DeviceKit's (DK), with Apple's "(1st generation)" for the first SE.
@Suite("DeviceCatalog iPhones match the sources")
struct DeviceCatalogiPhonesTests {
  struct Model: Sendable, CustomTestStringConvertible {
    let name: String
    let identifiers: [String]
    let points: CGSize
    let scale: CGFloat
    let pixels: PixelSize
    let panel: PixelSize?
    let top: CGFloat
    let bottom: CGFloat
    let cutout: ScreenCutout

    var testDescription: String { name }
  }

  /// One row of the sources' table: its models and the screen they share.
  private static func row(
    _ models: [(String, [String])], _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    pixels: (Int, Int), panel: (Int, Int)? = nil, top: CGFloat, bottom: CGFloat,
    cutout: ScreenCutout
  ) -> [Model] {
    models.map { name, identifiers in
      Model(
        name: name, identifiers: identifiers, points: CGSize(width: width, height: height),
        scale: scale, pixels: PixelSize(width: pixels.0, height: pixels.1),
        panel: panel.map { PixelSize(width: $0.0, height: $0.1) }, top: top, bottom: bottom,
        cutout: cutout)
    }
  }

  static let models: [Model] =
    row(
      [("iPhone 4s", ["iPhone4,1"])], 320, 480, scale: 2, pixels: (640, 960), top: 20, bottom: 0,
      cutout: .none)
    + row(
      [
        ("iPhone 5", ["iPhone5,1", "iPhone5,2"]), ("iPhone 5c", ["iPhone5,3", "iPhone5,4"]),
        ("iPhone 5s", ["iPhone6,1", "iPhone6,2"]), ("iPhone SE (1st generation)", ["iPhone8,4"]),
      ], 320, 568, scale: 2, pixels: (640, 1136), top: 20, bottom: 0, cutout: .none)
    + row(
      [
        ("iPhone 6", ["iPhone7,2"]), ("iPhone 6s", ["iPhone8,1"]),
        ("iPhone 7", ["iPhone9,1", "iPhone9,3"]), ("iPhone 8", ["iPhone10,1", "iPhone10,4"]),
        ("iPhone SE (2nd generation)", ["iPhone12,8"]),
        ("iPhone SE (3rd generation)", ["iPhone14,6"]),
      ], 375, 667, scale: 2, pixels: (750, 1334), top: 20, bottom: 0, cutout: .none)
    + row(
      [
        ("iPhone 6 Plus", ["iPhone7,1"]), ("iPhone 6s Plus", ["iPhone8,2"]),
        ("iPhone 7 Plus", ["iPhone9,2", "iPhone9,4"]),
        ("iPhone 8 Plus", ["iPhone10,2", "iPhone10,5"]),
      ], 414, 736, scale: 3, pixels: (1242, 2208), panel: (1080, 1920), top: 20, bottom: 0,
      cutout: .none)
    + row(
      [
        ("iPhone X", ["iPhone10,3", "iPhone10,6"]), ("iPhone XS", ["iPhone11,2"]),
        ("iPhone 11 Pro", ["iPhone12,3"]),
      ], 375, 812, scale: 3, pixels: (1125, 2436), top: 44, bottom: 34, cutout: .notch)
    + row(
      [("iPhone XS Max", ["iPhone11,4", "iPhone11,6"]), ("iPhone 11 Pro Max", ["iPhone12,5"])],
      414, 896, scale: 3, pixels: (1242, 2688), top: 44, bottom: 34, cutout: .notch)
    + row(
      [("iPhone XR", ["iPhone11,8"]), ("iPhone 11", ["iPhone12,1"])],
      414, 896, scale: 2, pixels: (828, 1792), top: 48, bottom: 34, cutout: .notch)
    + row(
      [("iPhone 12 mini", ["iPhone13,1"]), ("iPhone 13 mini", ["iPhone14,4"])],
      375, 812, scale: 3, pixels: (1125, 2436), panel: (1080, 2340), top: 50, bottom: 34,
      cutout: .notch)
    + row(
      [
        ("iPhone 12", ["iPhone13,2"]), ("iPhone 12 Pro", ["iPhone13,3"]),
        ("iPhone 13", ["iPhone14,5"]), ("iPhone 13 Pro", ["iPhone14,2"]),
        ("iPhone 14", ["iPhone14,7"]),
      ], 390, 844, scale: 3, pixels: (1170, 2532), top: 47, bottom: 34, cutout: .notch)
    + row(
      [("iPhone 16e", ["iPhone17,5"]), ("iPhone 17e", ["iPhone18,5"])],
      390, 844, scale: 3, pixels: (1170, 2532), top: 47, bottom: 34, cutout: .notch)
    + row(
      [
        ("iPhone 12 Pro Max", ["iPhone13,4"]), ("iPhone 13 Pro Max", ["iPhone14,3"]),
        ("iPhone 14 Plus", ["iPhone14,8"]),
      ], 428, 926, scale: 3, pixels: (1284, 2778), top: 47, bottom: 34, cutout: .notch)
    + row(
      [
        ("iPhone 14 Pro", ["iPhone15,2"]), ("iPhone 15", ["iPhone15,4"]),
        ("iPhone 15 Pro", ["iPhone16,1"]), ("iPhone 16", ["iPhone17,3"]),
      ], 393, 852, scale: 3, pixels: (1179, 2556), top: 59, bottom: 34, cutout: .dynamicIsland)
    + row(
      [
        ("iPhone 14 Pro Max", ["iPhone15,3"]), ("iPhone 15 Plus", ["iPhone15,5"]),
        ("iPhone 15 Pro Max", ["iPhone16,2"]), ("iPhone 16 Plus", ["iPhone17,4"]),
      ], 430, 932, scale: 3, pixels: (1290, 2796), top: 59, bottom: 34, cutout: .dynamicIsland)
    + row(
      [
        ("iPhone 16 Pro", ["iPhone17,1"]), ("iPhone 17", ["iPhone18,3"]),
        ("iPhone 17 Pro", ["iPhone18,1"]),
      ], 402, 874, scale: 3, pixels: (1206, 2622), top: 62, bottom: 34, cutout: .dynamicIsland)
    + row(
      [("iPhone 16 Pro Max", ["iPhone17,2"]), ("iPhone 17 Pro Max", ["iPhone18,2"])],
      440, 956, scale: 3, pixels: (1320, 2868), top: 62, bottom: 34, cutout: .dynamicIsland)
    + row(
      [("iPhone Air", ["iPhone18,4"])],
      420, 912, scale: 3, pixels: (1260, 2736), top: 68, bottom: 34, cutout: .dynamicIsland)

  @Test("the catalog holds exactly the iPhones of the sources, in its order")
  func sameModels() {
    #expect(DeviceCatalog.iPhones.map(\.name) == Self.models.map(\.name))
    #expect(DeviceCatalog.iPhones.count == 48)  // counted by hand in the sources
  }

  @Test("each iPhone's screen, identifiers and safe area", arguments: models)
  func model(_ expected: Model) throws {
    let profile = try #require(DeviceCatalog.iPhones.first { $0.name == expected.name })
    #expect(profile.family == .iPhone)
    #expect(profile.identifiers == expected.identifiers)
    #expect(profile.screenSize == expected.points)
    #expect(profile.scale == expected.scale)
    #expect(profile.renderedPixels == expected.pixels)
    #expect(profile.panelPixels == expected.panel)
    #expect(profile.portraitSafeArea == ScreenInsets(top: expected.top, bottom: expected.bottom))
    #expect(profile.cutout == expected.cutout)
    #expect(profile.hasHomeIndicator == (expected.cutout != .none))
    #expect(profile.sources.contains(.deviceKit))
  }

  /// Display Zoom sizes from AP : 375-, 390- and 393-pt-wide Face ID phones become 320 × 693; 414-,
  /// 428- and 430-pt-wide ones 375 × 812; the 6 Plus family 375 × 667; the 6 family 320 × 568.
  ///
  /// 402-, 420- and 440-pt-wide phones: unverified, so none.
  @Test("Display Zoom sizes", arguments: models)
  func displayZoom(_ expected: Model) throws {
    let profile = try #require(DeviceCatalog.iPhones.first { $0.name == expected.name })
    let zoomed: CGSize? =
      switch (expected.points.width, expected.cutout) {
      case (375, .none): CGSize(width: 320, height: 568)
      case (414, .none): CGSize(width: 375, height: 667)
      case (375, _), (390, _), (393, _): CGSize(width: 320, height: 693)
      case (414, _), (428, _), (430, _): CGSize(width: 375, height: 812)
      default: nil
      }
    #expect(profile.displayZoomScreenSize == zoomed)
  }
}
