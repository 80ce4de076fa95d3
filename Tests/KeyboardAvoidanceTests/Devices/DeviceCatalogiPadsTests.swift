import Foundation
import KeyboardAvoidance
import Testing

/// The iPad table of the catalog's public sources (DeviceDataSource) ("iPads"), transcribed by
/// hand.
///
/// The sources group identifiers by family; the split into models and their names is DeviceKit's
/// (DK). Safe areas: the older sources' 20/0 and 24/20, or 32/25 where DPS probed iPadOS 26.5.
@Suite("DeviceCatalog iPads match the sources")
struct DeviceCatalogiPadsTests {
  struct Model: Sendable, CustomTestStringConvertible {
    let name: String
    let identifiers: [String]
    let points: CGSize
    let scale: CGFloat
    let top: CGFloat
    let bottom: CGFloat
    let homeIndicator: Bool

    var testDescription: String { name }
  }

  private static func row(
    _ models: [(String, [String])], _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 2,
    top: CGFloat, bottom: CGFloat, homeIndicator: Bool
  ) -> [Model] {
    models.map { name, identifiers in
      Model(
        name: name, identifiers: identifiers, points: CGSize(width: width, height: height),
        scale: scale, top: top, bottom: bottom, homeIndicator: homeIndicator)
    }
  }

  private static func ids(_ major: Int, _ minors: ClosedRange<Int>) -> [String] {
    minors.map { "iPad\(major),\($0)" }
  }

  static let models: [Model] =
    row(
      [("iPad 2", ids(2, 1...4))], 768, 1024, scale: 1, top: 20, bottom: 0, homeIndicator: false)
    + row(
      [
        ("iPad (3rd generation)", ids(3, 1...3)), ("iPad (4th generation)", ids(3, 4...6)),
        ("iPad (5th generation)", ids(6, 11...12)), ("iPad (6th generation)", ids(7, 5...6)),
        ("iPad Air", ids(4, 1...3)), ("iPad Air 2", ids(5, 3...4)),
        ("iPad Pro 9.7-inch", ids(6, 3...4)),
      ], 768, 1024, top: 20, bottom: 0, homeIndicator: false)
    + row(
      [("iPad mini", ids(2, 5...7))], 768, 1024, scale: 1, top: 20, bottom: 0,
      homeIndicator: false)
    + row(
      [
        ("iPad mini 2", ids(4, 4...6)), ("iPad mini 3", ids(4, 7...9)),
        ("iPad mini 4", ids(5, 1...2)), ("iPad mini (5th generation)", ids(11, 1...2)),
      ], 768, 1024, top: 20, bottom: 0, homeIndicator: false)
    + row(
      [
        ("iPad (7th generation)", ids(7, 11...12)), ("iPad (8th generation)", ids(11, 6...7)),
        ("iPad (9th generation)", ids(12, 1...2)),
      ], 810, 1080, top: 20, bottom: 0, homeIndicator: false)
    + row(
      [("iPad Pro 10.5-inch", ids(7, 3...4)), ("iPad Air (3rd generation)", ids(11, 3...4))],
      834, 1112, top: 20, bottom: 0, homeIndicator: false)
    + row(
      [
        ("iPad Pro 12.9-inch (1st generation)", ids(6, 7...8)),
        ("iPad Pro 12.9-inch (2nd generation)", ids(7, 1...2)),
      ], 1024, 1366, top: 20, bottom: 0, homeIndicator: false)
    + row(
      [
        ("iPad Pro 11-inch (1st generation)", ids(8, 1...4)),
        ("iPad Pro 11-inch (2nd generation)", ids(8, 9...10)),
        ("iPad Pro 11-inch (3rd generation)", ids(13, 4...7)),
        ("iPad Pro 11-inch (4th generation)", ids(14, 3...4)),
      ], 834, 1194, top: 24, bottom: 20, homeIndicator: true)
    + row(
      [
        ("iPad Pro 12.9-inch (3rd generation)", ids(8, 5...8)),
        ("iPad Pro 12.9-inch (4th generation)", ids(8, 11...12)),
        ("iPad Pro 12.9-inch (5th generation)", ids(13, 8...11)),
        ("iPad Pro 12.9-inch (6th generation)", ids(14, 5...6)),
      ], 1024, 1366, top: 24, bottom: 20, homeIndicator: true)
    + row(
      [
        ("iPad Air (4th generation)", ids(13, 1...2)),
        ("iPad Air (5th generation)", ids(13, 16...17)),
        ("iPad Air 11-inch (M2)", ids(14, 8...9)), ("iPad Air 11-inch (M3)", ids(15, 3...4)),
        ("iPad Air 11-inch (M4)", ids(16, 8...9)), ("iPad (10th generation)", ids(13, 18...19)),
        ("iPad (A16)", ids(15, 7...8)),
      ], 820, 1180, top: 32, bottom: 25, homeIndicator: true)
    + row(
      [
        ("iPad Air 13-inch (M2)", ids(14, 10...11)), ("iPad Air 13-inch (M3)", ids(15, 5...6)),
        ("iPad Air 13-inch (M4)", ids(16, 10...11)),
      ], 1024, 1366, top: 32, bottom: 25, homeIndicator: true)
    + row(
      [("iPad mini (6th generation)", ids(14, 1...2)), ("iPad mini (A17 Pro)", ids(16, 1...2))],
      744, 1133, top: 32, bottom: 25, homeIndicator: true)
    + row(
      [("iPad Pro 11-inch (M4)", ids(16, 3...4)), ("iPad Pro 11-inch (M5)", ids(17, 1...2))],
      834, 1210, top: 32, bottom: 25, homeIndicator: true)
    + row(
      [("iPad Pro 13-inch (M4)", ids(16, 5...6)), ("iPad Pro 13-inch (M5)", ids(17, 3...4))],
      1032, 1376, top: 32, bottom: 25, homeIndicator: true)

  /// The px column of the sources by point size (the 1× models render their points).
  private static let pixelHeights: [CGFloat: Int] = [
    1024: 2048, 1080: 2160, 1112: 2224, 1133: 2266, 1180: 2360, 1194: 2388, 1210: 2420,
    1366: 2732, 1376: 2752,
  ]

  @Test("the catalog holds exactly the iPads of the sources")
  func sameModels() {
    #expect(DeviceCatalog.iPads.map(\.name).sorted() == Self.models.map(\.name).sorted())
    #expect(DeviceCatalog.iPads.count == 44)  // counted by hand from DK's split of the sources
  }

  @Test("each iPad's screen, identifiers and safe areas", arguments: models)
  func model(_ expected: Model) throws {
    let profile = try #require(DeviceCatalog.iPads.first { $0.name == expected.name })
    #expect(profile.family == .iPad)
    #expect(profile.identifiers == expected.identifiers)
    #expect(profile.screenSize == expected.points)
    #expect(profile.scale == expected.scale)
    #expect(profile.cutout == .none)
    #expect(profile.hasHomeIndicator == expected.homeIndicator)
    let insets = ScreenInsets(top: expected.top, bottom: expected.bottom)
    #expect(profile.portraitSafeArea == insets)
    #expect(profile.landscapeSafeArea == insets)
    #expect(profile.displayZoomScreenSize == nil)
    #expect(profile.panelPixels == nil)
    if expected.scale == 2 {
      #expect(profile.renderedPixels.height == Self.pixelHeights[expected.points.height])
    } else {
      #expect(profile.renderedPixels == PixelSize(width: 768, height: 1024))
    }
  }
}
