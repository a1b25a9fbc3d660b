import CalendsBatch
import CalendsCairo
import CalendsModel
import CalendsSupport
import CalendsValues
import Foundation
import Testing

@testable import Calends

/// The canvas limits at their exact boundaries, and the constants that must agree with
/// the limits table.
@Suite struct CanvasLimitTests {
  func message(_ width: Double, _ height: Double, _ format: OutputFormat = .png, scale: Int = 1)
    -> String?
  {
    do {
      try CalendarRenderer.checkCanvas(width: width, height: height, format: format, scale: scale)
      return nil
    } catch {
      #expect(
        error == .badInput(.error(.badInput, error.description)),
        "over a limit is bad input, exit 2"
      )
      return error.description
    }
  }

  @Test func pixelLimit() {
    #expect(message(8_000, 8_000) == nil)
    #expect(
      message(8_000, 8_001)
        == "the image would be 8000×8001 px = 64008000 pixels, over the limit of 64000000 pixels; lower the width, height, zoom or scale"
    )
    // Points times the scale, rounded up to whole pixels: 4000.25 pt at 2× is 8001 px.
    #expect(message(4_000, 4_000, scale: 2) == nil)
    #expect(message(4_000, 4_000.25, scale: 2)?.contains("8000×8001 px") == true)
    // SVG and PDF count points: the same scene at scale 3 is fine as a vector.
    #expect(message(4_000, 10_000, .svg, scale: 3) == nil)
    #expect(message(8_000, 8_001, .pdf)?.contains("square points") == true)
  }

  @Test func sideLimit() {
    #expect(message(32_767, 1_000) == nil)
    #expect(
      message(32_768, 1_000)?.contains("32768×1000 px, over the limit of 32767 px per side") == true
    )
    #expect(message(1, 1e300)?.contains("over the limit of 32767 px per side") == true)
    #expect(message(.infinity, 10)?.contains("cannot be drawn") == true)
    #expect(message(0, 10)?.contains("cannot be drawn") == true)
  }

  @Test func oneTableOfLimits() {
    #expect(CairoRenderer.maximumPixels == Limits.canvasPixels)
    #expect(CairoRenderer.maximumSide == Limits.canvasSide)
    #expect(SpecLoader.maximumSpecBytes == Limits.specBytes)
    #expect(BatchManifest.maximumBytes == Limits.manifestBytes)
    #expect(BatchManifest.maximumEntries == Limits.manifestEntries)
    #expect(ControlSpec.Limits.eventDates == Limits.dates)
    #expect(BookingSpec.Limits.months == Limits.monthsPerImage)
    #expect(TimelineSpec.Limits.events == Limits.timelineEvents)
  }
}

/// Write failures the CLI reports as exit 1, with words a user can act on.
@Suite struct AtomicFileTests {
  @Test func aFullDiskIsReportedAsSuch() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let failure = try #require(
      Descriptor.writeAll([UInt8](repeating: 1, count: 4096), to: descriptor))
    #expect(failure == ENOSPC)
    #expect(
      AtomicFile.reason(failure, folder: "/out") == "the disk is full (No space left on device)")
    #expect(
      AtomicFile.reason(EROFS, folder: "/out")
        == "the folder /out is not writable (Read-only file system)")
    #expect(
      AtomicFile.reason(EACCES, folder: "/out")
        == "the folder /out is not writable (Permission denied)")
  }

  @Test func aMissingFolderIsARenderFailure() {
    #expect(
      throws: CalendsError.renderFailure(
        .error(
          .outputWrite, "cannot write /nonexistent/x.png: the folder /nonexistent does not exist",
          file: "/nonexistent/x.png", form: .fileInMessage))
    ) {
      try AtomicFile.write([1, 2, 3], to: "/nonexistent/x.png")
    }
  }

  @Test func writesReplaceWholeFilesAndLeaveNoTemporaryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.bin").path
    try AtomicFile.write([UInt8](repeating: 7, count: 100_000), to: path)
    try AtomicFile.write([1, 2, 3], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.bin"])
  }
}
