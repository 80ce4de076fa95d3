import Foundation
import KeyboardAvoidanceTesting

/// A storyboard of form scenes written from a seed, for the import and check benchmark: no large
/// file in the repository, and any size on demand.
///
/// Every scene is an iPhone 16's (393 × 852 pt, safe area 59 and 34 pt, as the device catalog
/// has it), laid out as Interface Builder saves it: frames summed by hand from the constraints
/// written beside them. Four kinds take turns: a stack of fields pinned to the top of the safe
/// area with a button pinned to its bottom through an outlet, a form in a scroll view that
/// reaches the bottom of the screen, fields chained one under the other below a title, and a
/// static table under a simulated navigation bar. The seed picks the gaps and field heights.
struct SyntheticStoryboard {
  var scenes: Int
  var fields: Int
  var seed: UInt64

  /// The iPhone 16's screen and safe area, in points.
  static let width: Double = 393
  static let height: Double = 852
  static let safeTop: Double = 59
  static let safeBottom: Double = 34
  /// A navigation bar's height.
  static let navigationBar: Double = 44

  /// How many fields each scene gets: the total shared out, the first scenes one more.
  func fieldCounts() -> [Int] {
    guard scenes > 0 else { return [] }
    let base = fields / scenes
    let extra = fields % scenes
    return (0..<scenes).map { base + ($0 < extra ? 1 : 0) }
  }

