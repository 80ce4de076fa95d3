import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardPreview

@Suite("SVG pictures")
struct SVGPictureTests {
  static func picture(
    _ device: DeviceProfile, _ keyboard: PreviewKeyboard = .predictive,
    orientation: DeviceOrientation = .portrait, screen: ScreenDescription = .builtInLogin
  ) -> (PreviewResult, SVGInspector) {
    let result = screen.preview(on: device, orientation: orientation, keyboard: keyboard)
    let svg = SVGPicture.render(result, screen: screen.name, focusDistance: 10)
    return (result, SVGInspector(svg))
  }

  @Test func passingPictureHasTheKeyboardAndEveryElement() throws {
    let (result, svg) = Self.picture(Devices.iPhoneSE1)
    #expect(svg.isWellFormed, "\(String(describing: svg.error))")
    #expect(svg.elements.first?.name == "svg")
    #expect(svg.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    // Keyboard 253 pt docked at 568 − 253 = 315, full width, in the right-hand panel.
    let keyboard = try #require(svg.element(id: "keyboard"))
    #expect(keyboard.number("y") == 315)
    #expect(keyboard.number("height") == 253)
    #expect(keyboard.number("width") == 320)
    let drawn = { (name: String) in
      svg.elements(named: "rect", class: name).filter { $0.attributes["data-legend"] == nil }
    }
    #expect(drawn("keyboard").count == 1)
    for id in ["logo", "statusLabel", "credentials", "userID", "password", "loginButton"] {
      #expect(svg.element(id: "hidden-\(id)")?.attributes["data-element"] == id)
      #expect(svg.element(id: "shown-\(id)")?.attributes["data-element"] == id)
    }
    // The password field as the layout tests place it: 167…211 with the keyboard up.
    let password = try #require(svg.element(id: "shown-password"))
    #expect(password.number("y") == 167)
    #expect(password.classes.contains("focused"))
    #expect(svg.element(id: "shown-logo")?.classes.contains("hidden") == true)
    #expect(drawn("failure").isEmpty)
    #expect(drawn("safe-area").count == 2)
    #expect(result.status == .pass)
    #expect(svg.elements.contains { $0.name == "text" && $0.text.hasPrefix("PASS: ") })
  }

