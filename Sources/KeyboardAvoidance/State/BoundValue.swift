import Foundation

/// A property that both the app and a keyboard binding write: the app's own value, and what the
/// property held when the binding last wrote or read it, so a write by the app is told apart from
/// the binding's own.
///
/// A binding owns only what it adds. Before it works out a value it reads the property with
/// ``observe(_:)``: anything other than what it saw last was written by someone else (the app, a
/// table view controller), and that value becomes the app's value, the one the property goes back
/// to when the keyboard leaves. It then writes through ``write(_:over:)``, which remembers the
/// value and skips a write that would change nothing. A write of exactly the value the binding
/// wrote is indistinguishable from no write and changes nothing.
///
/// ```swift
/// // A constraint resting at 20, lifted to 309 while the keyboard is up.
/// var constant = BoundValue<CGFloat>(appValue: 20)
/// constant.write(309, over: 20)  // 309: write it
/// constant.observe(60)  // true: the app wrote 60 (an error banner appeared)
/// constant.appValue  // 60
/// constant.write(309, over: 60)  // 309: the lift goes back on top of the app's 60
/// constant.write(60, over: 309)  // 60 when the keyboard leaves
/// ```
public struct BoundValue<Value: Equatable & Sendable>: Sendable, Equatable {
  /// The value the app has given the property, or `nil` while the binding's own resting value
  /// (a ``KeyboardAdaptive``'s hidden value) stands.
  public private(set) var appValue: Value?

  /// What the property held when the binding last wrote or read it.
  public private(set) var lastSeen: Value

  /// Starts from the app's value, which the property holds now.
  ///
  /// ```swift
  /// let constant = BoundValue<CGFloat>(appValue: 20)
  /// constant.appValue  // 20
  /// ```
  ///
  /// - Parameter appValue: The property's value: the app's.
  public init(appValue: Value) {
    self.appValue = appValue
    lastSeen = appValue
  }

  /// Starts from a value the binding replaces with its own resting value until the app writes
  /// the property.
  ///
  /// ```swift
  /// // A storyboard constant of 20 that a KeyboardAdaptive(hidden: 30, shown: 0) takes over.
  /// var constant = BoundValue<CGFloat>(replacing: 20)
  /// constant.appValue  // nil
  /// constant.observe(40)  // true: the app wrote 40 before the binding's first write
  /// ```
  ///
  /// - Parameter current: What the property holds now.
  public init(replacing current: Value) {
    appValue = nil
    lastSeen = current
  }

  /// Reads the property: a value other than the one last seen was written by the app and
  /// becomes the app's value.
  ///
  /// ```swift
  /// var constant = BoundValue<CGFloat>(appValue: 20)
  /// constant.observe(20)  // false
  /// constant.observe(60)  // true; appValue is 60
  /// ```
  ///
  /// - Parameter current: What the property holds now.
  /// - Returns: Whether the app wrote the property since the binding last wrote or read it.
  @discardableResult
  public mutating func observe(_ current: Value) -> Bool {
    guard current != lastSeen else { return false }
    appValue = current
    lastSeen = current
    return true
  }

  /// Sets the app's value, as an app does that says what it wants the property to rest at.
  ///
  /// ```swift
  /// var constant = BoundValue<CGFloat>(appValue: 20)
  /// constant.setAppValue(60)
  /// constant.resting(otherwise: 0)  // 60
  /// ```
  ///
  /// - Parameter value: The value the property rests at from now on.
  public mutating func setAppValue(_ value: Value) {
    appValue = value
  }

  /// The value the property rests at: the app's, or `fallback` while the app has written none.
  ///
  /// ```swift
  /// BoundValue<CGFloat>(replacing: 20).resting(otherwise: 30)  // 30
  /// BoundValue<CGFloat>(appValue: 20).resting(otherwise: 30)  // 20
  /// ```
  ///
  /// - Parameter fallback: The binding's own resting value.
  /// - Returns: The value the property holds while the keyboard covers nothing.
  public func resting(otherwise fallback: Value) -> Value {
    appValue ?? fallback
  }

  /// The write that makes the property hold `target`, remembered as the binding's.
  ///
  /// Read the property with ``observe(_:)`` first: this assumes `current` is what the binding
  /// saw last, or the app's value just observed.
  ///
  /// ```swift
  /// var constant = BoundValue<CGFloat>(appValue: 20)
  /// constant.write(309, over: 20)  // 309
  /// constant.write(309, over: 309)  // nil: it holds 309 already
  /// ```
  ///
  /// - Parameters:
  ///   - target: The value the property must hold.
  ///   - current: What it holds now.
  /// - Returns: `target`, or `nil` when the property holds it already and writing would only
  ///   cost a layout pass.
  public mutating func write(_ target: Value, over current: Value) -> Value? {
    lastSeen = target
    return current == target ? nil : target
  }
}

extension BoundValue: Hashable where Value: Hashable {}
