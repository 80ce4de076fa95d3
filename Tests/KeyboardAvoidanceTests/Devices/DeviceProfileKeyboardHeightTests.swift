import Foundation
import KeyboardAvoidance
import Testing

/// Sourced keyboard heights, from the tables of the catalog's public sources (DeviceDataSource)
/// ("Keyboard heights"): DPS measured on the iOS 26.5 simulator with the predictive row on; MX, WR,
/// RB constants of shipping apps; RDR and ION1 on iOS 11; ION1's hardware-keyboard bar.
@Suite("DeviceProfile.expectedKeyboardHeight: sourced values")
struct DeviceProfileKeyboardHeightTests {
  enum Origin: Sendable, Equatable {
    case simulator
    case iOS11
    case apps([DeviceDataSource])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let identifier: String
    let orientation: DeviceOrientation
    let kind: KeyboardKind
    let height: CGFloat
    let origin: Origin
    var testDescription: String { "\(identifier) \(orientation) \(kind)" }

    init(
      _ identifier: String, _ orientation: DeviceOrientation, _ kind: KeyboardKind,
      _ height: CGFloat, _ origin: Origin
    ) {
      self.identifier = identifier
      self.orientation = orientation
      self.kind = kind
      self.height = height
      self.origin = origin
    }
  }

  static let cases: [Case] = [
    // Measured, iOS 26.5 simulator, predictive row on (DPS).
    Case("iPhone14,6", .portrait, .predictive, 260, .simulator),
    Case("iPhone14,6", .landscape, .predictive, 206, .simulator),
    Case("iPhone17,3", .portrait, .predictive, 335, .simulator),
    Case("iPhone17,3", .landscape, .predictive, 208, .simulator),
    Case("iPhone17,1", .portrait, .predictive, 335, .simulator),
    Case("iPhone18,3", .landscape, .predictive, 208, .simulator),
    Case("iPhone18,1", .portrait, .predictive, 335, .simulator),
    Case("iPhone18,5", .portrait, .predictive, 335, .simulator),
    Case("iPhone18,5", .landscape, .predictive, 208, .simulator),
    Case("iPhone17,4", .portrait, .predictive, 345, .simulator),
    Case("iPhone17,2", .portrait, .predictive, 345, .simulator),
    Case("iPhone18,2", .landscape, .predictive, 208, .simulator),
    Case("iPhone18,4", .portrait, .predictive, 345, .simulator),
    Case("iPhone18,4", .landscape, .predictive, 208, .simulator),
    Case("iPad13,18", .portrait, .predictive, 337, .simulator),
    Case("iPad15,7", .landscape, .predictive, 422, .simulator),
    Case("iPad14,8", .portrait, .predictive, 337, .simulator),
    Case("iPad16,1", .portrait, .predictive, 340, .simulator),
    Case("iPad16,3", .landscape, .predictive, 428, .simulator),
    Case("iPad14,10", .portrait, .predictive, 403, .simulator),
    Case("iPad16,5", .landscape, .predictive, 498, .simulator),
    // Constants in shipping apps.
    Case("iPhone4,1", .portrait, .predictive, 261, .apps([.mixinMessenger])),
    Case("iPhone8,4", .portrait, .plain, 216, .apps([.rainbowWallet])),
    Case("iPhone8,4", .portrait, .predictive, 253, .apps([.wireIOS, .mixinMessenger])),
    Case("iPhone10,1", .portrait, .plain, 216, .apps([.rainbowWallet])),
    Case("iPhone10,2", .portrait, .plain, 226, .apps([.rainbowWallet])),
    Case("iPhone10,2", .portrait, .predictive, 271, .apps([.mixinMessenger, .wireIOS])),
    Case("iPhone10,3", .portrait, .plain, 291, .apps([.rainbowWallet])),
    Case("iPhone10,3", .portrait, .predictive, 335, .apps([.mixinMessenger])),
    Case("iPhone11,8", .portrait, .plain, 301, .apps([.rainbowWallet])),
    Case("iPhone11,6", .portrait, .predictive, 346, .apps([.mixinMessenger])),
    Case("iPhone13,1", .portrait, .predictive, 335, .apps([.mixinMessenger])),
    Case("iPhone13,2", .portrait, .plain, 291, .apps([.rainbowWallet])),
    Case("iPhone13,2", .portrait, .predictive, 336, .apps([.mixinMessenger])),
    Case("iPhone13,4", .portrait, .predictive, 346, .apps([.mixinMessenger])),
    Case("iPhone17,3", .portrait, .plain, 291, .apps([.rainbowWallet])),
    Case("iPhone18,1", .portrait, .plain, 291, .apps([.rainbowWallet])),
    Case("iPad6,11", .portrait, .plain, 264, .apps([.wireIOS])),
    Case("iPad6,11", .landscape, .plain, 352, .apps([.wireIOS])),
    // The iPad 9.7-inch with the shortcuts row on iOS 11 (RDR, ION1).
    Case("iPad6,11", .portrait, .predictive, 313, .iOS11),
    Case("iPad4,4", .landscape, .predictive, 398, .iOS11),
  ]

