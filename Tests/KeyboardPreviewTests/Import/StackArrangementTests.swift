import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// A stack view whose arranged subviews have no saved frames, and a collection view's cells,
/// in a document written for this test.
@Suite("Stack views without frames and collection views")
struct StackArrangementTests {
  /// An iPhone SE (3rd generation) scene, 375 × 667 pt, safe area 20 pt at the top.
  ///
  /// A vertical stack 40 pt below the safe area's top, 10 pt spacing, whose subviews Interface Builder saved
  /// without frames: a field with a 40 pt height constraint, a label, a hidden button, a field
  /// without a height constraint. Below it, a collection view of two prototype cells holding a
  /// field each.
  static let document = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="STK-sc">
                <objects>
                    <viewController storyboardIdentifier="Stack" id="STK-vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="STK-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="STK-stack">
                                    <rect key="frame" x="20" y="60" width="335" height="124.5"/>
                                    <subviews>
                                        <textField placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="STK-name">
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="STK-h"/>
                                            </constraints>
                                        </textField>
                                        <label text="We never share it" translatesAutoresizingMaskIntoConstraints="NO" id="STK-note"/>
                                        <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="STK-help">
                                            <state key="normal" title="Help"/>
                                        </button>
                                        <textField placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="STK-email"/>
                                    </subviews>
                                </stackView>
                                <collectionView dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="STK-grid">
                                    <rect key="frame" x="0.0" y="204.5" width="375" height="120"/>
                                    <cells>
                                        <collectionViewCell id="STK-cell1">
                                            <rect key="frame" x="10" y="10" width="170" height="50"/>
                                            <collectionViewCellContentView key="contentView" id="STK-content1">
                                                <rect key="frame" x="0.0" y="0.0" width="170" height="50"/>
                                                <subviews>
                                                    <textField placeholder="From" translatesAutoresizingMaskIntoConstraints="NO" id="STK-from">
                                                        <rect key="frame" x="8" y="8" width="154" height="34"/>
                                                    </textField>
                                                </subviews>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                        <collectionViewCell id="STK-cell2">
                                            <rect key="frame" x="195" y="10" width="170" height="50"/>
                                            <collectionViewCellContentView key="contentView" id="STK-content2">
                                                <rect key="frame" x="0.0" y="0.0" width="170" height="50"/>
                                                <subviews>
                                                    <textField placeholder="To" translatesAutoresizingMaskIntoConstraints="NO" id="STK-to">
                                                        <rect key="frame" x="8" y="8" width="154" height="34"/>
                                                    </textField>
                                                </subviews>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="STK-safe"/>
                            <constraints>
                                <constraint firstItem="STK-stack" firstAttribute="top" secondItem="STK-safe" secondAttribute="top" constant="40" id="STK-top"/>
                                <constraint firstItem="STK-grid" firstAttribute="top" secondItem="STK-stack" secondAttribute="bottom" constant="20" id="STK-gap"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

  static func result() throws -> (ImportedScene, PreviewResult) {
    let scene = try #require(
      try ImportedScene.scenes(inInterfaceBuilderDocument: Data(document.utf8), file: "stack")
        .first)
    let screen = try #require(scene.screen)
    let device = try #require(scene.documentDevice)
    return (scene, screen.preview(on: device, orientation: .portrait, keyboard: .predictive))
  }

  /// The stack places its subviews by its axis and spacing, at their heights.
  ///
  /// By hand: the stack's top at 20 + 40 = 60; the name field 40 pt (its constraint); 10 pt of
  /// spacing; the label 20.5 pt (UIKit's default for 17 pt text) at 110; the hidden button takes
  /// no room, nor spacing; the email field 34 pt (a rounded text field's default) at
  /// 130.5 + 10 = 140.5, ending at 174.5. Every subview fills the stack's 335 pt width, 20 pt
  /// from the sides.
  @Test func arrangedSubviewsWithoutFramesArePlacedByTheStack() throws {
    let (scene, result) = try Self.result()
    #expect(scene.record.documentDevice == "iPhone SE (3rd generation)")
    #expect(
      result.frame(of: "name", keyboardShown: false) == CGRect(x: 20, y: 60, width: 335, height: 40)
    )
    #expect(
      result.frame(of: "weNeverShareIt", keyboardShown: false)
        == CGRect(x: 20, y: 110, width: 335, height: 20.5))
    #expect(
      result.frame(of: "email", keyboardShown: false)
        == CGRect(x: 20, y: 140.5, width: 335, height: 34))
    #expect(result.element("help", keyboardShown: false)?.isHidden == true)
    #expect(scene.record.notes.contains { $0.element == "stackView" && $0.kind == .approximated })
  }

  /// The collection view's cells keep their saved frames in its content: the grid starts at
  /// 204.5, the cells 10 pt into it, the fields 8 pt into the cells; its prototypes are noted.
  @Test func collectionViewCellsKeepTheirFrames() throws {
    let (scene, result) = try Self.result()
    #expect(
      result.frame(of: "from", keyboardShown: false)
        == CGRect(x: 18, y: 222.5, width: 154, height: 34))
    #expect(
      result.frame(of: "to", keyboardShown: false)
        == CGRect(x: 203, y: 222.5, width: 154, height: 34))
    #expect(scene.record.fields == ["name", "email", "from", "to"])
    #expect(
      scene.record.notes.contains {
        $0.element == "collectionView" && $0.reason.hasPrefix("its cells are prototypes")
      })
  }
}
