import Foundation

/// One iPhone or iPad model: its screen, safe areas and the keyboards to expect on it.
///
/// Profiles come from ``DeviceCatalog``; every number in them names its public source in
/// ``sources`` (see ``DeviceDataSource``). Sizes are in points with the device held in portrait;
/// ask ``screenSize(in:)`` and ``safeArea(in:)`` for an orientation.
///
/// ```swift
/// let se = try DeviceCatalog.profile(named: "iPhone SE 3")
/// se.identifiers           // ["iPhone14,6"]
/// se.screenSize            // (375.0, 667.0)
/// se.renderedPixels.height // 1334
/// se.screenClass           // .regular
/// se.cutout                // .none
/// ```
public struct DeviceProfile: Sendable, Hashable {
  /// The marketing name, such as "iPhone SE (3rd generation)".
  public let name: String

  /// The model identifiers iOS reports for this model (`utsname.machine`), such as "iPhone14,6".
  public let identifiers: [String]

  /// iPhone or iPad.
  public let family: DeviceFamily

  /// The newest major iOS or iPadOS version the model runs, from Apple's lists of compatible
  /// models; ``newestMajorOSSources`` names the pages.
  ///
  /// Models on the newest list the catalog was checked against (iOS and iPadOS 26) carry that
  /// version: they may run later ones too.
  ///
  /// ```swift
  /// DeviceCatalog.profile(identifier: "iPhone4,1")?.newestMajorOS   // 9: the iPhone 4s
  /// DeviceCatalog.profile(identifier: "iPhone8,4")?.newestMajorOS   // 15: the iPhone SE (1st)
  /// DeviceCatalog.profile(identifier: "iPhone17,3")?.newestMajorOS  // 26: the iPhone 16
  /// ```
  public let newestMajorOS: Int

  /// The screen's size in points, portrait, at the standard (not zoomed) display setting.
  public let screenSize: CGSize

  /// Pixels per point (`UIScreen.scale`).
  public let scale: CGFloat

  /// The pixels iOS renders: ``screenSize`` times ``scale`` (`bounds.size × scale`).
  public let renderedPixels: PixelSize

  /// The panel's physical pixels where iOS scales the rendered image down to fit them; `nil` when
  /// the panel shows the rendered pixels one to one.
  ///
  /// The Plus models render 1242 × 2208 onto a 1080 × 1920 panel; the 12 mini and 13 mini render
  /// 1125 × 2436 onto 1080 × 2340.
  public let panelPixels: PixelSize?

  /// The screen's size in points, portrait, with Display Zoom on; `nil` where the model has no
  /// Display Zoom or no source gives the zoomed size.
  ///
  /// A zoomed 375-pt-wide Face ID iPhone reports 320 × 693 points: apps see that smaller screen.
  public let displayZoomScreenSize: CGSize?

  /// The safe-area insets of a full-screen view held in portrait.
  public let portraitSafeArea: ScreenInsets

  /// The safe-area insets of a full-screen view held in landscape (either direction).
  public let landscapeSafeArea: ScreenInsets

  /// What interrupts the top of the screen.
  public let cutout: ScreenCutout

  /// Whether the screen has a home indicator instead of a home button.
  public let hasHomeIndicator: Bool

  /// The public sources of this profile's screen and safe-area numbers.
  public let sources: [DeviceDataSource]

  /// Keyboard heights a source gives for this model; other slots are estimated by rule.
  let sourcedKeyboardHeights: [KeyboardSlot: KeyboardHeightEstimate]
}

extension DeviceProfile {
  /// The screen's size in points, held in an orientation.
  ///
  /// ```swift
  /// iPhone16.screenSize(in: .landscape)  // (852.0, 393.0)
  /// ```
  ///
  /// - Parameter orientation: How the device is held.
  /// - Returns: The size, wider than tall in landscape.
  public func screenSize(in orientation: DeviceOrientation) -> CGSize {
    switch orientation {
    case .portrait: screenSize
    case .landscape: CGSize(width: screenSize.height, height: screenSize.width)
    }
  }

  /// The safe-area insets of a full-screen view, held in an orientation.
  ///
  /// ```swift
  /// iPhone16.safeArea(in: .landscape)  // top 0, left 59, bottom 20, right 59
  /// ```
  ///
  /// - Parameter orientation: How the device is held.
  /// - Returns: The insets in points.
  public func safeArea(in orientation: DeviceOrientation) -> ScreenInsets {
    switch orientation {
    case .portrait: portraitSafeArea
    case .landscape: landscapeSafeArea
    }
  }

  /// The screen class of this model at the standard display setting.
  ///
  /// ```swift
  /// DeviceCatalog.profile(identifier: "iPhone8,4")?.screenClass  // .compactHeight
  /// ```
  public var screenClass: ScreenClass { ScreenClass(points: screenSize) }

