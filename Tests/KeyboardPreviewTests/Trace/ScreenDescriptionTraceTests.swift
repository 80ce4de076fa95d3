import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Recorded sessions played against a screen: every trace of the corpus, and the hand-checked
/// figures of a shortcut bar, a Stage Manager window and a Split View window.
@Suite("Played traces")
struct ScreenDescriptionTraceTests {
  static func play(_ name: String, screen: ScreenDescription = .builtInLogin) throws
    -> PreviewReport
  {
    let trace = try TraceCorpus.trace(name)
    let profile = try #require(DeviceCatalog.profile(identifier: trace.device.modelIdentifier))
    return screen.preview(trace, on: profile)
  }

  /// Every notification of every trace gets a row that follows the core's own fold.
  ///
  /// The same presentation, a change exactly where the core delivered a transition, the layout
  /// in the recorded window or screen. The login screen passes every session but those that hold an
  /// iPhone in landscape, where its design fits on no iPhone.
  @Test func everyTraceOfTheCorpusPlays() throws {
    let names = try TraceCorpus.names()
    #expect(names.count == 22)
    var failing: [String] = []
    var landscapeIPhones: [String] = []
    for name in names {
      let trace = try TraceCorpus.trace(name)
      let report = try Self.play(name)
      let core = trace.steps()
      let steps = try #require(report.trace?.steps)
      #expect(report.results.count == trace.notifications.count, "\(name)")
      #expect(steps.map(\.index) == Array(trace.notifications.indices), "\(name)")
      #expect(
        steps.map(\.presentation) == core.map(\.state.presentation.rawValue), "\(name)")
      #expect(steps.map(\.changed) == core.map { $0.transition != nil }, "\(name)")
      #expect(steps.map { $0.rejection != nil } == core.map { (try? $0.event.get()) == nil })
      for (entry, result) in zip(trace.notifications, report.results) {
        let area = entry.windowFrame ?? entry.screenBounds
        #expect(result.screen == PreviewSize(width: area.width, height: area.height), "\(name)")
        #expect(result.window == entry.windowFrame.map(PreviewRect.init), "\(name)")
        #expect(result.keyboardKind == .recorded)
        #expect(result.status != .notApplicable, "\(name)")
      }
      for (step, result) in zip(steps, report.results) {
        #expect(step.coveredHeight >= 0 && step.coveredHeight <= result.screen.height)
      }
      if !report.passed { failing.append(name) }
      let family = DeviceCatalog.profile(identifier: trace.device.modelIdentifier)?.family
      if family == .iPhone,
        trace.notifications.contains(where: { $0.screenBounds.width > $0.screenBounds.height })
      {
        landscapeIPhones.append(name)
      }
    }
    #expect(!landscapeIPhones.isEmpty)
    #expect(failing == landscapeIPhones)
  }

  /// Stack Overflow question 32319697: the shortcut bar covers 55 pt of a 313 pt frame.
  ///
  /// On an iPad Air 2 (768 × 1024, status bar 20 pt) with a hardware keyboard, the frame stays
  /// 313 pt tall while only the 55 pt shortcut bar is on screen. The password field ends at 20 + 40 + 60 + 40 + 21 + 40 + 44 + 12 + 44 = 321; the
  /// button rides on the keyboard, 50 pt tall: with the keyboard (top 1024 − 313 = 711) it
  /// starts at 661, 340 pt below the field; with the bar (top 969) at 919, 598 pt below.
  @Test func theShortcutBarCoversFiftyFivePoints() throws {
    let report = try Self.play(TraceCorpus.shortcutBar)
    let steps = try #require(report.trace?.steps)
    #expect(report.passed)
    #expect(steps.map(\.coveredHeight) == [313, 313, 55, 55, 313, 313])
    #expect(
      steps.map(\.presentation) == [
        "docked", "docked", "accessoryBar", "accessoryBar", "docked", "docked",
      ])
    #expect(steps.map(\.changed) == [true, false, true, false, true, false])
    #expect(report.results.map(\.clearance) == [340, 340, 598, 598, 340, 340])
    let bar = try #require(report.results[2].keyboard)
    #expect(bar.height == 55)
    #expect(bar.frame == PreviewRect(x: 0, y: 969, width: 768, height: 313))
    #expect(bar.source == "as notifications[2] reported it")
    #expect(report.trace?.firstFailure == nil)
  }

  /// flutter/flutter#117324: a small Stage Manager window at the top is not covered.
  ///
  /// A Stage Manager window 500 × 560 pt at (40, 24) on an iPad Air (5th generation) ends at 24 + 560 = 584; the keyboard's top is at 1180 − 337 = 843, so the
  /// window's overlap with it is empty and it covers 0 pt, whatever its 337 pt height. The
  /// window's longer side, 560 pt, is at most 568: the window is compact-height, and the
  /// screen's compact-height rules (the logo hidden) apply, as they do in the app.
  @Test func aSmallStageManagerWindowIsNotCovered() throws {
    let report = try Self.play("flutter-117324-stage-manager-small-window-at-top.json")
    let steps = try #require(report.trace?.steps)
    #expect(steps.map(\.coveredHeight) == [0, 0])
    #expect(steps[0].keyboardFrame == PreviewRect(x: 0, y: 843, width: 820, height: 337))
    let result = report.results[0]
    #expect(result.window == PreviewRect(x: 40, y: 24, width: 500, height: 560))
    #expect(result.screen == PreviewSize(width: 500, height: 560))
    #expect(result.screenClass == "compactHeight")
    #expect(result.rulesApplied.contains { $0.element == "logo" && $0.property == "isHidden" })
    // In the window's coordinates the keyboard starts 843 − 24 = 819 pt down, 40 pt to the left.
    #expect(result.keyboard?.frame == PreviewRect(x: -40, y: 819, width: 820, height: 337))
    #expect(result.clearance == nil)
    #expect(
      result.notes.contains("the keyboard covers none of the window: the window ends above it"))
    #expect(result.status == .pass)
  }

  /// QMUI_iOS#650: a Split View window is covered by its overlap with the keyboard.
  ///
  /// In Split View the app's window is the right half of an 11-inch iPad Pro
  /// (834 × 1194, safe area 24 pt at the top, 20 at the bottom), 414 pt wide at x 420, and the
  /// keyboard's frame starts at x 420 too, 834 pt wide, top at 881. In the window it covers
  /// 1194 − 881 = 313 pt. The window is 414 pt wide: a tall phone-sized window, no logo rule.
  /// The password field ends at 24 + 301 = 325, the button on the keyboard starts at
  /// 881 − 50 = 831: 506 pt below it.
  @Test func aSplitViewWindowIsCoveredByItsOverlap() throws {
    let report = try Self.play("qmui-650-ipad-split-view-offset-frame.json")
    let steps = try #require(report.trace?.steps)
    #expect(steps.map(\.coveredHeight) == [313, 313])
    let result = report.results[0]
    #expect(result.screenClass == "tall")
    #expect(result.keyboard?.frame == PreviewRect(x: 0, y: 881, width: 834, height: 313))
    #expect(result.clearance == 506)
    #expect(result.status == .pass)
  }

  /// capacitor-plugins#1305: a hardware keyboard in Stage Manager reports a 337 pt frame with
  /// its top at 1125, 55 pt of it on screen; the window (60, 80, 700 × 900) ends at 980, so it
  /// covers none of the window: taking the frame's height would blank a third of it.
  @Test func aHardwareKeyboardUnderAStageManagerWindowCoversNothing() throws {
    let report = try Self.play("capacitor-1305-stage-manager-hardware-keyboard.json")
    let steps = try #require(report.trace?.steps)
    #expect(steps.map(\.presentation) == ["accessoryBar", "accessoryBar"])
    #expect(steps.map(\.coveredHeight) == [0, 0])
    #expect(report.results[0].keyboard?.height == 55)
  }

  /// Stack Overflow question 10749311: a rejected notification keeps the state before it.
  ///
  /// The did-change-frame after an undock carries no end frame. The parser rejects it, and its row keeps the undocked keyboard.
  @Test func aRejectedNotificationKeepsTheStateBeforeIt() throws {
    let report = try Self.play("stackoverflow-10749311-ipad-undock-from-menu.json")
    let steps = try #require(report.trace?.steps)
    #expect(steps[1].rejection == "UIKeyboardFrameEndUserInfoKey is missing")
    #expect(steps[1].presentation == "undocked")
    #expect(!steps[1].changed)
    #expect(report.results[1] == report.results[0])
  }

  /// apontious's iPhone 4s session turns the phone to landscape (480 × 320, no status bar):
  /// there, with the keyboard hidden, the button rests 50 pt above the bottom at 220…270, over
  /// the user ID field (201…245, by 25 pt) and the password field (257…301, by 13 pt).
  @Test func theFirstFailingNotificationIsNamed() throws {
    let report = try Self.play("apontious-keyboard-schmeeboard-iphone-rotation.json")
    #expect(report.trace?.firstFailure == 2)
    #expect(report.results.map(\.status) == [.pass, .pass, .fail])
    let messages = report.results[2].failures.filter { !$0.keyboardShown }.map(\.message)
    #expect(
      messages == [
        "userID overlaps loginButton by 25 pt", "password overlaps loginButton by 13 pt",
      ])
    #expect(!report.results[2].suggestions.isEmpty)
  }

  /// A recorded keyboard at the catalog's frame lays the screen out exactly as the catalog's
  /// keyboard does: the same code, fed the state instead of a height.
  @Test func aRecordedStateLaysOutLikeTheCatalogKeyboard() throws {
    let catalog = ScreenDescription.builtInSignUp.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    let frame = try #require(catalog.keyboard?.frame.cgRect)
    let recorded = ScreenDescription.builtInSignUp.preview(
      on: Devices.iPhone16, screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852),
      keyboard: KeyboardState(presentation: .docked, frame: frame))
    #expect(recorded.fields == catalog.fields)
    #expect(recorded.shown == catalog.shown)
    #expect(recorded.clearance == catalog.clearance)
    #expect(recorded.keyboard?.kind == .recorded)
    #expect(recorded.window == nil)
  }
}
