// Every number below is from shared/reference/devices.md, which names its public sources; the
// source keys (DK, AP, …) are the cases of DeviceDataSource. The two 1× models render one pixel
// per point (devices.md: "scale 2 except iPad 2 and mini 1 at 1×"). Keyboard heights a row does
// not give are estimated by KeyboardHeightRule and labelled as estimates.

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
    // DK, AP.
    DeviceFamilyRow(
      [.init("iPad 2", "iPad2,1", "iPad2,2", "iPad2,3", "iPad2,4")],
      points: (768, 1024), scale: 1, pixels: (768, 1024), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards, sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, HIG.
    DeviceFamilyRow(
      [
        .init("iPad (3rd generation)", "iPad3,1", "iPad3,2", "iPad3,3"),
        .init("iPad (4th generation)", "iPad3,4", "iPad3,5", "iPad3,6"),
        .init("iPad (5th generation)", "iPad6,11", "iPad6,12"),
        .init("iPad (6th generation)", "iPad7,5", "iPad7,6"),
        .init("iPad Air", "iPad4,1", "iPad4,2", "iPad4,3"),
        .init("iPad Air 2", "iPad5,3", "iPad5,4"),
        .init("iPad Pro 9.7-inch", "iPad6,3", "iPad6,4"),
      ],
      points: (768, 1024), scale: 2, pixels: (1536, 2048), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards,
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP.
    DeviceFamilyRow(
      [.init("iPad mini", "iPad2,5", "iPad2,6", "iPad2,7")],
      points: (768, 1024), scale: 1, pixels: (768, 1024), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards, sources: [.deviceKit, .screenSizeTable]),
    // DK, AP.
    DeviceFamilyRow(
      [
        .init("iPad mini 2", "iPad4,4", "iPad4,5", "iPad4,6"),
        .init("iPad mini 3", "iPad4,7", "iPad4,8", "iPad4,9"),
        .init("iPad mini 4", "iPad5,1", "iPad5,2"),
        .init("iPad mini (5th generation)", "iPad11,1", "iPad11,2"),
      ],
      points: (768, 1024), scale: 2, pixels: (1536, 2048), front: .padHomeButton,
      keyboards: nineSevenInchKeyboards, sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, HIG.
    DeviceFamilyRow(
      [
        .init("iPad (7th generation)", "iPad7,11", "iPad7,12"),
        .init("iPad (8th generation)", "iPad11,6", "iPad11,7"),
        .init("iPad (9th generation)", "iPad12,1", "iPad12,2"),
      ],
      points: (810, 1080), scale: 2, pixels: (1620, 2160), front: .padHomeButton,
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP, HIG.
    DeviceFamilyRow(
      [
        .init("iPad Pro 10.5-inch", "iPad7,3", "iPad7,4"),
        .init("iPad Air (3rd generation)", "iPad11,3", "iPad11,4"),
      ],
      points: (834, 1112), scale: 2, pixels: (1668, 2224), front: .padHomeButton,
      sources: [.deviceKit, .screenSizeTable, .humanInterfaceGuidelines]),
    // DK, AP.
    DeviceFamilyRow(
      [
        .init("iPad Pro 12.9-inch (1st generation)", "iPad6,7", "iPad6,8"),
        .init("iPad Pro 12.9-inch (2nd generation)", "iPad7,1", "iPad7,2"),
      ],
      points: (1024, 1366), scale: 2, pixels: (2048, 2732), front: .padHomeButton,
      sources: [.deviceKit, .screenSizeTable]),
    // DK, AP, SUS.
    DeviceFamilyRow(
      [
        .init("iPad Pro 11-inch (1st generation)", "iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"),
        .init("iPad Pro 11-inch (2nd generation)", "iPad8,9", "iPad8,10"),
        .init("iPad Pro 11-inch (3rd generation)", "iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"),
        .init("iPad Pro 11-inch (4th generation)", "iPad14,3", "iPad14,4"),
      ],
      points: (834, 1194), scale: 2, pixels: (1668, 2388),
      front: .padHomeIndicator(top: 24, bottom: 20),
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, SUS.
    DeviceFamilyRow(
      [
        .init("iPad Pro 12.9-inch (3rd generation)", "iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"),
        .init("iPad Pro 12.9-inch (4th generation)", "iPad8,11", "iPad8,12"),
        .init(
          "iPad Pro 12.9-inch (5th generation)", "iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"),
        .init("iPad Pro 12.9-inch (6th generation)", "iPad14,5", "iPad14,6"),
      ],
      points: (1024, 1366), scale: 2, pixels: (2048, 2732),
      front: .padHomeIndicator(top: 24, bottom: 20),
      sources: [.deviceKit, .screenSizeTable, .swiftUISimulator]),
    // DK, AP, DPS (insets 32/25 on iPadOS 26.5; 24/20 in older sources). Keyboard: DPS.
    DeviceFamilyRow(
      [
        .init("iPad Air (4th generation)", "iPad13,1", "iPad13,2"),
        .init("iPad Air (5th generation)", "iPad13,16", "iPad13,17"),
        .init("iPad Air 11-inch (M2)", "iPad14,8", "iPad14,9"),
        .init("iPad Air 11-inch (M3)", "iPad15,3", "iPad15,4"),
        .init("iPad Air 11-inch (M4)", "iPad16,8", "iPad16,9"),
        .init("iPad (10th generation)", "iPad13,18", "iPad13,19"),
        .init("iPad (A16)", "iPad15,7", "iPad15,8"),
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
        .init("iPad Air 13-inch (M2)", "iPad14,10", "iPad14,11"),
        .init("iPad Air 13-inch (M3)", "iPad15,5", "iPad15,6"),
        .init("iPad Air 13-inch (M4)", "iPad16,10", "iPad16,11"),
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
        .init("iPad mini (6th generation)", "iPad14,1", "iPad14,2"),
        .init("iPad mini (A17 Pro)", "iPad16,1", "iPad16,2"),
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
        .init("iPad Pro 11-inch (M4)", "iPad16,3", "iPad16,4"),
        .init("iPad Pro 11-inch (M5)", "iPad17,1", "iPad17,2"),
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
        .init("iPad Pro 13-inch (M4)", "iPad16,5", "iPad16,6"),
        .init("iPad Pro 13-inch (M5)", "iPad17,3", "iPad17,4"),
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
