import Foundation

/// Remembers the keyboard height this device really shows, per orientation, so the next launch
/// can lay out for it before the first keyboard appears.
///
/// Feed it the transitions your observer receives; it learns the height of every docked
/// software keyboard with a plausible frame and keeps it in a ``KeyboardHeightStore``
/// (`UserDefaults` in an app). Until it has seen a keyboard, and whenever what it reads back is
/// not a plausible height (a negative number, NaN, a string, more than the screen), it answers
/// with the catalog's estimate for the profile.
///
/// ```swift
/// let cache = KeyboardHeightCache(store: UserDefaults.standard, profile: iPhone16)
/// cache.expectedHeight(orientation: .portrait).height  // 335: the catalog's estimate
/// cache.record(transition, orientation: .portrait)     // a docked keyboard 291 pt tall
/// cache.expectedHeight(orientation: .portrait)         // 291 pt, learned on this device
/// ```
///
/// The learned height is whatever keyboard this user shows (predictive row on or off, another
/// language). Asked for a specific ``KeyboardKind``, the cache returns the learned height when it
/// is nearer to the catalog's estimate for that kind than to the other software kind's, and the
/// catalog's estimate otherwise. Hardware-keyboard bars are never learned: iOS reports them as
/// ``KeyboardPresentation/accessoryBar``, not as a docked keyboard.
///
/// ## Isolation
///
/// `KeyboardHeightCache` is not `Sendable`: it holds its store, and neither `UserDefaults` nor
/// ``InMemoryKeyboardHeightStore`` is `Sendable`. Create and use it in one isolation domain,
/// normally the main actor, where keyboard notifications and layout happen.
public struct KeyboardHeightCache {
  /// The device whose keyboard the cache learns and whose estimates it falls back to.
  public let profile: DeviceProfile

  /// The prefix of the keys the cache writes.
  public let keyPrefix: String

  private let store: any KeyboardHeightStore

  /// The prefix of the keys the cache writes unless told otherwise.
  public static let defaultKeyPrefix = "KeyboardAvoidance.KeyboardHeightCache.v1"

  /// The lowest docked-keyboard height the cache learns or believes, in points.
  ///
  /// The shortest software keyboard in the catalog is about 162 pt (iPhone letter keys in
  /// landscape); a docked frame much shorter than that is an accessory view on its own.
  public static let minimumPlausibleHeight: CGFloat = 100

  /// Creates a cache for a device.
  ///
  /// - Parameters:
  ///   - store: Where learned heights are kept: `UserDefaults.standard` in an app, a
  ///     `UserDefaults(suiteName:)` or an ``InMemoryKeyboardHeightStore`` in tests.
  ///   - profile: The device, usually ``DeviceCatalog/current(environment:machine:)``.
  ///   - keyPrefix: The prefix of the keys written; ``defaultKeyPrefix`` by default.
  public init(
    store: any KeyboardHeightStore, profile: DeviceProfile,
    keyPrefix: String = KeyboardHeightCache.defaultKeyPrefix
  ) {
    self.store = store
    self.profile = profile
    self.keyPrefix = keyPrefix
  }

  /// The key under which the height for an orientation is stored.
  ///
  /// The key names the screen, not the model: models with the same screen in points and scale
  /// show the same keyboard, and a backup restored onto another screen finds nothing stale.
  ///
  /// ```swift
  /// cache.storageKey(for: .portrait)
  /// // "KeyboardAvoidance.KeyboardHeightCache.v1.393x852@3x.portrait"
  /// ```
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The store key.
  public func storageKey(for orientation: DeviceOrientation) -> String {
    let size = profile.screenSize
    let screen = "\(Self.text(size.width))x\(Self.text(size.height))@\(Self.text(profile.scale))x"
    return "\(keyPrefix).\(screen).\(orientation.rawValue)"
  }

  /// Learns the keyboard's height from a transition, when it ends at a docked keyboard.
  ///
  /// Only the transition's `to` state counts. It is learned when it is
  /// ``KeyboardPresentation/docked`` and its frame is plausible for the orientation: finite, at
  /// least ``minimumPlausibleHeight`` tall, lower than the screen, and no wider than the screen.
  ///
  /// ```swift
  /// cache.record(transition, orientation: DeviceOrientation(screenSize: screen.bounds.size))
  /// ```
  ///
  /// - Parameters:
  ///   - transition: A transition from ``KeyboardState/reduce(_:screenBounds:)-(KeyboardEvent,_)``.
  ///   - orientation: How the device was held when the transition happened.
  /// - Returns: Whether a height was learned.
  @discardableResult
  public func record(_ transition: KeyboardTransition, orientation: DeviceOrientation) -> Bool {
    let state = transition.to
    let screen = profile.screenSize(in: orientation)
    // The size as reported: `CGRect.width` and `height` would turn a negative size positive.
    let size = state.frame.size
    guard state.presentation == .docked,
      size.width.isFinite, size.width > 0,
      size.width <= screen.width + 1,
      isPlausible(size.height, orientation: orientation)
    else { return false }
    store.set(Double(size.height), forKey: storageKey(for: orientation))
    return true
  }

