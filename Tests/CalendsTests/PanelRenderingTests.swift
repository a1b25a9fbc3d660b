import Calends
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation
import Testing

/// Images made for a panel, end to end: the panel's size (turned by its rotation), only its
/// colours (so 1-bit text has no grey), the PNG's bit depth and budget, and the same bytes
/// every time.
@Suite(.serialized) struct PanelRenderingTests {
  let renderer = TestSupport.renderer

  static let month = "today: 2019-01-10\nselectedDate: 2019-01-23\neventDates: [2019-01-08]\n"
  static let wall = """
    style: wallMonth
    today: 2019-01-10
    events:
      - {title: "Lunch 🍕", start: 2019-01-07T12:00, end: 2019-01-07T13:30, color: "#EF6C00"}
      - {title: "Review", start: 2019-01-16T10:00, end: 2019-01-16T11:00, color: "#BB0000"}
      - {title: "Offsite", start: 2019-01-22, end: 2019-01-25, allDay: true, color: "#107E3E"}

    """

  func render(_ yaml: String) throws -> CalendarRenderer.Output {
    try renderer.render(try renderer.prepare(try TestSupport.spec(yaml)), format: .png)
  }

  /// The bad-input problem `body` throws (exit code 2), or nil.
  func badInput(_ body: () throws -> Void) -> Diagnostic? {
    do {
      try body()
    } catch let error as CalendsError {
      if case .badInput(let diagnostics) = error { return diagnostics.first }
    } catch {}
    return nil
  }

  /// The distinct straight RGBA colours of a decoded image.
  func colours(_ image: DecodedImage) -> Set<[UInt8]> {
    var found: Set<[UInt8]> = []
    for offset in stride(from: 0, to: image.rgba.count, by: 4) {
      found.insert(Array(image.rgba[offset..<offset + 4]))
    }
    return found
  }

  @Test(arguments: PanelProfile.builtIn.map(\.name))
  func everyPixelIsAPanelColour(name: String) throws {
    let panel = PanelProfile.builtIn(named: name)!
    for spec in [Self.month, Self.wall] {
      let png = try render(spec + "panel: \(name)").bytes
      let image = try PNGDecoding.decode(png)
      #expect(image.width == panel.width && image.height == panel.height)
      let allowed = Set(panel.palette.colors.map { [$0.red, $0.green, $0.blue, 255] })
      let found = colours(image)
      #expect(found.isSubset(of: allowed), "\(name): \(found.subtracting(allowed).prefix(3))")
      #expect(Int(png[24]) == panel.palette.bitDepth, "\(name)")
    }
  }

  /// On a 1-bit panel the text is drawn solid: no pixel is grey, and the day numbers are
  /// there (black pixels inside the grid).
  @Test func oneBitTextHasNoGrey() throws {
    let image = try PNGDecoding.decode(try render(Self.month + "panel: waveshare-7in5-v2").bytes)
    #expect(colours(image) == [[0, 0, 0, 255], [255, 255, 255, 255]])
    let black = stride(from: 0, to: image.rgba.count, by: 4).filter { image.rgba[$0] == 0 }.count
    #expect(black > 2_000 && black < image.width * image.height / 2, "\(black) black pixels")
  }

  @Test func aRedThePanelHasStaysRed() throws {
    let image = try PNGDecoding.decode(try render(Self.wall + "panel: waveshare-7in5-b").bytes)
    #expect(colours(image).contains([255, 0, 0, 255]))
  }

  @Test func trmnlStaysWithinItsBudget() throws {
    for spec in [Self.month, Self.wall] {
      let png = try render(spec + "panel: trmnl").bytes
      #expect(png.count <= 90_000)
      #expect(png[24] == 1 && png[25] == 0, "1-bit greyscale")
    }
  }

  @Test func aPNGOverItsBudgetIsRefusedNamingThePanel() throws {
    let problem = try #require(
      badInput { _ = try render(Self.wall + "panel: {name: trmnl, maxBytes: 1024}") })
    #expect(problem.field == "panel")
    #expect(problem.message.contains("over the panel's budget of 1024"))
  }

  @Test func aRotationGivesThePanelsSize() throws {
    let spec = Self.wall + "panel: {name: waveshare-7in5-b, rotation: 90}"
    let prepared = try renderer.prepare(try TestSupport.spec(spec))
    #expect(renderer.layout(prepared).width == 480)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    #expect(image.width == 800 && image.height == 480)
  }

  @Test func thePanelImageIsTheSameEveryTime() throws {
    let spec = Self.wall + "panel: inky-impression-7in3"
    let first = try render(spec).bytes
    #expect(try render(spec).bytes == first)
    #expect(
      try CalendarRenderer().render(try renderer.prepare(try TestSupport.spec(spec)), format: .png)
        .bytes == first)
  }

  @Test func aPictureTallerThanThePanelIsCutAndSaid() throws {
    let output = try render(Self.month + "panel: {name: trmnl, rotation: 0, height: 200}")
    let warning = try #require(output.warnings.first { $0.field == "panel" })
    #expect(warning.message.contains("px at the bottom are cut off"))
  }

  @Test func vectorFormatsAreRefusedForAPanel() throws {
    let prepared = try renderer.prepare(try TestSupport.spec(Self.month + "panel: trmnl"))
    for format in [OutputFormat.svg, .pdf] {
      let problem = badInput { _ = try renderer.render(prepared, format: format) }
      #expect(problem?.field == "panel", "\(format)")
    }
  }

  /// The BMP and the driver's raw bytes of a panel's image: sizes as the devices read them.
  @Test func panelsAreWrittenAsBMPAndRawBytes() throws {
    for (name, rawCount, bmpDepth) in [
      ("trmnl", 800 * 480 / 8, 1), ("waveshare-7in5-b", 2 * 800 * 480 / 8, 4),
      ("inky-impression-7in3", 800 * 480 / 2, 4),
    ] {
      let prepared = try renderer.prepare(try TestSupport.spec(Self.wall + "panel: \(name)"))
      let raw = try renderer.render(prepared, format: .bin).bytes
      #expect(raw.count == rawCount, "\(name)")
      let bmp = try renderer.render(prepared, format: .bmp).bytes
      #expect(bmp.starts(with: [0x42, 0x4D]) && Int(bmp[28]) == bmpDepth, "\(name)")
      #expect(try renderer.render(prepared, format: .bin).bytes == raw)
    }
  }

  @Test func aBMPNeedsAPanel() throws {
    let prepared = try renderer.prepare(try TestSupport.spec(Self.month))
    for format in OutputFormat.allCases where format.needsPanel {
      let problem = badInput { _ = try renderer.render(prepared, format: format) }
      #expect(problem?.field == "panel", "\(format)")
    }
  }
}
