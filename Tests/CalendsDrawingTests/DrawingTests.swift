import CalendsValues
import Testing

@testable import CalendsDrawing

/// What the backend draws and measures with: the print sheet's boxes and marks, the line
/// breaking every measurer without its own gets, and the scene dump.
@Suite struct DrawingTests {
  @Test func aSheetWithBleedHasItsBoxesAndEightCropMarks() {
    let sheet = PrintSheet(trimWidth: 500, trimHeight: 700, bleed: 9)
    #expect(sheet.slug == 9 + PrintSheet.markGap + PrintSheet.markLength)
    #expect(sheet.mediaWidth == 500 + 2 * sheet.slug)
    #expect(sheet.bleedBox.width == 518 && sheet.trimBox.minX == sheet.slug)
    #expect(sheet.cropMarks.count == 8)
    // No mark reaches into the bleed: each lies outside the bleed box on one axis.
    let bleed = sheet.bleedBox
    for mark in sheet.cropMarks {
      for point in [mark.from, mark.to] {
        let outside =
          point.x <= bleed.minX || point.x >= bleed.maxX || point.y <= bleed.minY
          || point.y >= bleed.maxY
        #expect(outside, "\(point)")
      }
    }
  }

  @Test func theFallbackLineBreakerKeepsEveryCharacter() {
    let measurer = ApproximateTextMeasurer()
    let font = FontSpec(size: 12)
    let text = "Quarterly planning with the whole product team"
    let lines = measurer.lines(text, font: font, wrapWidth: 80)
    #expect(lines.count > 1 && lines.joined() == text)
    for line in lines {
      #expect(measurer.measure(line.trailingSpacesTrimmed, font: font).width <= 80 + 1e-9)
    }
  }

  @Test func aSceneDumpListsItsNodes() {
    let scene = Scene(
      width: 100, height: 50, background: Color(red: 255, green: 255, blue: 255),
      nodes: [.rect(Rect(x: 1, y: 2, width: 3, height: 4), Color(red: 0, green: 0, blue: 0))])
    let dump = scene.dump()
    #expect(dump.contains("100") && dump.contains("rect"), "\(dump)")
  }
}
