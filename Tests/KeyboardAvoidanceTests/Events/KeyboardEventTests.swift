import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("KeyboardEvent parsing")
struct KeyboardEventTests {
  /// The names and keys UIKit posts, as logged from devices (the mixi-inc iOSTraining wiki logs the
  /// keys on iOS 6; Stack Overflow question 25946121 logs the four show names on iOS 8 to 10).
  @Test(
    "notification names are UIKit's raw strings",
    arguments: [
      (KeyboardEvent.Kind.willShow, "UIKeyboardWillShowNotification"),
      (.didShow, "UIKeyboardDidShowNotification"),
      (.willHide, "UIKeyboardWillHideNotification"),
      (.didHide, "UIKeyboardDidHideNotification"),
      (.willChangeFrame, "UIKeyboardWillChangeFrameNotification"),
      (.didChangeFrame, "UIKeyboardDidChangeFrameNotification"),
    ])
  func notificationNames(kind: KeyboardEvent.Kind, rawName: String) {
    #expect(kind.notificationName.rawValue == rawName)
    #expect(KeyboardEvent.Kind(notificationName: Notification.Name(rawName)) == kind)
  }

  @Test func userInfoKeysAreUIKitsRawStrings() {
    #expect(KeyboardUserInfoKey.frameBegin == "UIKeyboardFrameBeginUserInfoKey")
    #expect(KeyboardUserInfoKey.frameEnd == "UIKeyboardFrameEndUserInfoKey")
    #expect(KeyboardUserInfoKey.animationDuration == "UIKeyboardAnimationDurationUserInfoKey")
    #expect(KeyboardUserInfoKey.animationCurve == "UIKeyboardAnimationCurveUserInfoKey")
    #expect(KeyboardUserInfoKey.isLocal == "UIKeyboardIsLocalUserInfoKey")
  }

  @Test("a notification as iOS posts it round-trips", arguments: KeyboardEvent.Kind.allCases)
  func roundTrip(kind: KeyboardEvent.Kind) throws {
    let event = KeyboardEvent(
      kind: kind,
      beginFrame: CGRect(x: 0, y: 852, width: 393, height: 335),
      endFrame: CGRect(x: 0, y: 517, width: 393, height: 335),
      animation: KeyboardAnimation(duration: 0.25, curve: .keyboard),
      isLocal: false
    )
    #expect(try KeyboardEvent(event.notification()) == event)
  }

  @Test func plainSwiftValuesAreAccepted() throws {
    let notification = Notification(
      name: KeyboardEvent.Kind.willShow.notificationName,
      object: nil,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 409, width: 375, height: 258),
        KeyboardUserInfoKey.animationDuration: 0.4,
        KeyboardUserInfoKey.animationCurve: 7,
        KeyboardUserInfoKey.isLocal: true,
      ])
    let event = try KeyboardEvent(notification)
    #expect(event.endFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
    #expect(event.animation == KeyboardAnimation(duration: 0.4, curve: .keyboard))
    #expect(event.isLocal)
  }

  /// UIKit's keys are NSString constants; keys that arrive as NSString are found too.
  @Test func keysPostedAsNSStringAreFound() throws {
    let end = CGRect(x: 0, y: 409, width: 375, height: 258)
    let notification = Notification(
      name: KeyboardEvent.Kind.willShow.notificationName,
      object: nil,
      userInfo: [
        NSString(string: KeyboardUserInfoKey.frameEnd): NSValueBox.box(end),
        NSString(string: KeyboardUserInfoKey.animationDuration): NSNumber(value: 0.25),
      ])
    let event = try KeyboardEvent(notification)
    #expect(event.endFrame == end)
    #expect(event.animation.duration == 0.25)
  }

  @Test func optionalKeysTakeTheirDocumentedDefaults() throws {
    let end = CGRect(x: 0, y: 409, width: 375, height: 258)
    let notification = Notification(
      name: KeyboardEvent.Kind.didShow.notificationName,
      object: nil,
      userInfo: [KeyboardUserInfoKey.frameEnd: NSValueBox.box(end)])
    let event = try KeyboardEvent(notification)
    #expect(event.beginFrame == end)
    #expect(event.animation == KeyboardAnimation(duration: 0, curve: .easeInOut))
    #expect(event.isLocal)
    #expect(event.screen == nil)
  }

  @Test func screenObjectBecomesAnIdentity() throws {
    final class FakeScreen {}
    let main = FakeScreen()
    let external = FakeScreen()
    let event = KeyboardEvent(
      kind: .willShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: 500, width: 390, height: 344))
    let onMain = try KeyboardEvent(event.notification(screen: main))
    #expect(onMain.screen == KeyboardScreen(main))
    #expect(onMain.screen != KeyboardScreen(external))
  }

  @Test func unknownCurveValuesAreKept() throws {
    var event = KeyboardEvent(
      kind: .willShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: 500, width: 390, height: 344))
    event.animation = KeyboardAnimation(duration: 0.25, curve: .unknown(5))
    #expect(try KeyboardEvent(event.notification()).animation.curve == .unknown(5))
  }
}
