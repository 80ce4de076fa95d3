import Foundation
import Testing

@testable import KeyboardPreview

@Suite("SVG document")
struct SVGDocumentTests {
  @Test func escapesMarkupAndDropsControlCharacters() {
    #expect(
      SVGDocument.escaped(#"<a href="x">&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
    #expect(SVGDocument.escaped("bell\u{7}tab\tline\n") == "bell tab\tline\n")
  }

  @Test func leavesOutEmptyAttributes() {
    var document = SVGDocument()
    document.empty("rect", ["class": "a", "id": "", "x": "1"])
    document.group("g", ["id": "panel"]) { $0.text("text", ["x": "0"], "5 < 6") }
    #expect(
      document.lines == [
        #"<rect class="a" x="1"/>"#, #"<g id="panel">"#, #"  <text x="0">5 &lt; 6</text>"#, "</g>",
      ])
  }
}
