import Foundation
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import KeyboardAvoidance

extension UIKitScenarios {
  /// The UIKit half of the SwiftUI adapter, run on the UIKit model: the views the modifiers host
  /// in SwiftUI's hierarchy, and what they do once in a window. SwiftUI itself is declarations
  /// only here, so the hosted views stand where SwiftUI would put them, with frames set by hand;
  /// everything the modifiers decide goes through these objects and the core.
  @Suite("SwiftUI's hosted views")
  @MainActor
  struct SwiftUIHostedViewScenarios {
    /// A screen laid out by frames, standing in for a hosting controller's view: a scroll view
    /// with two fields at y = 100…700 and a bar above it.
    final class FormScreen: UIViewController {
      let bar = UIView(frame: CGRect(x: 0, y: 59, width: 393, height: 41))
      static let scrollFrame = CGRect(x: 0, y: 100, width: 393, height: 600)
      let scrollView = UIScrollView(frame: FormScreen.scrollFrame)
      let name = UITextField(frame: CGRect(x: 20, y: 20, width: 353, height: 44))
      let email = UITextField(frame: CGRect(x: 20, y: 80, width: 353, height: 44))

      override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        for (view, label) in [(bar, "bar"), (scrollView, "scrollView")] as [(UIView, String)] {
          view.modelName = label
          root.addSubview(view)
        }
        for (field, label) in [(name, "name"), (email, "email")] {
          field.modelName = label
          scrollView.addSubview(field)
        }
      }
    }

    /// Lets the main actor run what the adapter queued for its next turn.
    func nextTurns() async {
      for _ in 0..<3 { await Task.yield() }
    }

    @Test("observesKeyboard() and KeyboardReader start from a keyboard that is already up")
    func readerStartsFromTheKeyboardOnScreen() throws {
      let screen = FormScreen()
      let stage = try Stage("iPhone 16", root: screen)
      let root: UIView = screen.view
      // The screen's own reader, at its top.
      let top = OwnedKeyboard()
      let topView = HostedView(frame: .zero)
      topView.attach(to: top.anchor)
      root.addSubview(topView)
      stage.tap(screen.name)
      try #require(stage.simulator.presentation == .docked)
      #expect(top.snapshot.state.presentation == .docked)
      // A reader that appears while the keyboard is up, as a new row's or a pushed view's does.
      let owner = OwnedKeyboard()
      #expect(owner.snapshot == .hidden, "no window, no screen: nothing to read yet")
      let hosted = HostedView(frame: .zero)
      hosted.attach(to: owner.anchor)
      root.addSubview(hosted)
      #expect(owner.snapshot.state.presentation == .docked)
      #expect(owner.snapshot.visibleHeight == stage.screen.bounds.maxY - stage.keyboardTop)
      // From then on it follows the keyboard.
      root.endEditing(true)
      stage.settle()
      #expect(owner.snapshot.state.presentation == .hidden && owner.snapshot.visibleHeight == 0)
    }

    @Test("a reader made before any keyboard adapter still catches up from the kept notifications")
    func readerCatchesUpFromTheLog() throws {
      // The first reader of the app starts keeping keyboard notifications.
      let first = OwnedKeyboard()
      let screen = FormScreen()
      let stage = try Stage("iPhone 16", root: screen)
      stage.tap(screen.email)
      let hosted = HostedView(frame: .zero)
      hosted.attach(to: first.anchor)
      (screen.view as UIView).addSubview(hosted)
      #expect(first.snapshot.state.presentation == .docked)
      #expect(first.snapshot.state.frame.minY == stage.keyboardTop)
    }