  /// The screen class this model reports with Display Zoom on; `nil` when no zoomed size is known.
  ///
  /// ```swift
  /// DeviceCatalog.profile(identifier: "iPhone13,1")?.displayZoomScreenClass  // .regular
  /// ```
  public var displayZoomScreenClass: ScreenClass? {
    displayZoomScreenSize.map { ScreenClass(points: $0) }
  }

  /// Apple's pages behind ``newestMajorOS``, as citations: the list that names the model, then
  /// the next major version's list, which does not (none for models on the newest list).
  ///
  /// ```swift
  /// DeviceCatalog.profile(identifier: "iPhone10,3")?.newestMajorOSSources
  /// // ["Apple, \"iPhone models compatible with iOS 16 (iPhone User Guide)\", https://…/16.0/ios/16.0",
  /// //  "Apple, \"iPhone models compatible with iOS 17 (iPhone User Guide)\", https://…/17.0/ios/17.0"]
  /// ```
  public var newestMajorOSSources: [String] {
    OSCompatibilityList.evidence(family, newestMajorOS: newestMajorOS).map(\.citation)
  }

  /// Whether an app with this deployment target installs on the model: whether the model runs
  /// that major version of iOS or iPadOS, or a later one.
  ///
  /// ```swift
  /// // KeyboardAvoidance's own deployment target is iOS 13.
  /// DeviceCatalog.profile(identifier: "iPhone7,2")?.runsApps(targeting: 13)  // false: iPhone 6
  /// DeviceCatalog.profile(identifier: "iPhone8,1")?.runsApps(targeting: 13)  // true: iPhone 6s
  /// ```
  ///
  /// - Parameter majorOS: The app's deployment target, as a major version such as 13.
  /// - Returns: `true` when ``newestMajorOS`` is at least `majorOS`.
  public func runsApps(targeting majorOS: Int) -> Bool {
    newestMajorOS >= majorOS
  }

  /// The portrait pixel heights this model can report: rendered, and the panel's where it differs.
  ///
  /// ```swift
  /// DeviceCatalog.profile(identifier: "iPhone10,2")?.nativePixelHeights  // [2208, 1920]
  /// ```
  public var nativePixelHeights: [Int] {
    [renderedPixels.height] + (panelPixels.map { [$0.height] } ?? [])
  }
}

extension DeviceProfile: CustomStringConvertible {
  /// The marketing name with the model identifiers, such as `iPhone 16 (iPhone17,3)`.
  public var description: String {
    "\(name) (\(identifiers.joined(separator: ", ")))"
  }
}

extension DeviceProfile {
  /// Whether two profiles describe the same device with the same data: every field, sizes
  /// component by component.
  ///
  /// ```swift
  /// try DeviceCatalog.profile(named: "iPhone 16") == DeviceCatalog.profile(named: "iPhone 16")
  /// // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A profile.
  ///   - rhs: Another.
  /// - Returns: `true` when every field of `lhs` equals that of `rhs`.
  public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool {
    lhs.name == rhs.name && lhs.identifiers == rhs.identifiers && lhs.family == rhs.family
      && lhs.newestMajorOS == rhs.newestMajorOS && lhs.screenSize.isExactly(rhs.screenSize)
      && lhs.scale == rhs.scale && lhs.renderedPixels == rhs.renderedPixels
      && lhs.panelPixels == rhs.panelPixels
      && lhs.displayZoomScreenSize.isExactly(rhs.displayZoomScreenSize)
      && lhs.portraitSafeArea == rhs.portraitSafeArea
      && lhs.landscapeSafeArea == rhs.landscapeSafeArea && lhs.cutout == rhs.cutout
      && lhs.hasHomeIndicator == rhs.hasHomeIndicator && lhs.sources == rhs.sources
      && lhs.sourcedKeyboardHeights == rhs.sourcedKeyboardHeights
  }

  /// Feeds the fields ``==(_:_:)`` compares to a hasher.
  ///
  /// ```swift
  /// let phones = Set(DeviceCatalog.all.filter { $0.family == .iPhone })
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(identifiers)
    hasher.combine(family)
    hasher.combine(newestMajorOS)
    hasher.combine(exactly: screenSize)
    hasher.combine(scale)
    hasher.combine(renderedPixels)
    hasher.combine(panelPixels)
    hasher.combine(exactly: displayZoomScreenSize)
    hasher.combine(portraitSafeArea)
    hasher.combine(landscapeSafeArea)
    hasher.combine(cutout)
    hasher.combine(hasHomeIndicator)
    hasher.combine(sources)
    hasher.combine(sourcedKeyboardHeights)
  }
}
