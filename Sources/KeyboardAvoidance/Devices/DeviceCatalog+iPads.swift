// Every number below comes from the public sources each row names by key (DK, AP, …): the keys
// are the raw values of DeviceDataSource, which gives each source's name and address, and the
// DocC article "Where the device and keyboard figures come from" describes them. The two 1×
// models render one pixel per point (DK, AP: every iPad renders at 2× but the iPad 2 and the
// first iPad mini). Keyboard heights a row does not give are estimated by KeyboardHeightRule and
// labelled as estimates.
//
// `upTo:` is the newest major iOS or iPadOS a model runs, from Apple's lists
// (OSCompatibilityList names each page and its address): the model is on Apple's list for that
// version and missing from the next one's. 26 means it is on the iPadOS 26 list, the newest
// checked.

extension DeviceCatalog {
  /// The iPad keyboard of iOS 7 and earlier (WR; OR gives the same) and of iOS 11 with the
  /// shortcuts row (RDR, ION1), for the 768 × 1024 pt screen.
  private static let nineSevenInchKeyboards: [KeyboardSlot: KeyboardHeightEstimate] = [
    .portraitPlain: .apps(264, .wireIOS),
    .landscapePlain: .apps(352, .wireIOS),
    .portraitPredictive: .iOS11(313),
    .landscapePredictive: .iOS11(398),
  ]

