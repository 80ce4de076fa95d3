import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Preview errors")
struct PreviewErrorTests {
  @Test func eachErrorNamesWhatWasWrong() {
    let unknown = DeviceNameError.unknown(
      name: "iphone 15 por max", suggestions: ["iPhone 15 Pro Max"])
    let cases: [(PreviewError, String)] = [
      (
        .malformedJSON(line: 3, column: 12, reason: "expected a value, found 'x'"),
        "screen description: invalid JSON at line 3, column 12: expected a value, found 'x'"
      ),
      (
        .unknownField(path: "pinned.botom", allowed: ["id", "bottom"]),
        "screen description: unknown field pinned.botom; allowed here: id, bottom"
      ),
      (
        .invalidValue(path: "version", reason: "version 2 is not supported"),
        "screen description: invalid value at version: version 2 is not supported"
      ),
      (
        .unreadableScreen(path: "login.json", reason: "no such file"),
        "cannot read the screen description login.json: no such file"
      ),
      (
        .unknownDevice(unknown),
        "unknown device: \"iphone 15 por max\" names no device; did you mean iPhone 15 Pro Max?"
      ),
      (
        .unwritableOutput(path: "out", reason: "/tmp/out is a file, not a folder"),
        "cannot write pictures to out: /tmp/out is a file, not a folder"
      ),
    ]
    for (error, message) in cases {
      #expect(error.description == message)
    }
  }
}
