extension Bool: KeyboardInterpolatable {
  /// The flag `progress` of the way to `end`: `true` holds for the whole move.
  ///
  /// A flag cannot stand halfway, so it has to switch at some moment. It switches where nothing
  /// it controls can get in the way of the moving content: a flag that becomes `true` does so as
  /// soon as the move starts (any progress above 0), and one that becomes `false` waits until the
  /// move ends (a progress of 1). With `isHidden`, a logo that hides for the keyboard is gone
  /// before the content below it starts to slide up, and comes back only once the content has
  /// slid back down: the two never overlap.
  ///
  /// Name a flag so that `true` is the state the moving content needs (`isHidden`, not
  /// `isVisible`), and this rule does the right thing both ways.
  ///
  /// ```swift
  /// false.interpolated(to: true, progress: 0.01)  // true: switches when the move starts
  /// true.interpolated(to: false, progress: 0.99)  // true: switches when the move ends
  /// true.interpolated(to: false, progress: 1)  // false
  /// ```
  ///
  /// - Parameters:
  ///   - end: The flag at a progress of 1.
  ///   - progress: How far along; below 0 counts as 0 and above 1 as 1.
  /// - Returns: Exactly `self` at 0 and before, exactly `end` at 1 and after, and `self || end`
  ///   in between; `self` for a NaN progress.
  public func interpolated(to end: Bool, progress: Double) -> Bool {
    if progress >= 1 { return end }
    if progress > 0 { return self || end }
    return self
  }
}
