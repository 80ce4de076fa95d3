// Apple's SwiftUI, as far as the KeyboardAvoidance adapters and the documentation samples
// (Scripts/check-doc-samples.py) use it. Bodies trap: nothing here runs.
//
// Every declaration is transcribed from the iOS 18.0 SDK's Swift interfaces, named in the comment
// above it: SwiftUICore.swiftmodule (views, modifiers, state; iOS 18 moved them there from SwiftUI,
// `@_originallyDefinedIn(module: "SwiftUI", iOS 18.0)`) or SwiftUI.swiftmodule (text fields,
// buttons, UIKit views, content shapes). The `@available` attributes repeat the interface's, which
// the probe of Scripts/check-ios-sdk.sh checks against the SDK.
// Actor isolation is the stricter of the iOS 18.0 interface and the iOS 18.1 one (the newest SDK
// at hand): views are `@MainActor @preconcurrency` types and modifiers are `nonisolated`; where
// 18.1 drops an initializer's `nonisolated` (VStack, TupleView) or makes it main-actor
// (ObservedObject), the model follows 18.1 and cites it. SwiftUI's own attribute spellings
// (`@_Concurrency.MainActor`, `@_functionBuilder`) are written in their public form here.
//
// Left out: requirements and members the adapters never reach (`_makeView` and the other
// underscored graph entry points, `DynamicProperty`, `Animatable`, coordinators), and stored
// properties SwiftUI keeps private. Where SwiftUI supplies a `body` of type `Never` through
// machinery the interface does not show, the model spells the body out; the note says so.
// Stored constants hold stand-in values: only their declarations matter.
//
// Foundation is re-exported: on Apple platforms `import SwiftUI` alone also makes Foundation's
// declarations visible (a view uses `CGFloat` with nothing but `import SwiftUI`), so the model
// behaves the same for the documentation samples it compiles.

import Combine
@_exported import Foundation
import UIKit

// MARK: Views

// Also `@_typeEraser(AnyView)`, left out with AnyView.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol View {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  // SwiftUI's `Never` body is machinery the interface does not show; the model spells it out.
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface — as `Body`
  public var body: Never { fatalError() }
}

// The interface spells the attribute `@_functionBuilder`, the old name of `@resultBuilder`.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: View { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface — two or more views
  @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension ViewBuilder: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
}

// Its `storage` property and `Storage` enum are left out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension ModifiedContent: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
    fatalError()
  }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/tupleview/value
  @MainActor @preconcurrency public var value: T
  // 18.0 declares it `nonisolated`; 18.1 drops that, so it takes the type's main actor.
  // iPhoneOS18.1.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/tupleview/init(_:)
  @inlinable public init(_ value: T) { self.value = value }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// "@available(*, unavailable) extension SwiftUI.TupleView : Swift.Sendable"
// iPhoneOS17.4.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension TupleView: Sendable {}

// MARK: Views the documentation samples use

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  // 18.0 declares it `nonisolated`; 18.1 drops that, so it takes the type's main actor.
  // iPhoneOS18.1.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  @inlinable public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension VStack: Sendable {}

// Its `init(_ id: any AlignmentID.Type)` is left out with AlignmentID.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public static let center = HorizontalAlignment()
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  @MainActor @preconcurrency public var body: some View { unimplementedView() }
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension TextField: Sendable {}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
extension TextField where Label == Text {
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(
    _ title: S, text: Binding<String>
  ) where S: StringProtocol { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  @MainActor @preconcurrency public var body: some View { unimplementedView() }
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension Button: Sendable {}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { fatalError() }
}

// The declaration as the iOS 13.7 interface states it (the 18.0 one was not read); main actor
// isolation as every view of the 18.0 interface has it, its initializer taking the type's, the
// stricter choice.
// iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/scrollview/content
  public var content: Content
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/scrollview/axes
  public var axes: Axis.Set {
    get { fatalError() }
    set { fatalError() }
  }
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/scrollview/showsindicators
  public var showsIndicators: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  public var body: some View { unimplementedView() }
}

// "@available(*, unavailable) extension SwiftUI.ScrollView : Swift.Sendable"
// iPhoneOS17.4.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension ScrollView: Sendable {}

