// Every number below comes from the public sources each row names by key (DK, AP, …): the keys
// are the raw values of DeviceDataSource, which gives each source's name and address, and the
// DocC article "Where the device and keyboard figures come from" describes them. Keyboard heights
// a row does not give are estimated by KeyboardHeightRule and labelled as estimates.
//
// `upTo:` is the newest major iOS a model runs, from Apple's lists (OSCompatibilityList names each
// page and its address): the model is on Apple's list for that version and missing from the next
// one's. 26 means it is on the iOS 26 list, the newest checked.

extension DeviceCatalog {
  /// Every iPhone from the 4s on, one row per screen.
  static let iPhoneRows: [DeviceFamilyRow] = [
    // DK, AP. Keyboard: MX (320 × 480, predictive row). iOS: up to 9 (the iOS 9.3.5 security
    // notes are for "iPhone 4s and later", those of iOS 10 for "iPhone 5 and later").
    DeviceFamilyRow(
      [.init("iPhone 4s", "iPhone4,1", upTo: 9)],
      points: (320, 480), scale: 2, pixels: (640, 960), front: .phoneHomeButton,
      keyboards: [.portraitPredictive: .apps(261, .mixinMessenger)],
      sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, HIG. Keyboard: RB (plain); WR and MX v1 (predictive; MX v2 says 254). iOS: the 5
    // and 5c up to 10 (iOS 10's security notes start at the iPhone 5, iOS 11.1's at the 5s);
    // the 5s up to 12 (on the iOS 12 list, not the iOS 13 one); the SE up to 15 (on the iOS 15
    // list, not the iOS 16 one).
    DeviceFamilyRow(
      [
        .init("iPhone 5", "iPhone5,1", "iPhone5,2", upTo: 10),
        .init("iPhone 5c", "iPhone5,3", "iPhone5,4", upTo: 10),
        .init("iPhone 5s", "iPhone6,1", "iPhone6,2", upTo: 12),
        .init("iPhone SE (1st generation)", "iPhone8,4", upTo: 15),
      ],
      points: (320, 568), scale: 2, pixels: (640, 1136), front: .phoneHomeButton,
      keyboards: [
        .portraitPlain: .apps(216, .rainbowWallet),
        .portraitPredictive: .apps(253, .wireIOS, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP, DPS; Display Zoom: AP. Keyboard: RB (plain); DPS on the SE 3rd (MX agrees on 260).
    // iOS: the 6 up to 12, the 6s and 7 up to 15, the 8 up to 16 (each on that version's list and
    // not the next one's); the SE 2nd and 3rd on the iOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPhone 6", "iPhone7,2", upTo: 12),
        .init("iPhone 6s", "iPhone8,1", upTo: 15),
        .init("iPhone 7", "iPhone9,1", "iPhone9,3", upTo: 15),
        .init("iPhone 8", "iPhone10,1", "iPhone10,4", upTo: 16),
        .init("iPhone SE (2nd generation)", "iPhone12,8", upTo: 26),
        .init("iPhone SE (3rd generation)", "iPhone14,6", upTo: 26),
      ],
      points: (375, 667), scale: 2, pixels: (750, 1334), front: .phoneHomeButton,
      displayZoom: (320, 568),
      keyboards: [
        .portraitPlain: .apps(216, .rainbowWallet),
        .portraitPredictive: .simulator(260, on: "iPhone SE (3rd generation)"),
        .landscapePredictive: .simulator(206, on: "iPhone SE (3rd generation)"),
      ],
      sources: [.deviceKit, .screenSizeTable, .devicePreviewSpecs]),
    // DK, AP, SJ; Display Zoom: AP. Keyboard: RB (plain); MX, WR (predictive). iOS: as the
    // phones above of the same number (6 Plus 12, 6s Plus and 7 Plus 15, 8 Plus 16).
    DeviceFamilyRow(
      [
        .init("iPhone 6 Plus", "iPhone7,1", upTo: 12),
        .init("iPhone 6s Plus", "iPhone8,2", upTo: 15),
        .init("iPhone 7 Plus", "iPhone9,2", "iPhone9,4", upTo: 15),
        .init("iPhone 8 Plus", "iPhone10,2", "iPhone10,5", upTo: 16),
      ],
      points: (414, 736), scale: 3, pixels: (1242, 2208), panel: (1080, 1920),
      front: .phoneHomeButton, displayZoom: (375, 667),
      keyboards: [
        .portraitPlain: .apps(226, .rainbowWallet),
        .portraitPredictive: .apps(271, .mixinMessenger, .wireIOS),
      ],
      sources: [.deviceKit, .screenSizeTable, .screenSizePost]),
    // DK, AP, SUS; Display Zoom: AP. Keyboard: RB (plain); MX v1 (predictive; v2 336, another
    // app 333). iOS: the X up to 16 (on the iOS 16 list, not the iOS 17 one), the XS up to 18
    // (on the iOS 18 list, not the iOS 26 one); the 11 Pro on the iOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPhone X", "iPhone10,3", "iPhone10,6", upTo: 16),
        .init("iPhone XS", "iPhone11,2", upTo: 18),
        .init("iPhone 11 Pro", "iPhone12,3", upTo: 26),
      ],
      points: (375, 812), scale: 3, pixels: (1125, 2436),
      front: .faceID(.notch, top: 44, landscapeBottom: 21), displayZoom: (320, 693),
      keyboards: [
        .portraitPlain: .apps(291, .rainbowWallet),
        .portraitPredictive: .apps(335, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP; Display Zoom: AP. Keyboard: RB (plain); MX (predictive). iOS: the XS Max up to
    // 18 (on the iOS 18 list, not the iOS 26 one); the 11 Pro Max on the iOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPhone XS Max", "iPhone11,4", "iPhone11,6", upTo: 18),
        .init("iPhone 11 Pro Max", "iPhone12,5", upTo: 26),
      ],
      points: (414, 896), scale: 3, pixels: (1242, 2688),
      front: .faceID(.notch, top: 44, landscapeBottom: 21), displayZoom: (375, 812),
      keyboards: [
        .portraitPlain: .apps(301, .rainbowWallet),
        .portraitPredictive: .apps(346, .mixinMessenger),
      ],
      sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, SUS; Display Zoom: AP. Keyboard: RB (plain); MX (predictive). iOS: the XR up to 18
    // (on the iOS 18 list, not the iOS 26 one); the 11 on the iOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPhone XR", "iPhone11,8", upTo: 18),
        .init("iPhone 11", "iPhone12,1", upTo: 26),
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
        .init("iPhone 12 mini", "iPhone13,1", upTo: 26),
        .init("iPhone 13 mini", "iPhone14,4", upTo: 26),
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
        .init("iPhone 12", "iPhone13,2", upTo: 26),
        .init("iPhone 12 Pro", "iPhone13,3", upTo: 26),
        .init("iPhone 13", "iPhone14,5", upTo: 26),
        .init("iPhone 13 Pro", "iPhone14,2", upTo: 26),
        .init("iPhone 14", "iPhone14,7", upTo: 26),
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
        .init("iPhone 16e", "iPhone17,5", upTo: 26),
        .init("iPhone 17e", "iPhone18,5", upTo: 26),
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
        .init("iPhone 12 Pro Max", "iPhone13,4", upTo: 26),
        .init("iPhone 13 Pro Max", "iPhone14,3", upTo: 26),
        .init("iPhone 14 Plus", "iPhone14,8", upTo: 26),
      ],
      points: (428, 926), scale: 3, pixels: (1284, 2778),
      front: .faceID(.notch, top: 47, landscapeBottom: 21), displayZoom: (375, 812),
      keyboards: [.portraitPredictive: .apps(346, .mixinMessenger)],
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, DPS; Display Zoom: AP. Keyboard: RB (plain); DPS on the 16.
    DeviceFamilyRow(
      [
        .init("iPhone 14 Pro", "iPhone15,2", upTo: 26),
        .init("iPhone 15", "iPhone15,4", upTo: 26),
        .init("iPhone 15 Pro", "iPhone16,1", upTo: 26),
        .init("iPhone 16", "iPhone17,3", upTo: 26),
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
        .init("iPhone 14 Pro Max", "iPhone15,3", upTo: 26),
        .init("iPhone 15 Plus", "iPhone15,5", upTo: 26),
        .init("iPhone 15 Pro Max", "iPhone16,2", upTo: 26),
        .init("iPhone 16 Plus", "iPhone17,4", upTo: 26),
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
        .init("iPhone 16 Pro", "iPhone17,1", upTo: 26),
        .init("iPhone 17", "iPhone18,3", upTo: 26),
        .init("iPhone 17 Pro", "iPhone18,1", upTo: 26),
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
        .init("iPhone 16 Pro Max", "iPhone17,2", upTo: 26),
        .init("iPhone 17 Pro Max", "iPhone18,2", upTo: 26),
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
      [.init("iPhone Air", "iPhone18,4", upTo: 26)],
      points: (420, 912), scale: 3, pixels: (1260, 2736),
      front: .faceID(.dynamicIsland, top: 68, landscapeBottom: 20),
      keyboards: [
        .portraitPredictive: .simulator(345, on: "iPhone Air"),
        .landscapePredictive: .simulator(208, on: "iPhone Air"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
  ]
}
