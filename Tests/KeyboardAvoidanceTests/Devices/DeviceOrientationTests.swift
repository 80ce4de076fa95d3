import Foundation
import KeyboardAvoidance
import Testing

@Suite("DeviceOrientation")
struct DeviceOrientationTests {
  @Test(
    "wider than tall is landscape",
    arguments: [
      (393, 852, .portrait), (852, 393, .landscape), (1024, 1024, .portrait), (0, 0, .portrait),
    ] as [(CGFloat, CGFloat, DeviceOrientation)])
  func fromSize(width: CGFloat, height: CGFloat, expected: DeviceOrientation) {
    #expect(DeviceOrientation(screenSize: CGSize(width: width, height: height)) == expected)
  }
}
