import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Random scroll views on every device of ``DeviceFrames``, checked against what scroll
/// avoidance promises rather than against numbers it computed. Every length is a multiple of
/// half a point, as on 2× screens, so sums and differences are exact and equalities can be strict.
extension KeyboardStateScrollAvoidanceTests {
  struct RandomScrollView {
    let keyboardTop: CGFloat
    let container: ScrollContainer
    let field: CGRect
    /// A caret inside the field, for half of the views.
    let caret: CGRect?
    let distance: CGFloat
    /// Whether the field's content position lets it scroll to any place in the visible part.
    let reachable: Bool

    init(using generator: inout SeededGenerator) {
      func half(_ range: ClosedRange<Int>) -> CGFloat {
        CGFloat(Int.random(in: range, using: &generator)) / 2
      }
      let device = DeviceFrames.all[Int.random(in: 0..<DeviceFrames.all.count, using: &generator)]
      let screen = Keyboard.screen(device.screen)
      keyboardTop = screen.maxY - device.keyboardPortrait
      let top = half(0...Int(screen.height * 2 / 3))
      let bottom = half(Int(screen.height)...Int(screen.height * 2))
      let frame = CGRect(x: 0, y: top, width: screen.width, height: bottom - top)
      let insetTop = half(0...200)
      let appBottom = half(0...40)
      let systemBottom = half(0...120)
      let contentHeight = half(0...6_000)
      let highest = max(-insetTop, contentHeight + appBottom + systemBottom - frame.height)
      let offsetY = half(Int(-insetTop * 2)...Int(highest * 2))
      container = ScrollContainer(
        frame: frame, contentSize: CGSize(width: screen.width, height: contentHeight),
        contentOffset: CGPoint(x: 0, y: offsetY),
        contentInset: VerticalInsets(top: 0, bottom: appBottom),
        adjustedContentInset: VerticalInsets(top: insetTop, bottom: appBottom + systemBottom),
        indicatorInsetBottom: half(0...40))
      distance = half(0...60)
      let height = half(4...1_200)
      reachable = height + distance <= contentHeight
      let contentTop = reachable ? half(0...Int((contentHeight - height - distance) * 2)) : 0
      let fieldTop = frame.minY + contentTop - offsetY
      field = CGRect(x: 16, y: fieldTop, width: 200, height: height)
      let caretTop = fieldTop + half(0...Int((height - 2) * 2))
      caret =
        Bool.random(using: &generator) ? CGRect(x: 20, y: caretTop, width: 2, height: 2) : nil
    }

    var keyboard: KeyboardState {
      let width = container.frame.width
      return KeyboardState(
        presentation: .docked, frame: CGRect(x: 0, y: keyboardTop, width: width, height: 500))
    }

    /// What the keyboard covers, worked out from the keyboard's top alone.
    var covered: CGFloat {
      min(max(container.frame.maxY - keyboardTop, 0), container.frame.height)
    }
  }

  @Test(
    "random scroll views keep the field in view, the offset in range, and restore on hide",
    arguments: [UInt64(0x5C0_0001), 0x5C0_0002, 0x5C0_0003])
  func randomScrollViews(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<3_000 {
      let view = RandomScrollView(using: &generator)
      let place = "seed \(seed) #\(index)"
      let container = view.container
      let adjustment = view.keyboard.scrollAdjustment(
        for: container, revealing: view.field, caret: view.caret, distance: view.distance)

      let restingBottom = container.adjustedContentInset.bottom
      let bottomInset = max(restingBottom, view.covered)
      // The keyboard's part, and past it only the room a field near the content's end needs.
      let room = adjustment.keyboardInset - (bottomInset - restingBottom)
      #expect(room >= 0, "\(place)")
      #expect(
        adjustment.contentInsetBottom == container.contentInset.bottom + adjustment.keyboardInset,
        "\(place)")
      #expect(
        adjustment.indicatorInsetBottom == container.indicatorInsetBottom
          + adjustment.keyboardInset,
        "\(place)")

      let top = container.adjustedContentInset.top
      let highest = max(
        -top, container.contentSize.height + bottomInset + room - container.frame.height)
      let offset = adjustment.contentOffset.y
      #expect(offset >= -top && offset <= highest, "\(place): offset \(offset)")

      let scrolled = offset - container.contentOffset.y
      let visibleTop = container.frame.minY + top
      let visibleBottom = container.frame.maxY - bottomInset
      let fits = view.field.height + view.distance <= visibleBottom - visibleTop
      let shown = fits ? view.field : (view.caret ?? view.field)
      let before = (top: shown.minY, bottom: shown.maxY)
      let after = (top: shown.minY - scrolled, bottom: shown.maxY - scrolled)
      if room > 0 {
        // Room is made only for the keyboard, and no more than the offset uses: the content is
        // scrolled to the new end, where the rectangle ends `distance` above the keyboard or
        // against an edge of the visible part.
        #expect(offset == highest, "\(place): room \(room) the offset does not use")
        #expect(
          after.bottom + view.distance == view.keyboardTop
            || after.bottom + view.distance == visibleBottom || after.top == visibleTop,
          "\(place): room \(room) more than needed")
      }
      // However little content lies below it, a field that fits ends `distance` above the
      // keyboard, the last field of a form included.
      if shown == view.field, shown.height + view.distance <= visibleBottom - visibleTop,
        before.top >= visibleTop
      {
        #expect(after.bottom + view.distance <= visibleBottom, "\(place): short of the keyboard")
      }
      if view.reachable {
        if shown == view.field {
          #expect(after.top >= visibleTop, "\(place): the field's top left the view")
        }
        if shown.height + view.distance <= visibleBottom - visibleTop {
          #expect(after.top >= visibleTop, "\(place)")
          #expect(after.bottom + view.distance <= visibleBottom, "\(place)")
          let alreadyShown =
            before.top >= visibleTop && before.bottom + view.distance <= visibleBottom
          if alreadyShown {
            #expect(scrolled == 0, "\(place): scrolled a field already in view")
          } else {
            // The smallest move leaves the rectangle against one edge of the visible part.
            #expect(
              after.top == visibleTop || after.bottom + view.distance == visibleBottom,
              "\(place): moved more than needed")
          }
        }
      }

      let applied = ScrollFixtures.applying(adjustment, to: container)
      let again = view.keyboard.scrollAdjustment(
        for: applied, revealing: view.field.offsetBy(dx: 0, dy: -scrolled),
        caret: view.caret?.offsetBy(dx: 0, dy: -scrolled), distance: view.distance)
      #expect(!again.changesAnything, "\(place): a second call moved again")

      let hidden = KeyboardState.hidden.scrollAdjustment(for: applied, revealing: view.field)
      #expect(hidden.contentInsetBottom == container.contentInset.bottom, "\(place)")
      #expect(hidden.indicatorInsetBottom == container.indicatorInsetBottom, "\(place)")
      #expect(hidden.keyboardInset == 0, "\(place)")
      let restingHighest = max(
        -top, container.contentSize.height + restingBottom - container.frame.height)
      let expectedOffset = min(max(offset, -top), restingHighest)
      #expect(hidden.contentOffset.y == expectedOffset, "\(place): hide moved the content")
    }
  }
}
