/// Why a typed device name found no single profile.
///
/// Both cases carry the name as typed and the catalog's names to offer instead, nearest first,
/// so an app or a command-line tool can answer "did you mean …?".
///
/// ```swift
/// do {
///   _ = try DeviceCatalog.profile(named: "iphone 15 por max")
/// } catch {
///   print(error)  // "iphone 15 por max" names no device; did you mean iPhone 15 Pro Max?
/// }
/// ```
public enum DeviceNameError: Error, Sendable, Hashable {
  /// No profile has this name; `suggestions` holds the nearest names (possibly none).
  case unknown(name: String, suggestions: [String])
  /// The name fits several profiles equally well, such as "air" (iPhone Air and iPad Air).
  case ambiguous(name: String, candidates: [String])

  /// The name as it was typed.
  public var name: String {
    switch self {
    case .unknown(let name, _), .ambiguous(let name, _): name
    }
  }

  /// The catalog names to offer instead, nearest first.
  public var suggestions: [String] {
    switch self {
    case .unknown(_, let suggestions): suggestions
    case .ambiguous(_, let candidates): candidates
    }
  }
}

extension DeviceNameError: CustomStringConvertible {
  /// A sentence naming the input and what to type instead.
  public var description: String {
    switch self {
    case .unknown(let name, let suggestions) where suggestions.isEmpty:
      "\"\(name)\" names no device"
    case .unknown(let name, let suggestions):
      "\"\(name)\" names no device; did you mean \(Self.list(suggestions))?"
    case .ambiguous(let name, let candidates):
      "\"\(name)\" could be \(Self.list(candidates))"
    }
  }

  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
