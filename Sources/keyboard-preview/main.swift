import Foundation
import KeyboardPreview

// Everything but printing lives in KeyboardPreview, where the tests reach it.
let outcome = PreviewCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitStatus)
