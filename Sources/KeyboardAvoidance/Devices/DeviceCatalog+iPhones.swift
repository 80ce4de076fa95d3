// Every number below is from shared/reference/devices.md, which names its public sources; the
// source keys (DK, AP, …) are the cases of DeviceDataSource. Keyboard heights a row does not
// give are estimated by KeyboardHeightRule and labelled as estimates.

extension DeviceCatalog {
  /// Every iPhone from the 4s on, one row per screen.
  static let iPhoneRows: [DeviceFamilyRow] = [
    // DK, AP. Keyboard: MX (320 × 480, predictive row).
    DeviceFamilyRow(
      [.init("iPhone 4s", "iPhone4,1")],
      points: (320, 480), scale: 2, pixels: (640, 960), front: .phoneHomeButton,
      keyboards: [.portraitPredictive: .apps(261, .mixinMessenger)],
      sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, HIG. Keyboard: RB (plain); WR and MX v1 (predictive; MX v2 says 254).
    DeviceFamilyRow(
      [
        .init("iPhone 5", "iPhone5,1", "iPhone5,2"),
        .init("iPhone 5c", "iPhone5,3", "iPhone5,4"),
        .init("iPhone 5s", "iPhone6,1", "iPhone6,2"),
        .init("iPhone SE (1st generation)", "iPhone8,4"),
      ],
      points: (320, 568), scale: 2, pixels: (640, 1136), front: .phoneHomeButton,
      keyboards: [
        .portraitPlain: .apps(216, .rainbowWallet),
        .portraitPredictive: .apps(253, .wireIOS, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP, DPS; Display Zoom: AP. Keyboard: RB (plain); DPS on the SE 3rd (MX agrees on 260).
    DeviceFamilyRow(
      [
        .init("iPhone 6", "iPhone7,2"),
        .init("iPhone 6s", "iPhone8,1"),
        .init("iPhone 7", "iPhone9,1", "iPhone9,3"),
        .init("iPhone 8", "iPhone10,1", "iPhone10,4"),
        .init("iPhone SE (2nd generation)", "iPhone12,8"),
        .init("iPhone SE (3rd generation)", "iPhone14,6"),
      ],
      points: (375, 667), scale: 2, pixels: (750, 1334), front: .phoneHomeButton,
      displayZoom: (320, 568),
      keyboards: [
        .portraitPlain: .apps(216, .rainbowWallet),
        .portraitPredictive: .simulator(260, on: "iPhone SE (3rd generation)"),
        .landscapePredictive: .simulator(206, on: "iPhone SE (3rd generation)"),
      ],
      sources: [.deviceKit, .screenSizeTable, .devicePreviewSpecs]),
    // DK, AP, SJ; Display Zoom: AP. Keyboard: RB (plain); MX, WR (predictive).
    DeviceFamilyRow(
      [
        .init("iPhone 6 Plus", "iPhone7,1"),
        .init("iPhone 6s Plus", "iPhone8,2"),
        .init("iPhone 7 Plus", "iPhone9,2", "iPhone9,4"),
        .init("iPhone 8 Plus", "iPhone10,2", "iPhone10,5"),
      ],
      points: (414, 736), scale: 3, pixels: (1242, 2208), panel: (1080, 1920),
      front: .phoneHomeButton, displayZoom: (375, 667),
      keyboards: [
        .portraitPlain: .apps(226, .rainbowWallet),
        .portraitPredictive: .apps(271, .mixinMessenger, .wireIOS),
      ],
      sources: [.deviceKit, .screenSizeTable, .screenSizePost]),
    // DK, AP, SUS; Display Zoom: AP. Keyboard: RB (plain); MX v1 (predictive; v2 336, another
    // app 333).
    DeviceFamilyRow(
      [
        .init("iPhone X", "iPhone10,3", "iPhone10,6"),
        .init("iPhone XS", "iPhone11,2"),
        .init("iPhone 11 Pro", "iPhone12,3"),
      ],
      points: (375, 812), scale: 3, pixels: (1125, 2436),
      front: .faceID(.notch, top: 44, landscapeBottom: 21), displayZoom: (320, 693),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .apps(335, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP; Display Zoom: AP. Keyboard: RB (plain); MX (predictive).
    DeviceFamilyRow(
      [
        .init("iPhone XS Max", "iPhone11,4", "iPhone11,6"),
        .init("iPhone 11 Pro Max", "iPhone12,5"),
      ],
      points: (414, 896), scale: 3, pixels: (1242, 2688),
      front: .faceID(.notch, top: 44, landscapeBottom: 21), displayZoom: (375, 812),
      keyboards: [
        .portraitPlain: .apps(301, .rainbowWallet),
        .portraitPredictive: .apps(346, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, SUS; Display Zoom: AP. Keyboard: RB (plain); MX (predictive).
    DeviceFamilyRow(
      [
        .init("iPhone XR", "iPhone11,8"),
        .init("iPhone 11", "iPhone12,1"),
      ],
      points: (414, 896), scale: 2, pixels: (828, 1792),
      front: .faceID(.notch, top: 48, landscapeBottom: 21), displayZoom: (375, 812),
      keyboards: [
        .portraitPlain: .apps(301, .rainbowWallet),
        .portraitPredictive: .apps(346, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, SJ, SUS (top 50; one older source says 44 or 47); Display Zoom: AP.
    // Keyboard: RB (plain) and MX v1 (predictive) for 375 × 812.
    DeviceFamilyRow(
      [
        .init("iPhone 12 mini", "iPhone13,1"),
        .init("iPhone 13 mini", "iPhone14,4"),
      ],
      points: (375, 812), scale: 3, pixels: (1125, 2436), panel: (1080, 2340),
      front: .faceID(.notch, top: 50, landscapeBottom: 21), displayZoom: (320, 693),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .apps(335, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .screenSizePost, .swiftUISimulator]),
    // DK, AP, SUS; Display Zoom: AP. Keyboard: RB (plain); MX v2 (predictive).
    DeviceFamilyRow(
      [
        .init("iPhone 12", "iPhone13,2"),
        .init("iPhone 12 Pro", "iPhone13,3"),
        .init("iPhone 13", "iPhone14,5"),
        .init("iPhone 13 Pro", "iPhone14,2"),
        .init("iPhone 14", "iPhone14,7"),
      ],
      points: (390, 844), scale: 3, pixels: (1170, 2532),
      front: .faceID(.notch, top: 47, landscapeBottom: 21), displayZoom: (320, 693),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .apps(336, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, DPS; Display Zoom: AP (390-pt-wide Face ID). Keyboard: RB (plain); DPS on the 17e.
    DeviceFamilyRow(
      [
        .init("iPhone 16e", "iPhone17,5"),
        .init("iPhone 17e", "iPhone18,5"),
      ],
      points: (390, 844), scale: 3, pixels: (1170, 2532),
      front: .faceID(.notch, top: 47, landscapeBottom: 20), displayZoom: (320, 693),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .simulator(335, on: "iPhone 17e"),
        .landscapePredictive: .simulator(208, on: "iPhone 17e"),
      ],
      sources: [.deviceKit, .devicePreviewSpecs]),
    // DK, AP, SUS (the 14 Plus's insets are inferred there); Display Zoom: AP.
    // Keyboard: MX (predictive).
    DeviceFamilyRow(
      [
        .init("iPhone 12 Pro Max", "iPhone13,4"),
        .init("iPhone 13 Pro Max", "iPhone14,3"),
        .init("iPhone 14 Plus", "iPhone14,8"),
      ],
      points: (428, 926), scale: 3, pixels: (1284, 2778),
      front: .faceID(.notch, top: 47, landscapeBottom: 21), displayZoom: (375, 812),
      keyboards: [.portraitPredictive: .apps(346, .mixinMessenger)],
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, DPS; Display Zoom: AP. Keyboard: RB (plain); DPS on the 16.
    DeviceFamilyRow(
      [
        .init("iPhone 14 Pro", "iPhone15,2"),
        .init("iPhone 15", "iPhone15,4"),
        .init("iPhone 15 Pro", "iPhone16,1"),
        .init("iPhone 16", "iPhone17,3"),
      ],
      points: (393, 852), scale: 3, pixels: (1179, 2556),
      front: .faceID(.dynamicIsland, top: 59, landscapeBottom: 20), displayZoom: (320, 693),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .simulator(335, on: "iPhone 16"),
        .landscapePredictive: .simulator(208, on: "iPhone 16"),
      ],
      sources: [.deviceKit, .screenSizeTable, .devicePreviewSpecs]),
    // DK, AP, DPS; Display Zoom: AP. Keyboard: DPS on the 16 Plus.
    DeviceFamilyRow(
      [
        .init("iPhone 14 Pro Max", "iPhone15,3"),
        .init("iPhone 15 Plus", "iPhone15,5"),
        .init("iPhone 15 Pro Max", "iPhone16,2"),
        .init("iPhone 16 Plus", "iPhone17,4"),
      ],
      points: (430, 932), scale: 3, pixels: (1290, 2796),
      front: .faceID(.dynamicIsland, top: 59, landscapeBottom: 20), displayZoom: (375, 812),
      keyboards: [
        .portraitPredictive: .simulator(345, on: "iPhone 16 Plus"),
        .landscapePredictive: .simulator(208, on: "iPhone 16 Plus"),
      ],
      sources: [.deviceKit, .screenSizeTable, .devicePreviewSpecs]),
    // DK, SJ, DPS; zoomed size unverified. Keyboard: RB (plain); DPS on all three.
    DeviceFamilyRow(
      [
        .init("iPhone 16 Pro", "iPhone17,1"),
        .init("iPhone 17", "iPhone18,3"),
        .init("iPhone 17 Pro", "iPhone18,1"),
      ],
      points: (402, 874), scale: 3, pixels: (1206, 2622),
      front: .faceID(.dynamicIsland, top: 62, landscapeBottom: 20),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .simulator(335, on: "iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"),
        .landscapePredictive: .simulator(208, on: "iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
    // DK, SJ, DPS; zoomed size unverified. Keyboard: DPS on both. RB's 318 without the
    // predictive row is not used: it lies only 27 pt under DPS's 345 with the row, where every
    // other screen shows 37–45 pt between the two, so the plain height is left to the rule.
    DeviceFamilyRow(
      [
        .init("iPhone 16 Pro Max", "iPhone17,2"),
        .init("iPhone 17 Pro Max", "iPhone18,2"),
      ],
      points: (440, 956), scale: 3, pixels: (1320, 2868),
      front: .faceID(.dynamicIsland, top: 62, landscapeBottom: 20),
      keyboards: [
        .portraitPredictive: .simulator(345, on: "iPhone 16 Pro Max", "iPhone 17 Pro Max"),
        .landscapePredictive: .simulator(208, on: "iPhone 16 Pro Max", "iPhone 17 Pro Max"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
    // DK, SJ, DPS; zoomed size unverified. Keyboard: DPS.
    DeviceFamilyRow(
      [.init("iPhone Air", "iPhone18,4")],
      points: (420, 912), scale: 3, pixels: (1260, 2736),
      front: .faceID(.dynamicIsland, top: 68, landscapeBottom: 20),
      keyboards: [
        .portraitPredictive: .simulator(345, on: "iPhone Air"),
        .landscapePredictive: .simulator(208, on: "iPhone Air"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
  ]
}
