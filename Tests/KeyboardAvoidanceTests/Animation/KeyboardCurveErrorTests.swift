import KeyboardAvoidance
import Testing

@Suite("KeyboardCurveError")
struct KeyboardCurveErrorTests {
  @Test func descriptionNamesParameterValueAndRequirement() {
    let error = KeyboardCurveError.invalidParameter(
      parameter: "mass", value: 0, requirement: .positive)
    #expect(error.parameter == "mass")
    #expect(error.description == "mass is 0.0: must be finite and greater than 0")
  }

  @Test func thrownErrorsCarryTheRequirement() {
    let cases: [(() throws(KeyboardCurveError) -> Void, KeyboardCurveError.Requirement)] = [
      (
        { () throws(KeyboardCurveError) in _ = try SpringCurve(mass: -1, stiffness: 1, damping: 1)
        }, .positive
      ),
      (
        { () throws(KeyboardCurveError) in _ = try SpringCurve(mass: 1, stiffness: 1, damping: -1)
        }, .notNegative
      ),
      (
        { () throws(KeyboardCurveError) in _ = try CubicBezier(x1: 2, y1: 0, x2: 0, y2: 1) },
        .unitInterval
      ),
      (
        { () throws(KeyboardCurveError) in _ = try CubicBezier(x1: 0, y1: .nan, x2: 0, y2: 1) },
        .finite
      ),
    ]
    for (index, (make, requirement)) in cases.enumerated() {
      do {
        try make()
        Issue.record("case \(index) was accepted")
      } catch {
        guard case .invalidParameter(_, _, let found) = error else { continue }
        #expect(found == requirement, "case \(index)")
        #expect(error.description.contains(requirement.rawValue), "case \(index)")
      }
    }
  }
}
