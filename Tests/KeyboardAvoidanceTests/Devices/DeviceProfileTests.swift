import Foundation
import KeyboardAvoidance
import Testing

/// Invariants every profile must keep, whatever row it comes from.
///
/// The rules are the ones the catalog's public sources (DeviceDataSource) state: home-button
/// iPhones have a 20 pt status bar and no bottom inset; Face ID iPhones keep 34 pt for the home
/// indicator in portrait, and in landscape move the portrait top inset to both sides with 20 or 21
/// pt at the bottom; iPads keep their insets in both orientations (DPS, iPad 10th generation).
@Suite("DeviceProfile invariants")
struct DeviceProfileTests {
  @Test("points × scale are the rendered pixels", arguments: DeviceCatalog.all)
  func pixelsMatchPoints(_ profile: DeviceProfile) {
    #expect(profile.screenSize.width * profile.scale == CGFloat(profile.renderedPixels.width))
    #expect(profile.screenSize.height * profile.scale == CGFloat(profile.renderedPixels.height))
    if let panel = profile.panelPixels {
      // A panel differs from the rendered image by being smaller, with the same shape.
      #expect(panel.height < profile.renderedPixels.height)
      let renderedRatio =
        Double(profile.renderedPixels.height) / Double(profile.renderedPixels.width)
      let panelRatio = Double(panel.height) / Double(panel.width)
      #expect(abs(renderedRatio - panelRatio) < 0.01)
    }
  }

  @Test("identifiers and names are unique across the catalog")
  func uniqueIdentifiers() {
    let identifiers = DeviceCatalog.all.flatMap(\.identifiers)
    #expect(Set(identifiers).count == identifiers.count)
    #expect(Set(identifiers.map { $0.lowercased() }).count == identifiers.count)
    let names = DeviceCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test(
    "identifiers have the iPhoneN,M or iPadN,M form of their family", arguments: DeviceCatalog.all)
  func identifierForm(_ profile: DeviceProfile) {
    #expect(!profile.identifiers.isEmpty)
    for identifier in profile.identifiers {
      let prefix = profile.family.rawValue
      #expect(identifier.hasPrefix(prefix), "\(identifier)")
      let numbers = identifier.dropFirst(prefix.count).split(separator: ",")
      #expect(numbers.count == 2 && numbers.allSatisfy { Int($0) != nil }, "\(identifier)")
    }
  }

  @Test("portrait safe areas fit the cutout", arguments: DeviceCatalog.all)
  func portraitSafeArea(_ profile: DeviceProfile) {
    let insets = profile.portraitSafeArea
    #expect(insets.left == 0 && insets.right == 0)
    switch (profile.family, profile.cutout) {
    case (.iPhone, .none):
      #expect(insets == ScreenInsets(top: 20))
      #expect(!profile.hasHomeIndicator)
    case (.iPhone, .notch), (.iPhone, .dynamicIsland):
      #expect(insets.bottom == 34)
      #expect(insets.top >= 44 && insets.top <= 68)
      #expect(profile.hasHomeIndicator)
    case (.iPad, .none) where profile.hasHomeIndicator:
      #expect(
        [ScreenInsets(top: 24, bottom: 20), ScreenInsets(top: 32, bottom: 25)].contains(insets))
    case (.iPad, .none):
      #expect(insets == ScreenInsets(top: 20))
    case (.iPad, _):
      Issue.record("an iPad with a cutout: \(profile)")
    }
  }

  @Test("landscape safe areas follow from portrait", arguments: DeviceCatalog.all)
  func landscapeSafeArea(_ profile: DeviceProfile) {
    let portrait = profile.portraitSafeArea
    let landscape = profile.landscapeSafeArea
    switch (profile.family, profile.cutout) {
    case (.iPhone, .none):
      #expect(landscape == .zero)
    case (.iPhone, _):
      #expect(landscape.top == 0)
      #expect(landscape.left == portrait.top && landscape.right == portrait.top)
      #expect(landscape.bottom == 20 || landscape.bottom == 21)
      // 20 pt is what DPS probed on iOS 26.5; rows without DPS carry the older 21 pt.
      #expect((landscape.bottom == 20) == profile.sources.contains(.devicePreviewSpecs))
    case (.iPad, _):
      #expect(landscape == portrait)
    }
  }

  @Test("an orientation swaps the screen's sides", arguments: DeviceCatalog.all)
  func orientation(_ profile: DeviceProfile) {
    let portrait = profile.screenSize(in: .portrait)
    let landscape = profile.screenSize(in: .landscape)
    #expect(portrait == profile.screenSize)
    #expect(portrait.height > portrait.width)
    #expect(landscape == CGSize(width: portrait.height, height: portrait.width))
    #expect(profile.safeArea(in: .portrait) == profile.portraitSafeArea)
    #expect(profile.safeArea(in: .landscape) == profile.landscapeSafeArea)
  }

  @Test("every keyboard value has a provenance and a sane height", arguments: DeviceCatalog.all)
  func keyboardValues(_ profile: DeviceProfile) {
    for orientation in DeviceOrientation.allCases {
      let screen = profile.screenSize(in: orientation)
      let plain = profile.expectedKeyboardHeight(orientation: orientation, kind: .plain)
      let predictive = profile.expectedKeyboardHeight(orientation: orientation, kind: .predictive)
      let bar = profile.expectedKeyboardHeight(orientation: orientation, kind: .hardwareBar)
      for estimate in [plain, predictive, bar] {
        // The tallest keyboard in the sources takes under 70 % of its screen (199 of 320 pt).
        #expect(estimate.height > 0 && estimate.height < screen.height * 0.7, "\(estimate)")
        #expect(!"\(estimate.provenance)".isEmpty)
        #expect(estimate.provenance != .learned)
      }
      #expect(bar.height < plain.height, "\(orientation)")
      #expect(plain.height < predictive.height, "\(orientation)")
      // The predictive row adds 37 to 49 pt (RDR, ION1 against OR, WR on iPad).
      #expect((37...49).contains(predictive.height - plain.height), "\(orientation)")
      #expect(predictive == profile.expectedKeyboardHeight(orientation: orientation))
    }
  }

  @Test("every profile cites catalog sources")
  func sources() {
    for profile in DeviceCatalog.all {
      #expect(!profile.sources.isEmpty)
      #expect(profile.sources.contains(.deviceKit), "\(profile)")
    }
  }

  @Test("native pixel heights list the rendered and the panel height")
  func nativePixelHeights() throws {
    // Plus models render 2208 onto a 1920 panel; the 13 mini 2436 onto 2340.
    let plus = try #require(DeviceCatalog.profile(identifier: "iPhone10,2"))
    #expect(plus.nativePixelHeights == [2208, 1920])
    let mini = try #require(DeviceCatalog.profile(identifier: "iPhone14,4"))
    #expect(mini.nativePixelHeights == [2436, 2340])
    let sixteen = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    #expect(sixteen.nativePixelHeights == [2556])
  }

  @Test func description() throws {
    let profile = try #require(DeviceCatalog.profile(identifier: "iPhone10,3"))
    #expect("\(profile)" == "iPhone X (iPhone10,3, iPhone10,6)")
  }
}
