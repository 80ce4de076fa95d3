import Foundation

/// An animation added to a layer, as the layer saw it when it was added.
@_spi(Model) public struct AddedLayerAnimation: Sendable {
  /// The layer it was added to.
  public var layer: ObjectIdentifier
  /// The key path it animates, for property animations.
  public var keyPath: String?
  /// The key it was added under.
  public var key: String?
  /// Its duration in seconds.
  public var duration: CFTimeInterval
  /// Whether it is a spring.
  public var isSpring: Bool
}

/// Where the model's layers report the animations added to them; the UIKit model listens, to
/// record them with its clock.
@_spi(Model) public enum LayerAnimations {
  private static let storage = LayerAnimationHook()

  /// Called with each animation added to any layer, on the thread that added it.
  public static var onAdd: (@Sendable (AddedLayerAnimation) -> Void)? {
    get { storage.hook }
    set { storage.hook = newValue }
  }

  static func record(_ animation: AddedLayerAnimation) {
    storage.hook?(animation)
  }
}

/// The hook behind ``LayerAnimations/onAdd``. `@unchecked Sendable` because the lock guards it.
private final class LayerAnimationHook: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (@Sendable (AddedLayerAnimation) -> Void)?

  var hook: (@Sendable (AddedLayerAnimation) -> Void)? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
