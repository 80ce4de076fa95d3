import Foundation

extension ReportPage {
  /// What each Interface Builder scene became: a line per scene with its fields and bars, or
  /// why it was not laid out; the constraints `followKeyboard(in:)` would bind; and everything
  /// the import approximated or left out, with why.
  static func sceneSection(_ html: inout SVGDocument, _ scenes: [PreviewScene]) {
    html.group("section", ["class": "scenes", "id": "scenes"]) { html in
      html.text("h2", [:], "Scenes")
      html.group("ul", [:]) { html in
        for scene in scenes {
          html.group("li", ["class": "scene \(scene.status.rawValue)"]) { html in
            html.text("strong", [:], scene.name)
            html.text("span", ["class": "where"], " \(scene.location)")
            html.text("p", [:], summary(scene))
            let lines =
              scene.keyboardBindings.map { binding in
                "followKeyboard(in:) would bind \(binding.sentence): `\(binding.element)` rides "
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
