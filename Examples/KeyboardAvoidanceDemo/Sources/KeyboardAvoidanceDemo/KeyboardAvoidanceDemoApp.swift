import DemoScreens
import SwiftUI

/// The demo app: the list of screens, each opening its tabs.
@main
@MainActor
struct KeyboardAvoidanceDemoApp: App {
  var body: some Scene {
    WindowGroup {
      ScreenList()
    }
  }
}
