import CalendsDrawing
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

@Suite struct RendererTests {
  @Test func rectangleIsDrawnInItsColour() throws {
    let renderer = try CairoRenderer()
    let image = try PNGDecoding.decode(
      renderer.render(TestScenes.redRect(), format: .png, scale: 2))
    #expect(image.width == 200 && image.height == 120)
    #expect(image.pixel(x: 80, y: 50) == (255, 0, 0, 255))
    #expect(image.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    #expect(image.pixel(x: 130, y: 50) == (255, 255, 255, 255))
  }

  @Test func circleIsDrawnAtItsCentre() throws {
    let renderer = try CairoRenderer()
    let scene = Scene(
      width: 50, height: 50, background: .white,
      nodes: [.circle(center: Point(x: 25, y: 25), radius: 10, TestScenes.blue)])
    let image = try PNGDecoding.decode(renderer.render(scene, format: .png, scale: 1))
    #expect(image.pixel(x: 25, y: 25) == (0, 0, 255, 255))
    // Outside the circle but inside its bounding box.
    #expect(image.pixel(x: 16, y: 16) == (255, 255, 255, 255))
  }

  @Test func roundedRectangleLeavesCornersEmpty() throws {
    let renderer = try CairoRenderer()
    let scene = Scene(
      width: 60, height: 40, background: .white,
      nodes: [.roundedRect(Rect(x: 10, y: 10, width: 40, height: 20), radius: 10, TestScenes.red)])
    let image = try PNGDecoding.decode(renderer.render(scene, format: .png, scale: 1))
    #expect(image.pixel(x: 30, y: 20) == (255, 0, 0, 255))
    #expect(image.pixel(x: 10, y: 10) == (255, 255, 255, 255))
    #expect(image.pixel(x: 49, y: 29) == (255, 255, 255, 255))
  }

  @Test func textDrawsInsideItsFrameOnly() throws {
    let renderer = try CairoRenderer()
    let frame = Rect(x: 40, y: 30, width: 120, height: 40)
    let scene = Scene(
      width: 200, height: 100, background: .white,
      nodes: [.text(TextRun(text: "Hello", font: .system(17), color: .black, frame: frame))])
    let image = try PNGDecoding.decode(renderer.render(scene, format: .png, scale: 2))
    let ink = try #require(TestScenes.inkBounds(image))
    #expect(ink.minX >= Int(frame.minX * 2) && ink.maxX < Int(frame.maxX * 2))
    #expect(ink.minY >= Int(frame.minY * 2) && ink.maxY < Int(frame.maxY * 2))
    // Centred: the ink's middle is near the frame's middle.
    #expect(abs(Double(ink.minX + ink.maxX) / 4 - frame.midX) < 1.5)
  }

