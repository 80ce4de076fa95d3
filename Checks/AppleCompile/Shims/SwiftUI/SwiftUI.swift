// Declarations of Apple's SwiftUI framework used by the KeyboardAvoidance adapters, for the
// compile check only. Each declaration is transcribed from the developer.apple.com page named in
// the comment above it (https://developer.apple.com/documentation/swiftui/...), with its
// availability when the page gives one above iOS 13, and its actor isolation. Bodies trap: nothing
// here ever runs.
//
// The pages show Apple's current SDK: result-builder methods carry `@export(implementation)` and
// take any content type (Xcode 27's `ContentBuilder`), and view modifiers are `nonisolated`.
// Declarations the pages leave out but Swift needs to compile a view (the `body` of primitive
// views, the `View` conformance of `Never`) are marked "interface machinery" and name their
// source; a view whose real `body` type is private declares `Never`, which no caller can see.
// Stored constants hold stand-in values: only their declarations matter.

import Combine
import Foundation
import UIKit

// MARK: Views

// swiftui/view — @MainActor @preconcurrency protocol View (iOS 13.0+)
@MainActor @preconcurrency public protocol View {
  // swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  // swiftui/view/body-8kl5o
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// swiftui/view — interface machinery: SwiftUI's interface declares `extension Never : View`
// with `typealias Body = Never` (forums.swift.org, "SwiftUI: why can't call Text/Image body").
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// swiftui/viewbuilder — @resultBuilder struct ViewBuilder (iOS 13.0+)
@resultBuilder public struct ViewBuilder {
  // swiftui/viewbuilder/buildblock(_:)
  @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content {
    fatalError()
  }
  // swiftui/viewbuilder/buildeither(first:)
  @export(implementation) public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  // swiftui/viewbuilder/buildeither(second:)
  @export(implementation) public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// swiftui/contentbuilder — typealias ContentBuilder = ViewBuilder
public typealias ContentBuilder = ViewBuilder

// swiftui/viewbuilder/buildeither(first:) — named in its declaration and in (second:)'s; it
// has no page of its own. Generic parameters as those declarations show them; the conditional
// `View` conformance is interface machinery (forums.swift.org, "resultBuilder that does something
// in buildEither", quoting SwiftUI's interface).
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// swiftui/modifiedcontent — @frozen struct ModifiedContent<Content, Modifier> (iOS 13.0+). Its
// `View` conformance: swiftui/modifiedcontent/init(content:modifier:) ("If content is a View and
// modifier is a ViewModifier, the result is a View").
@frozen public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: Modifiers

// swiftui/viewmodifier — @MainActor @preconcurrency protocol ViewModifier (iOS 13.0+)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  // swiftui/viewmodifier/body(content:)
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // swiftui/viewmodifier/content — the page shows `typealias Content`; the type behind it is
  // interface machinery (forums.swift.org, "Why some SwiftUI views have body = Swift.Never").
  typealias Content = _ViewModifier_Content<Self>
}

// swiftui/viewmodifier/content — interface machinery: the content a modifier's body receives.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension View {
  // swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }

  // swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { fatalError() }

  // swiftui/view/background(_:alignment:) — iOS 13.0–27.0: deprecated in favour of
  // background(alignment:content:), which needs iOS 15
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  @available(macCatalyst, introduced: 13.0, deprecated: 27.0)
  @available(macOS, introduced: 10.15, deprecated: 27.0)
  @available(visionOS, introduced: 1.0, deprecated: 27.0)
  nonisolated public func background<Background>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View where Background: View { fatalError() }

  // swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { fatalError() }

  // swiftui/view/ignoressafearea(_:edges:) (iOS 14.0+)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, *)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { fatalError() }

  // swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { fatalError() }

  // swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
  where S: Shape { fatalError() }

  // swiftui/view/ontapgesture(count:perform:)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { fatalError() }
}

// swiftui/edge — @frozen enum Edge (iOS 13.0+)
@frozen public enum Edge {
  // swiftui/edge/top
  case top
  // swiftui/edge/leading
  case leading
  // swiftui/edge/bottom
  case bottom
  // swiftui/edge/trailing
  case trailing

