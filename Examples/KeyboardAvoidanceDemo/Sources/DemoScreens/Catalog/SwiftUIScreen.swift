import SwiftUI
import UIKit

/// A SwiftUI screen of the demo, hosted in one of its UIKit tabs.
///
/// Hosted in UIKit, SwiftUI moves its content for the keyboard by itself through the keyboard's
/// safe area, as it does in a SwiftUI app: the hand-written tab keeps that, since the post's
/// screen gets it too. A screen that owns its keyboard avoidance (`keyboardAvoiding`) asks the
/// hosting controller to leave the keyboard out of its safe area (iOS 16.4 and later), so the two
/// never add up.
@MainActor
final class SwiftUIScreen<Content: View>: UIHostingController<Content> {
  init(_ rootView: Content, ownsKeyboard: Bool = false) {
    super.init(rootView: rootView)
    if ownsKeyboard, #available(iOS 16.4, *) {
      safeAreaRegions = .container
    }
  }

  /// Hosting controllers of the demo are made in code only.
  @MainActor required dynamic init?(coder aDecoder: NSCoder) {
    return nil
  }
}
