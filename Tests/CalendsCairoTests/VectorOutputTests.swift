import CalendsLayout
import CalendsScene
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

@Suite struct VectorOutputTests {
  @Test func pdfHasAFixedDateInsteadOfTheClock() throws {
    let renderer = try CairoRenderer()
    let first = try renderer.render(TestScenes.mixed(), format: .pdf, scale: 1)
    #expect(first.starts(with: Array("%PDF-".utf8)))
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("/CreationDate (20000101000000Z)"))
    #expect(text.contains("/ModDate (20000101000000Z)"))
    let year = Calendar(identifier: .gregorian).component(.year, from: Date())
    #expect(!text.contains("/CreationDate (\(year)") && !text.contains("/CreationDate (D:\(year)"))
    // Seconds pass between renders; a clock date would differ.
    Thread.sleep(forTimeInterval: 1.1)
    #expect(try renderer.render(TestScenes.mixed(), format: .pdf, scale: 1) == first)
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
