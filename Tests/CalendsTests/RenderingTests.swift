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

@Suite(.serialized) struct RenderingTests {
  let renderer = TestSupport.renderer

  func prepared(_ yaml: String, stylesheet: String? = nil) throws -> CalendarRenderer.Prepared {
    var text = yaml
    var loader = ThemeLoader()
    if let stylesheet {
      let folder = TestSupport.temporaryFolder()
      try stylesheet.write(
        to: folder.appendingPathComponent("t.nss"), atomically: true, encoding: .utf8)
      text += "\ntheme: t.nss"
      loader = ThemeLoader(baseDirectory: folder)
    }
    return try renderer.prepare(try TestSupport.spec(text), themeLoader: loader)
  }

  static let example = "today: 2019-01-10\nselectedDate: 2019-01-23\neventDates: [2019-01-08]"

  /// A stylesheet is applied on top of the light theme, so its appearance is light —
  /// whatever its file is called.
  @Test func themesKnowTheirAppearance() throws {
    #expect(try prepared("theme: dark").theme.appearance == .dark)
    #expect(try prepared("theme: light").theme.appearance == .light)
    let sheet = try prepared("", stylesheet: "fdlFUICalendarView { background-color: #000000; }")
    #expect(sheet.theme.appearance == .light)
    #expect(sheet.theme.background.description == "#000000")
  }

  @Test(arguments: OutputFormat.allCases.filter { !$0.needsPanel })
  func sameSpecGivesIdenticalBytes(format: OutputFormat) throws {
    let first = try renderer.render(try prepared(Self.example), format: format).bytes
    let second = try renderer.render(try prepared(Self.example), format: format).bytes
    let other = try CalendarRenderer().render(try prepared(Self.example), format: format).bytes
    #expect(first == second)
    #expect(first == other)
  }

  @Test func pngSizeFollowsTheScale() throws {
    for scale in 1...3 {
      let bytes = try renderer.render(
        try prepared(Self.example + "\nscale: \(scale)"), format: .png
      ).bytes
      let image = try PNGDecoding.decode(bytes)
      #expect(image.width == 375 * scale)
    }
  }

  @Test func selectedDiscAndEventDotHaveTheStylesheetColours() throws {
    let prepared = try prepared(
      Self.example,
      stylesheet: """
        fdlFUICalendarItemView_selectionSingle { background-color: #12AB34; }
        fdlFUICalendarItemView_eventView { background-color: #C0FFEE; }
        """)
    let layout = renderer.layout(prepared)
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    let disc = layout.items.first { $0.kind == .selectionIndicator }!.frame
    // Just inside the disc's bottom edge: below the number's glyphs.
    #expect(image.pixel(Int(disc.midX * 2), Int((disc.maxY - 3) * 2)) == [0x12, 0xAB, 0x34, 0xFF])
    let dot = layout.items.first { $0.kind == .eventIndicator }!.frame
    #expect(image.pixel(Int(dot.midX * 2), Int(dot.midY * 2)) == [0xC0, 0xFF, 0xEE, 0xFF])
    #expect(image.pixel(1, 1) == [0xFF, 0xFF, 0xFF, 0xFF])
  }

  @Test func backgroundColourFromTheStylesheet() throws {
    let prepared = try prepared(
      Self.example, stylesheet: "fdlFUICalendarView { background-color: #203040; }")
    let image = try PNGDecoding.decode(try renderer.render(prepared, format: .png).bytes)
    #expect(image.pixel(2, 2) == [0x20, 0x30, 0x40, 0xFF])
  }

