import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardPreview

/// Suggestions: each one is a change that, made to the screen, makes the row pass, and the
/// amounts are the smallest (or, for a spacing, the largest) whole numbers that do.
@Suite("Suggestions")
struct SuggestionSearchTests {
  static let unscrolled = ScreenDescription.builtInSignUpWithoutScrollView

  static func run(_ screen: ScreenDescription, _ device: DeviceProfile) -> PreviewResult {
    screen.preview(on: device, orientation: .portrait, keyboard: .predictive)
  }

  static func passes(_ change: ScreenChange, _ device: DeviceProfile) -> Bool {
    let changed = change.applied(to: unscrolled)
    return changed.problem() == nil
      && changed.check(
        in: ScreenContext(profile: device, orientation: .portrait),
        keyboard: RowKeyboard(.predictive, on: device, orientation: .portrait), focus: .allFields
      ).status == .pass
  }

  /// iPhone 16 (tall): the title (24 + 34 = 58 pt) and the gaps.
  ///
  /// With the name field focused the button rides at 451…501 over the phone field (449…493): it must come up 42 pt, over 5
  /// gaps, 9 pt each (8 leaves 2 pt of overlap).
  @Test func theIPhone16GetsThreeCheckedChanges() {
    let result = Self.run(Self.unscrolled, Devices.iPhone16)
    #expect(result.status == .fail)
    #expect(
      result.suggestions.map(\.message) == [
        "put the fields in a scroll view that reaches the bottom of the screen, its content "
          + "padded 10 pt below the last field and inset 66 pt at the bottom for `createAccount`",
        "hide `title` while the keyboard is up on tall: frees 58 pt",
        "reduce the gaps between the fields by 9 pt while the keyboard is up on tall",
      ])
    #expect(result.suggestions.map(\.kind) == [.scrollView, .hideElement, .reduceGaps])
    #expect(result.suggestions.map(\.points) == [nil, 58, 9])
    let gaps = ["email", "username", "password", "confirmPassword", "phone"]
    #expect(Self.passes(.reduceGaps(gaps, by: 9, on: .tall), Devices.iPhone16))
    #expect(!Self.passes(.reduceGaps(gaps, by: 8, on: .tall), Devices.iPhone16))
  }

  /// Every suggestion of every failing iPhone, made to the screen, passes: the search never
  /// prints one it did not check, and the check here is made independently of it.
  @Test func everySuggestionPassesWhenMade() {
    let report = Self.unscrolled.preview(
      devices: PreviewOptions().defaultDevices, orientations: [.portrait],
      keyboards: [.predictive])
    #expect(report.summary.failed == 29)
    for result in report.results where result.status == .fail {
      #expect(!result.suggestions.isEmpty, "\(result.device)")
      let device = DeviceCatalog.iPhones.first { $0.name == result.device }
      for suggestion in result.suggestions {
        let changed = Self.changed(by: suggestion)
        let again = device.map {
          changed.preview(on: $0, orientation: .portrait, keyboard: .predictive)
        }
        #expect(again?.status == .pass, "\(result.device): \(suggestion.message)")
      }
    }
  }

  /// The description a suggestion describes, rebuilt from its report alone.
  static func changed(by suggestion: PreviewSuggestion) -> ScreenDescription {
    let screenClass = suggestion.screenClass.flatMap(ScreenClass.init(rawValue:)) ?? .tall
    switch suggestion.kind {
    case .scrollView:
      return ScreenChange.wrapInScrollView(id: "scrollView", bottomInset: 66, padding: 10)
        .applied(to: unscrolled)
    case .hideElement:
      return ScreenChange.hide(suggestion.elements, on: screenClass).applied(to: unscrolled)
    case .reduceGaps:
      return ScreenChange.reduceGaps(
        suggestion.elements, by: CGFloat(suggestion.points ?? 0), on: screenClass
      ).applied(to: unscrolled)
    case .pinSpacing:
      return ScreenChange.pinSpacing(
        suggestion.elements[0], to: CGFloat(suggestion.points ?? 0), on: screenClass
      ).applied(to: unscrolled)
    case .combined:
      let hidden = suggestion.elements.filter { $0 == "title" }
      let gaps = suggestion.elements.filter { $0 != "title" }
      return ScreenChange.both(
        .hide(hidden, on: screenClass),
        .reduceGaps(gaps, by: CGFloat(suggestion.points ?? 0), on: screenClass)
      ).applied(to: unscrolled)
    }
  }

  /// iPhone SE (3rd), regular: hiding the title and closing the gaps by 11 pt, together.
  ///
  /// No single change to the rules is enough. The phone field must end at 331 with its first
  /// field no higher than the status bar: 52 pt from the top at rest, 32 pt of shift at most,
  /// 33 pt over 5 gaps.
  @Test func smallPhonesGetACombination() throws {
    let result = Self.run(Self.unscrolled, Devices.iPhoneSE3)
    #expect(result.suggestions.map(\.kind) == [.scrollView, .combined])
    let combined = try #require(result.suggestions.last)
    #expect(
      combined.message
        == "hide `title` while the keyboard is up on regular: frees 58 pt, and reduce the gaps "
        + "between the fields by 11 pt while the keyboard is up on regular")
    let gaps = ["email", "username", "password", "confirmPassword", "phone"]
    let hide = ScreenChange.hide(["title"], on: .regular)
    #expect(Self.passes(.both(hide, .reduceGaps(gaps, by: 11, on: .regular)), Devices.iPhoneSE3))
    #expect(!Self.passes(.both(hide, .reduceGaps(gaps, by: 10, on: .regular)), Devices.iPhoneSE3))
    #expect(!Self.passes(hide, Devices.iPhoneSE3))
  }

  /// The iPhone Air misses by 1 pt: the button can sit 15 pt above the keyboard instead of 16.
  @Test func aSpacingThatIsOneTooMany() {
    let result = Self.run(Self.unscrolled, Devices.profile("iPhone18,4"))
    #expect(
      result.suggestions.last?.message
        == "pin `createAccount` with a spacing of 15 pt while the keyboard is up on tall (16 pt now)"
    )
    #expect(result.suggestions.last?.points == 15)
  }

  /// Hiding an element that takes no room (the login's status label, pulled up 50 pt) only
  /// hides it; no space is freed, so none is claimed.
  @Test func hidingWithoutFreeingSpace() {
    let result = Self.run(.builtInLogin, Devices.iPhone4s)
    #expect(
      result.suggestions.map(\.message).contains(
        "hide `statusLabel` while the keyboard is up on compactHeight"))
  }

  /// When nothing the search tries passes, there is no suggestion, and the table says so.
  @Test func noSuggestionForAFieldTallerThanTheScreen() throws {
    let screen = try ScreenDescription(
      json: Data(
        #"{ "version": 2, "elements": [{ "id": "notes", "kind": "field", "height": 2000 }] }"#
          .utf8))
    let report = screen.preview(
      devices: [Devices.iPhone16], orientations: [.portrait], keyboards: [.predictive])
    #expect(report.results.first?.suggestions.isEmpty == true)
    #expect(report.table.contains("  No change found that passes for: iPhone 16"))
  }

  @Test func theSearchIsDeterministic() {
    let first = Self.run(Self.unscrolled, Devices.iPhoneSE1)
    let second = Self.run(Self.unscrolled, Devices.iPhoneSE1)
    #expect(first.suggestions == second.suggestions)
    #expect(first.suggestions.map(\.kind) == [.scrollView])
  }
}
