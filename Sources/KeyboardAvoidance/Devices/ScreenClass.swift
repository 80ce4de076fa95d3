import Foundation

/// The screen classes a layout decides between when the keyboard comes up.
///
/// Hand-written code names iPhones by their pixel height and shrinks the layout at 1136 pixels or
/// less. Screen classes make the same decision from the size in points that the app actually sees,
/// so they hold for phones released later and for Display Zoom: a zoomed 375-pt-wide Face ID iPhone
/// reports 320 × 693 points and is classed by that size, not by its hardware.
///
/// The class depends on the screen's longer and shorter sides, so either orientation gives the
/// same class.
///
/// ```swift
/// ScreenClass(screenSize: CGSize(width: 320, height: 568))   // .compactHeight
/// ScreenClass(screenSize: CGSize(width: 852, height: 393))   // .tall (iPhone 16, landscape)
/// ScreenClass(screenSize: CGSize(width: 820, height: 1180))  // .iPad
/// ```
public enum ScreenClass: String, Sendable, Hashable, CaseIterable {
  /// Phones with a longer side of at most 568 pt: barely room for a form above the keyboard.
  ///
  /// 320 × 480 (iPhone 4s), 320 × 568 (iPhone 5, 5c, 5s, SE 1st generation, and the iPhone 6 to SE
  /// 3rd generation with Display Zoom). The `nativeBounds.height <= 1136` rule of hand-written
  /// code.
  case compactHeight
  /// Phones with a longer side above 568 pt and at most 736 pt.
  ///
  /// 375 × 667 (iPhone 6 to 8, SE 2nd and 3rd generation), 414 × 736 (Plus models),
  /// 320 × 693 (375- to 393-pt-wide Face ID iPhones with Display Zoom).
  case regular
  /// Phones with a longer side above 736 pt: the Face ID iPhones.
  ///
  /// 375 × 812 (iPhone X to 13 mini; 414- to 430-pt-wide models with Display Zoom) up to
  /// 440 × 956 (iPhone 16 Pro Max, 17 Pro Max).
  case tall
  /// Screens whose shorter side is at least 600 pt: every iPad, 744 × 1133 to 1032 × 1376.
  ///
  /// No iPhone is wider than 440 pt, so the threshold sits well between the two families.
  case iPad

  /// The longest side of a ``compactHeight`` screen, in points.
  public static let compactHeightLimit: CGFloat = 568
  /// The longest side of a ``regular`` screen, in points.
  public static let regularHeightLimit: CGFloat = 736
  /// The shortest side from which a screen is an ``iPad`` screen, in points.
  public static let iPadShorterSide: CGFloat = 600

  /// The class of a screen of a given size in points, in either orientation.
  ///
  /// ```swift
  /// ScreenClass(screenSize: CGSize(width: 320, height: 693))  // .regular (zoomed iPhone 13)
  /// ScreenClass(screenSize: .zero)                            // nil
  /// ```
  ///
  /// The initializer fails when a side is not finite or not positive: no screen has that size.
  ///
  /// - Parameter screenSize: The screen's bounds in points, as `UIScreen.bounds.size` reports
  ///   them (with Display Zoom applied).
  public init?(screenSize: CGSize) {
    let sides = [screenSize.width, screenSize.height]
    guard sides.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
    self.init(points: screenSize)
  }

  /// Classifies a size already known to be a screen's.
  init(points size: CGSize) {
    let longer = max(size.width, size.height)
    let shorter = min(size.width, size.height)
    if shorter >= Self.iPadShorterSide {
      self = .iPad
    } else if longer <= Self.compactHeightLimit {
      self = .compactHeight
    } else if longer <= Self.regularHeightLimit {
      self = .regular
    } else {
      self = .tall
    }
  }
}
