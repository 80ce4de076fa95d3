import Foundation

/// One row of the catalog: the models that share a screen, written once and expanded into one
/// ``DeviceProfile`` per model.
///
/// A new phone with a known screen is one added ``Model``; a new screen is one added row.
struct DeviceFamilyRow: Sendable {
  /// A marketing name, the identifiers iOS reports for it, and the newest major iOS or iPadOS
  /// version it runs (from Apple's lists; see ``OSCompatibilityList``).
  struct Model: Sendable {
    let name: String
    let identifiers: [String]
    let newestMajorOS: Int

    init(_ name: String, _ identifiers: String..., upTo newestMajorOS: Int) {
      self.name = name
      self.identifiers = identifiers
      self.newestMajorOS = newestMajorOS
    }
  }

  /// The device's front: it decides the family, the cutout and the safe areas.
  enum Front: Sendable {
    /// An iPhone with a home button.
    case phoneHomeButton
    /// A Face ID iPhone: its cutout, its portrait top inset, and its landscape bottom inset
    /// (21 pt in sources for iOS up to 18, 20 pt on the iOS 26.5 simulator).
    case faceID(ScreenCutout, top: CGFloat, landscapeBottom: CGFloat)
    /// An iPad with a home button.
    case padHomeButton
    /// An iPad with a home indicator, and its top and bottom insets.
    case padHomeIndicator(top: CGFloat, bottom: CGFloat)
  }

  let models: [Model]
  let points: CGSize
  let scale: CGFloat
  let pixels: PixelSize
  let panel: PixelSize?
  let front: Front
  let displayZoom: CGSize?
  let keyboards: [KeyboardSlot: KeyboardHeightEstimate]
  let sources: [DeviceDataSource]

  init(
    _ models: [Model],
    points: (CGFloat, CGFloat),
    scale: CGFloat,
    pixels: (Int, Int),
    panel: (Int, Int)? = nil,
    front: Front,
    displayZoom: (CGFloat, CGFloat)? = nil,
    keyboards: [KeyboardSlot: KeyboardHeightEstimate] = [:],
    sources: [DeviceDataSource]
  ) {
    self.models = models
    self.points = CGSize(width: points.0, height: points.1)
    self.scale = scale
    self.pixels = PixelSize(width: pixels.0, height: pixels.1)
    self.panel = panel.map { PixelSize(width: $0.0, height: $0.1) }
    self.front = front
    self.displayZoom = displayZoom.map { CGSize(width: $0.0, height: $0.1) }
    self.keyboards = keyboards
    self.sources = sources
  }

  /// The portrait and landscape safe areas.
  ///
  /// Home-button iPhones: 20 pt on top in portrait (DK, AP, HIG) and nothing in landscape, where
  /// the status bar hides (DPS, iPhone SE 3rd generation). Face ID iPhones: in landscape the
  /// portrait top inset moves to both sides (AP, SUS, DPS). iPads keep the same insets in both
  /// orientations (DPS, iPad 10th generation).
  var safeAreas: (portrait: ScreenInsets, landscape: ScreenInsets) {
    switch front {
    case .phoneHomeButton:
      return (ScreenInsets(top: 20), .zero)
    case .faceID(_, let top, let landscapeBottom):
      let landscape = ScreenInsets(left: top, bottom: landscapeBottom, right: top)
      return (ScreenInsets(top: top, bottom: 34), landscape)
    case .padHomeButton:
      return (ScreenInsets(top: 20), ScreenInsets(top: 20))
    case .padHomeIndicator(let top, let bottom):
      let insets = ScreenInsets(top: top, bottom: bottom)
      return (insets, insets)
    }
  }

  var family: DeviceFamily {
    switch front {
    case .phoneHomeButton, .faceID: .iPhone
    case .padHomeButton, .padHomeIndicator: .iPad
    }
  }

  var cutout: ScreenCutout {
    if case .faceID(let cutout, _, _) = front { return cutout }
    return .none
  }

  var hasHomeIndicator: Bool {
    switch front {
    case .phoneHomeButton, .padHomeButton: false
    case .faceID, .padHomeIndicator: true
    }
  }

  /// One profile per model.
  var profiles: [DeviceProfile] {
    let safeAreas = safeAreas
    return models.map { model in
      DeviceProfile(
        name: model.name,
        identifiers: model.identifiers,
        family: family,
        newestMajorOS: model.newestMajorOS,
        screenSize: points,
        scale: scale,
        renderedPixels: pixels,
        panelPixels: panel,
        displayZoomScreenSize: displayZoom,
        portraitSafeArea: safeAreas.portrait,
        landscapeSafeArea: safeAreas.landscape,
        cutout: cutout,
        hasHomeIndicator: hasHomeIndicator,
        sources: sources,
        sourcedKeyboardHeights: keyboards)
    }
  }
}
