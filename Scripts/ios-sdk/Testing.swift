// A stand-in for Swift Testing, for type-checking the KeyboardAvoidanceTesting catalog's samples
// against Apple's iOS SDK, which holds no Swift Testing (Xcode gives it to test targets only).
//
// Scripts/check-doc-samples.py --ios rewrites a sample's `#expect(…)` and `#require(…)` into calls
// of the functions below and drops its `@Test` and `@Suite` attributes; everything else in the
// sample is checked as written. The real Swift Testing checks the same samples on Linux.

/// What `#expect` and `#require` take as a comment: a string, interpolations included.
public struct Comment: ExpressibleByStringInterpolation, Sendable {
  /// A comment written as a string literal.
  public init(stringLiteral value: String) {}

  /// A comment written as a string with interpolations.
  public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// Thrown by ``require(_:_:)`` when a value is missing.
public struct ExpectationFailedError: Error {}

/// Stands in for `#expect(condition, comment)`.
public func expect(
  _ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil
) rethrows {
  _ = try condition()
}

/// Stands in for `try #require(optional, comment)`.
public func require<T>(_ optional: T?, _ comment: @autoclosure () -> Comment? = nil) throws -> T {
  guard let value = optional else { throw ExpectationFailedError() }
  return value
}

/// Stands in for `try #require(condition, comment)`.
public func require(_ condition: Bool, _ comment: @autoclosure () -> Comment? = nil) throws {
  guard condition else { throw ExpectationFailedError() }
}
