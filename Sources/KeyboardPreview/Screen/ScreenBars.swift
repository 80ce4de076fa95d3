import Foundation
import KeyboardAvoidance

/// The bars a container view controller draws over a screen: a navigation bar at the top, a tab
/// bar or a toolbar at the bottom (format version 3).
///
/// UIKit adds a container's bars to its child's safe area, so a screen shown in a navigation
/// controller lays its content out below the navigation bar, and one in a tab bar controller
/// keeps what is pinned to the bottom above the tab bar, while the keyboard, which covers the
/// whole screen, hides the tab bar. The preview does the same: it adds ``top`` and ``bottom`` to
/// the device's safe-area insets before laying the screen out, in every orientation.
///
/// The heights are the bars' portrait heights on an iPhone, as Interface Builder's frames show
/// them (a navigation bar 44 pt, a tab bar 49 pt, a toolbar 44 pt; a large title adds 52 pt to
/// the navigation bar); the compact bars of landscape iPhones are not modelled.
///
/// ```swift
/// let bars = ScreenBars(top: 44, bottom: 49)  // a navigation bar and a tab bar
/// bars.isEmpty  // false
/// ScreenBars.none.isEmpty  // true
/// ```
public struct ScreenBars: Sendable, Hashable {
  /// The height of the bar at the top (a navigation bar), in points; 0 for none.
  public var top: CGFloat
  /// The height of the bar at the bottom (a tab bar or a toolbar), in points; 0 for none.
  public var bottom: CGFloat

  /// No bars: a screen shown full screen.
  public static let none = ScreenBars()

  /// Creates the bars of a screen.
  ///
  /// - Parameters:
  ///   - top: The height of the bar at the top; none by default.
  ///   - bottom: The height of the bar at the bottom; none by default.
  public init(top: CGFloat = 0, bottom: CGFloat = 0) {
    self.top = top
    self.bottom = bottom
  }

  /// Whether there is no bar at all.
  public var isEmpty: Bool { top == 0 && bottom == 0 }
}
