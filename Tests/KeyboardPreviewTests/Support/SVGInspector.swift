import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses an SVG with Foundation's XMLParser: whether it is well-formed, and its elements.
final class SVGInspector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
  }

  private(set) var elements: [Element] = []
  private(set) var error: (any Error)?
  private var open: [Int] = []

  /// Whether the text parsed as well-formed XML.
  private(set) var isWellFormed = false

  init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    let parsed = parser.parse()
    error = parser.parserError
    isWellFormed = parsed && error == nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributeDict))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    open.removeLast()
  }

  func elements(named name: String, class className: String) -> [Element] {
    elements.filter { $0.name == name && $0.classes.contains(className) }
  }

  func element(id: String) -> Element? {
    elements.first { $0.attributes["id"] == id }
  }
}
