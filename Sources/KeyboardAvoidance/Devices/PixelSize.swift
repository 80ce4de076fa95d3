/// A size in whole pixels, as a screen's resolution is given.
///
/// ```swift
/// let panel = PixelSize(width: 1080, height: 1920)
/// panel.height  // 1920
/// ```
public struct PixelSize: Sendable, Hashable {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a size in pixels.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
