import Foundation

/// Carries a notification's `object` from the posting thread to the main actor.
///
/// `@unchecked Sendable`: the reference is written once, on the posting thread, and read only on
/// the main actor after ``MainQueue`` hands over. The observer only keeps it and passes it to its
/// screen-bounds closure, which runs on the main actor; a recorder compares it with the screens
/// it has seen. A value that is not an object is not boxed: ``KeyboardEvent`` rejects such a
/// notification anyway.
final class PostedObject: @unchecked Sendable {
  let value: AnyObject?

  init(_ object: Any?) {
    value = object.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
  }
}
