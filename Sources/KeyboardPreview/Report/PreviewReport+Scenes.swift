import Foundation

extension PreviewReport {
  /// The title of a run over Interface Builder scenes: the documents, how many scenes and
  /// fields, the question, and how many rows answer it.
  var scenesTitle: String {
    let scenes = scenes ?? []
    let checked = scenes.filter { $0.status == .checked }
    let fields = checked.map(\.fields.count).reduce(0, +)
    let devices = Set(results.map(\.device)).count
    let families = Set(results.map(\.family)).sorted()
    let family = families.count == 1 ? (families.first ?? "device") : "device"
    let orientations = Set(results.map(\.orientation)).sorted().joined(separator: " and ")
    let keyboards = Set(results.map(\.keyboardKind.rawValue)).sorted().joined(separator: " and ")
    let rows = results.count
    return
      "\(screen): \(checked.count) of \(scenes.count) \(scenes.count == 1 ? "scene" : "scenes") "
      + "laid out, \(fields) \(fields == 1 ? "field" : "fields"): is each field, focused in turn, "
      + "at least \(PointFormat.points(focusDistance)) above \(keyboardAndRiders)? "
      + "\(rows) \(rows == 1 ? "row" : "rows"): \(checked.count) "
      + "\(checked.count == 1 ? "scene" : "scenes") × \(devices) \(family)\(devices == 1 ? "" : "s")"
      + (orientations.isEmpty ? "" : " × \(orientations)")
      + (keyboards.isEmpty ? "" : " × \(keyboards) keyboard")
  }

  /// What each scene became: its fields and bars, the constraints `pinAboveKeyboard(in:)` would
  /// bind, what was approximated or left out; or why it was not laid out.
  var sceneLines: [String] {
    guard let scenes, !scenes.isEmpty else { return [] }
    var lines = wrap(
      "Scenes (what each became; --print-screen --scene NAME prints one as a screen "
        + "description):")
    for scene in scenes {
      let header =
        "  \(scene.name) (\(scene.location)"
        + (scene.className.map { ", \($0)" } ?? "") + ")"
      switch scene.status {
      case .checked:
        var facts = ["\(scene.fields.count) \(scene.fields.count == 1 ? "field" : "fields")"]
        facts += scene.bars
        if let device = scene.documentDevice { facts.append("saved for \(device)") }
        lines += wrap(header + ": " + facts.joined(separator: "; "), indent: "      ")
      case .notLaidOut:
        lines += wrap(header + ": not laid out: " + (scene.reason ?? ""), indent: "      ")
      case .notAScreen:
        lines += wrap(header + ": not a screen: " + (scene.reason ?? ""), indent: "      ")
      }
      for binding in scene.keyboardBindings {
        lines += wrap(
          "    pinAboveKeyboard(in:) would bind \(binding.sentence): `\(binding.element)` rides "
            + "on the keyboard", indent: "        ")
      }
      for note in scene.notes {
        lines += wrap(
          "    \(note.kind.rawValue): \(note.element) (line \(note.line)): \(note.reason)",
          indent: "        ")
      }
    }
    return lines + [""]
  }
}
