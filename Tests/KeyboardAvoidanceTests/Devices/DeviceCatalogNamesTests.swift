import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("DeviceCatalog.profile(named:)")
struct DeviceCatalogNamesTests {
  @Test(
    "names as people type them",
    arguments: [
      ("iphone se 3", "iPhone SE (3rd generation)"),
      ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"),
      ("iPhone SE 2nd gen", "iPhone SE (2nd generation)"),
      ("SE 1", "iPhone SE (1st generation)"),
      ("16 pro max", "iPhone 16 Pro Max"),
      ("iPhone16ProMax", "iPhone 16 Pro Max"),
      ("iphone xs max", "iPhone XS Max"),
      ("XR", "iPhone XR"),
      ("8+", "iPhone 8 Plus"),
      ("iPhone 17e", "iPhone 17e"),
      ("mini 6", "iPad mini (6th generation)"),
      ("iPad Pro 12.9 (3rd gen)", "iPad Pro 12.9-inch (3rd generation)"),
      ("ipad pro 11 m4", "iPad Pro 11-inch (M4)"),
      ("iPad 10", "iPad (10th generation)"),
      ("iPad A16", "iPad (A16)"),
      ("iPhone14,6", "iPhone SE (3rd generation)"),
    ])
  func names(typed: String, expected: String) throws {
    #expect(try DeviceCatalog.profile(named: typed).name == expected)
  }

  @Test(
    "near misses suggest the nearest names",
    arguments: [
      ("iphone 15 por max", ["iPhone 15 Pro Max"]),
      ("iPhone 16 Pro Mx", ["iPhone 16 Pro Max"]),
      ("iphnoe 13 mini", ["iPhone 13 mini"]),
      (
        "iphone se",
        ["iPhone SE (1st generation)", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]
      ),
      (
        "iPad Air 13 M5",
        ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)", "iPad Air 13-inch (M4)"]
      ),
    ])
  func nearMisses(typed: String, suggestions: [String]) {
    #expect(throws: DeviceNameError.unknown(name: typed, suggestions: suggestions)) {
      try DeviceCatalog.profile(named: typed)
    }
  }

  @Test(
    "far misses and empty names suggest nothing", arguments: ["galaxy s24", "", "   ", "pixel"])
  func farMisses(typed: String) {
    #expect(throws: DeviceNameError.unknown(name: typed, suggestions: [])) {
      try DeviceCatalog.profile(named: typed)
    }
  }

  @Test("a long paste is no name and costs no distance table")
  func longInput() {
    let typed = String(repeating: "iphone 16 pro max ", count: 2_000)
    #expect(throws: DeviceNameError.unknown(name: typed, suggestions: [])) {
      try DeviceCatalog.profile(named: typed)
    }
  }

  @Test("a name that fits an iPhone and an iPad is ambiguous")
  func ambiguous() {
    #expect(throws: DeviceNameError.ambiguous(name: "air", candidates: ["iPhone Air", "iPad Air"]))
    {
      try DeviceCatalog.profile(named: "air")
    }
  }

  @Test("errors name the input and the suggestions")
  func errorText() {
    let unknown = DeviceNameError.unknown(
      name: "iphone 15 por max", suggestions: ["iPhone 15 Pro Max"])
    #expect(
      "\(unknown)" == "\"iphone 15 por max\" names no device; did you mean iPhone 15 Pro Max?")
    #expect(unknown.name == "iphone 15 por max")
    #expect(unknown.suggestions == ["iPhone 15 Pro Max"])
    let none = DeviceNameError.unknown(name: "pixel", suggestions: [])
    #expect("\(none)" == "\"pixel\" names no device")
    let ambiguous = DeviceNameError.ambiguous(name: "air", candidates: ["iPhone Air", "iPad Air"])
    #expect("\(ambiguous)" == "\"air\" could be iPhone Air or iPad Air")
    #expect(ambiguous.suggestions == ["iPhone Air", "iPad Air"])
  }

  /// Every catalog name, retyped with random case, spacing and punctuation, finds its model.
  @Test func retypedNames() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    let separators = [" ", "  ", "-", "_", ".", ""]
    for profile in DeviceCatalog.all {
      var typed = ""
      for character in profile.name {
        if character == " " {
          typed += separators.randomElement(using: &generator) ?? " "
        } else if character.isLetter, Bool.random(using: &generator) {
          typed += character.isUppercase ? character.lowercased() : character.uppercased()
        } else {
          typed.append(character)
        }
      }
      let found = try DeviceCatalog.profile(named: typed)
      #expect(found == profile, "seed \(seed): \(typed)")
    }
  }

  @Test(
    "a name stands for the model it names, or every model whose name it begins",
    arguments: [
      ("iPhone 16", ["iPhone 16"]),
      (
        "iphone se",
        ["iPhone SE (1st generation)", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]
      ),
      ("air", ["iPhone Air", "iPad Air"]),
      (
        "iPad Pro 11",
        [
          "iPad Pro 11-inch (1st generation)", "iPad Pro 11-inch (2nd generation)",
          "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (4th generation)",
          "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)",
        ]
      ),
      ("16 pro", ["iPhone 16 Pro"]),
      ("iPhone 17", ["iPhone 17"]),
      ("iPhone 17 pro", ["iPhone 17 Pro"]),
      // An exact name wins over the longer names it begins.
      ("iPhone 16 Pro", ["iPhone 16 Pro"]),
    ])
  func profilesMatching(typed: String, expected: [String]) throws {
    #expect(try DeviceCatalog.profiles(matching: typed).map(\.name) == expected)
  }

  @Test func everyFamilyByItsName() throws {
    #expect(try DeviceCatalog.profiles(matching: "iPad") == DeviceCatalog.iPads)
    #expect(try DeviceCatalog.profiles(matching: "iphone") == DeviceCatalog.iPhones)
  }

  /// Whole words only: "iPhone 1" begins no name, though "iPhone 12" starts with its letters.
  @Test("names that begin no name are unknown", arguments: ["iPhone 1", "iPhone 99", "pixel", ""])
  func noMatch(typed: String) {
    #expect(throws: DeviceNameError.self) { try DeviceCatalog.profiles(matching: typed) }
  }
}