    /// A form sheet at y = 300…700 on a screen, holding the two hosted views of
    /// `keyboardAvoiding`: the content (300 pt tall) inside 100 pt of padding, and the padded
    /// view; and every measurement their meter reports.
    @MainActor
    final class MeteredSheet {
      let screen = FormScreen()
      let stage: Stage
      let sheet = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 400))
      let meter = PaddedContentMeter()
      private(set) var reports: [PaddedContent] = []

      init() throws {
        stage = try Stage("iPhone 16", root: screen)
        let content = ScreenFrameView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let padded = ScreenFrameView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        for view in [content, padded] { view.meter = meter }
        meter.content = content
        meter.padded = padded
        meter.placement = .fills
        meter.onChange = { [weak self] in self?.reports.append($0) }
        sheet.addSubview(padded)
        sheet.addSubview(content)
        (screen.view as UIView).addSubview(sheet)
      }
    }

    @Test("the padding is measured between the content and the padded view")
    func measuresThePaddingItHad() async throws {
      let metered = try MeteredSheet()
      metered.meter.setNeedsMeasure()
      await nextTurns()
      let measured = try #require(metered.reports.last)
      #expect(measured.view.frame == CGRect(x: 0, y: 300, width: 393, height: 300))
      #expect(measured.padding == 100)
      #expect(measured.unpaddedFrame == CGRect(x: 0, y: 300, width: 393, height: 400))
    }

    @Test("measuring again what has not moved reports nothing new")
    func sameMeasurementOnce() async throws {
      let metered = try MeteredSheet()
      metered.meter.setNeedsMeasure()
      await nextTurns()
      metered.meter.setNeedsMeasure()
      await nextTurns()
      #expect(metered.reports.count == 1)
    }

    @Test("F22: a sheet UIKit moves for the keyboard is measured where it ends up")
    func sheetMovedForTheKeyboard() async throws {
      let metered = try MeteredSheet()
      let (stage, sheet) = (metered.stage, metered.sheet)
      // Laid out and measured once, before the keyboard.
      stage.settle()
      await nextTurns()
      #expect(metered.reports.last?.view.frame.minY == 300)
      let measuredBefore = metered.reports.count
      // UIKit's own reaction to the keyboard, before the notification reaches the app: the sheet
      // moves up, its size unchanged, so nothing inside it is laid out again.
      let standard = stage.simulator.willNotificationWrapper
      stage.simulator.willNotificationWrapper = { animation, endFrame, post in
        standard?(animation, endFrame) {
          if endFrame.minY < sheet.frame.maxY { sheet.frame.origin.y = 100 }
          post()
        }
      }
      stage.tap(metered.screen.name)
      try #require(sheet.frame.minY == 100)
      await nextTurns()
      #expect(metered.reports.count == measuredBefore + 1, "one new measurement")
      let measured = try #require(metered.reports.last)
      #expect(measured.view.frame == CGRect(x: 0, y: 100, width: 393, height: 300))
      #expect(measured.padding == 100)
    }

    /// The screen with tap to dismiss applied to a view of `frame`: its hosted view sits behind
    /// everything, with that frame, as SwiftUI places a background.
    @MainActor
    final class TapScreen {
      let screen = FormScreen()
      let stage: Stage
      let taps = ScrollTapDismissal()
      let hosted: HostedView
      var root: UIView { screen.view }

      init(modifiedViewFrame frame: CGRect) throws {
        stage = try Stage("iPhone 16", root: screen)
        hosted = HostedView(frame: frame)
        hosted.isUserInteractionEnabled = false
        hosted.attach(to: taps.anchor)
        root.insertSubview(hosted, at: 0)
      }

      /// A tap at `point` in window coordinates, then the animations finish.
      func tap(_ point: CGPoint) {
        UIKitModel.tap(at: point, in: stage.window)
        stage.settle()
      }
    }

    @Test("F17: a tap in a scroll view inside the modified view dismisses the keyboard")
    func tapOverScrollView() throws {
      let tapped = try TapScreen(modifiedViewFrame: FormScreen.scrollFrame)
      let (screen, stage) = (tapped.screen, tapped.stage)
      #expect(tapped.taps.host === tapped.root)
      stage.tap(screen.name)
      stage.tap(screen.email)
      #expect(screen.email.isFirstResponder, "a tap on another field moves the focus")
      // Below the fields, inside the scroll view.
      tapped.tap(CGPoint(x: 200, y: 500))
      #expect(stage.simulator.presentation == .hidden)
    }

    @Test("F17: taps outside the modified view's frame or outside its scroll views are left alone")
    func tapsElsewhere() throws {
      // The modified view: the scroll view and the bar above it.
      let tapped = try TapScreen(modifiedViewFrame: CGRect(x: 0, y: 59, width: 393, height: 641))
      tapped.stage.tap(tapped.screen.name)
      // On the bar: inside the frame, but no scroll view there (the background layer's part).
      tapped.tap(CGPoint(x: 200, y: 80))
      // Below the modified view.
      tapped.tap(CGPoint(x: 200, y: 760))
      #expect(tapped.stage.simulator.presentation == .docked)
      #expect(tapped.screen.name.isFirstResponder)
    }

    @Test("F17: the recognizer leaves the screen with the hosted view")
    func recognizerFollowsTheHostedView() throws {
      let tapped = try TapScreen(modifiedViewFrame: FormScreen.scrollFrame)
      #expect(tapped.root.gestureRecognizers?.count == 1)
      tapped.hosted.removeFromSuperview()
      #expect(tapped.taps.host == nil)
      #expect(tapped.root.gestureRecognizers?.isEmpty ?? true)
      tapped.stage.tap(tapped.screen.name)
      tapped.tap(CGPoint(x: 200, y: 500))
      #expect(tapped.stage.simulator.presentation == .docked)
    }
  }
}
