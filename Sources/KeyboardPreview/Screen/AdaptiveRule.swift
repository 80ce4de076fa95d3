import Foundation
import KeyboardAvoidance

/// One value of a screen description that may change while the keyboard is up: the source of a
/// `KeyboardAdaptive` value, kept so the description can be written back out.
///
/// A rule has a value with the keyboard hidden, one with it shown, and overrides for some screen
/// classes, exactly like `KeyboardAdaptive`; ``adaptive`` is the core's value built from them, and
/// the preview asks it, never the rule, for the value on a device.
///
/// ```swift
/// let statusLabelTop = AdaptiveRule<CGFloat>(40).shown(-50, on: .compactHeight)
/// statusLabelTop.adaptive.value(keyboardShown: true, on: .compactHeight)  // -50
/// statusLabelTop.adaptive.value(keyboardShown: true, on: .tall)  // 40
/// ```
public struct AdaptiveRule<Value: Sendable & Equatable>: Sendable, Equatable {
  /// Values for some screen classes that replace the rule's own.
  public struct Override: Sendable, Equatable {
    /// The screen classes the override applies to.
    public var screenClasses: [ScreenClass]
    /// The value with the keyboard hidden on those classes; the rule's own when `nil`.
    public var hidden: Value?
    /// The value with the keyboard shown on those classes; the rule's own when `nil`.
    public var shown: Value?

    /// Creates an override.
    ///
    /// - Parameters:
    ///   - screenClasses: The screen classes it applies to.
    ///   - hidden: The value with the keyboard hidden there, or `nil` to keep the rule's.
    ///   - shown: The value with the keyboard shown there, or `nil` to keep the rule's.
    public init(screenClasses: [ScreenClass], hidden: Value? = nil, shown: Value? = nil) {
      self.screenClasses = screenClasses
      self.hidden = hidden
      self.shown = shown
    }
  }

  /// The value with the keyboard hidden, where no override applies.
  public let hidden: Value
  /// The value with the keyboard shown, where no override applies.
  public let shown: Value
  /// The overrides, in the order they apply; a later one wins for a class named twice.
  public let overrides: [Override]
  /// The core's adaptive value for this rule.
  public let adaptive: KeyboardAdaptive<Value>

  /// Creates a rule from its parts.
  ///
  /// ```swift
  /// let radius = AdaptiveRule<CGFloat>(hidden: 15, shown: 0)
  /// radius.adaptive.value(keyboardShown: true, on: .regular)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - hidden: The value with the keyboard hidden.
  ///   - shown: The value with the keyboard shown.
  ///   - overrides: Values for some screen classes; none by default.
  public init(hidden: Value, shown: Value, overrides: [Override] = []) {
    self.hidden = hidden
    self.shown = shown
    self.overrides = overrides
    var adaptive = KeyboardAdaptive(hidden: hidden, shown: shown)
    for override in overrides {
      for screenClass in override.screenClasses {
        if let hiddenValue = override.hidden {
          let shownValue = override.shown ?? adaptive.value(keyboardShown: true, on: screenClass)
          adaptive = adaptive.on(screenClass, hidden: hiddenValue, shown: shownValue)
        } else if let shownValue = override.shown {
          adaptive = adaptive.shown(shownValue, on: screenClass)
        }
      }
    }
    self.adaptive = adaptive
  }

  /// Creates a rule whose value does not change with the keyboard.
  ///
  /// ```swift
  /// AdaptiveRule<CGFloat>(44).adaptive.value(keyboardShown: true, on: .tall)  // 44
  /// ```
  ///
  /// - Parameter value: The value with the keyboard hidden and shown.
  public init(_ value: Value) {
    self.init(hidden: value, shown: value)
  }

  /// This rule, with another value while the keyboard is shown on some screen classes.
  ///
  /// ```swift
  /// let logoIsHidden = AdaptiveRule(false).shown(true, on: .compactHeight)
  /// logoIsHidden.adaptive.value(keyboardShown: true, on: .compactHeight)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value while the keyboard is shown on those classes.
  ///   - screenClasses: The classes it applies to.
  /// - Returns: The rule with the override added.
  public func shown(_ value: Value, on screenClasses: ScreenClass...) -> AdaptiveRule {
    AdaptiveRule(
      hidden: hidden, shown: shown,
      overrides: overrides + [Override(screenClasses: screenClasses, shown: value)])
  }
}

extension AdaptiveRule: ExpressibleByIntegerLiteral where Value == CGFloat {
  /// Creates a rule whose value does not change with the keyboard, from a whole number.
  ///
  /// ```swift
  /// let height: AdaptiveRule<CGFloat> = 44
  /// ```
  ///
  /// - Parameter value: The value with the keyboard hidden and shown.
  public init(integerLiteral value: Int) {
    self.init(CGFloat(value))
  }
}

extension AdaptiveRule: ExpressibleByFloatLiteral where Value == CGFloat {
  /// Creates a rule whose value does not change with the keyboard, from a number.
  ///
  /// ```swift
  /// let height: AdaptiveRule<CGFloat> = 20.5
  /// ```
  ///
  /// - Parameter value: The value with the keyboard hidden and shown.
  public init(floatLiteral value: Double) {
    self.init(CGFloat(value))
  }
}

extension AdaptiveRule: ExpressibleByBooleanLiteral where Value == Bool {
  /// Creates a flag that does not change with the keyboard.
  ///
  /// ```swift
  /// let isHidden: AdaptiveRule<Bool> = false
  /// ```
  ///
  /// - Parameter value: The flag with the keyboard hidden and shown.
  public init(booleanLiteral value: Bool) {
    self.init(value)
  }
}
