import Foundation
import KeyboardAvoidance
import Testing

/// Screen classes on sizes from the catalog's sources, in points as apps see them.
@Suite("ScreenClass")
struct ScreenClassTests {
  @Test(
    "sizes in points, portrait and landscape",
    arguments: [
      (320, 480, .compactHeight),  // iPhone 4s
      (320, 568, .compactHeight),  // iPhone 5, SE 1st; a zoomed iPhone 8
      (375, 667, .regular),  // iPhone 8, SE 3rd
      (414, 736, .regular),  // Plus models
      (320, 693, .regular),  // a zoomed 375- to 393-pt-wide Face ID iPhone
      (375, 812, .tall),  // iPhone X, 13 mini; a zoomed 414- to 430-pt-wide one
      (393, 852, .tall),  // iPhone 16
      (440, 956, .tall),  // iPhone 17 Pro Max
      (744, 1133, .iPad),  // iPad mini
      (768, 1024, .iPad),  // iPad 9.7-inch
      (1032, 1376, .iPad),  // iPad Pro 13-inch
    ] as [(CGFloat, CGFloat, ScreenClass)])
  func sizes(width: CGFloat, height: CGFloat, expected: ScreenClass) {
    #expect(ScreenClass(screenSize: CGSize(width: width, height: height)) == expected)
    #expect(ScreenClass(screenSize: CGSize(width: height, height: width)) == expected)
  }

  @Test("the limits belong to the smaller class")
  func limits() {
    #expect(ScreenClass.compactHeightLimit == 568)
    #expect(ScreenClass.regularHeightLimit == 736)
    #expect(ScreenClass(screenSize: CGSize(width: 320, height: 568.5)) == .regular)
    #expect(ScreenClass(screenSize: CGSize(width: 414, height: 736.5)) == .tall)
    #expect(ScreenClass(screenSize: CGSize(width: 599, height: 900)) == .tall)
    #expect(ScreenClass(screenSize: CGSize(width: 600, height: 900)) == .iPad)
  }

  @Test(
    "sizes no screen has give nil",
    arguments: [
      CGSize.zero, CGSize(width: -320, height: 568), CGSize(width: 320, height: 0),
      CGSize(width: CGFloat.nan, height: 568), CGSize(width: 320, height: CGFloat.infinity),
    ])
  func invalid(_ size: CGSize) {
    #expect(ScreenClass(screenSize: size) == nil)
  }

  /// The Combine login post changes the layout when `bounds.height × scale <= 1136` on an iPhone.
  ///
  /// Among the catalog's iPhones at the standard setting, that is exactly the compact-height class.
  @Test("compact height is the 1136-pixel rule of hand-written code")
  func pixelRule() {
    for profile in DeviceCatalog.iPhones {
      let postSaysSmall = profile.renderedPixels.height <= 1136
      #expect((profile.screenClass == .compactHeight) == postSaysSmall, "\(profile)")
    }
  }

  @Test("iPads are of the iPad class, iPhones never")
  func families() {
    for profile in DeviceCatalog.all {
      #expect((profile.screenClass == .iPad) == (profile.family == .iPad), "\(profile)")
    }
  }

  /// a zoomed 375-pt-wide Face ID iPhone reports 320 × 693, a zoomed iPhone 8 320 × 568, a zoomed
  /// 414-pt-wide one 375 × 812.
  @Test("Display Zoom classes by what the app sees")
  func displayZoom() throws {
    let mini = try #require(DeviceCatalog.profile(identifier: "iPhone13,1"))
    #expect(mini.screenClass == .tall)
    #expect(mini.displayZoomScreenClass == .regular)
    let eight = try #require(DeviceCatalog.profile(identifier: "iPhone10,1"))
    #expect(eight.screenClass == .regular)
    #expect(eight.displayZoomScreenClass == .compactHeight)
    let eleven = try #require(DeviceCatalog.profile(identifier: "iPhone12,1"))
    #expect(eleven.displayZoomScreenClass == .tall)
    let air = try #require(DeviceCatalog.profile(identifier: "iPhone18,4"))
    #expect(air.displayZoomScreenClass == nil)
  }
}
