import Foundation

/// Every iPhone from the 4s on and every iPad, with lookups by identifier, pixels, points and name.
///
/// Code written for one screen names the phone by the main screen's height in pixels
/// (`bounds.height * scale`: 1136 = iPhone SE, 1334 = iPhone 6/7/8, …), a table that goes stale with every new phone and cannot tell models
/// that share a screen apart. The catalog answers the same question with every model that
/// matches, and better ones: which model this is (``current(environment:machine:)``), which
/// screen class it has (``DeviceProfile/screenClass``), and how tall its keyboard will be
/// (``DeviceProfile/expectedKeyboardHeight(orientation:kind:)``).
///
/// The data lives in Swift source, one row per screen, each citing its public sources (see
/// ``DeviceDataSource``).
///
/// ```swift
/// DeviceCatalog.profile(identifier: "iPhone14,6")?.name  // "iPhone SE (3rd generation)"
/// DeviceCatalog.profiles(nativePixelHeight: 1334).map(\.name)
/// // ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)", …]
/// DeviceCatalog.profiles(screenSize: CGSize(width: 320, height: 693)).count  // 16 (zoomed)
/// ```
public enum DeviceCatalog {
  /// Every profile: iPhones oldest first, then iPads.
  public static let all: [DeviceProfile] = (iPhoneRows + iPadRows).flatMap(\.profiles)

  /// Every iPhone profile, from the iPhone 4s on.
  public static var iPhones: [DeviceProfile] { all.filter { $0.family == .iPhone } }

  /// Every iPad profile.
  public static var iPads: [DeviceProfile] { all.filter { $0.family == .iPad } }

  /// Profiles by lowercased identifier.
  ///
  /// A duplicate identifier would keep its first profile; the tests make sure there is none.
  private static let byIdentifier: [String: DeviceProfile] = Dictionary(
    all.flatMap { profile in profile.identifiers.map { ($0.lowercased(), profile) } },
    uniquingKeysWith: { first, _ in first })

  /// The profile of a model identifier, such as `utsname.machine` reports it on a device.
  ///
  /// ```swift
  /// DeviceCatalog.profile(identifier: "iPhone17,3")?.name  // "iPhone 16"
  /// DeviceCatalog.profile(identifier: "arm64")             // nil: a simulator's machine
  /// ```
  ///
  /// - Parameter identifier: A model identifier; surrounding spaces and letter case are ignored.
  /// - Returns: The profile, or `nil` for an identifier the catalog does not know (a newer
  ///   model, a simulator's processor name, a Mac).
  /// - Complexity: O(1).
  public static func profile(identifier: String) -> DeviceProfile? {
    byIdentifier[identifier.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()]
  }

  /// Every profile whose screen is this many pixels tall in portrait: the question hand-written
  /// code asks.
  ///
  /// A height names several models, so the answer is a list. Both the rendered height
  /// (`bounds.height × scale`) and the panel's physical height match: the Plus models answer to
  /// 2208 and 1920, the 12 mini and 13 mini to 2436 and 2340.
  ///
  /// ```swift
  /// DeviceCatalog.profiles(nativePixelHeight: 1136).map(\.name)
  /// // ["iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)"]
  /// DeviceCatalog.profiles(nativePixelHeight: 1000)  // []
  /// ```
  ///
  /// - Parameter nativePixelHeight: The screen's longer side in pixels, as `nativeBounds.height`
  ///   or `bounds.height * scale` reports it in portrait; it is rounded to whole pixels.
  /// - Returns: The matching profiles in catalog order; empty when none matches or the height is
  ///   not finite.
  public static func profiles(nativePixelHeight: CGFloat) -> [DeviceProfile] {
    guard nativePixelHeight.isFinite, abs(nativePixelHeight) < 1_000_000 else { return [] }
    let height = Int(nativePixelHeight.rounded())
    return all.filter { $0.nativePixelHeights.contains(height) }
  }

  /// Every profile whose screen has this size in points, in either orientation.
  ///
  /// Display Zoom sizes match too, where the sources give them: 320 × 693 is a zoomed 375-, 390-
  /// or 393-pt-wide Face ID iPhone, 375 × 812 a zoomed 414-, 428- or 430-pt-wide one as well as
  /// the iPhone X family.
  ///
  /// ```swift
  /// let size = CGSize(width: 852, height: 393)  // landscape
  /// DeviceCatalog.profiles(screenSize: size).map(\.name)
  /// // ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"]
  /// ```
  ///
  /// - Parameters:
  ///   - screenSize: The screen's bounds in points (`UIScreen.bounds.size`); half a point of
  ///     rounding is allowed.
  ///   - includingDisplayZoom: Whether zoomed sizes match too; `true` by default.
  /// - Returns: The matching profiles in catalog order.
  public static func profiles(
    screenSize: CGSize, includingDisplayZoom: Bool = true
  ) -> [DeviceProfile] {
    all.filter { profile in
      var sizes = [profile.screenSize]
      if includingDisplayZoom, let zoomed = profile.displayZoomScreenSize { sizes.append(zoomed) }
      return sizes.contains { sameSize($0, screenSize) }
    }
  }

  /// Whether a portrait size equals a size in either orientation, within half a point.
  private static func sameSize(_ portrait: CGSize, _ size: CGSize) -> Bool {
    let tolerance: CGFloat = 0.5
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
    return (near(portrait.width, size.width) && near(portrait.height, size.height))
      || (near(portrait.width, size.height) && near(portrait.height, size.width))
  }
}
