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

@Suite struct TimelineRenderingTests {
  let renderer = TestSupport.renderer

  func prepared(_ yaml: String) throws -> CalendarRenderer.Prepared {
    try renderer.prepare(try TestSupport.spec("style: timeline\nscale: 1\n\(yaml)"))
  }

  static let week = """
    now: 2019-01-08T09:00
    startDay: 2019-01-05
    visibleDays: 7
    orientation: landscape
    hours: {from: 10, to: 12}
    defaultDayViewColor: "#00FFFF"
    weekendDayViewColor: "#00FF00"
    passedDayViewColor: "#0000FF"
    passedWeekendDayViewColor: "#FF00FF"
    todayViewColor: "#FFFF00"
    events:
      - {id: e, title: Review, location: Room 4, start: 2019-01-09T10:00, end: 2019-01-09T11:00, color: "#123456"}
    """

  @Test(arguments: OutputFormat.allCases.filter { !$0.needsPanel })
  func rendersInEveryFormat(format: OutputFormat) throws {
    let prepared = try prepared(Self.week)
    let bytes = try renderer.render(prepared, format: format).bytes
    switch format {
    case .png:
      let layout = renderer.layout(prepared)
      let image = try PNGDecoding.decode(bytes)
      #expect(
        image.width == Int(layout.width.rounded(.up))
          && image.height == Int(layout.height.rounded(.up)))
    case .svg: #expect(XMLParser(data: Data(bytes)).parse())
    case .pdf: #expect(bytes.starts(with: Array("%PDF-".utf8)))
    case .bmp, .bin: Issue.record("\(format) is a panel's format")
    }
  }

  @Test func columnsHaveTheirStateColoursAndEventsTheirColour() throws {
    let prepared = try prepared(Self.week)
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let expected: [Int: [UInt8]] = [
      5: [0xFF, 0x00, 0xFF, 0xFF], 6: [0xFF, 0x00, 0xFF, 0xFF], 7: [0x00, 0x00, 0xFF, 0xFF],
      8: [0xFF, 0xFF, 0x00, 0xFF],
      9: [0x00, 0xFF, 0xFF, 0xFF], 10: [0x00, 0xFF, 0xFF, 0xFF], 11: [0x00, 0xFF, 0xFF, 0xFF],
    ]
    for column in layout.items where column.kind == .timelineColumn {
      // A quarter hour below the top: between the hour line and the dashed half-hour line.
      let y = Int(column.frame.minY + 1400.0 / 24 / 4)
      let x = Int(column.frame.midX)
      let point =
        column.date!.day == 9 ? (Int(column.frame.minX) + 2, Int(column.frame.maxY) - 3) : (x, y)
      #expect(image.pixel(point.0, point.1) == expected[column.date!.day], "\(column.date!)")
    }
    let event = try #require(layout.items.first { $0.kind == .event })
    #expect(
      image.pixel(Int(event.frame.maxX) - 3, Int(event.frame.maxY) - 3) == [0x12, 0x34, 0x56, 0xFF])
    #expect(event.timelineEvent?.color.description == "#123456")
  }

  @Test func currentTimeLineIsDrawnInTodaysColumn() throws {
    let prepared = try prepared(
      "now: 2019-01-10T10:30\nhours: {from: 10, to: 12}\ndayViewHourIndicatorColor: \"#FF0000\"\ndayViewHourIndicatorThickness: 4"
    )
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let line = try #require(layout.items.first { $0.kind == .currentTime })
    #expect(image.pixel(Int(line.frame.midX), Int(line.frame.midY)) == [0xFF, 0x00, 0x00, 0xFF])
  }

  /// Text never leaves its event: a long title in a short event is clipped to the box.
  @Test func eventTextIsClippedToItsBox() throws {
    let prepared = try prepared(
      """
      now: 2019-01-10T08:00
      hours: {from: 10, to: 12}
      eventLabelTextColor: "#FF0000"
      events: [{title: A very long title that wraps onto many lines and would run far below the box, start: 2019-01-10T10:00, end: 2019-01-10T10:20, color: "#000000"}]
      """)
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let event = try #require(layout.items.first { $0.kind == .event })
    var redBelow = 0
    for y in Int(event.frame.maxY.rounded(.up)) + 1..<Int(event.frame.maxY) + 40 {
      for x in Int(event.frame.minX)..<Int(event.frame.maxX)
      where image.pixel(x, y)[0] > 200 && image.pixel(x, y)[1] < 80 {
        redBelow += 1
      }
    }
    #expect(redBelow == 0)
    var redInside = 0
    for y in Int(event.frame.minY)..<Int(event.frame.maxY) {
      for x in Int(event.frame.minX)..<Int(event.frame.maxX)
      where image.pixel(x, y)[0] > 200 && image.pixel(x, y)[1] < 80 {
        redInside += 1
      }
    }
    #expect(redInside > 0)
  }

  /// A palette token resolves for the theme's appearance — in the layout JSON and in the
  /// scene alike.
  @Test(arguments: [("light", "#BB0000"), ("dark", "#FF453A")])
  func eventTokenColourFollowsTheThemesAppearance(theme: String, expected: String) throws {
    let prepared = try prepared(
      "theme: \(theme)\nnow: 2019-01-10T08:00\nhours: {from: 10, to: 12}\nevents: [{id: e, title: T, start: 2019-01-10T10:00, end: 2019-01-10T11:00, color: negative}]"
    )
    #expect(prepared.theme.appearance.rawValue == theme)
    let layout = renderer.layout(prepared)
    #expect(layout.jsonString().contains("\"color\": \"\(expected)\""))
    let fills = renderer.scene(prepared).nodes.compactMap { node -> String? in
      switch node {
      case .rect(_, let color), .roundedRect(_, _, let color): color.description
      default: nil
      }
    }
    #expect(fills.contains(expected))
  }

  @Test func darkThemeHasTheDarkTimelineColours() throws {
    let prepared = try prepared("theme: dark\nnow: 2019-01-10T08:00")
    #expect(prepared.theme.timeline.dayColumn.normal.description == "#1C1C1E")
    let scene = renderer.scene(prepared)
    #expect(scene.background.description == "#3A3A3C")
  }
}
