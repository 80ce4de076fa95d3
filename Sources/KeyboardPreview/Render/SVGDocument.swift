/// A small writer of SVG markup that escapes every text and attribute value.
struct SVGDocument {
  private(set) var lines: [String] = []
  private var depth = 0

  /// Text safe inside an element or a double-quoted attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        // XML 1.0 allows no control characters but tab, newline and carriage return.
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20, ![0x09, 0x0A, 0x0D].contains(scalar.value)
        {
          result += " "
        } else {
          result.append(character)
        }
      }
    }
    return result
  }

  private static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.filter { !$0.value.isEmpty }.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
  }

  private func indent() -> String { String(repeating: "  ", count: depth) }

  /// An element without content.
  mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) {
    lines.append(indent() + "<\(name)\(Self.attributes(attributes))/>")
  }

  /// An element holding text.
  mutating func text(_ name: String, _ attributes: KeyValuePairs<String, String>, _ text: String) {
    lines.append(
      indent() + "<\(name)\(Self.attributes(attributes))>\(Self.escaped(text))</\(name)>")
  }

  /// An element holding other elements, written by `body`.
  mutating func group(
    _ name: String, _ attributes: KeyValuePairs<String, String>, body: (inout SVGDocument) -> Void
  ) {
    lines.append(indent() + "<\(name)\(Self.attributes(attributes))>")
    depth += 1
    body(&self)
    depth -= 1
    lines.append(indent() + "</\(name)>")
  }

  /// Markup written as it is: only for fixed text such as the style sheet.
  mutating func raw(_ markup: String) {
    lines.append(indent() + markup)
  }

  /// A number for an attribute: whole numbers without a fraction.
  static func number(_ value: Double) -> String { PointFormat.string(value) }
}
