import Foundation
import KeyboardAvoidance

/// A small model of how SwiftUI lays out content that keyboard avoidance pads at the bottom,
/// enough to apply a padding and measure the content again, as a reader inside the padding does.
///
/// Each ``Kind`` is a place where an app puts `.keyboardAvoiding`, and follows one of three rules,
/// taken from Apple's documentation:
///
/// - `padding(_:_:)` returns "a view that's padded by the specified amount on the specified
///   edges" (developer.apple.com/documentation/swiftui/view/padding(_:_:)): the content keeps its
///   own layout inside and the padding sits below it. SwiftUI lays views out by proposing a size
///   that each view answers with its own (developer.apple.com/documentation/swiftui/
///   proposedviewsize). Content that takes all the height it is offered (a stack with a `Spacer`,
///   a `ScrollView`, a flexible frame) therefore ends the padding's height higher, its top where
///   it was: the **fills** rule. Content of a fixed height keeps it, and the padded view grows.
/// - `frame(maxHeight: .infinity, alignment:)` takes the height offered and places its child by
///   the alignment "inside the resulting frame" (developer.apple.com/documentation/swiftui/view/
///   frame(width:height:alignment:), whose alignment parameter the flexible frame shares). A
///   fixed-height padded view then starts at the frame's top, sits centred, or ends at the
///   frame's bottom: the **aligned** rule, where the content's bottom rises by 0, ½ or 1 point per
///   point of padding. A stack with spacers places a fixed-height child the same way, the free
///   height going to the spacers (developer.apple.com/documentation/swiftui/spacer).
/// - A `ScrollView` "displays its content within the scrollable content region" and scrolling
///   "adjusts what portion of the underlying content is visible"
///   (developer.apple.com/documentation/swiftui/scrollview): the content starts at the scroll
///   view's top, moves only when the user scrolls, and padding makes it longer, not higher: the
///   **scrolled** rule.
///
/// SwiftUI's own avoidance is modelled through the keyboard safe-area region, "the safe area
/// matching the current extent of any software keyboard displayed over the view content"
/// (developer.apple.com/documentation/swiftui/safearearegions/keyboard): while it is on, the space
/// the container offers ends at the top of a docked keyboard or bar over it. Undocked and floating
/// keyboards are assumed to leave it alone.
///
/// A form sheet on an iPad changes position, not size, when the keyboard appears: "formSheet
/// automatically adjusts its position when keyboard is shown" (freshOS/KeyboardLayoutGuide pull
/// request 43). How far it moves is not documented; the model lifts it until its bottom is 20 pt
/// above the keyboard or its top 20 pt below the screen's top, an example rule.
struct PaddedLayout: Sendable, CustomStringConvertible {
  /// Where the app puts `.keyboardAvoiding`.
  enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `VStack { field; Spacer(); button }.keyboardAvoiding()`: the `Spacer` makes the stack take
    /// the height offered (fills).
    case bottomAnchoredStack
    /// `VStack { Spacer(); form.keyboardAvoiding(); Spacer() }`: two spacers share the free height,
    /// so the fixed-height padded form sits centred (aligned, ½).
    case centredStack
    /// `VStack { form.keyboardAvoiding(); Spacer() }`: the spacer takes the free height below the
    /// fixed-height padded form (aligned, 0).
    case topAnchoredStack
    /// `ScrollView { form.keyboardAvoiding() }`: the padding lengthens the scrolled content
    /// (scrolled).
    case contentInScrollView
    /// `ScrollView { form }.keyboardAvoiding()`: a scroll view takes the height offered (fills).
    case paddedScrollView
    /// `form.frame(maxHeight: .infinity, alignment: .top).keyboardAvoiding()`: the flexible frame
    /// takes the height offered (fills); the form keeps to its top inside it.
    case flexibleFrame
    /// `form.keyboardAvoiding().frame(maxHeight: .infinity, alignment: .top)` (aligned, 0).
    case frameAlignedTop
    /// `form.keyboardAvoiding().frame(maxHeight: .infinity, alignment: .center)` (aligned, ½).
    case frameAlignedCenter
    /// `form.keyboardAvoiding().frame(maxHeight: .infinity, alignment: .bottom)` (aligned, 1).
    case frameAlignedBottom
    /// An iPad form sheet whose root stack `.keyboardAvoiding()` fills it (fills), moved up by
    /// UIKit without changing size.
    case movingSheet

    var description: String { rawValue }

    /// The placement an app names for this layout.
    var placement: PaddedContent.Placement {
      switch self {
      case .bottomAnchoredStack, .paddedScrollView, .flexibleFrame, .movingSheet: .fills
      case .topAnchoredStack, .contentInScrollView, .frameAlignedTop: .top
      case .centredStack, .frameAlignedCenter: .center
      case .frameAlignedBottom: .bottom
      }
    }

