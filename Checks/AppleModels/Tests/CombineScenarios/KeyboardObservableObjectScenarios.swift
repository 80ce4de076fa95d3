import Combine
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// `KeyboardObservableObject` on the Combine model: it owns its observer, leaves no cycle, and
/// announces each change before it happens.
@MainActor
@Suite struct KeyboardObservableObjectScenarios {
  @Test func theObjectKeepsItsObserverAliveAndBothGoTogether() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    var observer: KeyboardObserver? = simulator.makeObserver()
    weak let releasedObserver = observer
    var object: KeyboardObservableObject? = KeyboardObservableObject(
      observer: try #require(observer))
    weak let releasedObject = object
    observer = nil
    #expect(releasedObserver != nil, "the object holds the observer")
    simulator.perform(.show())
    #expect(object?.visibleHeight == 335)
    object = nil
    #expect(releasedObject == nil)
    #expect(releasedObserver == nil)
  }

  @Test func objectWillChangeFiresBeforeTheStateChanges() throws {
    let simulator = KeyboardSimulator(device: try Device.profile(Device.iPhone16))
    let object = KeyboardObservableObject(observer: simulator.makeObserver())
    var heightsBeforeChange: [CGFloat] = []
    let cancellable = object.objectWillChange.sink { [object] _ in
      heightsBeforeChange.append(object.visibleHeight)
    }
    simulator.perform(.show())
    simulator.perform(.hide)
    #expect(object.visibleHeight == 0)
    #expect(object.lastTransition?.isHiding == true)
    // Three published properties change per transition: state, visibleHeight, lastTransition.
    #expect(heightsBeforeChange == [0, 0, 335, 335, 335, 0])
    _ = cancellable
  }
}
