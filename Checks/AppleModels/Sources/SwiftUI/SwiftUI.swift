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
//
// Foundation is re-exported: on Apple platforms `import SwiftUI` alone also makes Foundation's
// declarations visible (a view uses `CGFloat` with nothing but `import SwiftUI`), so the shim
// behaves the same for the documentation samples it compiles.

import Combine
@_exported import Foundation
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
  // swiftui/viewbuilder/buildblock(_:)-2bj1g — two or more child views
  @export(implementation) public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
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

// swiftui/tupleview — @frozen nonisolated struct TupleView<T> (iOS 13.0+), what a builder makes
// of several child views.
@frozen nonisolated public struct TupleView<T> {
  // swiftui/tupleview/value
  public var value: T
  // swiftui/tupleview/init(_:)
  nonisolated public init(_ value: T) { self.value = value }
}

// swiftui/tupleview — interface machinery: the page describes the type as "A View created from a
// swift tuple of View values"; its real body type is private to SwiftUI.
extension TupleView: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: Views the documentation samples use

// swiftui/vstack — @frozen nonisolated struct VStack<Content> where Content : View (iOS 13.0+)
@frozen nonisolated public struct VStack<Content> where Content: View {
  // swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) { fatalError() }
}

// swiftui/vstack — interface machinery: a stack's real body type is private to SwiftUI.
extension VStack: View {
  public var body: Never { fatalError() }
}

// swiftui/horizontalalignment — @frozen struct HorizontalAlignment (iOS 13.0+). Sendable, which
// Swift 6 needs for the stored constant below: SwiftUI's interface adds the conformance in an
// extension, as the skiptools/skip-ui mirror of that interface shows
// (Sources/SkipUI/SkipUI/Layout/HorizontalAlignment.swift).
@frozen public struct HorizontalAlignment: Sendable {
  // swiftui/horizontalalignment/center — no page found (two queries; swiftui/alignment/center
  // links it); spelled as its sibling swiftui/verticalalignment/center
  // (`static let center: VerticalAlignment`)
  public static let center = HorizontalAlignment()
}

// swiftui/text — @frozen struct Text (iOS 13.0+)
@frozen public struct Text {
  // swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

// swiftui/text — interface machinery: Text is a primitive view.
extension Text: View {
  public var body: Never { fatalError() }
}

// swiftui/textfield — nonisolated struct TextField<Label> where Label : View (iOS 13.0+)
nonisolated public struct TextField<Label> where Label: View {}

extension TextField where Label == Text {
  // swiftui/textfield/init(_:text:)-2laoi
  @export(implementation) nonisolated public init<S>(_ title: S, text: Binding<String>)
  where S: StringProtocol { fatalError() }
}

// swiftui/textfield — interface machinery: a text field's real body type is private to SwiftUI.
extension TextField: View {
  public var body: Never { fatalError() }
}

// swiftui/button — nonisolated struct Button<Label> where Label : View (iOS 13.0+)
nonisolated public struct Button<Label> where Label: View {}

extension Button where Label == Text {
  // swiftui/button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { fatalError() }
}

// swiftui/button — interface machinery: a button's real body type is private to SwiftUI.
extension Button: View {
  public var body: Never { fatalError() }
}

// swiftui/spacer — @frozen struct Spacer (iOS 13.0+)
@frozen public struct Spacer {
  // swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) { fatalError() }
}

// swiftui/spacer — interface machinery: Spacer is a primitive view.
extension Spacer: View {
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
  // swiftui/state/projectedvalue — `$name` in a view
  public var projectedValue: Binding<Value> { fatalError() }
}

// swiftui/binding — @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
// (iOS 13.0+, no isolation)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // swiftui/binding/init(projectedvalue:) — declared so that Swift synthesizes no internal
  // `init()`, which it rejects in a public property wrapper
  @export(implementation) public init(projectedValue: Binding<Value>) { fatalError() }
  // swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
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
