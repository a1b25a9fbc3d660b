import Calends
import CalendsCairo
import Foundation
import Testing

/// Re-renders every spec in `Samples/` and compares with the committed images. PNGs are
/// compared as decoded pixels, SVGs as text. `CALENDS_RECORD=1` rewrites the images.
@Suite(.serialized) struct SampleImageTests {
  static let specs = (try? SampleFolder.specs(in: TestSupport.samples.path)) ?? []

  @Test func thereAreSamples() {
    #expect(Self.specs.count >= 15)
  }

  @Test(arguments: specs)
  func sampleMatchesItsCommittedImages(spec: URL) throws {
    let record = ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1"
    for (format, bytes) in try SampleFolder.images(for: spec, with: TestSupport.renderer) {
      let reference = SampleFolder.imageURL(for: spec, format: format)
      guard !record, let expected = try? Data(contentsOf: reference) else {
        try AtomicFile.write(bytes, to: reference.path)
        if !record {
          Issue.record("recorded missing \(reference.lastPathComponent); run again to compare")
        }
        continue
      }
      let same: Bool
      switch format {
      case .png:
        same = try PNGDecoding.decode(Array(expected)) == PNGDecoding.decode(bytes)
      default:
        same = Array(expected) == bytes
      }
      if !same {
        let actual = TestSupport.artifacts.appendingPathComponent(reference.lastPathComponent)
        try Data(bytes).write(to: actual)
        Issue.record(
          "\(reference.lastPathComponent) differs from the committed image; actual written to \(actual.path) (CALENDS_RECORD=1 to accept)"
        )
      }
    }
  }
}
