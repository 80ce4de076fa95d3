import Foundation
import KeyboardAvoidance
import Testing

/// F18: the Observation model owns its observer, and the observer holds the model weakly.
@Suite("ObservedKeyboard keeps its observer alive")
@MainActor
struct ObservedKeyboardTests {
  /// Only the model is kept, as in `@State private var keyboard = KeyboardObserver().model`.
  @Test @available(macOS 14, iOS 17, *)
  func aModelAloneKeepsFollowingTheKeyboard() {
    let harness = ObserverHarness()
    let model = harness.makeObserver().model
    harness.postChange(to: ObserverHarness.predictive)
    #expect(model.isVisible)
    #expect(model.visibleHeight == 335)
    harness.postChange(to: ObserverHarness.below, hiding: true)
    #expect(!model.isVisible)
    #expect(model.visibleHeight == 0)
    #expect(model.lastTransition?.isHiding == true)
  }

  @Test @available(macOS 14, iOS 17, *)
  func releasingTheModelReleasesItsObserverAndStopsDelivery() {
    let harness = ObserverHarness()
    let calls = LockedCounter()
    var observer: KeyboardObserver? = harness.makeObserver()
    var model = observer?.model
    let observerReference = observer.map(Weak.init)
    let modelReference = model.map(Weak.init)
    observer = nil
    #expect(observerReference?.object != nil, "the model keeps its observer")
    harness.postChange(to: ObserverHarness.predictive)
    #expect(model?.visibleHeight == 335)
    // A subscription keeps the observer too; the current keyboard is its first call.
    let subscription = observerReference?.object?.observe { _ in calls.increment() }
    #expect(calls.value == 1)
    model = nil
    #expect(modelReference?.object == nil)
    #expect(observerReference?.object != nil, "the subscription keeps the observer")
    harness.postChange(to: ObserverHarness.plain)
    #expect(calls.value == 2)
    subscription?.cancel()
    #expect(observerReference?.object == nil, "nothing keeps the observer")
    harness.postChange(to: ObserverHarness.predictive)
    #expect(calls.value == 2, "a released observer delivers nothing")
  }

  @Test @available(macOS 14, iOS 17, *)
  func theObserverHandsOutOneModelThatStartsFromTheCurrentState() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    harness.postChange(to: ObserverHarness.plain)
    let model = observer.model
    #expect(observer.model === model)
    #expect(model.state == observer.state)
    #expect(model.visibleHeight == 291)
    #expect(model.lastTransition == nil)
  }

  /// No cycle: an observer kept alone does not keep a model nobody holds, and makes a new one
  /// when asked again.
  @Test @available(macOS 14, iOS 17, *)
  func anObserverDoesNotKeepItsModel() {
    let harness = ObserverHarness()
    let observer = harness.makeObserver()
    var model: ObservedKeyboard? = observer.model
    let reference = model.map(Weak.init)
    model = nil
    #expect(reference?.object == nil)
    harness.postChange(to: ObserverHarness.predictive)
    #expect(observer.model.visibleHeight == 335)
  }
}
