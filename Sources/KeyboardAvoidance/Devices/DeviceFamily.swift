/// The kind of device a profile describes.
///
/// The catalog holds iPhones and iPads. iPod touch models share screens with iPhones of their time
/// (the 640 × 1136 pixel screen of the iPhone 5 family) but are not in the catalog.
///
/// ```swift
/// DeviceCatalog.profile(identifier: "iPad13,18")?.family  // .iPad
/// ```
public enum DeviceFamily: String, Sendable, Hashable, CaseIterable {
  /// An iPhone.
  case iPhone
  /// An iPad, including iPad mini, iPad Air and iPad Pro.
  case iPad
}
