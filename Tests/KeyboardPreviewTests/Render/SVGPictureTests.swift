import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("SVG pictures")
struct SVGPictureTests {
  static func picture(
    _ device: DeviceProfile, _ keyboard: PreviewKeyboard = .predictive,
    orientation: DeviceOrientation = .portrait, screen: ScreenDescription = .seedLogin
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
    #expect(svg.elements(named: "rect", class: "keyboard").count == 1)
    for id in ["logo", "statusLabel", "credentials", "userID", "password", "loginButton"] {
      #expect(svg.element(id: "hidden-\(id)")?.attributes["data-element"] == id)
      #expect(svg.element(id: "shown-\(id)")?.attributes["data-element"] == id)
    }
    // The password field as the layout tests place it: 167…211 with the keyboard up.
    let password = try #require(svg.element(id: "shown-password"))
    #expect(password.number("y") == 167)
    #expect(password.classes.contains("focused"))
    #expect(svg.element(id: "shown-logo")?.classes.contains("hidden") == true)
    #expect(svg.elements(named: "rect", class: "failure").isEmpty)
    #expect(svg.elements(named: "rect", class: "safe-area").count == 2)
    #expect(result.status == .pass)
    #expect(svg.elements.contains { $0.name == "text" && $0.text.hasPrefix("PASS: ") })
  }

  @Test func failuresAreMarked() {
    let (result, svg) = Self.picture(Devices.iPhone4s)
    #expect(svg.isWellFormed)
    #expect(result.status == .fail)
    let marks = svg.elements(named: "rect", class: "failure")
    #expect(Set(marks.compactMap { $0.attributes["data-element"] }) == ["password", "loginButton"])
    #expect(marks.allSatisfy { $0.attributes["data-check"] == "overlap" })
    #expect(svg.elements(named: "circle", class: "failure-mark").count == 1)
    #expect(
      svg.elements(named: "text", class: "failure-text").map(\.text)
        == ["1. keyboard up: password overlaps loginButton by 40 pt"])
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
    var screen = ScreenDescription.seedLogin
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
    let result = ScreenDescription.seedLogin.preview(
      on: Devices.iPhoneSE1, orientation: .landscape, keyboard: .hardware)
    #expect(SVGPicture.fileName(for: result) == "iphone-se-1st-generation-landscape-hardware.svg")
    let floating = ScreenDescription.seedLogin.preview(
      on: Devices.iPhone16, orientation: .portrait, keyboard: .floating)
    #expect(SVGPicture.fileName(for: floating) == "iphone-16-portrait-floating.svg")
  }
}