  @Test("sourced heights and where they come from", arguments: cases)
  func sourced(_ expected: Case) throws {
    let profile = try #require(DeviceCatalog.profile(identifier: expected.identifier))
    let estimate = profile.expectedKeyboardHeight(
      orientation: expected.orientation, kind: expected.kind)
    #expect(estimate.height == expected.height)
    switch (expected.origin, estimate.provenance) {
    case (.simulator, .measured(let sources, let system, let models)):
      #expect(sources == [.devicePreviewSpecs])
      #expect(system == "iOS 26.5 simulator")
      #expect(!models.isEmpty)
      #expect(estimate.confidence == .high)
    case (.iOS11, .measured(let sources, let system, _)):
      #expect(sources == [.openRadar, .ionicKeyboardPlugin])
      #expect(system == "iOS 11")
      #expect(estimate.confidence == .medium)
    case (.apps(let expectedSources), .shippingApps(let sources)):
      #expect(sources == expectedSources)
      #expect(estimate.confidence == .medium)
    default:
      Issue.record("expected \(expected.origin), found \(estimate.provenance)")
    }
  }

  @Test("a measured model is named; a model sharing its screen names the measured one")
  func measuredModels() throws {
    let sixteen = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    let fifteen = try #require(DeviceCatalog.profile(identifier: "iPhone15,4"))
    let expected = KeyboardHeightProvenance.measured(
      sources: [.devicePreviewSpecs], system: "iOS 26.5 simulator", models: ["iPhone 16"])
    #expect(sixteen.expectedKeyboardHeight(orientation: .portrait).provenance == expected)
    #expect(fifteen.expectedKeyboardHeight(orientation: .portrait).provenance == expected)
  }

  /// The iPad hardware-keyboard bar: about 55 pt, seen once on an iOS 11 simulator (ION1).
  @Test("the iPad's hardware-keyboard bar is ION1's 55 pt, with low confidence")
  func padHardwareBar() throws {
    let nineSevenInch = try #require(DeviceCatalog.profile(identifier: "iPad6,3"))
    for orientation in DeviceOrientation.allCases {
      let bar = nineSevenInch.expectedKeyboardHeight(orientation: orientation, kind: .hardwareBar)
      #expect(bar.height == 55)
      #expect(bar.confidence == .low)
      guard case .measured(let sources, _, _) = bar.provenance else {
        Issue.record("\(bar)")
        continue
      }
      #expect(sources == [.ionicKeyboardPlugin])
    }
  }

  /// The test support table (DeviceFrames) was written from the sources for the reducer's tests;
  /// the catalog must agree with it.
  @Test("agrees with the reducer tests' device table", arguments: DeviceFrames.all)
  func deviceFrames(_ device: DeviceFrames) throws {
    let profile = try DeviceCatalog.profile(named: device.name)
    #expect(profile.screenSize == device.screen)
    #expect(profile.portraitSafeArea.bottom == device.safeBottomPortrait)
    #expect(
      profile.expectedKeyboardHeight(orientation: .portrait).height == device.keyboardPortrait)
    if let landscape = device.landscape {
      #expect(profile.landscapeSafeArea.bottom == landscape.safeBottom)
      #expect(profile.expectedKeyboardHeight(orientation: .landscape).height == landscape.keyboard)
    }
  }
}
