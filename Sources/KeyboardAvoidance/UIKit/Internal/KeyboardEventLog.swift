#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Starts the package's record of the keyboard's notifications on the default center from the
  /// first use of the UIKit adapter on, so a screen's keyboard source made later starts from
  /// where the keyboard is.
  ///
  /// A text view, for one, takes the focus after the keyboard's will-show has been posted
  /// (craiggrummitt.com, "Keyboards, text views and first responders"): the automatic mode
  /// learns of the field too late to have seen the show, and the record has.
  @MainActor
  enum KeyboardEventLog {
    /// Starts the record; later calls do nothing.
    static func start() {
      KeyboardHistory.start(.default)
    }
  }
#endif