  /// Every iPad model, one row per screen and scale.
  static let iPadRows: [DeviceFamilyRow] = [
    // DK, AP. iOS: up to 9 (the iOS 9.3.5 security notes are for "iPad 2 and later", those of
    // iOS 10 for "iPad 4th generation and later").
    DeviceFamilyRow(
      [.init("iPad 2", "iPad2,1", "iPad2,2", "iPad2,3", "iPad2,4", upTo: 9)],
      points: (768, 1024), scale: 1, pixels: (768, 1024), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards, sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, HIG. iOS: the 3rd generation up to 9 and the 4th up to 10 (security notes of iOS
    // 9.3.5, 10 and 11.1); the Air up to 12 (iOS 12's security notes are for "iPad Air and
    // later"; not on the iPadOS 13 list); the Air 2 up to 15, the 5th generation and the Pro
    // 9.7-inch up to 16, the 6th generation up to 17 (each on that version's list and not the
    // next one's).
    DeviceFamilyRow(
      [
        .init("iPad (3rd generation)", "iPad3,1", "iPad3,2", "iPad3,3", upTo: 9),
        .init("iPad (4th generation)", "iPad3,4", "iPad3,5", "iPad3,6", upTo: 10),
        .init("iPad (5th generation)", "iPad6,11", "iPad6,12", upTo: 16),
        .init("iPad (6th generation)", "iPad7,5", "iPad7,6", upTo: 17),
        .init("iPad Air", "iPad4,1", "iPad4,2", "iPad4,3", upTo: 12),
        .init("iPad Air 2", "iPad5,3", "iPad5,4", upTo: 15),
        .init("iPad Pro 9.7-inch", "iPad6,3", "iPad6,4", upTo: 16),
      ],
      points: (768, 1024), scale: 2, pixels: (1536, 2048), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards,
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP. iOS: up to 9 (on the iOS 9.3.5 security notes, "iPad 2 and later"; not on those
    // of iOS 10, "iPad 4th generation and later").
    DeviceFamilyRow(
      [.init("iPad mini", "iPad2,5", "iPad2,6", "iPad2,7", upTo: 9)],
      points: (768, 1024), scale: 1, pixels: (768, 1024), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards, sources: [.deviceKit, .screenSizeTable]),
    // DK, AP. iOS: the mini 2 and 3 up to 12 (not on the iPadOS 13 list), the mini 4 up to 15
    // (on the iPadOS 15 list, not the 16 one); the 5th generation on the iPadOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPad mini 2", "iPad4,4", "iPad4,5", "iPad4,6", upTo: 12),
        .init("iPad mini 3", "iPad4,7", "iPad4,8", "iPad4,9", upTo: 12),
        .init("iPad mini 4", "iPad5,1", "iPad5,2", upTo: 15),
        .init("iPad mini (5th generation)", "iPad11,1", "iPad11,2", upTo: 26),
      ],
      points: (768, 1024), scale: 2, pixels: (1536, 2048), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards, sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, HIG. iOS: the 7th generation up to 18 (on the iPadOS 18 list, not the 26 one); the
    // 8th and 9th on the iPadOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPad (7th generation)", "iPad7,11", "iPad7,12", upTo: 18),
        .init("iPad (8th generation)", "iPad11,6", "iPad11,7", upTo: 26),
        .init("iPad (9th generation)", "iPad12,1", "iPad12,2", upTo: 26),
      ],
      points: (810, 1080), scale: 2, pixels: (1620, 2160), front: .padHomeButton,
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP, HIG. iOS: the Pro 10.5-inch up to 17 (on the iPadOS 17 list, not the 18 one); the
    // Air (3rd generation) on the iPadOS 26 list.
    DeviceFamilyRow(
      [
        .init("iPad Pro 10.5-inch", "iPad7,3", "iPad7,4", upTo: 17),
        .init("iPad Air (3rd generation)", "iPad11,3", "iPad11,4", upTo: 26),
      ],
      points: (834, 1112), scale: 2, pixels: (1668, 2224), front: .padHomeButton,
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP. iOS: the 1st generation up to 16, the 2nd up to 17 (each on that version's list
    // and not the next one's).
    DeviceFamilyRow(
      [
        .init("iPad Pro 12.9-inch (1st generation)", "iPad6,7", "iPad6,8", upTo: 16),
        .init("iPad Pro 12.9-inch (2nd generation)", "iPad7,1", "iPad7,2", upTo: 17),
      ],
      points: (1024, 1366), scale: 2, pixels: (2048, 2732), front: .padHomeButton,
      sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, SUS.
    DeviceFamilyRow(
      [
        .init(
          "iPad Pro 11-inch (1st generation)", "iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4", upTo: 26),
        .init("iPad Pro 11-inch (2nd generation)", "iPad8,9", "iPad8,10", upTo: 26),
        .init(
          "iPad Pro 11-inch (3rd generation)", "iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7",
          upTo: 26),
        .init("iPad Pro 11-inch (4th generation)", "iPad14,3", "iPad14,4", upTo: 26),
      ],
      points: (834, 1194), scale: 2, pixels: (1668, 2388),
      front: .padHomeIndicator(top: 24, bottom: 20),
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, SUS.
    DeviceFamilyRow(
      [
        .init(
          "iPad Pro 12.9-inch (3rd generation)", "iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8",
          upTo: 26),
        .init("iPad Pro 12.9-inch (4th generation)", "iPad8,11", "iPad8,12", upTo: 26),
        .init(
          "iPad Pro 12.9-inch (5th generation)", "iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11",
          upTo: 26),
        .init("iPad Pro 12.9-inch (6th generation)", "iPad14,5", "iPad14,6", upTo: 26),
      ],
      points: (1024, 1366), scale: 2, pixels: (2048, 2732),
      front: .padHomeIndicator(top: 24, bottom: 20),
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, DPS (insets 32/25 on iPadOS 26.5; 24/20 in older sources). Keyboard: DPS.
    DeviceFamilyRow(
      [
        .init("iPad Air (4th generation)", "iPad13,1", "iPad13,2", upTo: 26),
        .init("iPad Air (5th generation)", "iPad13,16", "iPad13,17", upTo: 26),
        .init("iPad Air 11-inch (M2)", "iPad14,8", "iPad14,9", upTo: 26),
        .init("iPad Air 11-inch (M3)", "iPad15,3", "iPad15,4", upTo: 26),
        .init("iPad Air 11-inch (M4)", "iPad16,8", "iPad16,9", upTo: 26),
        .init("iPad (10th generation)", "iPad13,18", "iPad13,19", upTo: 26),
        .init("iPad (A16)", "iPad15,7", "iPad15,8", upTo: 26),
      ],
      points: (820, 1180), scale: 2, pixels: (1640, 2360),
      front: .padHomeIndicator(top: 32, bottom: 25),
      keyboards: [
        .portraitPredictive: .simulator(
          337, on: "iPad (10th generation)", "iPad (A16)", "iPad Air 11-inch (M2)",
          "iPad Air 11-inch (M4)"),
        .landscapePredictive: .simulator(
          422, on: "iPad (10th generation)", "iPad (A16)", "iPad Air 11-inch (M2)",
          "iPad Air 11-inch (M4)"),
      ],
      sources: [.deviceKit, .screenSizeTable, .devicePreviewSpecs]),
    // DK, SJ, DPS. Keyboard: DPS.
    DeviceFamilyRow(
      [
        .init("iPad Air 13-inch (M2)", "iPad14,10", "iPad14,11", upTo: 26),
        .init("iPad Air 13-inch (M3)", "iPad15,5", "iPad15,6", upTo: 26),
        .init("iPad Air 13-inch (M4)", "iPad16,10", "iPad16,11", upTo: 26),
      ],
      points: (1024, 1366), scale: 2, pixels: (2048, 2732),
      front: .padHomeIndicator(top: 32, bottom: 25),
      keyboards: [
        .portraitPredictive: .simulator(
          403, on: "iPad Air 13-inch (M2)", "iPad Air 13-inch (M4)"),
        .landscapePredictive: .simulator(
          498, on: "iPad Air 13-inch (M2)", "iPad Air 13-inch (M4)"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
    // DK, AP, DPS (insets 32/25 on iPadOS 26.5; 24/20 in older sources). Keyboard: DPS.
    DeviceFamilyRow(
      [
        .init("iPad mini (6th generation)", "iPad14,1", "iPad14,2", upTo: 26),
        .init("iPad mini (A17 Pro)", "iPad16,1", "iPad16,2", upTo: 26),
      ],
      points: (744, 1133), scale: 2, pixels: (1488, 2266),
      front: .padHomeIndicator(top: 32, bottom: 25),
      keyboards: [
        .portraitPredictive: .simulator(340, on: "iPad mini"),
        .landscapePredictive: .simulator(428, on: "iPad mini"),
      ],
      sources: [.deviceKit, .screenSizeTable, .devicePreviewSpecs]),
    // DK, SJ, DPS (insets 32/25 on iPadOS 26.5; 24/20 in older sources). Keyboard: DPS.
    DeviceFamilyRow(
      [
        .init("iPad Pro 11-inch (M4)", "iPad16,3", "iPad16,4", upTo: 26),
        .init("iPad Pro 11-inch (M5)", "iPad17,1", "iPad17,2", upTo: 26),
      ],
      points: (834, 1210), scale: 2, pixels: (1668, 2420),
      front: .padHomeIndicator(top: 32, bottom: 25),
      keyboards: [
        .portraitPredictive: .simulator(
          340, on: "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"),
        .landscapePredictive: .simulator(
          428, on: "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
    // DK, SJ, DPS (insets 32/25 on iPadOS 26.5; 24/20 in older sources). Keyboard: DPS.
    DeviceFamilyRow(
      [
        .init("iPad Pro 13-inch (M4)", "iPad16,5", "iPad16,6", upTo: 26),
        .init("iPad Pro 13-inch (M5)", "iPad17,3", "iPad17,4", upTo: 26),
      ],
      points: (1032, 1376), scale: 2, pixels: (2064, 2752),
      front: .padHomeIndicator(top: 32, bottom: 25),
      keyboards: [
        .portraitPredictive: .simulator(
          403, on: "iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"),
        .landscapePredictive: .simulator(
          498, on: "iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"),
      ],
      sources: [.deviceKit, .screenSizePost, .devicePreviewSpecs]),
  ]
}
