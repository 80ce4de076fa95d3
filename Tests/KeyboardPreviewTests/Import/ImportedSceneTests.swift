import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// What each scene of the fixtures becomes, written down from the documents by hand: the
/// frames and constraints each fixture's comments and markup give.
@Suite("Imported scenes")
struct ImportedSceneTests {
  /// One scene's expected import.
  struct Expected: CustomTestStringConvertible, Sendable {
    var document: String
    var scene: String
    var status: PreviewScene.Status
    var fields: [String] = []
    /// Pinned elements: id, bottom above the safe area, anchor.
    var pinned: [(String, CGFloat, PinnedElement.Anchor)] = []
    var bars = ScreenBars.none
    /// The outlets (or constraint ids) pinAboveKeyboard(in:) would bind.
    var bindings: [String] = []
    /// The elements with a note, by kind.
    var approximated: [String] = []
    var skipped: [String] = []
    var device: String?

    var testDescription: String { "\(scene) (\(document))" }
  }

  static let expected: [Expected] = [
    // The Combine post's login screen: logo, status label and the two fields in a stack, the
    // login button 50 pt above the safe area's bottom through the outlet the post moves.
    Expected(
      document: StoryboardFixtures.blogPosts, scene: "Login", status: .checked,
      fields: ["userID", "password"], pinned: [("loginButton", 50, .keyboard)],
      bindings: ["loginBtnBottomConstraint"], device: "iPhone SE (3rd generation)"),
    // The NotificationCenter post's bottom view: its label and button ride on the keyboard
    // together, 23.5 and 12 pt above the bottom of the 68 pt bar (667 − 599 − 23.5 − 21;
    // 667 − 599 − 12 − 44).
    Expected(
      document: StoryboardFixtures.blogPosts, scene: "Review", status: .checked,
      fields: ["reviewBody"], pinned: [("rating", 23.5, .keyboard), ("submit", 12, .keyboard)],
      bindings: ["viewBottomConstraint"], device: "iPhone SE (3rd generation)"),
    Expected(
      document: StoryboardFixtures.blogPosts, scene: "Navigation Controller PIN-nc-001",
      status: .notAScreen),
    // The RxSwift post's storyboard version: the Next button on the safe area's bottom, under
    // the navigation bar of its navigation controller.
    Expected(
      document: StoryboardFixtures.blogPosts, scene: "PIN", status: .checked,
      fields: ["pinNumberTextfield"], pinned: [("next", 0, .keyboard)],
      bars: ScreenBars(top: 44), bindings: ["nextBtnBottomConstraint"],
      device: "iPhone SE (3rd generation)"),
    // The SwiftUI post: a hosting controller, whose content comes from code.
    Expected(
      document: StoryboardFixtures.blogPosts, scene: "KeyboardHeight", status: .notLaidOut),
    // The RxKeyboard post: a fixed 16 pt gap; the code field's fixed 240 pt width becomes its
    // insets on the document's device.
    Expected(
      document: StoryboardFixtures.blogPosts, scene: "Confirm", status: .checked,
      fields: ["tf"], pinned: [("confirm", 16, .keyboard)], bindings: ["btnBottomConstraint"],
      approximated: ["tf"], device: "iPhone SE (3rd generation)"),
    Expected(
      document: StoryboardFixtures.forms, scene: "SignUp", status: .checked,
      fields: ["name", "email", "username", "password", "confirmPassword", "phone"],
      pinned: [("createAccount", 16, .keyboard)], bindings: ["createAccountBottom"],
      approximated: ["form"], device: "iPhone 16"),
    // No outlet: the constraint is named by its id.
    Expected(
      document: StoryboardFixtures.forms, scene: "SignUpStack", status: .checked,
      fields: ["name", "email", "username", "password", "confirmPassword", "phone"],
      pinned: [("createAccount", 16, .keyboard)], bindings: ["SUS-ct-026"], device: "iPhone 16"),
    Expected(
      document: StoryboardFixtures.forms, scene: "Tab Bar Controller TAB-tc-001",
      status: .notAScreen),
    Expected(
      document: StoryboardFixtures.forms, scene: "Navigation Controller SET-nc-001",
      status: .notAScreen),
    // A table view controller in a navigation controller with large titles (44 + 52 pt), in a
    // tab bar controller (49 pt).
    Expected(
      document: StoryboardFixtures.forms, scene: "Settings", status: .checked,
      fields: ["displayName", "email"], bars: ScreenBars(top: 96, bottom: 49),
      approximated: ["tableView"], device: "iPhone 16"),
    // The backdrop lies under everything; the empty state is centred; the chart draws itself;
    // the view varies for compact heights; the filters' field comes from the embedded scene.
    Expected(
      document: StoryboardFixtures.forms, scene: "Search", status: .checked,
      fields: ["searchRecipes", "maxMinutes"], bars: ScreenBars(bottom: 49),
      approximated: ["(the view)", "emptyState", "chart"], skipped: ["backdrop"],
      device: "iPhone 16"),
    Expected(
      document: StoryboardFixtures.forms, scene: "FiltersViewController", status: .notAScreen),
    // A content view pinned to the safe area's four edges: its subviews stand on the screen in
    // its place; the Pay button, 12 pt above its bottom, rides on the keyboard through its
    // outlet; the terms label hangs from the city field by an inequality alone.
    Expected(
      document: StoryboardFixtures.forms, scene: "Checkout", status: .checked,
      fields: ["address", "city"],
      pinned: [("pay", 12, .keyboard)], bindings: ["payBottom"],
      approximated: ["content", "terms"], device: "iPhone 16"),
    // retina5_4, the 5.4-inch screen: the 13 mini, whose safe area's top is the 50 pt the
    // document shows (70 − 20), not the X's 44.
    Expected(
      document: StoryboardFixtures.cells, scene: "AmountEditorViewController", status: .checked,
      fields: ["amount"], pinned: [("save", 14, .keyboard)], bindings: ["saveBottom"],
      approximated: ["currency"], device: "iPhone 13 mini"),
    Expected(
      document: StoryboardFixtures.cells, scene: "NoteCell", status: .checked,
      fields: ["noteField"], approximated: ["(the view)"]),
  ]

