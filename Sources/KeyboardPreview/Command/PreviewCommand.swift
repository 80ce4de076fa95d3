import Foundation
import KeyboardAvoidance

/// The whole of `keyboard-preview` except printing: arguments in, output text and exit status
/// out, pictures written to the output folder.
///
/// The executable only passes its arguments here and prints the result, so everything the
/// command does is tested through this type.
///
/// ```swift
/// let outcome = PreviewCommand.run(arguments: ["--device", "iPhone 16", "--no-pictures"])
/// outcome.exitStatus  // 0
/// print(outcome.standardOutput)  // the table
/// PreviewCommand.run(arguments: ["--devise", "iPhone 16"]).standardError
/// // "keyboard-preview: error: unknown option --devise; did you mean --device? (see --help)\n"
/// ```
public enum PreviewCommand {
  /// What a run printed and how it ended.
  public struct Outcome: Sendable, Equatable {
    /// 0 when every check passed, 1 when one failed, 2 on bad input.
    public var exitStatus: Int32
    /// The table, the JSON report, the help or the default screen.
    public var standardOutput: String
    /// Errors and warnings.
    public var standardError: String
    /// The pictures written, as paths.
    public var pictures: [String]
  }

  /// Every check passed.
  public static let success: Int32 = 0
  /// At least one check failed.
  public static let checkFailed: Int32 = 1
  /// The arguments, the screen description or the output folder were bad.
  public static let badInput: Int32 = 2

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - currentDirectory: The folder relative paths start from; the process's by default.
  /// - Returns: The output, the errors and the exit status.
  public static func run(
    arguments: [String],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Outcome {
    do {
      return try runChecked(arguments, currentDirectory)
    } catch {
      return Outcome(
        exitStatus: badInput, standardOutput: "",
        standardError: "keyboard-preview: error: \(error)\n", pictures: [])
    }
  }

  private static func runChecked(_ arguments: [String], _ directory: String) throws(PreviewError)
    -> Outcome
  {
    let options = try PreviewOptions(arguments: arguments)
    if options.showsHelp {
      return Outcome(
        exitStatus: success, standardOutput: PreviewOptions.help, standardError: "", pictures: [])
    }
    if options.printsDefaultScreen {
      return Outcome(
        exitStatus: success, standardOutput: options.exampleScreen.jsonText,
        standardError: "", pictures: [])
    }
    var report: PreviewReport
    var warnings: String
    let screen: ScreenDescription
    if !options.documentPaths.isEmpty {
      let scenes = try importedScenes(options, directory)
      if options.printsScreen {
        return Outcome(
          exitStatus: success, standardOutput: try printedScreen(scenes), standardError: "",
          pictures: [])
      }
      (report, warnings) = try documentReport(scenes, options)
      screen = ScreenDescription(name: report.screen, elements: [], focus: .allFields)
    } else {
      screen = try loadScreen(options.screenPath, directory) ?? options.exampleScreen
      if case .field(let id) = options.focus, !screen.fieldIDs.contains(id) {
        throw .invalidArgument(option: "--focus", value: id, allowed: ["all"] + screen.fieldIDs)
      }
      (report, warnings) = try screenReport(screen, options, directory)
    }
    let folder =
      options.writesPictures ? try prepareFolder(options.outputDirectory, directory) : nil
    var pictures: [String] = []
    var removed = 0
    var page: URL?
    if let folder {
      removed = try removeOwnPictures(in: folder)
      var svgs: [String: String] = [:]
      for index in report.results.indices where report.isPictured(index) {
        let name = report.pictureName(index)
        let svg = SVGPicture.render(
          report.results[index], screen: report.results[index].scene ?? screen.name,
          focusDistance: report.focusDistance, moment: report.moment(index))
        let url = folder.appendingPathComponent(name)
        try write(svg, to: url)
        report.results[index].picture = name
        svgs[name] = svg
        pictures.append(url.path)
      }
      let url = folder.appendingPathComponent(ReportPage.fileName)
      if mayReplacePage(at: url) {
        try write(ReportPage.render(report, pictures: svgs), to: url)
        page = url
      } else {
        warnings +=
          "keyboard-preview: warning: \(url.path) was not written by keyboard-preview; "
          + "the report page was left out\n"
      }
    }
    var output = try render(report, options.format)
    if report.trace == nil && report.summary.notApplicable == report.results.count {
      warnings +=
        "keyboard-preview: warning: nothing was checked: only iPads have a floating "
        + "keyboard (add --all-devices or an iPad --device)\n"
    }
    if let folder, options.format == .table {
      let earlier = removed > 0 ? " (\(removed) from an earlier run removed first)" : ""
      output += "Pictures: \(pictures.count) in \(folder.path)\(earlier)\n"
      if let page { output += "Report page: \(page.path)\n" }
    }
    return Outcome(
      exitStatus: report.passed ? success : checkFailed, standardOutput: output,
      standardError: warnings, pictures: pictures)
  }

  /// The report of one screen description: on the devices the options select, or played
  /// against a trace.
  private static func screenReport(
    _ screen: ScreenDescription, _ options: PreviewOptions, _ directory: String
  ) throws(PreviewError) -> (PreviewReport, String) {
    if let path = options.tracePath {
      return try replay(path, against: screen, options, directory)
    }
    let (devices, selection) = try devices(options)
    let report = screen.preview(
      devices: devices, orientations: options.orientations, keyboards: options.keyboards,
      focus: options.focus)
    return (report, selection)
  }

  /// Plays the trace at `path` against the screen on the trace's device, or the one `--device`
  /// names; the notes for standard error say when the two differ.
  private static func replay(
    _ path: String, against screen: ScreenDescription, _ options: PreviewOptions,
    _ directory: String
  ) throws(PreviewError) -> (PreviewReport, String) {
    let data: Data
    do {
      data = try Data(contentsOf: resolve(path, directory))
    } catch {
      throw .unreadableTrace(path: path, reason: readReason(path, directory))
    }
    let trace: KeyboardTrace
    do {
      trace = try KeyboardTrace(jsonData: data)
    } catch {
      throw .invalidTrace(path: path, error)
    }
    let model = trace.device.modelIdentifier
    let recorded = DeviceCatalog.profile(identifier: model)
    let profile: DeviceProfile
    var notes = ""
    if let name = options.deviceNames.first {
      let matches: [DeviceProfile]
      do {
        matches = try DeviceCatalog.profiles(matching: name)
      } catch {
        throw .unknownDevice(error)
      }
      guard let only = matches.first, matches.count == 1 else {
        throw .invalidArgument(option: "--device", value: name, allowed: matches.map(\.name))
      }
      profile = only
      if let recorded, recorded != only {
        notes +=
          "keyboard-preview: the trace was recorded on \(model) (\(recorded.name)); laying the "
          + "screen out on \(only.name), as --device asks\n"
      }
    } else if let recorded {
      profile = recorded
    } else {
      throw .unknownTraceDevice(path: path, model: model)
    }
    if let bounds = trace.notifications.first?.screenBounds.size,
      bounds != profile.screenSize(in: DeviceOrientation(screenSize: bounds))
    {
      let size = profile.screenSize(in: DeviceOrientation(screenSize: bounds))
      notes +=
        "keyboard-preview: the trace's screen is \(points(bounds)); \(profile.name)'s is "
        + "\(points(size)): the screen is laid out at the recorded bounds\n"
    }
    var report = screen.preview(trace, on: profile, focus: options.focus)
    report.trace?.file = path
    return (report, notes)
  }

  private static func points(_ size: CGSize) -> String {
    "\(PointFormat.string(Double(size.width)))×\(PointFormat.string(Double(size.height))) pt"
  }

  static func resolve(_ path: String, _ directory: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: directory).appendingPathComponent(path)
  }

