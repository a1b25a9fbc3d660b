import Calends
import CalendsCairo
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct BookingRenderingTests {
  let renderer = TestSupport.renderer

  static let spec = """
    style: booking
    today: 2019-04-10
    scale: 2
    items:
      - {date: 2019-06-30, enabled: true, selected: false}
      - {date: 2019-03-02, enabled: true, selected: false}
      - {date: 2019-05-20, enabled: false, selected: true}
      - {date: 2019-04-10, enabled: true, selected: true}
    """

  func prepared(_ yaml: String = spec) throws -> CalendarRenderer.Prepared {
    try renderer.prepare(try TestSupport.spec(yaml))
  }

  func day(_ layout: LayoutTree, _ date: String) -> LayoutItem {
    layout.items.first { $0.kind == .bookingDay && $0.date == Day(iso: date) }!
  }

  /// A point of a day's button near its top-left corner, inside the rounding and away from
  /// the number, in pixels at scale 2.
  func fillPixel(_ image: DecodedImage, _ item: LayoutItem) -> [UInt8] {
    image.pixel(Int((item.frame.minX + 8) * 2), Int((item.frame.minY + 6) * 2))
  }

  @Test(arguments: OutputFormat.allCases.filter { !$0.needsPanel })
  func rendersInEveryFormat(_ format: OutputFormat) throws {
    let prepared = try prepared()
    let bytes = try renderer.render(prepared, format: format).bytes
    let layout = renderer.layout(prepared)
    switch format {
    case .png:
      let image = try PNGDecoding.decode(bytes)
      #expect(image.width == Int((layout.width * 2).rounded(.up)))
      #expect(image.height == Int((layout.height * 2).rounded(.up)))
    case .svg:
      #expect(XMLParser(data: Data(bytes)).parse())
      #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
    case .pdf:
      #expect(bytes.starts(with: Array("%PDF-".utf8)))
    case .bmp, .bin: Issue.record("\(format) is a panel's format")
    }
  }

  @Test func selectedEnabledAndDisabledDaysHaveTheirColours() throws {
    let prepared = try prepared()
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let theme = BookingTheme.light
    func rgba(_ color: Color) -> [UInt8] { [color.red, color.green, color.blue, color.alpha] }

    #expect(fillPixel(image, day(layout, "2019-04-10")) == rgba(theme.selectedDay.fill))
    #expect(fillPixel(image, day(layout, "2019-03-02")) == rgba(theme.day.fill))
    // A disabled day is not a button: no enabled colour, just the background through the
    // transparent grey (white on white).
    let disabled = fillPixel(image, day(layout, "2019-03-03"))
    #expect(disabled != rgba(theme.day.fill))
    #expect(disabled == rgba(theme.background))
    // A disabled, selected day is the inverse — black — at 40 %: 255 × 0.6 over white.
    let disabledSelected = fillPixel(image, day(layout, "2019-05-20"))
    #expect(disabledSelected != rgba(theme.selectedDay.fill))
    #expect(
      disabledSelected.prefix(3).allSatisfy { abs(Int($0) - 153) <= 1 }, "\(disabledSelected)")
    #expect(Set(disabledSelected.prefix(3)).count == 1)
  }

  /// The number of a disabled day is the label colour at the disabled opacity: the
  /// darkest pixel of its button is grey, never black, and the spec's `disabledAlpha`
  /// changes it.
  @Test func disabledDaysAreDrawnWithTheTransparency() throws {
    func darkest(_ yaml: String) throws -> Int {
      let prepared = try prepared(yaml)
      let layout = renderer.layout(prepared)
      let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
      let frame = day(layout, "2019-03-18").frame
      var darkest = 255
      for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
        for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
          let pixel = image.pixel(x, y)
          #expect(pixel[0] == pixel[1] && pixel[1] == pixel[2], "monochrome at \(x),\(y)")
          darkest = min(darkest, Int(pixel[0]))
        }
      }
      return darkest
    }
    let standard = try darkest(Self.spec)
    #expect(abs(standard - 153) <= 2, "0.4 of black over white")
    let fainter = try darkest(Self.spec + "\ndisabledAlpha: 0.2")
    #expect(abs(fainter - 204) <= 2, "0.2 of black over white")
    let enabled = try prepared()
    let image = try PNGDecoding.decode(try renderer.render(enabled, format: .png).bytes)
    #expect(image.width > 0)
  }

  @Test func theClownSheetKeepsDisabledDaysMonochrome() throws {
    let spec = try TestSupport.spec(Self.spec + "\ntheme: Themes/booking-clown.nss")
    let prepared = try renderer.prepare(
      spec, themeLoader: ThemeLoader(baseDirectory: TestSupport.packageRoot))
    #expect(prepared.warnings.isEmpty)
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let selected = fillPixel(image, day(layout, "2019-04-10"))
    #expect(selected == [0x7A, 0x00, 0xFF, 0xFF])
    // The disabled selected day: the grey inverse over the custard background, so its
    // channels move together away from the background's.
    let disabledSelected = fillPixel(image, day(layout, "2019-05-20"))
    let background = fillPixel(image, day(layout, "2019-05-21"))
    #expect(disabledSelected != selected && disabledSelected != background)
  }
}