  @Test(arguments: expected)
  func sceneBecomesTheScreenItsDocumentDescribes(_ expected: Expected) throws {
    let scene = try StoryboardFixtures.scene(expected.scene, in: expected.document)
    #expect(scene.record.status == expected.status)
    guard expected.status == .checked else {
      #expect(scene.screen == nil)
      #expect(scene.record.reason?.isEmpty == false)
      return
    }
    let screen = try #require(scene.screen)
    #expect(screen.allFieldIDs == expected.fields)
    #expect(screen.pinnedElements.map(\.id) == expected.pinned.map(\.0))
    #expect(
      screen.pinnedElements.map { $0.bottom.hidden } == expected.pinned.map(\.1))
    #expect(screen.pinnedElements.map(\.anchor) == expected.pinned.map(\.2))
    #expect(screen.bars == expected.bars)
    #expect(
      scene.record.keyboardBindings.map { $0.outlet ?? $0.constraintID } == expected.bindings)
    let notes = scene.record.notes
    #expect(
      Set(notes.filter { $0.kind == .approximated }.map(\.element)) == Set(expected.approximated))
    #expect(notes.filter { $0.kind == .skipped }.map(\.element) == expected.skipped)
    #expect(scene.record.documentDevice == expected.device)
    #expect(scene.record.fields == expected.fields)
  }

  /// The login screen of the Combine post, imported from its storyboard, is the built-in
  /// login screen without the rules the post writes in code: the same elements, tops, heights
  /// and insets, the button 50 pt above the safe area.
  @Test func theLoginStoryboardIsTheBuiltInLoginScreenWithoutItsRules() throws {
    let screen = try #require(
      try StoryboardFixtures.scene("Login", in: StoryboardFixtures.blogPosts).screen)
    let builtIn = ScreenDescription.builtInLogin
    func shape(_ elements: [ScreenElement]) -> [String] {
      elements.map { element in
        let values = [element.top.hidden, element.leading.hidden, element.trailing.hidden]
        let size = element.kind == .group ? "" : " h\(element.height.hidden)"
        return
          "\(element.kind) \(values)\(size) [\(shape(element.elements).joined(separator: ", "))]"
      }
    }
    #expect(shape(screen.elements) == shape(builtIn.elements))
    #expect(screen.allFieldIDs == builtIn.allFieldIDs)
    let button = try #require(screen.pinned)
    #expect(button.height.hidden == 50)
    #expect(button.bottom == AdaptiveRule(50))
    #expect(button.leading == AdaptiveRule(30))
  }

  /// The document's device id, or its safe area, tells apart two models of one size.
  ///
  /// Two rows of the catalog share 375 × 812 pt: the X, XS and 11 Pro (safe area 44 pt at the
  /// top) and the 12 and 13 mini (50 pt). The document's device id tells them apart; without
  /// one, its own safe area does (a field 20 pt below it at y = 70); and a device id that
  /// disagrees with the document's safe area keeps the device and measures from the document's,
  /// saying so.
  @Test func theDocumentsDeviceComesFromItsIdOrItsSafeArea() throws {
    let text = String(
      decoding: try StoryboardFixtures.data(StoryboardFixtures.cells), as: UTF8.self)
    func device(_ replacement: String) throws -> ImportedScene {
      let changed = text.replacingOccurrences(
        of: #"<device id="retina5_4" orientation="portrait" appearance="light"/>"#,
        with: replacement)
      return try #require(
        try ImportedScene.scenes(inInterfaceBuilderDocument: Data(changed.utf8), file: "x.xib")
          .first)
    }
    #expect(try device("").record.documentDevice == "iPhone 13 mini")
    let x = try device(#"<device id="retina5_9" orientation="portrait" appearance="light"/>"#)
    #expect(x.record.documentDevice == "iPhone 11 Pro")
    #expect(
      x.record.notes.contains {
        $0.element == "(the safe area)"
          && $0.reason.hasPrefix("Interface Builder's safe area starts 50 pt from the top here")
      })
  }

  @Test func bindingsSayWhichConstraintFollowKeyboardWouldBind() throws {
    let pin = try StoryboardFixtures.scene("PIN", in: StoryboardFixtures.blogPosts)
    let binding = try #require(pin.record.keyboardBindings.first)
    #expect(binding.element == "next")
    #expect(binding.constraint == "Safe Area.bottom = next.bottom")
    #expect(binding.constraintID == "PIN-ct-015")
    // The constraint's start tag in BlogPosts.storyboard.
    #expect(binding.line == 228)
    let login = try StoryboardFixtures.scene("Login", in: StoryboardFixtures.blogPosts)
    #expect(
      login.record.keyboardBindings.first?.constraint
        == "Safe Area.bottom = loginButton.bottom + 50")
  }

  @Test func scrollViewsKeepHowTheyFollowTheScreen() throws {
    let signUp = try #require(
      try StoryboardFixtures.scene("SignUp", in: StoryboardFixtures.forms).screen)
    let form = try #require(signUp.elements.first)
    #expect(form.kind == .scroll)
    // The form ends 8 pt above the button, whose bottom is 16 pt above the safe area's:
    // 16 + 50 + 8.
    #expect(form.scrolling?.bottomAboveSafeArea == 74)
    // The content view ends 24 pt below the stack of fields.
    #expect(form.scrolling?.paddingBottom == 24)
    let settings = try #require(
      try StoryboardFixtures.scene("Settings", in: StoryboardFixtures.forms).screen)
    #expect(settings.elements.first?.scrolling?.reachesScreenBottom == true)
    #expect(settings.elements.first?.elements.map(\.id) == ["nameCell", "emailCell", "pushCell"])
  }

  @Test func scenesAreSelectedByIdentifierNameClassOrID() throws {
    let scenes = try StoryboardFixtures.scenes(StoryboardFixtures.blogPosts)
    let pin = try #require(scenes.first { $0.record.name == "PIN" })
    #expect(pin.matches("PIN"))
    #expect(pin.matches("PINViewController"))
    #expect(pin.matches("PIN-vc-001"))
    #expect(pin.matches("PIN-sc-001"))
    #expect(!pin.matches("Login"))
  }

  /// Fields are named by their outlet, their user label, then their placeholder in lower camel
  /// case, and stay unique.
  @Test func identifiersComeFromWords() throws {
    let search = try #require(
      try StoryboardFixtures.scene("Search", in: StoryboardFixtures.forms).screen)
    #expect(search.allFieldIDs.first == "searchRecipes")
    let settings = try #require(
      try StoryboardFixtures.scene("Settings", in: StoryboardFixtures.forms).screen)
    // "Display name" is a placeholder; the email field's user label wins over its placeholder.
    #expect(settings.allFieldIDs == ["displayName", "email"])
  }
}

extension ScreenDescription {
  /// Every field's id, depth first: what `--focus` accepts.
  var allFieldIDs: [String] {
    func walk(_ elements: [ScreenElement]) -> [String] {
      elements.flatMap { ($0.kind == .field ? [$0.id] : []) + walk($0.elements) }
    }
    return walk(elements)
  }
}
