import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The property the importer promises: laid out on the device the document was saved for, a
/// scene's elements sit where Interface Builder saved them.
@Suite("Imported scenes' frames")
struct ImportedSceneFrameTests {
  /// Interface Builder saves frames to the half point; a layout that sums whole and half points
  /// is exact, and half a point is the promise.
  static let tolerance: CGFloat = 0.5

  @Test(arguments: StoryboardFixtures.documents)
  func framesAtTheDocumentsDeviceAreTheSavedFrames(_ document: String) throws {
    let saved = SavedFrames(try StoryboardFixtures.data(document))
    var compared = 0
    for scene in try StoryboardFixtures.scenes(document) {
      guard let screen = scene.screen, let device = scene.documentDevice else { continue }
      let result = screen.preview(on: device, orientation: .portrait, keyboard: .predictive)
      let safeTop = device.safeArea(in: .portrait).top + screen.bars.top
      for element in result.hidden where element.kind != "group" {
        let source = try #require(scene.sources[element.id], "\(element.id) has a source")
        var expected = try #require(saved.frames[source], "\(source) has a saved frame")
        // Inside a scroll view, UIKit insets the content by the part of the safe area the
        // scroll view overlaps (UIScrollView.ContentInsetAdjustmentBehavior.automatic): the
        // content starts below the bars, where Interface Builder draws it at the scroll view's
        // top.
        if let holder = saved.scrollHolders[source], let scroll = saved.frames[holder] {
          expected.origin.y += min(max(safeTop - scroll.minY, 0), scroll.height)
        }
        let frame = element.frame.cgRect
        #expect(
          abs(frame.minX - expected.minX) <= Self.tolerance
            && abs(frame.minY - expected.minY) <= Self.tolerance
            && abs(frame.width - expected.width) <= Self.tolerance
            && abs(frame.height - expected.height) <= Self.tolerance,
          "\(scene.record.name): \(element.id) is at \(frame), Interface Builder saved \(expected)")
        compared += 1
      }
    }
    // Every document has laid-out scenes with a device (the xib's view controller has three
    // elements): the property is never vacuous.
    #expect(compared >= 3)
  }
}