  // swiftui/edge/set — @frozen struct Set, an OptionSet, Sendable (raw type Int8: onestack.dev)
  @frozen public struct Set: OptionSet, Sendable {
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public let rawValue: Int8
    // swiftui/edge/set/all
    public static let all = Edge.Set(rawValue: 15)
    // swiftui/edge/set/bottom — listed on swiftui/edge/set; spelled as its sibling `all`
    public static let bottom = Edge.Set(rawValue: 4)
  }
}

// swiftui/safearearegions — @frozen struct SafeAreaRegions (iOS 14.0+), an OptionSet
// (init(rawValue: UInt): onestack.dev)
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public let rawValue: UInt
  // swiftui/safearearegions/all
  public static let all = SafeAreaRegions(rawValue: 7)
  // swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

// swiftui/alignment — @frozen struct Alignment (iOS 13.0+), Sendable
@frozen public struct Alignment: Sendable {
  // swiftui/alignment/center
  public static let center = Alignment()
}

// MARK: Animation

// swiftui/animation — @frozen struct Animation (iOS 13.0+)
@frozen public struct Animation {
  // swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { fatalError() }

  // swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation { fatalError() }
}

// MARK: Shapes and colors

// swiftui/shape — nonisolated protocol Shape : Sendable, Animatable, View (iOS 13.0+). The
// adapters use no requirement of Shape or Animatable, so both are left out here.
nonisolated public protocol Shape: Sendable, View {}

// swiftui/rectangle — @frozen struct Rectangle (iOS 13.0+), a Shape
@frozen public struct Rectangle: Shape {
  // swiftui/rectangle/init()
  public init() {}
  // swiftui/rectangle — interface machinery: a shape's real body type is private to SwiftUI.
  public var body: Never { fatalError() }
}

// swiftui/color — @frozen struct Color (iOS 13.0+), a View, Sendable
@frozen public struct Color: View, Sendable {
  // swiftui/color/clear — no page found (three queries); spelled as its sibling `black`
  // (`static let black: Color` on its page)
  public static let clear = Color()
  // swiftui/color — interface machinery: Color is a primitive view.
  public var body: Never { fatalError() }
}

// MARK: State and environment

// swiftui/state — @frozen @propertyWrapper struct State<Value> (iOS 13.0+, no isolation)
@frozen @propertyWrapper public struct State<Value> {
  // swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError() }
  // swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
}

// swiftui/stateobject — @MainActor @frozen @propertyWrapper @preconcurrency
// struct StateObject<ObjectType> where ObjectType : ObservableObject (iOS 14.0+)
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType> where ObjectType: ObservableObject {
  // swiftui/stateobject/init(wrappedvalue:)
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    fatalError()
  }
  // swiftui/stateobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

// swiftui/observedobject — @MainActor @propertyWrapper @preconcurrency @frozen
// struct ObservedObject<ObjectType> where ObjectType : ObservableObject (iOS 13.0+)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType> where ObjectType: ObservableObject {
  // swiftui/observedobject/init(wrappedvalue:)
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }
  // swiftui/observedobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

// swiftui/environmentkey — protocol EnvironmentKey (iOS 13.0+, no isolation)
public protocol EnvironmentKey {
  // swiftui/environmentkey/value
  associatedtype Value
  // swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

// swiftui/environmentvalues — struct EnvironmentValues (iOS 13.0+)
public struct EnvironmentValues {
  // swiftui/environmentvalues/init()
  public init() {}
  // swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
}

// swiftui/environment — @frozen @propertyWrapper struct Environment<Value> (iOS 13.0+)
@frozen @propertyWrapper public struct Environment<Value> {
  // swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  // swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

// MARK: UIKit views in SwiftUI

// swiftui/uiviewrepresentable — @MainActor @preconcurrency protocol UIViewRepresentable : View
// where Self.Body == Never (iOS 13.0+)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  // swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  // swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  // swiftui/uiviewrepresentable/updateuiview(_:context:) — no page found (three queries);
  // spelled as the view controller's updateUIViewController(_:context:) on its page
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  // swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
}

// swiftui/uiviewrepresentable — interface machinery: representables get their `Never` body
// from SwiftUI.
extension UIViewRepresentable where Self.Body == Never {
  public var body: Never { fatalError() }
}

// swiftui/uiviewrepresentablecontext — @MainActor @preconcurrency
// struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {}
