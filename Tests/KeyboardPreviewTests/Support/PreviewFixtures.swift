import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Devices and screens the tests lay out, by the identifiers in the catalog's public sources
/// (DeviceDataSource).
enum Devices {
  /// 320 × 480, status bar 20 pt; predictive keyboard 261 pt (MX).
  static let iPhone4s = profile("iPhone4,1")
  /// 320 × 568, status bar 20 pt; predictive keyboard 253 pt (WR, MX v1), plain 216 pt (RB).
  static let iPhoneSE1 = profile("iPhone8,4")
  /// 375 × 667, status bar 20 pt; predictive keyboard 260 pt (DPS).
  static let iPhoneSE3 = profile("iPhone14,6")
  /// 393 × 852, safe area 59/34, landscape 0/59/20/59; keyboard 335 pt, landscape 208 pt (DPS).
  static let iPhone16 = profile("iPhone17,3")
  /// 820 × 1180, safe area 32/25 (DPS); predictive keyboard 337 pt (DPS).
  static let iPadA16 = profile("iPad15,7")

  static func profile(_ identifier: String) -> DeviceProfile {
    // Every identifier above is in the catalog (its own tests check the rows); a missing one
    // would fail here with a clear message rather than crash.
    guard let profile = DeviceCatalog.profile(identifier: identifier) else {
      Issue.record("no device \(identifier) in the catalog")
      return DeviceCatalog.all[0]
    }
    return profile
  }
}

extension PreviewResult {
  /// The frame of an element with the keyboard hidden or up.
  func frame(of id: String, keyboardShown: Bool) -> CGRect? {
    (keyboardShown ? shown : hidden).first { $0.id == id }?.frame.cgRect
  }

  func element(_ id: String, keyboardShown: Bool) -> PreviewElement? {
    (keyboardShown ? shown : hidden).first { $0.id == id }
  }
}

/// A folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboard-preview-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes a file and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The post's screen written as JSON with one change, for decoding tests.
enum ScreenJSON {
  /// A minimal valid screen: one field, focused.
  static let minimal = #"""
    {
      "version": 1,
      "focus": "name",
      "elements": [{ "id": "name", "kind": "field", "height": 44 }]
    }
    """#

  /// The post's login screen without its compact-height rules: only the button changes.
  static let withoutCompactRules = #"""
    {
      "version": 1,
      "name": "Login without compact rules",
      "focus": "password",
      "elements": [
        { "id": "logo", "kind": "logo", "height": 60, "top": 40, "leading": 30, "trailing": 30 },
        { "id": "statusLabel", "kind": "label", "height": 21, "top": 40, "leading": 30,
          "trailing": 30 },
        { "id": "credentials", "kind": "group", "top": 40, "leading": 30, "trailing": 30,
          "elements": [
            { "id": "userID", "kind": "field", "height": 44 },
            { "id": "password", "kind": "field", "height": 44, "top": 12 }
          ] }
      ],
      "pinned": {
        "id": "loginButton", "kind": "button", "height": 50,
        "bottom": { "hidden": 50, "shown": 0 },
        "leading": { "hidden": 30, "shown": 0 },
        "trailing": { "hidden": 30, "shown": 0 }
      }
    }
    """#
}

/// The corpus of real keyboard sessions, read where the testing library's tests keep them
/// (`Tests/KeyboardAvoidanceTestingTests/Traces`), relative to this file.
enum TraceCorpus {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("KeyboardAvoidanceTestingTests/Traces")

  /// The shortcut bar of an iPad Air 2 with a hardware keyboard, toggled off and on again
  /// (Stack Overflow question 32319697).
  static let shortcutBar = "stackoverflow-32319697-ipad-shortcut-bar-toggle.json"

  /// Every trace's file name, sorted.
  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func trace(_ name: String) throws -> KeyboardTrace {
    try KeyboardTrace(jsonData: Data(contentsOf: folder.appendingPathComponent(name)))
  }
}
