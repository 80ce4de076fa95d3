import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The cache on an iPhone 16 (393 × 852 pt, scale 3).
///
/// Catalog values from the catalog's public sources (DeviceDataSource): 335 pt portrait and 208 pt
/// landscape with the predictive row (DPS), 291 pt portrait without it (RB).
@Suite("KeyboardHeightCache")
struct KeyboardHeightCacheTests {
  private static func iPhone16() throws -> DeviceProfile {
    try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
  }

  /// A transition from hidden to a keyboard state with the given presentation and frame.
  private static func transition(
    to presentation: KeyboardPresentation, frame: CGRect
  ) -> KeyboardTransition {
    KeyboardTransition(
      from: .hidden, to: KeyboardState(presentation: presentation, frame: frame), animation: .none)
  }

  /// A docked keyboard of a given height on a screen of a given size.
  private static func docked(height: CGFloat, screen: CGSize) -> KeyboardTransition {
    transition(
      to: .docked,
      frame: CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
  }

  private static let portrait = CGSize(width: 393, height: 852)
  private static let landscape = CGSize(width: 852, height: 393)

  @Test("before any keyboard, the catalog's estimate")
  func fallback() throws {
    let cache = KeyboardHeightCache(
      store: InMemoryKeyboardHeightStore(), profile: try Self.iPhone16())
    #expect(cache.learnedHeight(orientation: .portrait) == nil)
    let portrait = cache.expectedHeight(orientation: .portrait)
    #expect(portrait.height == 335)
    #expect(portrait.provenance != .learned)
    #expect(cache.expectedHeight(orientation: .landscape).height == 208)
    #expect(cache.expectedHeight(orientation: .portrait, kind: .plain).height == 291)
  }

  @Test("a round trip through a UserDefaults suite survives a relaunch")
  func userDefaultsRoundTrip() throws {
    let suite = try TemporaryDefaults()
    defer { suite.remove() }
    let profile = try Self.iPhone16()
    let first = KeyboardHeightCache(store: suite.defaults, profile: profile)
    #expect(first.record(Self.docked(height: 291, screen: Self.portrait), orientation: .portrait))
    #expect(first.record(Self.docked(height: 209, screen: Self.landscape), orientation: .landscape))

    let relaunched = KeyboardHeightCache(store: try suite.reopened(), profile: profile)
    #expect(relaunched.learnedHeight(orientation: .portrait) == 291)
    #expect(relaunched.learnedHeight(orientation: .landscape) == 209)
    let expected = relaunched.expectedHeight(orientation: .portrait)
    #expect(
      expected == KeyboardHeightEstimate(height: 291, provenance: .learned, confidence: .high))
  }

  @Test("a round trip through the in-memory store; orientations stay apart")
  func inMemoryRoundTrip() throws {
    let cache = KeyboardHeightCache(
      store: InMemoryKeyboardHeightStore(), profile: try Self.iPhone16())
    #expect(cache.record(Self.docked(height: 336, screen: Self.portrait), orientation: .portrait))
    #expect(cache.learnedHeight(orientation: .portrait) == 336)
    #expect(cache.learnedHeight(orientation: .landscape) == nil)
    #expect(cache.expectedHeight(orientation: .landscape).height == 208)
    #expect(cache.record(Self.docked(height: 291, screen: Self.portrait), orientation: .portrait))
    #expect(cache.learnedHeight(orientation: .portrait) == 291)
  }

  /// What may lie under the key: other app versions, users and bugs write there too.
  ///
  /// The iPhone 16's portrait screen is 852 pt tall; below 100 pt is no keyboard.
  static let garbage: [(String, any Sendable)] = [
    ("negative", -335.0), ("NaN", Double.nan), ("infinity", Double.infinity),
    ("minus infinity", -Double.infinity), ("taller than the screen", 900.0),
    ("the screen's height", 852.0), ("absurd", 1e12), ("too short", 40.0), ("zero", 0.0),
    ("a string", "335"), ("a flag", true), ("an array", [335.0]),
    ("a date", Date(timeIntervalSince1970: 335)),
  ]

