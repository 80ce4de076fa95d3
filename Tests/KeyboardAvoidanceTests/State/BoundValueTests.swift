import Foundation
import KeyboardAvoidance
import Testing

@Suite("BoundValue")
struct BoundValueTests {
  /// One session of a constraint's constant: what the property holds before each step, what the
  /// binding or the app does, and what comes out.
  struct Step: Sendable, CustomTestStringConvertible {
    enum Action: Sendable {
      /// The binding reads the property.
      case observe
      /// The binding wants the property to hold this.
      case write(CGFloat)
    }

    let name: String
    /// What the property holds when the step begins.
    let holding: CGFloat
    let action: Action
    /// `observe`'s answer, or the value `write` returns.
    let observed: Bool?
    let written: CGFloat??
    let appValue: CGFloat
    var testDescription: String { name }
  }

  /// The issue's session on an iPhone 16: resting 20, lifted by 289 to 309, the app writes 60,
  /// the lift goes back on top of 60 (60 + 249 = 309), the keyboard leaves and 60 remains.
  static let session: [Step] = [
    Step(
      name: "the keyboard shows: 20 + 289", holding: 20, action: .write(309), observed: nil,
      written: .some(309), appValue: 20),
    Step(
      name: "the binding reads its own 309", holding: 309, action: .observe, observed: false,
      written: nil, appValue: 20),
    Step(
      name: "the app wrote 60", holding: 60, action: .observe, observed: true, written: nil,
      appValue: 60),
    Step(
      name: "the lift on top of 60: 60 + 249", holding: 60, action: .write(309),
      observed: nil, written: .some(309), appValue: 60),
    Step(
      name: "the same again writes nothing", holding: 309, action: .write(309), observed: nil,
      written: .some(nil), appValue: 60),
    Step(
      name: "the keyboard leaves: 60", holding: 309, action: .write(60), observed: nil,
      written: .some(60), appValue: 60),
    Step(
      name: "at rest the app's 60 reads as the binding's", holding: 60, action: .observe,
      observed: false, written: nil, appValue: 60),
  ]

  @Test("the issue's session, step by step")
  func issueSession() {
    var constant = BoundValue<CGFloat>(appValue: 20)
    for step in Self.session {
      switch step.action {
      case .observe:
        let observed = constant.observe(step.holding)
        #expect(observed == step.observed, "\(step.name)")
      case .write(let target):
        let written = constant.write(target, over: step.holding)
        #expect(step.written == .some(written), "\(step.name)")
      }
      #expect(constant.appValue == step.appValue, "\(step.name)")
    }
  }

  @Test("a write of exactly the value the binding wrote cannot be told from no write")
  func sameValueWrite() {
    var constant = BoundValue<CGFloat>(appValue: 20)
    _ = constant.write(309, over: 20)
    let observed = constant.observe(309)
    #expect(!observed)
    #expect(constant.appValue == 20)
  }

  @Test("a value that replaces the app's: no app value until the property changes")
  func replacing() {
    // A storyboard constant of 20 under KeyboardAdaptive(hidden: 30, shown: 0).
    var constant = BoundValue<CGFloat>(replacing: 20)
    #expect(constant.appValue == nil)
    #expect(constant.resting(otherwise: 30) == 30)
    let first = constant.write(30, over: 20)
    #expect(first == 30)
    let sawItsOwn = constant.observe(30)
    #expect(!sawItsOwn)
    #expect(constant.appValue == nil)
    let sawTheApp = constant.observe(25)
    #expect(sawTheApp)
    #expect(constant.resting(otherwise: 30) == 25)
  }

  @Test("an app write before the binding's first write counts")
  func writeBeforeTheFirst() {
    var constant = BoundValue<CGFloat>(replacing: 20)
    let observed = constant.observe(40)
    #expect(observed)
    #expect(constant.resting(otherwise: 30) == 40)
  }

  @Test("a value the app sets through the binding is the resting value")
  func setAppValue() {
    var constant = BoundValue<CGFloat>(appValue: 20)
    _ = constant.write(309, over: 20)
    constant.setAppValue(60)
    #expect(constant.resting(otherwise: 0) == 60)
    // The property still holds the binding's 309: nothing the app wrote.
    let observed = constant.observe(309)
    #expect(!observed)
    #expect(constant.appValue == 60)
  }

  @Test("flags: a view the app hides while the adaptive value shows it")
  func flags() {
    var hidden = BoundValue<Bool>(replacing: false)
    let written = hidden.write(false, over: false)
    #expect(written == nil)
    let observed = hidden.observe(true)
    #expect(observed)
    #expect(hidden.appValue == true)
  }
}
