import Foundation
import Testing

@testable import KeyboardAvoidance

@Suite("Reading a frame against the screen")
struct FramePlacementTests {
  static let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

  @Test(
    arguments: [
      (
        "docked", phone, CGRect(x: 0, y: 517, width: 393, height: 335),
        FramePlacement.onScreen(.docked)
      ),
      (
        "docked within a point", phone, CGRect(x: 0, y: 517.5, width: 393.5, height: 335),
        .onScreen(.docked)
      ),
      (
        "Stage Manager frame clipped to a window", pad,
        CGRect(x: 100, y: 963, width: 700, height: 403), .onScreen(.docked)
      ),
      (
        "hardware keyboard bar", pad, CGRect(x: 0, y: 1311, width: 1024, height: 403),
        .onScreen(.accessoryBar)
      ),
      ("undocked", pad, CGRect(x: 0, y: 700, width: 1024, height: 403), .onScreen(.undocked)),
      ("floating", pad, CGRect(x: 352, y: 700, width: 320, height: 260), .onScreen(.floating)),
      (
        "floating partly above the screen", pad, CGRect(x: 352, y: -20, width: 320, height: 260),
        .onScreen(.floating)
      ),
      ("below the screen", phone, CGRect(x: 0, y: 852, width: 393, height: 335), .offScreen),
      ("beside the screen", phone, CGRect(x: 393, y: 517, width: 393, height: 335), .offScreen),
      ("empty, iPad undocked", pad, CGRect(x: 0, y: -64, width: 0, height: 0), .noPosition),
      ("zero", phone, .zero, .noPosition),
      ("zero height", phone, CGRect(x: 0, y: 852, width: 393, height: 0), .noPosition),
      ("above the screen", phone, CGRect(x: 0, y: -400, width: 393, height: 335), .noPosition),
      ("the whole screen", pad, pad, .noPosition),
      (
        "portrait frame on a landscape screen", CGRect(x: 0, y: 0, width: 852, height: 393),
        CGRect(x: 0, y: 517, width: 393, height: 335), .stale
      ),
      (
        "landscape frame on a portrait screen", phone,
        CGRect(x: 0, y: 185, width: 852, height: 208), .stale
      ),
      ("wider than the screen", phone, CGRect(x: 0, y: 517, width: 500, height: 335), .stale),
    ])
  func placement(name: String, screen: CGRect, frame: CGRect, expected: FramePlacement) {
    #expect(FramePlacement(of: frame, in: screen) == expected, "\(name)")
  }

  /// An undocked iPad keyboard spans the screen's width, give or take the one-point tolerance:
  /// 1023 pt on a 1024-pt-wide screen is still the undocked keyboard, 1022.9 pt is the floating
  /// one; 1025 pt is still on this screen, 1025.1 pt belongs to another (a rotation's stale
  /// frame).
  @Test(
    "the width tolerance of undocked frames, at and just beyond its limit",
    arguments: [
      (1_023.0, FramePlacement.onScreen(.undocked)), (1_022.9, .onScreen(.floating)),
      (1_025.0, .onScreen(.undocked)), (1_025.1, .stale),
    ])
  func undockedWidthTolerance(width: CGFloat, expected: FramePlacement) {
    let frame = CGRect(x: 0, y: 700, width: width, height: 403)
    #expect(FramePlacement(of: frame, in: Self.pad) == expected)
  }
}
