import CalendsLayout
import CalendsScene
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the root element's attributes and whether the document parsed.
private final class RootAttributes: NSObject, XMLParserDelegate {
  var root: [String: String]?
  var elements = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil { root = attributes }
    elements += 1
  }
}

@Suite struct VectorOutputTests {
  @Test func svgIsWellFormedXMLSizedInPoints() throws {
    let renderer = try CairoRenderer()
    let svg = try renderer.render(TestScenes.mixed(), format: .svg, scale: 3)
    let delegate = RootAttributes()
    let parser = XMLParser(data: Data(svg))
    parser.delegate = delegate
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    let root = try #require(delegate.root)
    #expect(root["width"] == "240pt")
    #expect(root["height"] == "120pt")
    #expect(root["version"] == "1.1")
    #expect(delegate.elements > 10)
  }

  @Test func svgSurfaceIdsDoNotLeakProcessCounters() throws {
    let renderer = try CairoRenderer()
    for _ in 0..<3 { _ = try renderer.render(TestScenes.redRect(), format: .png, scale: 1) }
    let text = String(
      decoding: try renderer.render(TestScenes.redRect(), format: .svg, scale: 1), as: UTF8.self)
    #expect(text.contains("id=\"surface1\""))
    #expect(!text.contains("surface2"))
  }

  @Test func svgNormalizerRenumbersConsistently() {
    let input =
      ##"<g id="surface57"><use xlink:href="#surface60"/><use xlink:href="#surface57"/></g>"##
    let output = String(decoding: SVGNormalizer.normalize(Array(input.utf8)), as: UTF8.self)
    #expect(
      output
        == ##"<g id="surface1"><use xlink:href="#surface2"/><use xlink:href="#surface1"/></g>"##)
  }

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
