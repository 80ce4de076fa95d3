import KeyboardAvoidance
import Testing

/// The source keys of shared/reference/devices.md.
@Suite("DeviceDataSource")
struct DeviceDataSourceTests {
  @Test("one case per source key of devices.md, each with a citation")
  func keys() {
    let keys = Set(DeviceDataSource.allCases.map(\.rawValue))
    #expect(
      keys == ["DK", "SJ", "AP", "HIG", "DPS", "SUS", "MX", "WR", "RB", "ZL", "OR", "ION1", "RDR"])
    for source in DeviceDataSource.allCases {
      #expect(!source.citation.isEmpty, "\(source)")
    }
    #expect(DeviceDataSource.devicePreviewSpecs.citation.contains("iOS 26.5"))
  }
}
