/// Apple's lists of the models each major iOS and iPadOS version runs on: where every profile's
/// ``DeviceProfile/newestMajorOS`` comes from.
///
/// A model's newest major version N is the last list that names it: Apple's page for N lists the
/// model and its page for the next major version does not. From iOS 12 on, the pages are the
/// "iPhone models compatible with iOS N" and "iPad models compatible with iPadOS N" pages of the
/// iPhone and iPad User Guides, one per version (their addresses differ only in the version).
/// Before, Apple's security release notes say which models each release is "available for".
enum OSCompatibilityList {
  /// One of Apple's pages: its title and address.
  struct Page: Sendable, Hashable {
    let title: String
    let address: String

    /// The title and the address, as a citation.
    var citation: String { "Apple, \"\(title)\", \(address)" }
  }

  /// The newest major version whose list the catalog was checked against: a model that this list
  /// names gets it as its newest version.
  static let newest = 26

  /// The major versions with a list, oldest first.
  ///
  /// iOS 14 is left out, as it dropped no model that 13 ran; iOS 18 was followed by 26.
  static let versions = [9, 10, 11, 12, 13, 15, 16, 17, 18, 26]

  private static let securityReleases = "https://support.apple.com/en-us/100100"

  /// Apple's list for a family and major version.
  static func page(_ family: DeviceFamily, _ version: Int) -> Page? {
    switch (family, version) {
    case (_, 9):
      Page(
        title: "About the security content of iOS 9.3.5 (Apple security releases): available for "
          + "iPhone 4s and later, iPod touch (5th generation) and later, iPad 2 and later",
        address: securityReleases)
    case (_, 10):
      Page(
        title: "About the security content of iOS 10 (Apple security releases): available for "
          + "iPhone 5 and later, iPad 4th generation and later, iPod touch 6th generation and later",
        address: securityReleases)
    case (_, 11):
      Page(
        title: "About the security content of iOS 11.1 (Apple security releases): available for "
          + "iPhone 5s and later, iPad Air and later, and iPod touch 6th generation",
        address: securityReleases)
    case (.iPhone, 12), (.iPhone, 13), (.iPhone, 15), (.iPhone, 16), (.iPhone, 17),
      (.iPhone, 18):
      Page(
        title: "iPhone models compatible with iOS \(version) (iPhone User Guide)",
        address: "https://support.apple.com/guide/iphone/iphe3fa5df43/\(version).0/ios/\(version).0"
      )
    case (.iPhone, newest):
      Page(
        title: "iPhone models compatible with iOS \(version) (iPhone User Guide)",
        address: "https://support.apple.com/guide/iphone/iphe3fa5df43/ios")
    case (.iPad, 12):
      Page(
        title: "About the security content of iOS 12 (Apple security releases): available for "
          + "iPhone 5s and later, iPad Air and later, and iPod touch 6th generation",
        address: securityReleases)
    case (.iPad, 13), (.iPad, 15), (.iPad, 16), (.iPad, 17), (.iPad, 18):
      Page(
        title: "iPad models compatible with iPadOS \(version) (iPad User Guide)",
        address:
          "https://support.apple.com/guide/ipad/ipad213a25b2/\(version).0/ipados/\(version).0")
    case (.iPad, newest):
      Page(
        title: "iPad models compatible with iPadOS \(version) (iPad User Guide)",
        address: "https://support.apple.com/guide/ipad/ipad213a25b2/ipados")
    default:
      nil
    }
  }

  /// The pages behind a newest major version: the list that names the model, then the next
  /// version's list, which leaves it out (none after the newest list).
  static func evidence(_ family: DeviceFamily, newestMajorOS: Int) -> [Page] {
    let listed = page(family, newestMajorOS)
    let next = versions.first { $0 > newestMajorOS }.flatMap { page(family, $0) }
    return [listed, next].compactMap { $0 }
  }
}
