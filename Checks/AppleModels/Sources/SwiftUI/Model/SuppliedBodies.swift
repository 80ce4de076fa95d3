// Model machinery, not Apple API: the `body` of views whose `Body` is `Never` and of shapes.
//
// SwiftUI conforms its primitive views (`Text`, `Spacer`, `TupleView`, `VStack`, `Color`,
// `_ConditionalContent`, `_ViewModifier_Content`) and its shapes to `View` through declarations
// its public interface does not show: the iOS 17.4 interface has `typealias Body = Never` and no
// `body` for them, and a shape's or a color's `body` comes from an extension of `Shape` or
// `ShapeStyle` over underscored types (`_ShapeView<Rectangle, Color>`). The model needs a
// witness for each conformance; none of them is API the adapters may call, which is why they are
// here and not beside the declarations the model transcribes.

extension TupleView {
  public var body: Never { fatalError() }
}

extension VStack {
  public var body: Never { fatalError() }
}

extension Text {
  public var body: Never { fatalError() }
}

extension Spacer {
  public var body: Never { fatalError() }
}

extension Color {
  public var body: Never { fatalError() }
}

extension Rectangle {
  public var body: Never { fatalError() }
}

extension _ConditionalContent where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError() }
}

extension _ViewModifier_Content {
  public var body: Never { fatalError() }
}
