import CalendsGallery
import Calends
import CalendsCairo
import CalendsSnapshotTesting
import Foundation
import Testing

/// Re-renders every sample of `Samples/samples.yaml` — each spec in each of its appearances
/// — and compares it with the committed images through the snapshot library
/// (`CalendsSnapshotTesting`): PNGs as decoded pixels, SVGs as text; a mismatch leaves the
/// actual (and, for a PNG, the expected | difference | actual) image in
/// `TestSupport.artifacts`. The bytes are `calends samples`' own, so a recording writes what
/// the command would.
///
/// `CALENDS_RECORD=1` rewrites every image (record mode `all`: each test then fails once, so
/// a recording run is never mistaken for a pass); otherwise the library's record mode
/// applies (swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`, default `missing`: a missing
/// image is recorded and fails once).
@Suite(.serialized) struct SampleImageTests {
  static let samples = (try? SampleFolder.samples(in: TestSupport.samples.path)) ?? []

  static var recordMode: SnapshotRecordMode? {
    ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1" ? .all : nil
  }

  @Test func thereAreSamples() {
    #expect(Self.samples.count >= 15)
    #expect(Self.samples.contains { $0.appearance == .dark })
  }

  @Test(arguments: samples)
  func sampleMatchesItsCommittedImages(sample: Sample) throws {
    for (format, bytes) in try SampleFolder.images(for: sample, with: TestSupport.renderer) {
      assertCalendarSnapshot(
        bytes, as: format == .png ? .png : .svg,
        reference: SampleFolder.imageURL(for: sample, format: format),
        record: Self.recordMode, artifacts: TestSupport.artifacts)
    }
  }
}
