import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Keyboard sessions transcribed from public logs, one trace file each under `Traces/`.
///
/// The logs are Stack Overflow questions and answers, issue threads, code comments and blog
/// posts; every file names its source, what it shows and what had to be assumed. Each replays through the observer and the policies with every
/// invariant holding, and ends where the reducer's documented rules put it.
@MainActor
@Suite("Trace corpus")
struct TraceCorpusTests {
  /// The trace files, by name.
  nonisolated static let files: [String] = {
    guard let directory = Bundle.module.url(forResource: "Traces", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  nonisolated static func load(_ name: String) throws -> (text: String, trace: KeyboardTrace) {
    let url = try #require(Bundle.module.url(forResource: "Traces/" + name, withExtension: nil))
    let data = try Data(contentsOf: url)
    return (String(decoding: data, as: UTF8.self), try KeyboardTrace(jsonData: data))
  }

  /// The address a file names after `Source: `, without its fragment.
  nonisolated static func source(of trace: KeyboardTrace) -> String? {
    guard let line = trace.notes.first(where: { $0.hasPrefix("Source: http") }) else { return nil }
    let address = line.dropFirst("Source: ".count).prefix { $0 != " " }
    return String(address.prefix { $0 != "#" && $0 != "?" })
  }

  @Test func theCorpusHoldsTwentySessionsFromEightSources() throws {
    #expect(Self.files.count >= 20)
    let sources = try Set(Self.files.map { try Self.source(of: Self.load($0).trace) ?? $0 })
    #expect(sources.count >= 8, "\(sources.sorted())")
  }

  @Test(arguments: files)
  func eachFileNamesItsSourceWhatItShowsAndWhatWasAssumed(_ name: String) throws {
    let (text, trace) = try Self.load(name)
    let source = try #require(Self.source(of: trace), "a Source: line with an address")
    #expect(source.last.map { $0.isLetter || $0.isNumber || $0 == "/" } == true, "\(source)")
    #expect(trace.notes.contains { $0.hasPrefix("Shows: ") })
    #expect(trace.notes.contains { $0.hasPrefix("Assumed: ") })
    #expect(!trace.notifications.isEmpty)
    // Files are kept as the exporter writes them, so a recorded trace and a transcribed one
    // read alike.
    #expect(String(decoding: trace.jsonData(), as: UTF8.self) == text)
  }

  @Test(arguments: files)
  func eachSessionReplaysWithEveryInvariantHolding(_ name: String) throws {
    let trace = try Self.load(name).trace
    let checked = try trace.checkInvariants()
    // The simulator's replay and the trace's own fold agree with the checked observer.
    let simulator = KeyboardSimulator(device: try Devices.iPhone16())
    let observer = simulator.makeObserver()
    let delivered = Delivered()
    let subscription = observer.subscribe { delivered.transitions.append($0) }
    simulator.replay(trace)
    subscription.cancel()
    let anonymous = IndexedScreens(screens: [])
    #expect(delivered.transitions.map(anonymous.transition) == checked.map(anonymous.transition))
    #expect(
      trace.steps().compactMap(\.transition).map(anonymous.transition)
        == checked.map(anonymous.transition))
  }

  @MainActor
  final class Delivered {
    var transitions: [KeyboardTransition] = []
  }

  /// Where each session ends by the reducer's rules (`KeyboardState.reduce`): a frame at the
  /// bottom edge docks, one crossing it is a hardware keyboard's bar, one lifted at full width is
  /// undocked and narrower floats, one outside the screen hides, and an empty frame or one as
  /// tall as the screen carries no position; repeats change nothing.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var file: String
    /// Presentations after each transition.
    var presentations: [KeyboardPresentation]
    /// Notifications the parser rejects.
    var rejected = 0
    /// The height the keyboard covers of the screen at the end.
    var coveredAtEnd: CGFloat
    /// The height it covers of the recorded window at the end, when one was recorded.
    var coveredOfWindowAtEnd: CGFloat?
    var testDescription: String { file }
  }

