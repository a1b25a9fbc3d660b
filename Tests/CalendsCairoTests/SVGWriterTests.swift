import CalendsDrawing
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The root element's attributes, each element's name, and the text of `<title>`/`<desc>`.
private final class SVGOutline: NSObject, XMLParserDelegate {
  var root: [String: String]?
  var names: [String] = []
  var texts: [String: String] = [:]
  private var current: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil { root = attributes }
    names.append(elementName)
    current = elementName
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let current { texts[current, default: ""] += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    current = nil
  }

  static func parse(_ svg: [UInt8]) throws -> SVGOutline {
    let outline = SVGOutline()
    let parser = XMLParser(data: Data(svg))
    parser.delegate = outline
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    return outline
  }
}

@Suite struct SVGWriterTests {
  let renderer: CairoRenderer

  init() throws { renderer = try CairoRenderer() }

  func svg(_ scene: Scene) throws -> String {
    String(decoding: try renderer.render(scene, format: .svg, scale: 1), as: UTF8.self)
  }

  @Test func documentIsSizedInPixelsWithAViewBoxAndSaysWhatItShows() throws {
    var scene = TestScenes.mixed()
    scene.caption = SceneCaption(
      title: "November 2025", summary: "Month <calendar> & \"more\"\u{1}")
    let bytes = try renderer.render(scene, format: .svg, scale: 1)
    let outline = try SVGOutline.parse(bytes)
    let root = try #require(outline.root)
    #expect(root["width"] == "240px")
    #expect(root["height"] == "120px")
    #expect(root["viewBox"] == "0 0 240 120")
    #expect(root["role"] == "img")
    #expect(outline.names.prefix(3) == ["svg", "title", "desc"])
    #expect(outline.texts["title"] == "November 2025")
    // Escaped in the file, the same text once parsed; a control character XML forbids is
    // dropped rather than making the file unreadable.
    #expect(outline.texts["desc"] == "Month <calendar> & \"more\"")
    #expect(String(decoding: bytes, as: UTF8.self).contains("Month &lt;calendar&gt; &amp;"))
  }

  /// A fractional canvas is sized like the PNG at scale 1 (rounded up, background to the
  /// edge): a browser would otherwise stretch it to whole pixels.
  @Test func fractionalSizeRoundsUpLikeThePNG() throws {
    let scene = Scene(width: 100.4, height: 50.01, background: .white, nodes: [])
    let outline = try SVGOutline.parse(try renderer.render(scene, format: .svg, scale: 1))
    #expect(outline.root?["width"] == "101px")
    #expect(outline.root?["height"] == "51px")
    #expect(outline.root?["viewBox"] == "0 0 101 51")
    #expect(try svg(scene).contains("<rect width=\"101\" height=\"51\" fill=\"#ffffff\"/>"))
  }

  @Test func eachGlyphIsDefinedOnceAndPlacedWhereverItIsUsed() throws {
    let run = TextRun(
      text: "1111 11", font: .system(17), color: .black,
      frame: Rect(x: 0, y: 0, width: 200, height: 40))
    var second = run
    second.frame.y = 40
    let text = try svg(
      Scene(width: 200, height: 80, background: .white, nodes: [.text(run), .text(second)]))
    // One shape ("1"; the space has none), twelve placements, one group for both runs.
    #expect(text.components(separatedBy: "<path id=\"g").count - 1 == 1)
    #expect(text.components(separatedBy: "<use xlink:href=\"#g0\"").count - 1 == 12)
    #expect(text.components(separatedBy: "<g fill=\"#000000\">").count - 1 == 1)
    #expect(!text.contains("<text"))
  }

