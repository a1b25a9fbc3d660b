import CalendsDrawing
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

/// Emoji as people type them in event titles draw as their pictures from the shipped Noto
/// Color Emoji, one glyph per emoji sequence, in every format.
@Suite struct ColorEmojiTests {
  struct Sequence: Sendable, CustomStringConvertible {
    var text: String
    var name: String
    var description: String { name }
  }

  static let sequences: [Sequence] = [
    Sequence(text: "🍕", name: "pizza"),
    Sequence(text: "🎂", name: "birthday cake"),
    Sequence(text: "🏔\u{FE0F}", name: "mountain with variation selector"),
    Sequence(text: "👨\u{200D}👩\u{200D}👧", name: "family (ZWJ sequence)"),
    Sequence(text: "👍🏽", name: "thumbs up, medium skin tone"),
    Sequence(text: "🇩🇪", name: "flag of Germany"),
    Sequence(text: "🏃\u{200D}♀\u{FE0F}", name: "woman running"),
    Sequence(text: "❤\u{FE0F}", name: "red heart"),
  ]

  /// Each sequence is one glyph of the emoji font, with no missing-glyph box.
  @Test(arguments: sequences) func sequenceIsOneColourGlyph(_ sequence: Sequence) throws {
    let renderer = try CairoRenderer()
    let measurer = try #require(renderer.measurer as? PangoTextMeasurer)
    let coverage = try #require(measurer.coverage(of: sequence.text, font: .system(15)))
    #expect(coverage.unknownGlyphs == 0)
    #expect(coverage.runFamilies == [FontSetup.emojiFamily])
    let shaped = try #require(renderer.text.shaped(sequence.text, font: .system(15)))
    #expect(shaped.hasColorGlyphs)
    let glyphs = renderer.text.colorGlyphs(in: shaped.layout, originX: 0, originY: 0)
    #expect(glyphs.count == 1)
    #expect(glyphs.first?.text == sequence.text)
  }

  /// Text without emoji takes the ordinary path; "★" and "✓" are not emoji and stay in
  /// DejaVu Sans, in the text's colour.
  @Test func symbolsThatAreNotEmojiStayText() throws {
    let renderer = try CairoRenderer()
    for text in ["Team offsite", "★ ✓ ⋯", "يناير ٢٠١٩"] {
      let shaped = try #require(renderer.text.shaped(text, font: .system(15)))
      #expect(!shaped.hasColorGlyphs, "\(text)")
    }
  }

  static func scene(_ text: String, color: Color = .black) -> Scene {
    Scene(
      width: 160, height: 40, background: .white,
      nodes: [
        .text(
          TextRun(
            text: text, font: .system(20), color: color,
            frame: Rect(x: 4, y: 0, width: 152, height: 40), alignment: .leading))
      ])
  }

  /// The pizza is drawn in its own colours (its crust is yellow-orange), not in the text's
  /// black, and Lunch beside it is black; the same scene gives the same bytes twice.
  @Test func rasterShowsThePicture() throws {
    let renderer = try CairoRenderer()
    let scene = Self.scene("Lunch 🍕")
    let pixels = try renderer.rasterForTesting(scene, scale: 2).pixels
    var warm = 0
    var dark = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let p = pixels.pixel(x: x, y: y)
        if p.red > 200, p.green > 100, p.blue < 80 { warm += 1 }
        if p.red < 40, p.green < 40, p.blue < 40 { dark += 1 }
      }
    }
    #expect(warm > 50)
    #expect(dark > 50)
    let png = try renderer.render(scene, format: .png, scale: 2)
    #expect(try CairoRenderer().render(scene, format: .png, scale: 2) == png)
  }

  /// The picture sits where the text advances to it, inside the run's frame, sized to the
  /// font: about an em high.
  @Test func pictureIsPlacedOnTheLine() throws {
    let renderer = try CairoRenderer()
    let shaped = try #require(renderer.text.shaped("Lunch 🍕", font: .system(20)))
    let glyph = try #require(
      renderer.text.colorGlyphs(in: shaped.layout, originX: 0, originY: 0).first)
    let lunch = try #require(renderer.text.shaped("Lunch ", font: .system(20)))
    #expect(abs(glyph.x - lunch.width) < 0.01)
    #expect(glyph.picture.height > 17 && glyph.picture.height < 25)
    #expect(glyph.picture.minY < glyph.y && glyph.picture.maxY > glyph.y)
  }

  /// SVG defines each picture once, as a PNG image, and places it with `<use>`.
  @Test func svgPlacesEachPictureOnce() throws {
    let renderer = try CairoRenderer()
    let svg = String(
      decoding: try renderer.render(Self.scene("🍕 🍕 🎂"), format: .svg, scale: 1),
      as: UTF8.self)
    #expect(svg.components(separatedBy: "<image id=\"e").count - 1 == 2)
    #expect(svg.contains("data:image/png;base64,iVBORw0KGgo"))
    #expect(svg.components(separatedBy: "<use xlink:href=\"#e").count - 1 == 3)
  }

  /// In a PDF the picture is an image and the characters are text: the emoji font itself is
  /// not embedded (Cairo 1.16 would draw it as an untexted image, 1.18 as a Type 3 font).
  @Test func pdfKeepsPictureAndCharacters() throws {
    let renderer = try CairoRenderer()
    let pdf = try renderer.render(Self.scene("🎉 Party 👨‍👩‍👧"), format: .pdf, scale: 1)
    let text = PDFStreams.readableText(pdf)
    #expect(text.contains("/Subtype /Image"))
    #expect(!text.contains("Type3"))
    #expect(!text.contains("NotoColorEmoji"))
  }

  /// Area averaging keeps a flat colour flat and averages a checkerboard to its mean.
  @Test func resamplingAveragesAreas() {
    let opaqueRed: UInt32 = 0xFFFF_0000
    let flat = ColorGlyphBitmap(
      width: 4, height: 4, pixels: Array(repeating: opaqueRed, count: 16), left: 0, top: 1,
      emWidth: 1, emHeight: 1)
    #expect(flat.resampled(width: 3, height: 3) == Array(repeating: opaqueRed, count: 9))
    let checker = ColorGlyphBitmap(
      width: 2, height: 2, pixels: [0xFFFF_FFFF, 0, 0, 0xFFFF_FFFF], left: 0, top: 1,
      emWidth: 1, emHeight: 1)
    // Premultiplied: half-covered white is 0x80 in every channel.
    #expect(checker.resampled(width: 1, height: 1) == [0x8080_8080])
    #expect(checker.resampled(width: 2, height: 2) == checker.pixels)
  }
}