  /// The height learned for an orientation, if the store holds a plausible one.
  ///
  /// ```swift
  /// cache.learnedHeight(orientation: .landscape)  // nil: never seen, or garbage in the store
  /// ```
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The height in points, or `nil` when nothing is stored or what is stored is not a
  ///   number, not finite, below ``minimumPlausibleHeight``, or not lower than the screen.
  public func learnedHeight(orientation: DeviceOrientation) -> CGFloat? {
    let number: Double? =
      switch store.object(forKey: storageKey(for: orientation)) {
      case let value as Double: value
      case let value as NSNumber: value.doubleValue
      default: nil
      }
    guard let number, isPlausible(CGFloat(number), orientation: orientation) else { return nil }
    return CGFloat(number)
  }

  /// The keyboard height to lay out for in an orientation: learned here, or else the catalog's
  /// estimate of the default keyboard (with the predictive row).
  ///
  /// ```swift
  /// cache.expectedHeight(orientation: .portrait).provenance  // .learned
  /// ```
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The learned height (provenance ``KeyboardHeightProvenance/learned``), or the
  ///   catalog's estimate.
  public func expectedHeight(orientation: DeviceOrientation) -> KeyboardHeightEstimate {
    guard let learned = learnedHeight(orientation: orientation) else {
      return profile.expectedKeyboardHeight(orientation: orientation, kind: .predictive)
    }
    return KeyboardHeightEstimate(height: learned, provenance: .learned, confidence: .high)
  }

  /// The height to expect for a keyboard kind in an orientation.
  ///
  /// The learned height answers for the software kind whose catalog estimate it is nearer to
  /// (the predictive kind on a tie); other kinds get the catalog's estimate.
  ///
  /// ```swift
  /// // Learned 291 pt on an iPhone 16 (catalog: 291 plain, 335 predictive).
  /// cache.expectedHeight(orientation: .portrait, kind: .plain)       // 291 pt, learned
  /// cache.expectedHeight(orientation: .portrait, kind: .predictive)  // 335 pt, measured (DPS)
  /// ```
  ///
  /// - Parameters:
  ///   - orientation: The orientation.
  ///   - kind: The keyboard kind.
  /// - Returns: The learned height when it is of this kind, or the catalog's estimate.
  public func expectedHeight(
    orientation: DeviceOrientation, kind: KeyboardKind
  ) -> KeyboardHeightEstimate {
    let catalog = profile.expectedKeyboardHeight(orientation: orientation, kind: kind)
    guard kind != .hardwareBar, let learned = learnedHeight(orientation: orientation),
      learnedKind(of: learned, orientation: orientation) == kind
    else { return catalog }
    return KeyboardHeightEstimate(height: learned, provenance: .learned, confidence: .high)
  }

  /// Removes the learned heights of both orientations.
  public func forgetLearnedHeights() {
    for orientation in DeviceOrientation.allCases {
      store.removeObject(forKey: storageKey(for: orientation))
    }
  }

  /// Which software keyboard a learned height most likely was.
  private func learnedKind(of height: CGFloat, orientation: DeviceOrientation) -> KeyboardKind {
    let plain = profile.expectedKeyboardHeight(orientation: orientation, kind: .plain).height
    let predictive = profile.expectedKeyboardHeight(orientation: orientation, kind: .predictive)
      .height
    return abs(height - plain) < abs(height - predictive) ? .plain : .predictive
  }

  private func isPlausible(_ height: CGFloat, orientation: DeviceOrientation) -> Bool {
    height.isFinite && height >= Self.minimumPlausibleHeight
      && height < profile.screenSize(in: orientation).height
  }

  private static func text(_ value: CGFloat) -> String {
    value.isFinite && value.rounded() == value && abs(value) < 1_000_000
      ? "\(Int(value))" : "\(value)"
  }
}

@available(*, unavailable)
extension KeyboardHeightCache: Sendable {}
