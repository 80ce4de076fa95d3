import Foundation

extension ReportPage {
  /// What each Interface Builder scene became: a line per scene with its fields and bars, or
  /// why it was not laid out; the constraints `pinAboveKeyboard(in:)` would bind; and everything
  /// the import approximated or left out, with why.
  static func sceneSection(_ html: inout SVGDocument, _ scenes: [PreviewScene]) {
    let counts = PreviewScene.Status.allCases.compactMap { status -> String? in
      let count = scenes.count { $0.status == status }
      guard count > 0 else { return nil }
      switch status {
      case .checked: return "\(count) checked"
      case .notLaidOut: return "\(count) not laid out"
      case .notAScreen: return "\(count) not \(count == 1 ? "a screen" : "screens")"
      }
    }
    // A long list starts folded, so the cards stay near the top of the page.
    var attributes: KeyValuePairs<String, String> = [
      "class": "scenes", "id": "scenes", "open": "open",
    ]
    if scenes.count > foldedSceneCount { attributes = ["class": "scenes", "id": "scenes"] }
    html.group("details", attributes) { html in
      html.text(
        "summary", [:],
        "Scenes: \(scenes.count) (\(counts.joined(separator: ", "))), and what the import "
          + "approximated or left out")
      html.group("ul", [:]) { html in
        for scene in scenes {
          html.group("li", ["class": "scene \(scene.status.rawValue)"]) { html in
            html.text("strong", [:], scene.name)
            html.text("span", ["class": "where"], " \(scene.location)")
            html.text("p", [:], summary(scene))
            let lines =
              scene.keyboardBindings.map { binding in
                "pinAboveKeyboard(in:) would bind \(binding.sentence): `\(binding.element)` rides "
                  + "on the keyboard"
              }
              + scene.notes.map { note in
                "\(note.kind.rawValue): \(note.element) (line \(note.line)): \(note.reason)"
              }
            if !lines.isEmpty {
              html.group("ul", ["class": "notes"]) { html in
                for line in lines { html.text("li", [:], line) }
              }
            }
          }
        }
      }
    }
  }

  /// More scenes than this, and the list starts folded.
  static let foldedSceneCount = 12

  private static func summary(_ scene: PreviewScene) -> String {
    switch scene.status {
    case .checked:
      let fields = "\(scene.fields.count) \(scene.fields.count == 1 ? "field" : "fields")"
      return ([fields] + scene.bars + (scene.documentDevice.map { ["saved for \($0)"] } ?? []))
        .joined(separator: "; ")
    case .notLaidOut: return "Not laid out: " + (scene.reason ?? "")
    case .notAScreen: return "Not a screen: " + (scene.reason ?? "")
    }
  }
}
