#if canImport(UIKit)
  import Foundation

  /// Tells the developer about a misuse the library cannot act on, in debug builds only.
  ///
  /// Release builds stay silent: the misuse is in the app's code, and the API that detects it
  /// also returns a value that says so (`nil`, an inactive binding).
  @MainActor
  package enum RuntimeWarning {
    /// Where warnings go: standard error, unless a test listens.
    package static var handler: @MainActor (String) -> Void = { message in
      FileHandle.standardError.write(Data("[KeyboardAvoidance] warning: \(message)\n".utf8))
    }

    static func emit(_ message: String) {
      #if DEBUG
        handler(message)
      #endif
    }
  }
#endif