  @Test func shapesTranslucencyAndClipsAreWrittenAsSVGElements() throws {
    let scene = Scene(
      width: 100, height: 100, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
      nodes: [
        .rect(
          Rect(x: 10, y: 10, width: 20, height: 5), Color(red: 255, green: 0, blue: 0, alpha: 128)),
        .rect(Rect(x: 10, y: 10, width: 0, height: 5), .black),
        .rect(Rect(x: 10, y: 10, width: 20, height: 5), Color(red: 0, green: 0, blue: 0, alpha: 0)),
        .roundedRect(Rect(x: 0, y: 20, width: 40, height: 10), radius: 99, .black),
        .circle(center: Point(x: 50, y: 50), radius: 12.345, .black),
        .line(
          from: Point(x: 0, y: 90), to: Point(x: 100, y: 90), width: 0.5, .black, dash: [2, 1]),
        .band(Rect(x: 0, y: 60, width: 80, height: 20), roundLeft: true, roundRight: false, .black),
        .text(
          TextRun(
            text: "Lunch with a very long title", font: .system(12), color: .black,
            frame: Rect(x: 0, y: 0, width: 30, height: 20), alignment: .leading,
            clip: Rect(x: 0, y: 0, width: 30, height: 20))),
      ])
    let text = try svg(scene)
    #expect(!text.contains("<rect width=\"100\""), "a transparent background is not painted")
    #expect(
      text.contains(
        "<rect x=\"10\" y=\"10\" width=\"20\" height=\"5\" fill=\"#ff0000\" fill-opacity=\".502\"/>"
      ))
    #expect(
      text.components(separatedBy: "<rect x=\"10\"").count - 1 == 1,
      "empty and invisible shapes are left out")
    #expect(
      text.contains(
        "<rect x=\"0\" y=\"20\" width=\"40\" height=\"10\" rx=\"5\" ry=\"5\" fill=\"#000000\"/>"))
    #expect(text.contains("<circle cx=\"50\" cy=\"50\" r=\"12.35\" fill=\"#000000\"/>"))
    #expect(
      text.contains(
        "<line x1=\"0\" y1=\"90\" x2=\"100\" y2=\"90\" stroke-width=\".5\" stroke-dasharray=\"2 1\" stroke=\"#000000\"/>"
      ))
    #expect(text.contains("<path d=\"M80 60L80 80L10 80A10 10 0 0 1 10 60Z\" fill=\"#000000\"/>"))
    #expect(
      text.contains(
        "<clipPath id=\"c0\"><rect x=\"0\" y=\"0\" width=\"30\" height=\"20\"/></clipPath>"))
    #expect(text.contains("<g fill=\"#000000\" clip-path=\"url(#c0)\">"))
  }

  @Test func bytesDependOnlyOnTheScene() throws {
    let first = try renderer.render(TestScenes.mixed(), format: .svg, scale: 1)
    for _ in 0..<3 { _ = try renderer.render(TestScenes.mixed(), format: .png, scale: 2) }
    #expect(try renderer.render(TestScenes.mixed(), format: .svg, scale: 1) == first)
    #expect(try CairoRenderer().render(TestScenes.mixed(), format: .svg, scale: 1) == first)
  }

  @Test func numbersAreRoundedToHundredthsWithoutSpareCharacters() {
    func written(_ value: Double) -> String {
      var output: [UInt8] = []
      SVGPathData.append(value, to: &output)
      return String(decoding: output, as: UTF8.self)
    }
    #expect(written(12) == "12")
    #expect(written(-0.5) == "-.5")
    #expect(written(3.256) == "3.26")
    #expect(written(0.05) == ".05")
    #expect(written(-0.001) == "0")
    #expect(written(100.1) == "100.1")
    #expect(written(.nan) == "0")
    #expect(written(1e300) == "1000000000000")
  }

  /// Relative commands are differences of rounded points, a repeated letter is left out, a
  /// minus sign separates by itself, and a move that draws nothing is not written.
  @Test func pathDataIsRelativeAndCompact() {
    var writer = RelativePathWriter()
    writer.move(to: Point(x: 1, y: 1))
    writer.move(to: Point(x: 1.004, y: 2))
    writer.line(to: Point(x: 3, y: 2))
    writer.line(to: Point(x: 3, y: 0.5))
    writer.curve(Point(x: 4, y: 0), Point(x: 5, y: 1), to: Point(x: 5, y: 2))
    writer.close()
    writer.move(to: Point(x: 1, y: 2))
    writer.line(to: Point(x: 0, y: 0))
    writer.close()
    writer.move(to: Point(x: 0, y: 0))
    #expect(
      String(decoding: writer.output, as: UTF8.self) == "m1 2l2 0 0-1.5c1-.5 2 .5 2 1.5zl-1-2z")
  }

  @Test func glyphOutlinesAreTheFontsShapesAtTheTextSize() throws {
    func bounds(size: Double) throws -> (minY: Double, maxY: Double, height: Double) {
      let text = try svg(
        Scene(
          width: 50, height: 50, background: .white,
          nodes: [
            .text(
              TextRun(
                text: "l", font: .system(size), color: .black,
                frame: Rect(x: 0, y: 0, width: 50, height: 50)))
          ]))
      let start = try #require(text.range(of: "<path id=\"g0\" d=\""))
      let data = String(text[start.upperBound...].prefix { $0 != "\"" })
      #expect(data.hasPrefix("m") && data.hasSuffix("z"))
      let points = try Self.endPoints(ofRelativePath: data)
      let ys = points.map(\.y)
      let minY = try #require(ys.min())
      let maxY = try #require(ys.max())
      return (minY, maxY, maxY - minY)
    }
    // "l" stands on the baseline (y 0) and rises to the ascender: about 0.73 em in Inter,
    // twice as tall at twice the size.
    let small = try bounds(size: 10)
    let large = try bounds(size: 20)
    #expect(abs(small.maxY) < 0.02 && abs(large.maxY) < 0.02)
    #expect(small.height > 6.5 && small.height < 8)
    #expect(abs(large.height - 2 * small.height) < 0.03)
  }

  /// The end point of every segment of relative path data as `RelativePathWriter` writes it
  /// (`m`, `l`, `c`, `z`; letters left out when they repeat).
  static func endPoints(ofRelativePath data: String) throws -> [Point] {
    var tokens: [String] = []
    var number = ""
    for character in data {
      if character.isLetter || character == " " || (character == "-" && !number.isEmpty) {
        if !number.isEmpty { tokens.append(number) }
        number = character == "-" ? "-" : ""
        if character.isLetter { tokens.append(String(character)) }
      } else {
        number.append(character)
      }
    }
    if !number.isEmpty { tokens.append(number) }
    var points: [Point] = []
    var current = Point(x: 0, y: 0)
    var start = current
    var command = ""
    var values: [Double] = []
    for token in tokens {
      if let letter = token.first, letter.isLetter {
        command = token
        if command == "z" { current = start }
        continue
      }
      values.append(try #require(Double(token)))
      let needed = command == "c" ? 6 : 2
      guard values.count == needed else { continue }
      current = Point(x: current.x + values[needed - 2], y: current.y + values[needed - 1])
      if command == "m" { start = current }
      points.append(current)
      values.removeAll()
    }
    return points
  }
}