  nonisolated static let expectations: [Expectation] = [
    // (0, 264, 320, 216) ends at the bottom edge, 480.
    Expectation(
      file: "stackoverflow-19482573-iphone4s-ios7-show.json", presentations: [.docked],
      coveredAtEnd: 216),
    // No end frame.
    Expectation(
      file: "stackoverflow-10749311-ipad-undock-by-sliding.json", presentations: [], rejected: 1,
      coveredAtEnd: 0),
    // (0, -264, 768, 304) shows 40 pt at the top at full width: lifted, undocked; it covers
    // nothing a bottom-pinned view cares about. The did-change-frame has no end frame.
    Expectation(
      file: "stackoverflow-10749311-ipad-undock-from-menu.json", presentations: [.undocked],
      rejected: 1, coveredAtEnd: 0),
    // The trace begins with the change; the repeats after the first notification change nothing.
    Expectation(
      file: "stackoverflow-25946121-iphone6-predictive-row-on.json", presentations: [.docked],
      coveredAtEnd: 258),
    Expectation(
      file: "stackoverflow-25946121-iphone6-predictive-row-off.json", presentations: [.docked],
      coveredAtEnd: 225),
    // 216, then 258; the third notification repeats the second's frame.
    Expectation(
      file: "myzhai-chattingui-three-frame-changes-within-12-ms.json",
      presentations: [.docked, .docked], coveredAtEnd: 258),
    // Landscape, portrait, landscape: each will-show docks a new frame.
    Expectation(
      file: "openradar-38117524-ipad-rotation-numeric-keypad.json",
      presentations: [.docked, .docked, .docked], coveredAtEnd: 398),
    // y = 744 lies below the 480 pt screen.
    Expectation(
      file: "kgkeyboardchangemanager-2-hide-frame-far-below.json",
      presentations: [.docked, .hidden], coveredAtEnd: 0),
    // 711 + 313 = 1024 docks; 969 + 313 = 1282 crosses the bottom edge, 1024 − 969 = 55 pt bar.
    Expectation(
      file: "stackoverflow-32319697-ipad-shortcut-bar-toggle.json",
      presentations: [.docked, .accessoryBar, .docked], coveredAtEnd: 313),
    // 713 + 55 = 768: the bar itself, at the bottom edge.
    Expectation(
      file: "tpkeyboardavoiding-276-ipad-landscape-shortcuts-bar.json", presentations: [.docked],
      coveredAtEnd: 55, coveredOfWindowAtEnd: 55),
    // (0, 812, 375, 71) touches the screen only along its bottom edge: outside it.
    Expectation(
      file: "rxkeyboard-107-cross-fade-transitions.json", presentations: [.docked, .hidden],
      coveredAtEnd: 0),
    // The empty frame carries no position; the will-hide hides.
    Expectation(
      file: "react-native-34503-cross-fade-empty-end-frame.json",
      presentations: [.docked, .hidden], coveredAtEnd: 0),
    // The second show's begin frame differs, its end frame does not: 270 pt again.
    Expectation(
      file: "iqkeyboardmanager-1326-first-begin-frame-includes-toolbar.json",
      presentations: [.docked, .hidden, .docked], coveredAtEnd: 270),
    // The zero-height will-show carries no position; then 216 and 256 (259) dock.
    Expectation(
      file: "swype-keyboard-three-will-shows.json", presentations: [.docked, .docked],
      coveredAtEnd: 256),
    Expectation(
      file: "swiftkey-keyboard-three-will-shows.json", presentations: [.docked, .docked],
      coveredAtEnd: 259),
    // Hide and show, twice, around the rotation.
    Expectation(
      file: "apple-forums-5706-ipad-rotation-hide-show-twice.json",
      presentations: [.docked, .hidden, .docked, .hidden, .docked], coveredAtEnd: 398),
    Expectation(
      file: "apontious-keyboard-schmeeboard-iphone-rotation.json",
      presentations: [.docked, .hidden, .docked], coveredAtEnd: 162),
    // The frame reaches the bottom edge and is no wider than the screen: docked; it covers the
    // 313 pt the window's bottom shares with it.
    Expectation(
      file: "qmui-650-ipad-split-view-offset-frame.json", presentations: [.docked],
      coveredAtEnd: 313, coveredOfWindowAtEnd: 313),
    // The window ends at 24 + 560 = 584, above the keyboard's top at 843.
    Expectation(
      file: "flutter-117324-stage-manager-small-window-at-top.json", presentations: [.docked],
      coveredAtEnd: 337, coveredOfWindowAtEnd: 0),
    // 1125 + 337 crosses the bottom edge: a 55 pt bar; the window ends at 80 + 900 = 980.
    Expectation(
      file: "capacitor-1305-stage-manager-hardware-keyboard.json", presentations: [.accessoryBar],
      coveredAtEnd: 55, coveredOfWindowAtEnd: 0),
    // 320 pt wide, lifted off the bottom: floating, then moved.
    Expectation(
      file: "kuikeyboard-7-ipad-floating-keyboard.json", presentations: [.floating, .floating],
      coveredAtEnd: 0),
    // A frame as tall as the screen carries no position.
    Expectation(
      file: "keyboardlayoutguide-37-floating-keyboard-full-height.json", presentations: [],
      coveredAtEnd: 0),
  ]

  @Test func everyFileHasAnExpectation() {
    #expect(Self.expectations.map(\.file).sorted() == Self.files)
  }

  @Test(arguments: expectations)
  func eachSessionEndsWhereTheRulesPutIt(_ expected: Expectation) throws {
    let trace = try Self.load(expected.file).trace
    let steps = trace.steps()
    #expect(steps.compactMap(\.transition).map(\.to.presentation) == expected.presentations)
    let rejected = steps.filter { if case .failure = $0.event { true } else { false } }
    #expect(rejected.count == expected.rejected)
    let last = try #require(steps.last)
    #expect(last.state.coveredHeight(of: last.entry.screenBounds) == expected.coveredAtEnd)
    if let window = last.entry.windowFrame {
      #expect(last.state.coveredHeight(of: window) == expected.coveredOfWindowAtEnd)
    }
  }
}
