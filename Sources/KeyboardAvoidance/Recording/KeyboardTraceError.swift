import Foundation

/// Why a file could not be read as a ``KeyboardTrace``.
///
/// Every case but a JSON syntax error names the place in the file with a JSON path written the
/// way <doc:KeyboardTraceFormat> writes it: `notifications[3].userInfo.UIKeyboardFrameEndUserInfoKey`.
/// Reading either gives a whole trace or throws one of these; it never keeps part of a file.
///
/// ```swift
/// do {
///   _ = try KeyboardTrace(jsonData: data)
/// } catch {
///   print(error)
///   // notifications[3].screenBounds: expected 4 numbers [x, y, width, height]
/// }
/// ```
public enum KeyboardTraceError: Error, Sendable, Hashable {
  /// The text is not JSON: the line and column (both from 1) of the first problem.
  case notJSON(line: Int, column: Int, reason: String)
  /// A required field is missing.
  case missingValue(path: String)
  /// A field holds a value the format does not allow.
  case invalidValue(path: String, reason: String)
  /// A field the format does not have, with the fields allowed there: most often a misspelling.
  case unknownField(path: String, allowed: [String])
  /// The file declares a format version this package cannot read.
  case unsupportedVersion(found: Int, newest: Int)

  /// The JSON path the error is about; `nil` for a syntax error or a version this package
  /// cannot read.
  public var path: String? {
    switch self {
    case .missingValue(let path), .invalidValue(let path, _), .unknownField(let path, _): path
    case .notJSON, .unsupportedVersion: nil
    }
  }
}

extension KeyboardTraceError: CustomStringConvertible {
  /// A sentence naming where the file is wrong and how.
  public var description: String {
    switch self {
    case .notJSON(let line, let column, let reason):
      "line \(line), column \(column): not JSON: \(reason)"
    case .missingValue(let path):
      "\(path): missing"
    case .invalidValue(let path, let reason):
      "\(path): \(reason)"
    case .unknownField(let path, let allowed):
      "\(path): not a field of the format here; expected one of \(allowed.joined(separator: ", "))"
    case .unsupportedVersion(let found, let newest):
      "version: \(found) is newer than this package reads (up to \(newest))"
    }
  }
}
