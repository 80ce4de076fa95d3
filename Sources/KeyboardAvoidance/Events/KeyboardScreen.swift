import Foundation

/// An opaque identity for the screen a keyboard is on.
///
/// Since iOS 16.1 a keyboard notification's `object` is the `UIScreen` showing the keyboard. A view on
/// another screen (an external display, or another Stage Manager screen) is not covered by it.
/// `KeyboardScreen` keeps only the screen's identity, so core values stay `Sendable` and never retain
/// UIKit objects.
///
/// ```swift
/// let screen = KeyboardScreen(someScreenObject)
/// screen == KeyboardScreen(someScreenObject)  // true
/// ```
///
/// Identity is the object's address while it lives; compare screens that are alive, as the screens
/// of visible windows are.
public struct KeyboardScreen: Sendable, Hashable {
  private let identifier: ObjectIdentifier

  /// Creates the identity of a screen object.
  ///
  /// - Parameter screen: The screen, usually a `UIScreen`.
  public init(_ screen: AnyObject) {
    identifier = ObjectIdentifier(screen)
  }
}