  @Test("garbage read back from an in-memory store falls back to the estimate", arguments: garbage)
  func garbageInMemory(_ label: String, _ value: any Sendable) throws {
    let profile = try Self.iPhone16()
    let key = KeyboardHeightCache(store: InMemoryKeyboardHeightStore(), profile: profile)
      .storageKey(for: .portrait)
    let store = InMemoryKeyboardHeightStore(values: [key: value])
    let cache = KeyboardHeightCache(store: store, profile: profile)
    #expect(cache.learnedHeight(orientation: .portrait) == nil, "\(label)")
    #expect(cache.expectedHeight(orientation: .portrait).height == 335, "\(label)")
    #expect(cache.expectedHeight(orientation: .portrait, kind: .plain).height == 291, "\(label)")
  }

  @Test("garbage read back from UserDefaults falls back to the estimate", arguments: garbage)
  func garbageInUserDefaults(_ label: String, _ value: any Sendable) throws {
    let suite = try TemporaryDefaults()
    defer { suite.remove() }
    let cache = KeyboardHeightCache(store: suite.defaults, profile: try Self.iPhone16())
    suite.defaults.set(value, forKey: cache.storageKey(for: .portrait))
    #expect(cache.learnedHeight(orientation: .portrait) == nil, "\(label)")
    #expect(cache.expectedHeight(orientation: .portrait).provenance != .learned, "\(label)")
  }

  @Test("a number stored as an integer is read back")
  func integerValue() throws {
    let profile = try Self.iPhone16()
    let key = KeyboardHeightCache(store: InMemoryKeyboardHeightStore(), profile: profile)
      .storageKey(for: .portrait)
    let cache = KeyboardHeightCache(
      store: InMemoryKeyboardHeightStore(values: [key: NSNumber(value: 291)]), profile: profile)
    #expect(cache.learnedHeight(orientation: .portrait) == 291)
  }

  @Test(
    "only docked keyboards are learned",
    arguments: [
      // iPad-style frames on the iPhone 16 screen: each is what the reducer reports for it.
      (.hidden, .zero),
      (.accessoryBar, CGRect(x: 0, y: 797, width: 393, height: 335)),
      (.undocked, CGRect(x: 0, y: 300, width: 393, height: 335)),
      (.floating, CGRect(x: 40, y: 300, width: 320, height: 250)),
    ] as [(KeyboardPresentation, CGRect)])
  func onlyDocked(presentation: KeyboardPresentation, frame: CGRect) throws {
    let store = InMemoryKeyboardHeightStore()
    let cache = KeyboardHeightCache(store: store, profile: try Self.iPhone16())
    #expect(!cache.record(Self.transition(to: presentation, frame: frame), orientation: .portrait))
    #expect(store.object(forKey: cache.storageKey(for: .portrait)) == nil)
  }

  @Test(
    "implausible docked frames are not learned",
    arguments: [
      CGRect(x: 0, y: 812, width: 393, height: 40),  // an accessory view alone
      CGRect(x: 0, y: 0, width: 393, height: 852),  // the whole screen
      CGRect(x: 0, y: 60, width: 852, height: 333),  // a landscape frame reported as portrait
      CGRect(x: 0, y: 517, width: CGFloat.nan, height: 335),
      CGRect(x: 0, y: 517, width: 0, height: 335),
    ])
  func implausible(frame: CGRect) throws {
    let store = InMemoryKeyboardHeightStore()
    let cache = KeyboardHeightCache(store: store, profile: try Self.iPhone16())
    #expect(!cache.record(Self.transition(to: .docked, frame: frame), orientation: .portrait))
    #expect(store.object(forKey: cache.storageKey(for: .portrait)) == nil)
  }

  /// The NotificationCenter post's situation: will-show at 291 pt, then again at 335 pt with the
  /// predictive row, then hidden.
  ///
  /// The cache keeps the last docked height; hiding does not erase it.
  @Test("learns from the reducer's transitions")
  func fromReducer() throws {
    let cache = KeyboardHeightCache(
      store: InMemoryKeyboardHeightStore(), profile: try Self.iPhone16())
    let screen = CGRect(origin: .zero, size: Self.portrait)
    var state = KeyboardState.hidden
    let frames = [
      (KeyboardEvent.Kind.willShow, CGRect(x: 0, y: 561, width: 393, height: 291)),
      (.willShow, CGRect(x: 0, y: 517, width: 393, height: 335)),
      (.willHide, CGRect(x: 0, y: 852, width: 393, height: 335)),
    ]
    for (kind, frame) in frames {
      let event = KeyboardEvent(kind: kind, beginFrame: state.frame, endFrame: frame)
      if let transition = state.reduce(event, screenBounds: screen) {
        cache.record(transition, orientation: DeviceOrientation(screenSize: screen.size))
      }
    }
    #expect(cache.learnedHeight(orientation: .portrait) == 335)
  }

