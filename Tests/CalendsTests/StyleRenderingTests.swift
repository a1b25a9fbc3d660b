import Calends
import CalendsCairo
import CalendsLayout
import CalendsModel
import CalendsValues
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct StyleRenderingTests {
  let renderer = TestSupport.renderer

  func prepared(_ yaml: String) throws -> CalendarRenderer.Prepared {
    try renderer.prepare(try TestSupport.spec(yaml))
  }

  static let cases: [(CalendarStyle, OutputFormat)] = CalendarStyle.calendarViewStyles.flatMap {
    style in
    OutputFormat.allCases.filter { !$0.needsPanel }.map { (style, $0) }
  }

  @Test(arguments: cases)
  func everyStyleRendersInEveryFormat(style: CalendarStyle, format: OutputFormat) throws {
    let prepared = try prepared(
      "style: \(style.rawValue)\ntoday: 2019-01-10\neventDates: [2019-01-15]\nscale: 1")
    let bytes = try renderer.render(prepared, format: format).bytes
    let layout = renderer.layout(prepared)
    switch format {
    case .png:
      let image = try PNGDecoding.decode(bytes)
      #expect(image.width == Int(layout.width.rounded(.up)))
      #expect(image.height == Int(layout.height.rounded(.up)))
    case .svg:
      #expect(XMLParser(data: Data(bytes)).parse())
    case .pdf:
      #expect(bytes.starts(with: Array("%PDF-".utf8)))
    case .bmp, .bin: Issue.record("\(format) is a panel's format")
    }
  }

  /// The band between a range's ends is drawn in the `selectionRange` colour, on the day
  /// after the start and across the month boundary.
  @Test func rangeBandIsDrawnInTheRangeColour() throws {
    let folder = TestSupport.temporaryFolder()
    try "fdlFUICalendarItemView_selectionRange { background-color: #FF8800; }\n"
      .write(to: folder.appendingPathComponent("r.nss"), atomically: true, encoding: .utf8)
    let spec = try TestSupport.spec(
      "style: rangeSelection\ntoday: 2019-01-10\nselectedDateRange: {start: 2019-01-24, end: 2019-02-06}\nheight: 720\ntheme: r.nss"
    )
    let prepared = try renderer.prepare(spec, themeLoader: ThemeLoader(baseDirectory: folder))
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let bands = layout.items.filter { $0.kind == .rangeBand }
    #expect(bands.count == 4)
    for band in bands {
      // Just inside the band's top edge, away from any digit.
      let x =
        Int(band.frame.minX + (band.rangeBand?.caps.left == .round ? band.frame.height : 2)) * 2
      #expect(
        image.pixel(x, Int(band.frame.minY + 2) * 2) == [0xFF, 0x88, 0x00, 0xFF], "\(band.date!)")
    }
  }

  @Test func interactionsChangeTheImage() throws {
    let before = try renderer.render(
      try prepared("style: week\ntoday: 2019-01-10\nscale: 1"), format: .png
    ).bytes
    let after = try renderer.render(
      try prepared("style: week\ntoday: 2019-01-10\ntaps: [2019-01-22]\nscroll: 1\nscale: 1"),
      format: .png
    ).bytes
    #expect(before != after)
    let layout = renderer.layout(
      try prepared("style: week\ntoday: 2019-01-10\ntaps: [2019-01-22]\nscroll: 1"))
    #expect(layout.inputs.selection == [Day(year: 2019, month: 1, day: 29)!])
  }

  @Test(arguments: ["ar_EG", "he_IL", "fa_IR"])
  func rightToLeftLocalesMirrorTheGrid(locale: String) throws {
    let layout = renderer.layout(
      try prepared("locale: \(locale)\ntoday: 2019-01-10\nweekStartDay: sunday"))
    #expect(layout.inputs.rightToLeft)
    let labels = layout.items.filter { $0.kind == .weekdayLabel }
    #expect(labels.first!.weekdayLabel?.weekday == 1)
    #expect(labels.first!.frame.minX > labels.last!.frame.minX)
    _ = try renderer.render(
      try prepared("locale: \(locale)\ntoday: 2019-01-10\nscale: 1"), format: .png)
  }
}
