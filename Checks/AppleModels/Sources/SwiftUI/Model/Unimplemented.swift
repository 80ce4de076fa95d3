// Model machinery, not Apple API: the modifiers the model declares return `some View`, as the
// interface states, and trap. A body of plain `fatalError()` would make the opaque type `Never`,
// and the compiler would then report every modifier chained after it as never executed.

/// Traps; its declared result gives the opaque `some View` of a trapping modifier a real type.
@usableFromInline
func unimplementedView() -> Text {
  fatalError("The Apple model declares SwiftUI's API for the compiler; it does not run it.")
}