    fileprivate var rule: Rule {
      switch self {
      case .bottomAnchoredStack, .paddedScrollView, .flexibleFrame, .movingSheet: .fills
      case .topAnchoredStack, .frameAlignedTop: .aligned(0)
      case .centredStack, .frameAlignedCenter: .aligned(0.5)
      case .frameAlignedBottom: .aligned(1)
      case .contentInScrollView: .scrolled
      }
    }
  }

  fileprivate enum Rule {
    case fills
    /// The fraction of the free height above the padded view: 0 top, ½ centred, 1 bottom.
    case aligned(CGFloat)
    case scrolled
  }

  let kind: Kind
  /// What the layout sits on, for messages: a device, an orientation and a window.
  let place: String
  let screen: CGRect
  /// The space offered to the padded view with no keyboard around, in screen coordinates; for
  /// ``Kind/contentInScrollView`` the scroll view's visible area, for ``Kind/movingSheet`` the
  /// sheet where UIKit presents it.
  let space: CGRect
  /// The content's fixed height, or for content that fills its space the least height it needs.
  let contentHeight: CGFloat
  /// How far ``Kind/contentInScrollView`` is scrolled.
  let scrollOffset: CGFloat
  /// Whether SwiftUI's own keyboard avoidance is on for the space.
  let swiftUIAvoids: Bool

  var description: String {
    "\(kind) on \(place), space \(space), content height \(contentHeight)"
      + (kind == .contentInScrollView ? ", scrolled \(scrollOffset)" : "")
      + (swiftUIAvoids ? ", SwiftUI avoids" : "")
  }

  /// The space where it is while `keyboard` is up: a form sheet moves, other spaces stay.
  func space(for keyboard: KeyboardState) -> CGRect {
    guard kind == .movingSheet, keyboard.presentation.isDocked,
      keyboard.frame.minY < space.maxY + 20
    else { return space }
    let lifted = max(keyboard.frame.minY - 20 - space.height, screen.minY + 20)
    return CGRect(
      x: space.minX, y: min(lifted, space.minY), width: space.width, height: space.height)
  }

  /// The keyboard's part of the space's bottom safe area: what SwiftUI's avoidance takes away.
  func swiftUIInset(for keyboard: KeyboardState, space: CGRect) -> CGFloat {
    let frame = keyboard.frame
    guard swiftUIAvoids, keyboard.presentation.isDocked, frame.minX < space.maxX,
      frame.maxX > space.minX, frame.minY < space.maxY
    else { return 0 }
    return space.maxY - max(frame.minY, space.minY)
  }

  /// The content's frame with `padding` below it, as a reader inside the padding measures it.
  func contentFrame(padding: CGFloat, keyboard: KeyboardState) -> CGRect {
    let space = space(for: keyboard)
    let top = space.minY
    let bottom = space.maxY - swiftUIInset(for: keyboard, space: space)
    switch kind.rule {
    case .fills:
      return CGRect(x: space.minX, y: top, width: space.width, height: bottom - padding - top)
    case .aligned(let fraction):
      let free = bottom - top - (contentHeight + padding)
      return CGRect(
        x: space.minX, y: top + free * fraction, width: space.width, height: contentHeight)
    case .scrolled:
      return CGRect(
        x: space.minX, y: top - scrollOffset, width: space.width, height: contentHeight)
    }
  }

  /// The padded view around the content: `padding(_:_:)` returns a view "padded by the specified
  /// amount on the specified edges", so it is the content's frame with `padding` more below.
  func paddedFrame(padding: CGFloat, keyboard: KeyboardState) -> CGRect {
    let content = contentFrame(padding: padding, keyboard: keyboard)
    return CGRect(
      x: content.minX, y: content.minY, width: content.width, height: content.height + padding)
  }

  /// Whether the layout rule holds with `padding`: content that fills its space keeps at least
  /// the height it needs (SwiftUI would let it overflow instead), and the space stays on screen.
  func holds(padding: CGFloat, keyboard: KeyboardState) -> Bool {
    let space = space(for: keyboard)
    guard space.minY >= screen.minY, space.maxY <= screen.maxY else { return false }
    guard case .fills = kind.rule else { return true }
    return contentFrame(padding: padding, keyboard: keyboard).size.height >= contentHeight
  }

  /// What the modifier hands the core after laying the content out with `padding`.
  func measured(padding: CGFloat, keyboard: KeyboardState) -> PaddedContent {
    PaddedContent(
      view: AvoidingView(frame: contentFrame(padding: padding, keyboard: keyboard)),
      padding: padding, placement: kind.placement,
      keyboardInset: swiftUIInset(for: keyboard, space: space(for: keyboard)))
  }

  /// The content with no padding and SwiftUI's avoidance off, where the keyboard leaves the space.
  func unpadded(for keyboard: KeyboardState) -> CGRect {
    withoutSwiftUI.contentFrame(padding: 0, keyboard: keyboard)
  }

  /// The same layout with SwiftUI's avoidance off.
  var withoutSwiftUI: PaddedLayout {
    PaddedLayout(
      kind: kind, place: place, screen: screen, space: space, contentHeight: contentHeight,
      scrollOffset: scrollOffset, swiftUIAvoids: false)
  }

  /// The same layout moved by `distance` points down the screen, its size unchanged.
  func moved(by distance: CGFloat) -> PaddedLayout {
    PaddedLayout(
      kind: kind, place: place, screen: screen, space: space.offsetBy(dx: 0, dy: distance),
      contentHeight: contentHeight, scrollOffset: scrollOffset, swiftUIAvoids: swiftUIAvoids)
  }

  /// The padding that puts the content's bottom edge at `y`, solved from the layout rule; `nil`
  /// where no padding moves the content.
  func padding(puttingBottomAt y: CGFloat, keyboard: KeyboardState) -> CGFloat? {
    let space = space(for: keyboard)
    let top = space.minY
    let bottom = space.maxY - swiftUIInset(for: keyboard, space: space)
    switch kind.rule {
    case .fills:
      return bottom - y
    case .aligned(let fraction) where fraction > 0:
      // top + (bottom − top − height − padding) × fraction + height = y
      return bottom - top - contentHeight - (y - top - contentHeight) / fraction
    case .aligned, .scrolled:
      return nil
    }
  }
}