  @Test("a learned height answers for the software kind it is nearest to")
  func kinds() throws {
    let cache = KeyboardHeightCache(
      store: InMemoryKeyboardHeightStore(), profile: try Self.iPhone16())
    cache.record(Self.docked(height: 292, screen: Self.portrait), orientation: .portrait)
    #expect(cache.expectedHeight(orientation: .portrait, kind: .plain).height == 292)
    #expect(cache.expectedHeight(orientation: .portrait, kind: .plain).provenance == .learned)
    #expect(cache.expectedHeight(orientation: .portrait, kind: .predictive).height == 335)
    #expect(cache.expectedHeight(orientation: .portrait).height == 292)

    cache.record(Self.docked(height: 330, screen: Self.portrait), orientation: .portrait)
    #expect(cache.expectedHeight(orientation: .portrait, kind: .predictive).height == 330)
    #expect(cache.expectedHeight(orientation: .portrait, kind: .plain).height == 291)
    // The hardware bar is never learned: 44 pt row + 34 pt safe area, by the rule.
    let bar = cache.expectedHeight(orientation: .portrait, kind: .hardwareBar)
    #expect(bar.height == 78)
    #expect(bar.provenance != .learned)
  }

  @Test("forgetting removes both orientations")
  func forget() throws {
    let cache = KeyboardHeightCache(
      store: InMemoryKeyboardHeightStore(), profile: try Self.iPhone16())
    cache.record(Self.docked(height: 335, screen: Self.portrait), orientation: .portrait)
    cache.record(Self.docked(height: 208, screen: Self.landscape), orientation: .landscape)
    cache.forgetLearnedHeights()
    #expect(cache.learnedHeight(orientation: .portrait) == nil)
    #expect(cache.learnedHeight(orientation: .landscape) == nil)
  }

  @Test("keys name the screen, so models sharing it share what was learned")
  func keys() throws {
    let store = InMemoryKeyboardHeightStore()
    let sixteen = KeyboardHeightCache(store: store, profile: try Self.iPhone16())
    #expect(
      sixteen.storageKey(for: .portrait)
        == "KeyboardAvoidance.KeyboardHeightCache.v1.393x852@3x.portrait")
    #expect(sixteen.storageKey(for: .landscape).hasSuffix("393x852@3x.landscape"))
    let fifteen = KeyboardHeightCache(
      store: store, profile: try #require(DeviceCatalog.profile(identifier: "iPhone15,4")))
    sixteen.record(Self.docked(height: 335, screen: Self.portrait), orientation: .portrait)
    #expect(fifteen.learnedHeight(orientation: .portrait) == 335)
    let other = KeyboardHeightCache(
      store: store, profile: try Self.iPhone16(), keyPrefix: "com.example.keyboard")
    #expect(other.storageKey(for: .portrait) == "com.example.keyboard.393x852@3x.portrait")
    #expect(other.learnedHeight(orientation: .portrait) == nil)
  }

  /// Random heights: plausible ones (100 pt up to the screen's height) come back exactly;
  /// the rest never do.
  @Test func randomHeights() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    let profile = try Self.iPhone16()
    for _ in 0..<200 {
      let orientation = DeviceOrientation.allCases.randomElement(using: &generator) ?? .portrait
      let screen = orientation == .portrait ? Self.portrait : Self.landscape
      let height = CGFloat(Double.random(in: -1000...2000, using: &generator))
      let store = InMemoryKeyboardHeightStore()
      let cache = KeyboardHeightCache(store: store, profile: profile)
      let plausible = height >= 100 && height < screen.height
      store.set(Double(height), forKey: cache.storageKey(for: orientation))
      let read = cache.learnedHeight(orientation: orientation)
      #expect(read == (plausible ? height : nil), "seed \(seed): \(height) \(orientation)")
      let learned = cache.record(
        Self.docked(height: height, screen: screen), orientation: orientation)
      #expect(learned == (plausible && height > 0), "seed \(seed): \(height) \(orientation)")
    }
  }
}