  /// Every selector and property of the reference's Theming section changes the image.
  @Test(arguments: [
    "fdlFUICalendarView_monthHeaderText { font-color: #FF0000; }",
    "fdlFUICalendarView_monthHeaderText { font-size: 24; }",
    "fdlFUICalendarView_monthHeaderText { font-style: title1; }",
    "fdlFUICalendarView_monthHeaderText { font-name: DejaVu Sans; }",
    "fdlFUICalendarItemView_title { font-color: #FF0000; }",
    "fdlFUICalendarItemView_title { font-size: 12; }",
    "fdlFUICalendarItemView_title { font-style: caption1; }",
    "fdlFUICalendarItemView_title { font-name: DejaVu Sans; }",
    "fdlFUICalendarItemView_title { tint-color { -disabled }: #FF0000; }",
    "fdlFUICalendarItemView_title { tint-color-highlighted: #FF0000; }",
    "fdlFUICalendarItemView_title { tint-color-selected: #FF0000; }",
    "fdlFUICalendarItemView_title { font-name { -highlighted }: thinSystem; }",
    "fdlFUICalendarItemView_title { font-name-selected: thinSystem; }",
    "fdlFUICalendarItemView_weekNumberText { font-color: #FF0000; }",
    "fdlFUICalendarItemView_weekNumberText { font-size: 8; }",
    "fdlFUICalendarItemView_weekNumberText { font-style: headline; }",
    "fdlFUICalendarItemView_weekNumberText { font-name: boldSystem; }",
    "fdlFUICalendarItemView_selectionSingle { background-color: #FF0000; }",
    "fdlFUICalendarItemView_eventView { background-color: #FF0000; }",
    "fdlFUIWeekLabelView_weekDayText { font-color: #FF0000; }",
    "fdlFUIWeekLabelView_weekDayText { font-size: 14; }",
    "fdlFUIWeekLabelView_weekDayText { font-style: body; }",
    "fdlFUIWeekLabelView_weekDayText { font-name: lightSystem; }",
    "fdlFUIWeekLabelView_weekDayText { tint-color-highlighted: #FF0000; }",
    "fdlFUICalendarView { background-color: #FF0000; }",
  ])
  func everyStylesheetPropertyChangesTheImage(rule: String) throws {
    let spec =
      Self.example
      + "\nshowsWeekNumbers: true\nstartDate: 2019-01-05\nendDate: 2019-12-31\nscale: 1"
    let plain = try renderer.render(try prepared(spec), format: .png).bytes
    let themed = try renderer.render(try prepared(spec, stylesheet: rule), format: .png).bytes
    #expect(plain != themed, "\(rule) did not change the image")
  }

  @Test func svgIsWellFormedXML() throws {
    let svg = try renderer.render(try prepared(Self.example), format: .svg).bytes
    let parser = XMLParser(data: Data(svg))
    #expect(parser.parse(), "\(parser.parserError.map { String(describing: $0) } ?? "")")
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains("width=\"375px\""))
    // The caption comes from the spec: the visible month and what is selected.
    #expect(text.contains("<title id=\"title\">Jan 2019</title>"))
    #expect(text.contains("Today is 2019-01-10. Selected: 2019-01-23.</desc>"))
  }

  @Test func pdfHasNoClockDate() throws {
    let pdf = try renderer.render(try prepared(Self.example), format: .pdf).bytes
    #expect(pdf.starts(with: Array("%PDF".utf8)))
  }

  @Test func missingFontFamilyFallsBackWithAWarning() throws {
    let prepared = try prepared(
      Self.example, stylesheet: "fdlFUICalendarItemView_title { font-name: NoSuchFontFamily; }")
    let output = try renderer.render(prepared, format: .png)
    #expect(
      output.warnings.contains { $0.code == .font && $0.message.contains("NoSuchFontFamily") })
  }

  @Test func unknownStylesheetPropertyIsAWarningNotAnError() throws {
    let prepared = try prepared(
      Self.example, stylesheet: "fdlFUICalendarItemView_title { font-colour: #FF0000; }")
    #expect(prepared.warnings.contains { $0.message.contains("font-color") })
  }

  @Test func badStylesheetIsBadInputWithItsPosition() throws {
    #expect {
      _ = try prepared(
        Self.example, stylesheet: "fdlFUICalendarItemView_title {\n  font-color: #GG0000;\n}")
    } throws: { error in
      guard case CalendsError.badInput(let problems) = error, let problem = problems.first
      else { return false }
      return problem.code == .stylesheet && problem.file?.hasSuffix("t.nss") == true
        && problem.line == 2 && problem.field == "theme"
    }
  }

  @Test func clockTodayIsTodayInUTC() {
    let today = CalendarRenderer.clockToday()
    let seconds = Int(Date().timeIntervalSince1970)
    #expect(today.daysSinceEpoch == seconds / 86_400)
  }
}