  @Test func alignmentPlacesTextInTheFrame() throws {
    let renderer = try CairoRenderer()
    let frame = Rect(x: 10, y: 10, width: 180, height: 30)
    func ink(_ alignment: TextAlignment) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
      let scene = Scene(
        width: 200, height: 50, background: .white,
        nodes: [
          .text(
            TextRun(
              text: "Mo", font: .system(15), color: .black, frame: frame, alignment: alignment))
        ])
      return try #require(
        TestScenes.inkBounds(PNGDecoding.decode(renderer.render(scene, format: .png, scale: 1))))
    }
    let leading = try ink(.leading)
    let center = try ink(.center)
    let trailing = try ink(.trailing)
    #expect(leading.minX >= 10 && leading.minX <= 13)
    #expect(trailing.maxX <= 190 && trailing.maxX >= 186)
    #expect(leading.minX < center.minX && center.minX < trailing.minX)
    #expect(leading.minY == center.minY && center.minY == trailing.minY)
  }

  @Test func rightToLeftTextIsDrawn() throws {
    let renderer = try CairoRenderer()
    let font = FontSpec(family: "DejaVu Sans", size: 16)
    #expect(renderer.measurer.measure("שלום", font: font).width > 10)
    let scene = Scene(
      width: 120, height: 40, background: .white,
      nodes: [
        .text(
          TextRun(
            text: "שלום", font: font, color: .black, frame: Rect(x: 0, y: 0, width: 120, height: 40)
          ))
      ])
    #expect(
      try TestScenes.inkBounds(PNGDecoding.decode(renderer.render(scene, format: .png, scale: 1)))
        != nil)
  }

  @Test(arguments: [1, 2, 3]) func pngSizeFollowsScaleRoundingUp(scale: Int) throws {
    let renderer = try CairoRenderer()
    let scene = Scene(width: 10.5, height: 7, background: .white, nodes: [])
    let image = try PNGDecoding.decode(renderer.render(scene, format: .png, scale: scale))
    #expect(image.width == Int((10.5 * Double(scale)).rounded(.up)))
    #expect(image.height == 7 * scale)
  }

  @Test func canvasOverThePixelLimitIsRefused() throws {
    let renderer = try CairoRenderer()
    let huge = Scene(width: 10_000, height: 10_000, background: .white, nodes: [])
    #expect(10_000 * 10_000 > CairoRenderer.maximumPixels)
    do {
      _ = try renderer.render(huge, format: .png, scale: 1)
      Issue.record("expected a RenderError")
    } catch {
      #expect(error.message.contains("64000000"))
      #expect(error.message.contains("10000×10000"))
    }
    // Within the limit at scale 1, over it at scale 3.
    let big = Scene(width: 3000, height: 3000, background: .white, nodes: [])
    #expect(throws: RenderError.self) { try renderer.render(big, format: .png, scale: 3) }
    #expect(throws: RenderError.self) {
      try renderer.render(TestScenes.redRect(), format: .png, scale: 0)
    }
    #expect(throws: RenderError.self) {
      try renderer.render(
        Scene(width: .infinity, height: 1, background: .white, nodes: []), format: .png, scale: 1)
    }
  }

  @Test func translucentBackgroundStaysTranslucentOnAReusedCanvas() throws {
    let renderer = try CairoRenderer()
    _ = try renderer.render(TestScenes.redRect(), format: .png, scale: 1)
    let clearScene = Scene(width: 100, height: 60, background: .clear, nodes: [])
    let image = try PNGDecoding.decode(renderer.render(clearScene, format: .png, scale: 1))
    #expect(image.pixel(x: 40, y: 25) == (0, 0, 0, 0))
  }

  @Test(arguments: OutputFormat.allCases.filter { !$0.needsPanel }) func sameSceneGivesIdenticalBytes(format: OutputFormat)
    throws
  {
    let renderer = try CairoRenderer()
    let scene = TestScenes.mixed()
    let first = try renderer.render(scene, format: format, scale: 2)
    // Other work in between advances Cairo's process-wide counters.
    _ = try renderer.render(TestScenes.redRect(), format: .svg, scale: 1)
    _ = try renderer.render(TestScenes.redRect(), format: .pdf, scale: 1)
    _ = try renderer.rasterForTesting(TestScenes.redRect(), scale: 1)
    let second = try renderer.render(scene, format: format, scale: 2)
    #expect(first == second)
    // A second renderer has its own font map and caches, as another process would.
    let other = try CairoRenderer()
    #expect(try other.render(scene, format: format, scale: 2) == first)
  }

  @Test func missingFontsAreReportedCaseInsensitively() throws {
    let renderer = try CairoRenderer()
    let warnings = renderer.missingFontWarnings(for: [
      "NoSuchFont", "Inter", "inter", "DejaVu Sans", "dejavu sans",
    ])
    #expect(warnings == ["font family 'NoSuchFont' is not installed; using Inter instead"])
  }

  @Test func missingFamilyFallsBackToTheSystemFamily() throws {
    let renderer = try CairoRenderer()
    let missing = FontSpec(family: "NoSuchFont", size: 17)
    #expect(
      renderer.measurer.measure("Calendar", font: missing)
        == renderer.measurer.measure("Calendar", font: .system(17)))
  }

  @Test func fontSetupWithoutFontsIsAnError() {
    #expect(throws: RenderError.self) {
      _ = try CairoRenderer(fonts: FontSetup(directories: ["/nonexistent/calends-fonts"]))
    }
    #expect(throws: RenderError.self) { _ = try CairoRenderer(fonts: FontSetup(directories: [])) }
  }

  @Test func fontDirectoriesComeFromTheEnvironmentValue() {
    #expect(FontSetup(environmentValue: nil).directories == FontSetup.standardDirectories)
    #expect(FontSetup(environmentValue: "").directories == FontSetup.standardDirectories)
    #expect(FontSetup(environmentValue: "/a::/b:").directories == ["/a", "/b"])
  }

  @Test func onlyTheConfiguredDirectoriesAreVisible() throws {
    let shipped = try #require(ShippedFonts.directory)
    let renderer = try CairoRenderer(fonts: FontSetup(directories: [shipped + "/DejaVu"]))
    #expect(
      renderer.missingFontWarnings(for: ["Inter", "DejaVu Sans"]) == [
        "font family 'Inter' is not installed; using Inter instead"
      ])
  }
}
