import Foundation
import KeyboardAvoidance

extension PreviewCommand {
  /// The extensions of the documents a folder given to `--storyboard` or `--xib` is searched
  /// for.
  static let documentExtensions: Set<String> = ["storyboard", "xib"]

  /// Every scene of the documents the options name, folders searched, in the order given; only
  /// those `--scene` names when it is given.
  static func importedScenes(_ options: PreviewOptions, _ directory: String)
    throws(PreviewError) -> [ImportedScene]
  {
    var scenes: [ImportedScene] = []
    var names: Set<String> = []
    for path in options.documentPaths {
      for file in try documentFiles(path, directory) {
        let data: Data
        do {
          data = try Data(contentsOf: resolve(file, directory))
        } catch {
          throw .unreadableInterfaceBuilderDocument(path: file, reason: "it cannot be read")
        }
        for var scene in try ImportedScene.scenes(inInterfaceBuilderDocument: data, file: file) {
          if !names.insert(scene.record.name).inserted {
            scene.rename("\(scene.record.name) (\(URL(fileURLWithPath: file).lastPathComponent))")
            names.insert(scene.record.name)
          }
          scenes.append(scene)
        }
      }
    }
    guard !options.sceneSelectors.isEmpty else { return scenes }
    for selector in options.sceneSelectors where !scenes.contains(where: { $0.matches(selector) }) {
      throw .invalidArgument(
        option: "--scene", value: selector, allowed: scenes.map(\.record.name))
    }
    return scenes.filter { scene in options.sceneSelectors.contains { scene.matches($0) } }
  }

  /// The documents at a path: the file itself, or every storyboard and xib under a folder, in
  /// path order.
  static func documentFiles(_ path: String, _ directory: String) throws(PreviewError)
    -> [String]
  {
    let url = resolve(path, directory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .unreadableInterfaceBuilderDocument(path: path, reason: "no such file or folder")
    }
    guard isDirectory.boolValue else { return [path] }
    let found =
      FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { documentExtensions.contains($0.pathExtension) }
      .map { found in
        path.hasSuffix("/")
          ? path + relative(found, to: url) : path + "/" + relative(found, to: url)
      }
      .sorted() ?? []
    guard !found.isEmpty else {
      throw .unreadableInterfaceBuilderDocument(
        path: path, reason: "the folder holds no .storyboard or .xib file")
    }
    return found
  }

  private static func relative(_ file: URL, to folder: URL) -> String {
    let base = folder.standardizedFileURL.path
    let full = file.standardizedFileURL.path
    guard full.hasPrefix(base) else { return file.lastPathComponent }
    return String(full.dropFirst(base.count).drop { $0 == "/" })
  }

  /// The JSON of the one selected scene's screen, for `--print-screen`.
  static func printedScreen(_ scenes: [ImportedScene]) throws(PreviewError) -> String {
    let screens = scenes.compactMap(\.screen)
    if screens.count == 1, let screen = screens.first { return screen.jsonText }
    guard screens.isEmpty else {
      throw .noScreenToPrint(
        reason:
          "\(screens.count) scenes were laid out (\(screens.map(\.name).joined(separator: ", "))); "
          + "pick one with --scene")
    }
    let reasons = scenes.map { "\($0.record.name): \($0.record.reason ?? "no screen")" }
    throw .noScreenToPrint(
      reason: "no scene chosen was laid out (" + reasons.joined(separator: "; ") + ")")
  }

  /// The report of every scene: each laid-out scene checked on the devices the options
  /// select, the others listed with their reasons.
  static func documentReport(_ scenes: [ImportedScene], _ options: PreviewOptions)
    throws(PreviewError) -> (PreviewReport, String)
  {
    let (devices, notes) = try devices(options)
    var reports: [PreviewReport] = []
    for scene in scenes {
      guard let screen = scene.screen else { continue }
      if case .field(let id) = options.focus, !screen.fieldIDs.contains(id) {
        throw .invalidArgument(
          option: "--focus", value: id,
          allowed: ["all"] + screen.fieldIDs.map { "\($0) (in \(scene.record.name))" })
      }
      reports.append(
        screen.preview(
          devices: devices, orientations: options.orientations, keyboards: options.keyboards,
          focus: options.focus))
    }
    var files: [String] = []
    for scene in scenes {
      let name = URL(fileURLWithPath: scene.record.file).lastPathComponent
      if !files.contains(name) { files.append(name) }
    }
    let report = PreviewReport(
      documents: files.joined(separator: ", "), scenes: scenes.map(\.record), reports: reports)
    return (report, notes)
  }
}
