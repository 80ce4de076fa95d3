import Testing

/// Every test of the UIKit model and of the adapters running on it.
///
/// The model's state (its clock, the first responder, what changed on screen) and the default
/// notification center the adapters observe are shared, so the tests run one at a time.
@Suite(.serialized)
@MainActor
enum UIKitScenarios {}
