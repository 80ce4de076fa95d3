import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML document: its name, attributes, children and the line its start tag
/// ends on.
struct XMLNode: Sendable {
  var name: String
  var attributes: [String: String]
  var children: [XMLNode]
  var line: Int
  /// The text directly inside the element, such as a text view's `<string key="text">`.
  var text: String

  /// The first child with this name and, when given, this `key` attribute.
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The children with this name.
  func children(_ name: String) -> [XMLNode] {
    children.filter { $0.name == name }
  }

  /// Every element inside this one, depth first.
  var descendants: [XMLNode] {
    children.flatMap { [$0] + $0.descendants }
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// A numeric attribute; `nil` when absent or not a number.
  func number(_ attribute: String) -> CGFloat? {
    attributes[attribute].flatMap(Double.init).map { CGFloat($0) }
  }

  /// Whether a boolean attribute says `YES`.
  func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}

/// Why a file could not be read as XML, with the line (counted from 1) it was found on.
struct XMLTreeError: Error, Sendable, Equatable {
  var line: Int
  var reason: String
}

/// Reads XML into a tree of ``XMLNode`` with Foundation's `XMLParser` (libxml2 on Linux), which
/// reports the line of every element and of the first syntax error.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLNode] = []
  private var root: XMLNode?
  private var firstError: XMLTreeError?

  /// Parses `data`; throws on broken XML with the line of the first error.
  static func tree(from data: Data) throws(XMLTreeError) -> XMLNode {
    let builder = XMLTreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let error = builder.firstError { throw error }
    if let error = parser.parserError {
      throw XMLTreeError(line: max(parser.lineNumber, 1), reason: Self.reason(error))
    }
    if let open = builder.stack.last {
      throw XMLTreeError(
        line: max(parser.lineNumber, 1),
        reason: "the file ends inside <\(open.name)>, opened on line \(open.line)")
    }
    guard parsed, let root = builder.root else {
      throw XMLTreeError(line: 1, reason: "the file holds no XML element")
    }
    return root
  }

  /// The parser's error, in words.
  ///
  /// The codes are libxml2's `xmlParserErrors`, which `XMLParser` reports as they are on Apple
  /// platforms and Linux alike (swift-corelibs-foundation's `XMLParser.ErrorCode` cases are
  /// numbered one off, so they are not used).
  private static func reason(_ error: any Error) -> String {
    let code = (error as NSError).code
    switch code {
    case 4: return "the file holds no XML element"
    case 5: return "the file ends before its elements are closed"
    case 9: return "a character that XML does not allow"
    case 23, 24, 26, 27: return "an entity (&…;) that is not closed or not known"
    case 39, 40, 41: return "an attribute without a quoted value"
    case 73, 77: return "a tag that is not closed with >"
    case 76: return "a closing tag that does not match the element it closes"
    default: return "broken XML (libxml2 error \(code))"
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if stack.isEmpty && root != nil && firstError == nil {
      firstError = XMLTreeError(
        line: parser.lineNumber, reason: "a second top-level element <\(elementName)>")
    }
    stack.append(
      XMLNode(
        name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber,
        text: ""))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let node = stack.popLast() else { return }
    if stack.isEmpty {
      if root == nil { root = node }
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard firstError == nil else { return }
    firstError = XMLTreeError(line: max(parser.lineNumber, 1), reason: Self.reason(parseError))
  }
}
