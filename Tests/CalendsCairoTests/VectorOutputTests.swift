import CalendsDrawing
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

@Suite struct VectorOutputTests {
  /// Without SOURCE_DATE_EPOCH a PDF has no date (never the clock, never a made-up one).
  @Test func pdfHasNoDateWithoutSourceDateEpoch() throws {
    try #require(ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] == nil)
    let renderer = try CairoRenderer()
    let first = try renderer.render(TestScenes.mixed(), format: .pdf, scale: 1)
    #expect(first.starts(with: Array("%PDF-".utf8)))
    let text = PDFStreams.readableText(first)
    #expect(!text.contains("/CreationDate"))
    #expect(!text.contains("/ModDate"))
    // Seconds pass between renders; a clock date would differ.
    Thread.sleep(forTimeInterval: 1.1)
    #expect(try renderer.render(TestScenes.mixed(), format: .pdf, scale: 1) == first)
  }

  @Test func sourceDateEpochGivesTheDateInUTC() {
    #expect(PDFDate.value(sourceDateEpoch: "1547078400") == "2019-01-10T00:00:00Z")
    #expect(PDFDate.value(sourceDateEpoch: "0") == "1970-01-01T00:00:00Z")
    #expect(PDFDate.value(sourceDateEpoch: "253402300799") == "9999-12-31T23:59:59Z")
    for ignored in [nil, "", "yesterday", "-1", "1.5", "253402300800", "99999999999999999999"] {
      #expect(PDFDate.value(sourceDateEpoch: ignored) == "", "\(ignored ?? "nil")")
    }
  }

  @Test func vectorFormatsIgnoreScale() throws {
    let renderer = try CairoRenderer()
    for format in [OutputFormat.svg, .pdf] {
      #expect(
        try renderer.render(TestScenes.mixed(), format: format, scale: 1)
          == renderer.render(TestScenes.mixed(), format: format, scale: 3))
    }
  }
}
