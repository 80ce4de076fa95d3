import Testing

@testable import KeyboardAvoidance

@Suite("DeviceNameKey: normalizing typed names and measuring their distance")
struct DeviceNameKeyTests {
  @Test(
    "ways of typing a name meet in one key",
    arguments: [
      ("iPhone SE (3rd generation)", "iphonese3"),
      ("iphone se 3", "iphonese3"),
      ("iPhoneSE3", "iphonese3"),
      ("IPHONE SE, third gen.", "iphonese3"),
      ("iPhone 6+", "iphone6plus"),
      ("iPhone 16 Pro Max", "iphone16promax"),
      ("iPad Pro 12.9-inch (3rd generation)", "ipadpro1293"),
      ("ipad pro 12.9\" gen 3", "ipadpro1293"),
      ("iPad Pro 11-inch (M4)", "ipadpro11m4"),
      ("iPad (10th generation)", "ipad10"),
      ("iPhone 16e", "iphone16e"),
      ("iPhone 4s", "iphone4s"),
      ("iPad Pro 12.9-inch (3rdgeneration)", "ipadpro1293"),
      ("Apple iPhone XS Max", "iphonexsmax"),
      ("  -- ", ""),
    ])
  func keys(typed: String, key: String) {
    #expect(DeviceNameKey(typed).value == key)
  }

  /// Distances worked out by hand; "ca" → "abc" is 3 under optimal string alignment (a swap
  /// may not be edited again), where unrestricted Damerau–Levenshtein would say 2.
  @Test(
    "optimal-string-alignment distance",
    arguments: [
      ("pro", "por", 1), ("pro", "pro", 0), ("", "abc", 3), ("abc", "", 3),
      ("kitten", "sitting", 3), ("abcd", "acbd", 1), ("ca", "abc", 3),
      ("iphone15pormax", "iphone15promax", 1), ("iphonese", "iphonese3", 1),
    ])
  func distance(_ lhs: String, _ rhs: String, expected: Int) {
    let left = DeviceNameKey(words: [lhs])
    let right = DeviceNameKey(words: [rhs])
    #expect(DeviceNameKey.distance(left, right) == expected)
    #expect(DeviceNameKey.distance(right, left) == expected)
  }

  @Test("catalog names have distinct keys")
  func distinctKeys() {
    let keys = DeviceCatalog.all.map { DeviceNameKey($0.name) }
    #expect(Set(keys).count == keys.count)
  }
}
