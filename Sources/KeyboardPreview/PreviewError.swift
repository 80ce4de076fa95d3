import KeyboardAvoidance

/// Why `keyboard-preview` could not run: bad arguments, a bad screen description, trace or
/// Interface Builder document, an unknown device or a folder it cannot write.
///
/// Every case names what was wrong and where: the option, the JSON path (such as
/// `elements[2].height`), the line and column of a syntax error, the device name with the nearest
/// catalog names. The command prints ``description`` on standard error and exits with status 2.
///
/// ```swift
/// do {
///   _ = try ScreenDescription(json: Data(#"{"version": 1, "elements": []}"#.utf8))
/// } catch {
///   print(error)  // screen description: missing value at focus
/// }
/// ```
public enum PreviewError: Error, Sendable, Hashable {
  /// The screen description is not valid JSON; `line` and `column` count from 1.
  case malformedJSON(line: Int, column: Int, reason: String)
  /// An object in the screen description has a key the format does not define.
  case unknownField(path: String, allowed: [String])
  /// The screen description leaves out a value the format requires.
  case missingValue(path: String)
  /// A value in the screen description has the wrong type or an impossible value.
  case invalidValue(path: String, reason: String)
  /// The screen description file could not be read.
  case unreadableScreen(path: String, reason: String)
  /// A `--device` name matches no device.
  case unknownDevice(DeviceNameError)
  /// The output folder could not be created or written.
  case unwritableOutput(path: String, reason: String)
  /// The trace file (`--trace`) could not be read.
  case unreadableTrace(path: String, reason: String)
  /// The trace file is not a trace: the error names the JSON path that is wrong, or the line
  /// and column of a syntax error.
  case invalidTrace(path: String, KeyboardTraceError)
  /// The trace was recorded on a model the device catalog does not know, and no `--device`
  /// names one to use instead.
  case unknownTraceDevice(path: String, model: String)
  /// An argument is not an option the command knows; `suggestion` is the nearest option.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value came last, without its value.
  case missingArgument(option: String)
  /// An option's value is not one of those it accepts.
  case invalidArgument(option: String, value: String, allowed: [String])
  /// Two options that cannot be used together.
  case conflictingOptions(String, String)
  /// A file given to `--storyboard` or `--xib` is not an Interface Builder document this
  /// importer reads: broken XML, another kind of file, another document version. `line` counts
  /// from 1.
  case invalidInterfaceBuilderDocument(path: String, line: Int, reason: String)
  /// A file or folder given to `--storyboard` or `--xib` could not be read.
  case unreadableInterfaceBuilderDocument(path: String, reason: String)
  /// An option that only makes sense with another one came without it.
  case optionNeedsAnother(String, needed: String)
  /// `--print-screen` has no one screen to print: the scenes chosen are several, or none of
  /// them was laid out; the reason says which.
  case noScreenToPrint(reason: String)
}

extension PreviewError: CustomStringConvertible {
  /// One sentence naming what was wrong and where.
  public var description: String {
    switch self {
    case .malformedJSON(let line, let column, let reason):
      "screen description: invalid JSON at line \(line), column \(column): \(reason)"
    case .unknownField(let path, let allowed):
      "screen description: unknown field \(path); allowed here: \(allowed.joined(separator: ", "))"
    case .missingValue(let path):
      "screen description: missing value at \(path)"
    case .invalidValue(let path, let reason):
      "screen description: invalid value at \(path): \(reason)"
    case .unreadableScreen(let path, let reason):
      "cannot read the screen description \(path): \(reason)"
    case .unknownDevice(let error):
      "unknown device: \(error)"
    case .unwritableOutput(let path, let reason):
      "cannot write pictures to \(path): \(reason)"
    case .unreadableTrace(let path, let reason):
      "cannot read the trace \(path): \(reason)"
    case .invalidTrace(let path, let error):
      "trace \(path): \(error)"
    case .unknownTraceDevice(let path, let model):
      "the trace \(path) was recorded on \(model), a model the device catalog does not know; "
        + "name the device to lay the screen out on with --device NAME"
    case .unknownOption(let option, _) where !option.hasPrefix("-"):
      "unexpected argument \"\(option)\"; options start with -- (see --help)"
    case .unknownOption(let option, let suggestion):
      "unknown option \(option)" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        + " (see --help)"
    case .missingArgument(let option):
      "\(option) needs a value (see --help)"
    case .invalidArgument(let option, let value, let allowed):
      "\(option) does not accept \"\(value)\"; use one of: \(allowed.joined(separator: ", "))"
    case .conflictingOptions(let first, let second):
      "\(first) and \(second) cannot be used together"
    case .invalidInterfaceBuilderDocument(let path, let line, let reason):
      "\(path):\(line): \(reason)"
    case .unreadableInterfaceBuilderDocument(let path, let reason):
      "cannot read the Interface Builder document \(path): \(reason)"
    case .optionNeedsAnother(let option, let needed):
      "\(option) needs \(needed)"
    case .noScreenToPrint(let reason):
      "--print-screen prints one scene's screen: \(reason)"
    }
  }
}