  /// The storyboard's XML.
  func text() -> String {
    var generator = SeededGenerator(seed: seed)
    var body = ""
    for (index, count) in fieldCounts().enumerated() {
      let gap = Double(Int.random(in: 1...4, using: &generator) * 8)
      let heights: [Double] = [34, 44, 50]
      let fieldHeight = heights[Int.random(in: 0..<heights.count, using: &generator)]
      body += scene(index, fields: count, gap: gap, fieldHeight: fieldHeight)
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
      useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
      \(body)    </scenes>
      </document>

      """
  }

  private func scene(_ index: Int, fields: Int, gap: Double, fieldHeight: Double) -> String {
    let id = "S\(index)"
    let content: String
    var extra = ""
    switch index % 4 {
    case 0: content = stackForm(id, fields: fields, gap: gap, height: fieldHeight)
    case 1: content = scrollForm(id, fields: fields, gap: gap, height: fieldHeight)
    case 2: content = chainedForm(id, fields: fields, gap: gap, height: fieldHeight)
    default:
      content = table(id, fields: fields)
      extra = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"
    }
    let controller = index % 4 == 3 ? "tableViewController" : "viewController"
    return """
              <scene sceneID="\(id)-sc">
                  <objects>
                      <\(controller) storyboardIdentifier="Form\(index)" id="\(id)-vc" \
      sceneMemberID="viewController">
      \(content)\(extra)
                          <connections>
                              <outlet property="buttonBottom" destination="\(id)-bb" id="\(id)-ob"/>
                          </connections>
                      </\(controller)>
                  </objects>
              </scene>

      """
  }

  private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
    "<rect key=\"frame\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"/>"
  }

  private func field(_ id: String, _ frame: String, _ name: String) -> String {
    "<textField borderStyle=\"roundedRect\" placeholder=\"\(name)\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\(frame)</textField>\n"
  }

  private func root(_ id: String, _ subviews: String, _ constraints: String) -> String {
    """
    <view key="view" contentMode="scaleToFill" id="\(id)-root">
    \(rect(0, 0, Self.width, Self.height))
    <subviews>
    \(subviews)</subviews>
    <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
    <constraints>
    \(constraints)</constraints>
    </view>
    """
  }

  /// A button 50 pt tall, 16 pt above the safe area's bottom, its constraint the outlet.
  private func button(_ id: String) -> (String, String) {
    let y = Self.height - Self.safeBottom - 16 - 50
    return (
      "<button translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)-button\">"
        + rect(20, y, Self.width - 40, 50)
        + "<state key=\"normal\" title=\"Continue\"/></button>\n",
      "<constraint firstItem=\"\(id)-safe\" firstAttribute=\"bottom\" secondItem=\"\(id)-button\" "
        + "secondAttribute=\"bottom\" constant=\"16\" id=\"\(id)-bb\"/>\n"
    )
  }

  private func stackForm(_ id: String, fields: Int, gap: Double, height: Double) -> String {
    var arranged = ""
    for index in 0..<fields {
      arranged += field(
        "\(id)-f\(index)", rect(0, Double(index) * (height + gap), Self.width - 40, height),
        "Field \(index + 1)")
    }
    let stackHeight = Double(fields) * height + Double(max(fields - 1, 0)) * gap
    let stack =
      "<stackView axis=\"vertical\" spacing=\"\(gap)\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)-stack\">"
      + rect(20, Self.safeTop + 24, Self.width - 40, stackHeight)
      + "<subviews>\n\(arranged)</subviews></stackView>\n"
    let (button, bottom) = button(id)
    let constraints =
      "<constraint firstItem=\"\(id)-stack\" firstAttribute=\"top\" secondItem=\"\(id)-safe\" "
      + "secondAttribute=\"top\" constant=\"24\" id=\"\(id)-st\"/>\n" + bottom
    return root(id, stack + button, constraints)
  }

  private func scrollForm(_ id: String, fields: Int, gap: Double, height: Double) -> String {
    var content = ""
    for index in 0..<fields {
      content += field(
        "\(id)-f\(index)", rect(20, 24 + Double(index) * (height + gap), Self.width - 40, height),
        "Field \(index + 1)")
    }
    let scroll =
      "<scrollView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)-scroll\">"
      + rect(0, Self.safeTop, Self.width, Self.height - Self.safeTop)
      + "<subviews>\n\(content)</subviews></scrollView>\n"
    let constraints =
      "<constraint firstItem=\"\(id)-scroll\" firstAttribute=\"top\" secondItem=\"\(id)-safe\" "
      + "secondAttribute=\"top\" id=\"\(id)-sct\"/>\n"
      + "<constraint firstAttribute=\"bottom\" secondItem=\"\(id)-scroll\" "
      + "secondAttribute=\"bottom\" id=\"\(id)-sb\"/>\n"
    return root(id, scroll, constraints)
  }

  private func chainedForm(_ id: String, fields: Int, gap: Double, height: Double) -> String {
    var subviews =
      "<label text=\"Form\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)-title\">"
      + rect(20, Self.safeTop + 16, Self.width - 40, 34) + "</label>\n"
    var constraints =
      "<constraint firstItem=\"\(id)-title\" firstAttribute=\"top\" secondItem=\"\(id)-safe\" "
      + "secondAttribute=\"top\" constant=\"16\" id=\"\(id)-tt\"/>\n"
    var previous = "\(id)-title"
    var y = Self.safeTop + 16 + 34
    for index in 0..<fields {
      y += gap
      subviews += field(
        "\(id)-f\(index)", rect(20, y, Self.width - 40, height), "Field \(index + 1)")
      constraints +=
        "<constraint firstItem=\"\(id)-f\(index)\" firstAttribute=\"top\" "
        + "secondItem=\"\(previous)\" secondAttribute=\"bottom\" constant=\"\(gap)\" "
        + "id=\"\(id)-c\(index)\"/>\n"
      previous = "\(id)-f\(index)"
      y += height
    }
    let (button, bottom) = button(id)
    return root(id, subviews + button, constraints + bottom)
  }

  /// A static table filling the screen, one cell per field, its sections' headers 38 pt tall.
  private func table(_ id: String, fields: Int) -> String {
    var cells = ""
    for index in 0..<fields {
      let y = 38 + Double(index) * 44
      cells +=
        "<tableViewCell id=\"\(id)-cell\(index)\">" + rect(0, y, Self.width, 44)
        + "<tableViewCellContentView key=\"contentView\" id=\"\(id)-content\(index)\">"
        + rect(0, 0, Self.width, 44) + "<subviews>\n"
        + field("\(id)-f\(index)", rect(20, 5, Self.width - 40, 34), "Field \(index + 1)")
        + "</subviews></tableViewCellContentView></tableViewCell>\n"
    }
    return """
      <tableView key="view" dataMode="static" style="grouped" id="\(id)-root">
      \(rect(0, 0, Self.width, Self.height))
      <sections><tableViewSection id="\(id)-section"><cells>
      \(cells)</cells></tableViewSection></sections>
      </tableView>
      """
  }
}
