#if canImport(UIKit)
  /// A reference that does not keep its object alive.
  struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
      self.object = object
    }
  }
#endif
