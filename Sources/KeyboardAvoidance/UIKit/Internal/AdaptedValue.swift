#if canImport(UIKit)
  import Foundation
  import UIKit

  /// One property a ``KeyboardAdaptive`` binding writes: how to read and write it, and what of it
  /// is the app's.
  ///
  /// The adaptive value's hidden value is the property's resting value until the app writes the
  /// property; from then on the app's value is (``BoundValue``,
  /// ``KeyboardAdaptive/value(for:on:resting:)``). Every write goes through here, so the binding
  /// writes only what changes and never mistakes its own write for the app's.
  @MainActor
  final class AdaptedValue<Value: Equatable & Sendable> {
    let adaptive: KeyboardAdaptive<Value>
    private var bound: BoundValue<Value>?
    private let read: @MainActor () -> Value?
    private let screenClass: @MainActor () -> ScreenClass?
    /// The keyboard as last applied.
    private(set) var state = KeyboardState.hidden

    init(
      _ adaptive: KeyboardAdaptive<Value>, read: @escaping @MainActor () -> Value?,
      screenClass: @escaping @MainActor () -> ScreenClass?
    ) {
      self.adaptive = adaptive
      self.read = read
      self.screenClass = screenClass
      bound = read().map { BoundValue(replacing: $0) }
    }

    /// The class of the window the property shows in.
    var currentScreenClass: ScreenClass? { screenClass() }

    /// What the app wrote, if it wrote the property since the binding began.
    var resting: Value? { bound?.appValue }

    /// Reads the property, taking a value the binding did not write as the app's.
    func observe() {
      guard let current = read() else { return }
      if bound == nil { bound = BoundValue(replacing: current) }
      bound?.observe(current)
    }

    /// The value for a keyboard state, with the app's value at rest.
    func target(for state: KeyboardState) -> Value {
      adaptive.value(for: state, on: screenClass(), resting: resting)
    }

    /// Makes the property hold `target` through `write`, when it does not already.
    func set(_ target: Value, with write: (Value) -> Void) {
      guard let current = read(), let value = bound?.write(target, over: current) else { return }
      write(value)
    }

    /// Remembers the keyboard the property was last set for.
    func remember(_ state: KeyboardState) {
      self.state = state
    }

    /// Observes, then writes the value for `state` through `write`.
    func apply(_ state: KeyboardState, with write: (Value) -> Void) {
      self.state = state
      observe()
      set(target(for: state), with: write)
    }
  }
#endif
