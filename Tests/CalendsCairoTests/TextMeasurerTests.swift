import CalendsDrawing
import CalendsValues
import Testing

@testable import CalendsCairo

@Suite struct TextMeasurerTests {
  @Test func widerTextMeasuresWider() throws {
    let measurer = try CairoRenderer().measurer
    let font = FontSpec.system(17)
    let one = measurer.measure("1", font: font)
    let many = measurer.measure("Wednesday", font: font)
    #expect(one.width > 0)
    #expect(many.width > one.width * 3)
    #expect(one.height == many.height)
  }

  @Test func biggerFontIsTallerAndWider() throws {
    let measurer = try CairoRenderer().measurer
    let small = measurer.measure("June", font: .system(12))
    let large = measurer.measure("June", font: .system(24))
    #expect(large.height > small.height * 1.8)
    #expect(large.width > small.width * 1.8)
  }

  @Test func weightAndStyleChangeTheMeasurement() throws {
    let measurer = try CairoRenderer().measurer
    let regular = measurer.measure("September", font: .system(17))
    let bold = measurer.measure("September", font: .system(17, weight: .black))
    #expect(bold.width > regular.width)
  }

  @Test func measurementDoesNotDependOnScaleOrFormat() throws {
    let renderer = try CairoRenderer()
    let font = FontSpec.system(17, weight: .semibold)
    let before = renderer.measurer.measure("November 2025", font: font)
    for format in OutputFormat.allCases where !format.needsPanel {
      for scale in [1, 3] {
        _ = try renderer.render(TestScenes.mixed(), format: format, scale: scale)
      }
    }
    #expect(renderer.measurer.measure("November 2025", font: font) == before)
    #expect(try CairoRenderer().measurer.measure("November 2025", font: font) == before)
  }

  @Test func drawnTextFitsTheMeasuredBox() throws {
    let renderer = try CairoRenderer()
    let font = FontSpec.system(20)
    let text = "Thu 28"
    let size = renderer.measurer.measure(text, font: font)
    let frame = Rect(x: 30, y: 20, width: size.width, height: size.height)
    let scene = Scene(
      width: 200, height: 80, background: .white,
      nodes: [
        .text(TextRun(text: text, font: font, color: .black, frame: frame, alignment: .leading))
      ])
    let scale = 4
    let image = try PNGDecoding.decode(renderer.render(scene, format: .png, scale: scale))
    let ink = try #require(TestScenes.inkBounds(image))
    let s = Double(scale)
    // Ink sits within the logical box (glyph side bearings keep it slightly inside).
    #expect(Double(ink.minX) / s >= frame.minX - 0.5 && Double(ink.minX) / s < frame.minX + 3)
    #expect(
      Double(ink.maxX + 1) / s <= frame.maxX + 0.5 && Double(ink.maxX + 1) / s > frame.maxX - 3)
    #expect(Double(ink.minY) / s >= frame.minY && Double(ink.maxY + 1) / s <= frame.maxY)
  }
}
