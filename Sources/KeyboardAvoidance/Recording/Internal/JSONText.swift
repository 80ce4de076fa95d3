/// How the package's JSON writers spell strings and numbers.
///
/// The trace format, `keyboard-preview`'s screen descriptions and reports, and
/// `keyboard-bench`'s figures all write JSON by hand, so files stay stable byte for byte and
/// diff well. They share these two spellings, so a string or a number reads the same in every
/// file the package writes.
///
/// ```swift
/// JSONText.quoted("tab\there")  // "\"tab\\there\""
/// JSONText.number(44)           // "44"
/// JSONText.number(0.25)         // "0.25"
/// ```
package enum JSONText {
  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else as it is.
  ///
  /// ```swift
  /// JSONText.quoted("say \"hi\"")  // "\"say \\\"hi\\\"\""
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The literal, quotes included.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        result += "\\u00" + (control.value < 0x10 ? "0" : "") + String(control.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A finite number as JSON: whole numbers without a fraction, others in Swift's shortest
  /// form that reads back exactly.
  ///
  /// JSON has no spelling for infinities and NaN; writers that can meet them decide what to
  /// write before calling this.
  ///
  /// ```swift
  /// JSONText.number(-3)     // "-3"
  /// JSONText.number(1e-3)  // "0.001"
  /// ```
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Its JSON spelling.
  package static func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