  @Test func failuresAreMarked() {
    let (result, svg) = Self.picture(Devices.iPhone4s)
    #expect(svg.isWellFormed)
    #expect(result.status == .fail)
    let marks = svg.elements(named: "rect", class: "failure").filter {
      $0.attributes["data-legend"] == nil
    }
    #expect(marks.compactMap { $0.attributes["data-element"] } == ["statusLabel"])
    #expect(marks.allSatisfy { $0.attributes["data-check"] == "topInset" })
    #expect(svg.elements(named: "circle", class: "failure-mark").count == 1)
    #expect(
      svg.elements(named: "text", class: "failure-text").map(\.text)
        == ["1. keyboard up: statusLabel goes 2 pt under the status bar"])
    // The suggestions that pass follow the failures.
    #expect(
      svg.elements(named: "text", class: "note-text").contains {
        $0.text.hasPrefix("Suggestion: put the fields in a scroll view")
      })
  }

  @Test func hardwareKeyboardFrameReachesBelowTheScreen() throws {
    let (_, svg) = Self.picture(Devices.iPhone16, .hardware)
    #expect(svg.isWellFormed)
    // The bar: 78 pt on screen from 774; the reported frame: 335 pt from 774.
    let bar = try #require(svg.element(id: "keyboard"))
    #expect(bar.number("y") == 774)
    #expect(bar.number("height") == 78)
    let frame = try #require(svg.element(id: "keyboard-frame"))
    #expect(frame.number("height") == 335)
  }

  @Test func textIsEscaped() throws {
    var screen = ScreenDescription.builtInLogin
    screen.name = #"Sign <in> & "more" 'here'"#
    screen.elements[1].text = "a < b && c > d"
    let (_, svg) = Self.picture(Devices.iPhone16, screen: screen)
    #expect(svg.isWellFormed, "\(String(describing: svg.error))")
    #expect(svg.elements.contains { $0.text.contains(#"Sign <in> & "more" 'here'"#) })
    #expect(svg.elements.contains { $0.text == "a < b && c > d" })
  }

  @Test func everyDefaultPictureIsWellFormed() {
    for device in DeviceCatalog.all {
      for orientation in DeviceOrientation.allCases {
        let (_, svg) = Self.picture(device, .predictive, orientation: orientation)
        #expect(svg.isWellFormed, "\(device.name) \(orientation)")
      }
    }
  }

  @Test func fileNames() {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhoneSE1, orientation: .landscape, keyboard: .hardware)
    #expect(
      SVGPicture.fileName(for: result, screen: "Login")
        == "login-iphone-se-1st-generation-landscape-hardware.svg")
    let floating = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .floating)
    #expect(
      SVGPicture.fileName(for: floating, screen: "Sign-up form (v2)")
        == "sign-up-form-v2-iphone-16-portrait-floating.svg")
    #expect(
      SVGPicture.fileName(for: floating, screen: "登录") == "screen-iphone-16-portrait-floating.svg")
  }

  @Test func picturesStartWithTheSignature() {
    let (_, svg) = Self.picture(Devices.iPhone16)
    let text = SVGPicture.render(
      ScreenDescription.builtInLogin.preview(
        on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive),
      screen: "Login", focusDistance: 10)
    #expect(svg.isWellFormed)
    #expect(SVGPicture.isOwnPicture(startingWith: String(text.prefix(200))))
    #expect(!SVGPicture.isOwnPicture(startingWith: #"<?xml version="1.0"?><svg/>"#))
    #expect(!SVGPicture.isOwnPicture(startingWith: "<svg>\(SVGPicture.signature)</svg>"))
  }

  /// The legend names the keyboard with its height and origin, the safe area, and the clearance
  /// with the figures of this picture; the hardware keyboard adds its reported frame, a failure the
  /// failure mark.
  @Test func legendExplainsThePicture() {
    let (_, passing) = Self.picture(Devices.iPhone16)
    let legend = passing.elements(named: "text", class: "legend-text").map(\.text)
    #expect(
      legend == [
        "predictive keyboard, 335 pt on screen (measured)", "outside the safe area",
        "clearance: password ends 107 pt above `loginButton` on the keyboard (needs 10 pt)",
      ])
    let (_, failing) = Self.picture(Devices.iPhone4s, .hardware, orientation: .landscape)
    let swatches = failing.elements.compactMap { $0.attributes["data-legend"] }
    #expect(swatches == ["keyboard", "keyboard-frame", "safe-area", "clearance", "failure"])
  }

  /// Every device, orientation and keyboard: no two labels of a panel overlap or cover a failure
  /// mark, element names stay inside their element, and the other labels (the keyboard's, the
  /// clearance) sit on no element, so the blue clearance never sits on the blue button.
  @Test func labelsNeverOverprint() {
    for device in DeviceCatalog.all {
      for orientation in DeviceOrientation.allCases {
        for keyboard in PreviewKeyboard.allCases {
          let result = ScreenDescription.builtInLogin.preview(
            on: device, orientation: orientation, keyboard: keyboard)
          let messages = SVGPicture.numberedMessages(result)
          for keyboardShown in [false, true] {
            let place = "\(device.name) \(orientation) \(keyboard) up: \(keyboardShown)"
            Self.checkLabels(result, keyboardShown: keyboardShown, messages: messages, place)
          }
        }
      }
    }
  }

  static func checkLabels(
    _ result: PreviewResult, keyboardShown: Bool, messages: [SVGPicture.Message], _ place: String
  ) {
    let panel = SVGPicture.Panel(
      result: result, keyboardShown: keyboardShown, x: 0, y: 0, focusDistance: 10)
    let marks = panel.failureMarks(messages)
    let labels = panel.labels(marks: marks)
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] {
        #expect(!label.placed.box.intersects(other.placed.box), "\(place): \(label.placed.text)")
      }
      #expect(!marks.contains { $0.box?.intersects(label.placed.box) == true }, "\(place)")
    }
    let elements = (keyboardShown ? result.shown : result.hidden)
      .filter { $0.kind != "group" && !$0.isHidden }
      .map {
        (
          $0.text,
          LabelPlacer.Box(
            x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
        )
      }
    for label in labels {
      if label.cssClass.hasPrefix("element-text") {
        #expect(
          elements.contains { $0.0 == label.placed.text && $0.1.contains(label.placed.box) },
          "\(place)")
      } else {
        #expect(
          !elements.contains { $0.1.intersects(label.placed.box) }, "\(place): \(label.placed.text)"
        )
      }
    }
  }

  /// The iPhone 16's clearance label sits beside its line, in the 107 pt gap between the field and
  /// the button on the keyboard, on no element.
  @Test func clearanceLabelSitsInTheGap() throws {
    let result = ScreenDescription.builtInLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .predictive)
    let panel = SVGPicture.Panel(
      result: result, keyboardShown: true, x: 0, y: 0, focusDistance: 10)
    let label = try #require(panel.labels(marks: []).first { $0.cssClass == "clearance-text" })
    #expect(label.placed.text == "107 pt")
    let field = try #require(result.shown.first { $0.id == "password" })
    let keyboardTop = try #require(result.keyboard?.top)
    #expect(label.placed.box.y >= field.frame.maxY && label.placed.box.maxY <= keyboardTop)
  }
}
