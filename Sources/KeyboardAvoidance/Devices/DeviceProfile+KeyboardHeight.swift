extension DeviceProfile {
  /// The keyboard height to lay out for on this model before the keyboard appears.
  ///
  /// The value is the height of the keyboard's end frame, in points, as apps read it from
  /// `UIResponder.keyboardFrameEndUserInfoKey`; on Face ID iPhones it includes the strip under
  /// the keys. Each value says where it comes from: measured on the iOS 26.5 simulator (DPS),
  /// measured on iOS 11 (RDR, ION1), a constant of shipping apps (MX, WR, RB), or estimated from
  /// a documented rule where no source exists. Prefer a height observed on the device itself:
  /// ``KeyboardHeightCache`` learns it and falls back to this one.
  ///
  /// ```swift
  /// let iPhone16 = DeviceCatalog.profile(identifier: "iPhone17,3")
  /// iPhone16?.expectedKeyboardHeight(orientation: .portrait, kind: .predictive).height  // 335
  /// iPhone16?.expectedKeyboardHeight(orientation: .portrait, kind: .plain).height       // 291
  /// iPhone16?.expectedKeyboardHeight(orientation: .landscape, kind: .predictive)
  /// // 208 pt, measured on iPhone 16 (iOS 26.5 simulator; DPS)
  /// ```
  ///
  /// - Parameters:
  ///   - orientation: How the device is held.
  ///   - kind: Which keyboard: plain, with the predictive row (iOS's default), or the bar left
  ///     by a hardware keyboard.
  /// - Returns: The height with its provenance and confidence.
  public func expectedKeyboardHeight(
    orientation: DeviceOrientation, kind: KeyboardKind = .predictive
  ) -> KeyboardHeightEstimate {
    sourcedKeyboardHeights[KeyboardSlot(orientation: orientation, kind: kind)]
      ?? KeyboardHeightRule.estimate(for: self, orientation: orientation, kind: kind)
  }
}