  private static func loadScreen(_ path: String?, _ directory: String) throws(PreviewError)
    -> ScreenDescription?
  {
    guard let path else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: resolve(path, directory))
    } catch {
      throw .unreadableScreen(path: path, reason: readReason(path, directory))
    }
    return try ScreenDescription(json: data)
  }

  private static func readReason(_ path: String, _ directory: String) -> String {
    var isDirectory: ObjCBool = false
    let url = resolve(path, directory)
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return "no such file"
    }
    return isDirectory.boolValue ? "it is a folder" : "it cannot be read"
  }

  /// The devices to check, and a note for standard error on every name that stands for several.
  static func devices(_ options: PreviewOptions) throws(PreviewError)
    -> ([DeviceProfile], String)
  {
    guard !options.deviceNames.isEmpty else { return (options.defaultDevices, "") }
    var profiles: [DeviceProfile] = []
    var notes = ""
    for name in options.deviceNames {
      let matches: [DeviceProfile]
      do {
        matches = try DeviceCatalog.profiles(matching: name)
      } catch {
        throw .unknownDevice(error)
      }
      if matches.count > 1 {
        notes +=
          "keyboard-preview: \"\(name)\" matches \(matches.count) devices, checking them all: "
          + matches.map(\.name).joined(separator: ", ") + "\n"
      }
      for profile in matches where !profiles.contains(profile) { profiles.append(profile) }
    }
    return (profiles, notes)
  }

  private static func prepareFolder(_ path: String, _ directory: String) throws(PreviewError)
    -> URL
  {
    let url = resolve(path, directory)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .unwritableOutput(path: path, reason: blockingReason(url))
    }
    guard FileManager.default.isWritableFile(atPath: url.path) else {
      throw .unwritableOutput(path: path, reason: "the folder is not writable")
    }
    return url
  }

  /// Deletes the pictures an earlier run wrote to the folder, and nothing else.
  ///
  /// Only files directly in the folder whose names end in `.svg` and that start with the tool's
  /// signature go; other files, other pictures and subfolders stay.
  ///
  /// - Returns: How many pictures were deleted.
  private static func removeOwnPictures(in folder: URL) throws(PreviewError) -> Int {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    var removed = 0
    for name in names.sorted() where name.hasSuffix(".svg") {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, let prefix = opening(of: url),
        SVGPicture.isOwnPicture(startingWith: prefix)
      else { continue }
      do {
        try manager.removeItem(at: url)
      } catch {
        throw .unwritableOutput(path: url.path, reason: "an earlier picture cannot be removed")
      }
      removed += 1
    }
    return removed
  }

  private static func write(_ text: String, to url: URL) throws(PreviewError) {
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .unwritableOutput(path: url.path, reason: error.localizedDescription)
    }
  }

  /// Whether the report page may be written: there is none yet, or it is the tool's own.
  private static func mayReplacePage(at url: URL) -> Bool {
    guard FileManager.default.fileExists(atPath: url.path) else { return true }
    guard let prefix = opening(of: url) else { return false }
    return ReportPage.isOwnPage(startingWith: prefix)
  }

  /// The first 256 bytes of a file as text, where the tool's own pictures and page carry its
  /// signature; `nil` when the file cannot be opened.
  private static func opening(of url: URL) -> String? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return String(decoding: handle.readData(ofLength: 256), as: UTF8.self)
  }

  /// Why a folder could not be created: a file in its place or on its path, or permissions.
  private static func blockingReason(_ url: URL) -> String {
    var candidate = url
    while candidate.path != "/" && !candidate.path.isEmpty {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
        return isDirectory.boolValue
          ? "\(candidate.path) does not let us create folders in it"
          : "\(candidate.path) is a file, not a folder"
      }
      candidate.deleteLastPathComponent()
    }
    return "the folder cannot be created"
  }

  private static func render(_ report: PreviewReport, _ format: PreviewOptions.Format)
    throws(PreviewError) -> String
  {
    switch format {
    case .table:
      return report.table
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      do {
        return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
      } catch {
        throw .invalidValue(path: "the report", reason: "\(error)")
      }
    }
  }
}
