import Foundation
import KeyboardAvoidance
import Testing

@Suite("How a container places padded content")
struct PaddedContentPlacementTests {
  /// The lift each placement promises is the one the layout it names shows in ``PaddedLayout``:
  /// 100 pt of padding on an iPhone 16 screen, a 200 pt form, nothing else moving.
  @Test(
    "each placement lifts the content as the layout it names does",
    arguments: PaddedLayout.Kind.allCases)
  func liftMatchesTheLayout(kind: PaddedLayout.Kind) {
    let layout = PaddedLayout(
      kind: kind, place: "iPhone 16 portrait", screen: CGRect(x: 0, y: 0, width: 393, height: 852),
      space: CGRect(x: 0, y: 59, width: 393, height: 759), contentHeight: 200, scrollOffset: 0,
      swiftUIAvoids: false)
    let resting = layout.contentFrame(padding: 0, keyboard: .hidden)
    let padded = layout.contentFrame(padding: 100, keyboard: .hidden)
    #expect(resting.maxY - padded.maxY == 100 * kind.placement.liftPerPoint)
    #expect(layout.measured(padding: 100, keyboard: .hidden).unpaddedFrame == resting)
  }

  @Test func onlyFillingContentChangesHeight() {
    let frame = CGRect(x: 0, y: 59, width: 393, height: 459)
    func unpadded(_ placement: PaddedContent.Placement) -> CGRect? {
      PaddedContent(view: AvoidingView(frame: frame), padding: 100, placement: placement)
        .unpaddedFrame
    }
    #expect(unpadded(.fills) == CGRect(x: 0, y: 59, width: 393, height: 559))
    #expect(unpadded(.bottom) == CGRect(x: 0, y: 159, width: 393, height: 459))
    #expect(unpadded(.center) == CGRect(x: 0, y: 109, width: 393, height: 459))
    #expect(unpadded(.top) == frame)
  }
}