// Its `description` and `allCases` are left out.
// iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable {
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  case horizontal
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  case vertical

  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/axis/set
  @frozen public struct Set: OptionSet {
    // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
    public let rawValue: Int8
    // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
    public static let horizontal = Axis.Set(rawValue: 1)
    // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct Spacer {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  @inlinable @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: View {
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: Sendable {}

// MARK: Modifiers

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  associatedtype Body: View
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View
where Modifier: ViewModifier {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// The interface declares each modifier in an extension of its own; they are gathered here.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/modifier(_:)
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    fatalError()
  }

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/padding(_:_:)
  @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { unimplementedView() }

  // Deprecated in favour of background(alignment:content:) (iOS 15), from a future release
  // (100000.0); the interface repeats the deprecation for the other platforms, left out here.
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/background(_:alignment:)
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @inlinable @_disfavoredOverload nonisolated public func background<Background>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View where Background: View { unimplementedView() }

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/animation(_:value:)
  @inlinable nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { unimplementedView() }

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/environment(_:_:)
  @inlinable nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { unimplementedView() }

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { unimplementedView() }

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @inlinable nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { unimplementedView() }

  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false)
    -> some View where S: Shape
  { unimplementedView() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  case top, leading, bottom, trailing

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/edge/set
  @frozen public struct Set: OptionSet {
    // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
    public let rawValue: Int8
    // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Edge.Set(rawValue: 1 << Edge.bottom.rawValue)
    // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Edge.Set(rawValue: 0b1111)
  }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge.Set: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public let rawValue: UInt
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  // iPhoneOS17.4.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface — public static let container: SwiftUI.SafeAreaRegions
  // developer.apple.com/documentation/swiftui/safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 0b1)
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 0b10)
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all = SafeAreaRegions(rawValue: 0b11)
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SafeAreaRegions: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment: Sendable {}

// MARK: Animation

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { fatalError() }

  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation { fatalError() }
}

// MARK: Shapes and colors

// The interface's `_RemoveGlobalActorIsolation` refinement keeps View's main actor from shapes,
// which `nonisolated` says here; its `Animatable` refinement and `path(in:)` requirement are left
// out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public protocol Shape: Sendable, View {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/rectangle/init()
  @inlinable nonisolated public init() {}
}

// Its CustomStringConvertible conformance is left out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public static let clear = Color()
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Body = Never
}

// MARK: State and environment

// Its DynamicProperty conformance is left out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value> {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  @_alwaysEmitIntoClient public init(projectedValue: Binding<Value>) { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// Its DynamicProperty conformance and projected value are left out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor
public struct StateObject<ObjectType> where ObjectType: ObservableObject {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    fatalError()
  }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension StateObject: Sendable {}

// Its DynamicProperty conformance and projected value are left out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @preconcurrency @MainActor @frozen
public struct ObservedObject<ObjectType> where ObjectType: ObservableObject {
  // 18.0 declares it `nonisolated`; 18.1 declares it `@MainActor @preconcurrency`.
  // iPhoneOS18.1.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }
  // A stored property there.
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservedObject: Sendable {}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  public var description: String { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(*, unavailable)
extension EnvironmentValues: Sendable {}

// Its DynamicProperty conformance is left out.
// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/environment/wrappedvalue
  @inlinable public var wrappedValue: Value { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

// MARK: UIKit views in SwiftUI

// The class as the iOS 13.7 interface states it (the 18.0 one was not read); its overrides of
// UIViewController, `rootView`, sizing and the underscored members are left out. A view
// controller, so on the main actor.
// iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
where Content: View {
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) { fatalError() }
  // iPhoneOS13.7.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  public required init?(coder aDecoder: NSCoder) { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 16.4, tvOS 16.4, *)
@available(macOS, unavailable)
extension UIHostingController {
  // "Disabling a safe area region omits it from the SwiftUI layout system altogether. The default
  // value is SafeAreaRegions.all."
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions
  @available(iOS 16.4, tvOS 16.4, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions {
    get { fatalError() }
    set { fatalError() }
  }
}

// Its coordinator, dismantling and sizing requirements, which have defaults, are left out.
// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/swiftui/uiviewrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewRepresentable: View where Self.Body == Never {
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable {
  // iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// iPhoneOS18.0.sdk SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface — its members are left out
// developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {}
