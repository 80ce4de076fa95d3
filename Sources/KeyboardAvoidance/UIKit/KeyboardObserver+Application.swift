// The one entry point that needs `UIApplication.shared`, which the iOS SDK marks unavailable in
// app extensions (`NS_EXTENSION_UNAVAILABLE_IOS` in UIApplication.h). Every declaration here is
// annotated `@available(iOSApplicationExtension, unavailable)` and its Catalyst and visionOS
// siblings, so Xcode accepts the library in an extension target and rejects only a call to these;
// Scripts/check-ios-sdk.sh compiles the library with `-application-extension` against the SDK.
#if canImport(UIKit)
  import Foundation
  import UIKit

  extension KeyboardObserver {
    /// Creates an observer for code with no view at hand, as a SwiftUI model; app only.
    ///
    /// Keyboard frames are measured against the screen UIKit names in each keyboard
    /// notification (its `object`, from iOS 16.1). Before iOS 16.1 notifications name no screen,
    /// and the screen of the app's foreground window scene is used instead, found through
    /// `UIApplication.shared`: that is why this initializer is unavailable in app extensions.
    /// There, and wherever a view is at hand, prefer ``init(center:view:)``, which measures
    /// against the screen actually showing the view.
    ///
    /// ```swift
    /// let keyboard = KeyboardObserver()
    /// ```
    ///
    /// - Parameter center: The notification center UIKit posts to; `.default` in an app.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    public convenience init(center: NotificationCenter = .default) {
      self.init(center: center) { posted in
        #if os(visionOS)
          Self.foregroundWindow?.bounds ?? .zero
        #else
          UIKitScreens.bounds(of: posted is UIScreen ? nil : Self.foregroundWindow, posted: posted)
        #endif
      }
    }

    /// The first window of the app's scenes in the foreground, active ones first.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    private static var foregroundWindow: UIWindow? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let active = scenes.filter { $0.activationState == .foregroundActive }
      let inactive = scenes.filter { $0.activationState == .foregroundInactive }
      return (active + inactive).lazy.flatMap(\.windows).first
    }
  }
#endif
