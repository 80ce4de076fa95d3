import KeyboardAvoidance
import Testing

/// The catalog's public sources: one case per source, each with a name, an address and a citation
/// that gives both.
@Suite("DeviceDataSource")
struct DeviceDataSourceTests {
  @Test("one case per source key, each with a name, an address and a citation")
  func keys() {
    let keys = Set(DeviceDataSource.allCases.map(\.rawValue))
    #expect(
      keys == ["DK", "SJ", "AP", "HIG", "DPS", "SUS", "MX", "WR", "RB", "ZL", "OR", "ION1", "RDR"])
    for source in DeviceDataSource.allCases {
      #expect(!source.name.isEmpty && !source.detail.isEmpty, "\(source)")
      #expect(source.address.hasPrefix("https://"), "\(source)")
      #expect(source.citation.contains(source.name) && source.citation.hasSuffix(source.address))
      // The short key never stands in for the name people read.
      #expect(!source.name.contains(source.rawValue) || source.rawValue.count > 3, "\(source)")
    }
    #expect(Set(DeviceDataSource.allCases.map(\.name)).count == DeviceDataSource.allCases.count)
    #expect(DeviceDataSource.devicePreviewSpecs.detail.contains("iOS 26.5"))
    #expect(
      DeviceDataSource.mixinMessenger.address == "https://github.com/MixinNetwork/ios-app")
  }

  @Test func provenanceNamesItsSources() {
    let provenance = KeyboardHeightProvenance.shippingApps(sources: [.wireIOS, .mixinMessenger])
    #expect(provenance.sources == [.wireIOS, .mixinMessenger])
    #expect("\(provenance)" == "constant in shipping apps (Wire and Mixin Messenger)")
    #expect(KeyboardHeightProvenance.learned.sources.isEmpty)
  }
}
