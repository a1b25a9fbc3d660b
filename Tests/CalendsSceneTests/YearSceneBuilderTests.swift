import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsScene

/// The year views are painted with the control's theme roles, their fonts scaled by the
/// layout's `fontScale`.
@Suite struct YearSceneBuilderTests {
  func scene(_ yaml: String, theme: CalendarTheme = .light) throws -> (LayoutTree, Scene) {
    let spec = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
    let tree = CalendarLayout(
      spec: spec, today: Day(iso: "2027-03-10")!, theme: theme,
      measurer: ApproximateTextMeasurer()
    ).layout()
    return (tree, SceneBuilder(theme: theme).build(tree))
  }

  func runs(_ scene: Scene) -> [TextRun] {
    scene.nodes.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  static let twoMonths = """
    style: multiMonth
    months: 2
    displayDateAtStartup: 2027-03-01
    width: 400
    selectedDateRange: {start: 2027-03-29, end: 2027-04-02}
    eventDates: [2027-03-18]
    disabledDates: {before: 2027-03-04}
    """

  @Test func multiMonthDumps() throws {
    golden.assert(try scene(Self.twoMonths).1.dump(), named: "multimonth-2027-03-light.txt")
    golden.assert(
      try scene(Self.twoMonths, theme: .dark).1.dump(), named: "multimonth-2027-03-dark.txt")
  }

  @Test func weeksDump() throws {
    let (_, dark) = try scene(
      "style: weeks\nweeks: 3\ndisplayDateAtStartup: 2027-03-28\nshowsWeekNumbers: true\nwidth: 420",
      theme: .dark)
    golden.assert(dark.dump(), named: "weeks-2027-03-28-dark.txt")
  }

  @Test func fontsFollowTheLayoutsScaleAndTheThemesRoles() throws {
    var theme = CalendarTheme.light
    theme.dayTitle.normal.color = Color(hex: 0x112233)
    theme.monthHeader.color = Color(hex: 0x445566)
    let (tree, scene) = try scene("style: year\nyear: 2027\nwidth: 700", theme: theme)
    let scale = try #require(tree.inputs.year?.fontScale)
    #expect(scale < 1)
    let all = runs(scene)
    let day = try #require(all.first { $0.text == "15" })
    #expect(day.font.size == 16 * scale && day.color == Color(hex: 0x112233))
    let today = try #require(all.first { $0.text == "10" && $0.font.weight == .bold })
    #expect(today.font.size == 17 * scale && today.color == theme.dayTitle.highlighted.color)
    let month = try #require(all.first { $0.text == "March" })
    #expect(month.font.size == 17 * max(scale, 0.75) && month.color == Color(hex: 0x445566))
    let title = try #require(all.first { $0.text == "2027" })
    #expect(title.font.size == 31 && title.font.weight == theme.monthHeader.font.weight)
    #expect(title.color == Color(hex: 0x445566))
    #expect(scene.background == theme.background)
  }

  @Test func weeksMonthNamesTakeTheHeaderColourInTheWeekdayFont() throws {
    let (tree, scene) = try scene("style: weeks\ndisplayDateAtStartup: 2027-03-28")
    let scaled = YearMetrics.theme(.light, fontScale: tree.inputs.year!.fontScale)
    let april = try #require(runs(scene).first { $0.text == "Apr" })
    #expect(april.font == scaled.weekdayText.normal.font)
    #expect(april.color == CalendarTheme.light.monthHeader.color)
    #expect(
      scene.nodes.contains {
        if case .rect(_, let color) = $0 { color == CalendarTheme.light.separator } else { false }
      })
  }

  @Test func discsBandsAndDotsComeFromTheControlsRoles() throws {
    let (_, scene) = try scene(Self.twoMonths)
    let light = CalendarTheme.light
    var circles: [Color] = []
    var bands = 0
    for node in scene.nodes {
      if case .circle(_, _, let color) = node { circles.append(color) }
      if case .band(_, _, _, let color) = node, color == light.selectionRange { bands += 1 }
    }
    #expect(circles.filter { $0 == light.selectionSingle }.count == 2)
    #expect(circles.filter { $0 == light.eventView }.count == 1)
    #expect(bands == 2)
  }

  @Test func theCaptionNamesTheViewAndItsTitle() throws {
    let (_, year) = try scene("style: year\nyear: 2027\nselectedDate: 2027-05-05")
    #expect(year.caption.title == "2027")
    #expect(
      year.caption.summary
        == "Year calendar, weeks starting on Sunday, locale en_US. Today is 2027-03-10. Selected: 2027-05-05."
    )
    #expect(try scene(Self.twoMonths).1.caption.title == "March\u{2009}–\u{2009}April 2027")
    #expect(try scene(Self.twoMonths).1.caption.summary.hasPrefix("Multi-month calendar"))
    #expect(try scene("style: weeks").1.caption.summary.hasPrefix("Rolling weeks calendar"))
  }

  /// A printed year's month pages draw the year's events as the wall month does: a bar with
  /// its title for an all-day event, a dot and `HH:MM title` for a timed one, "+N more" past
  /// `dayMaxEvents`. (The layout placed them, and nothing drew them.)
  @Test func monthPagesPaintTheYearsEvents() throws {
    let spec = try SpecReader.read(
      Data(
        """
        style: year
        year: 2027
        paper: a4
        pages: months
        dayMaxEvents: 1
        events:
          - {id: fair, title: Book fair, start: 2027-03-09, end: 2027-03-12, allDay: true}
          - {id: call, title: Call, start: 2027-03-16T09:00, end: 2027-03-16T10:00}
          - {id: a, title: Dentist, start: 2027-03-23T08:00, end: 2027-03-23T09:00}
          - {id: b, title: Gym, start: 2027-03-23T18:00, end: 2027-03-23T19:00}
        """.utf8), source: "spec.yaml")
    let document = CalendarLayout(
      spec: spec, today: Day(iso: "2027-03-10")!, theme: .light,
      measurer: ApproximateTextMeasurer()
    ).document()
    let scenes = SceneBuilder(theme: .light).build(document)
    let march = try #require(
      scenes.pages.first { page in runs(page).contains { $0.text == "March 2027" } })
    let texts = runs(march).map(\.text)
    #expect(texts.contains("Book fair"), "\(texts)")
    #expect(texts.contains { $0.hasSuffix("Call") }, "\(texts)")
    #expect(texts.contains { $0.contains("more") }, "\(texts)")
    let bands = march.nodes.filter { if case .band = $0 { true } else { false } }
    #expect(!bands.isEmpty)
    // The layout's event items and the painted ones agree, page by page.
    for (tree, page) in zip(document.pages, scenes.pages) {
      let titled = tree.items.compactMap(\.eventBar).map(\.drawnText).filter { !$0.isEmpty }
      for title in titled { #expect(runs(page).contains { $0.text == title }, "\(title)") }
    }
  }

  /// A planner's pages carry the layout's links by the name of the page they land on, and
  /// the anchors nest the month pages under the cover; nothing is drawn for them, so each
  /// page's nodes are those of the page built alone.
  @Test func plannerPagesCarryTheirLinksAndAnchors() throws {
    let spec = try SpecReader.read(
      Data("style: year\nyear: 2027\npaper: a4\npages: months\ncover: true".utf8),
      source: "spec.yaml")
    let document = CalendarLayout(
      spec: spec, today: Day(iso: "2027-03-10")!, theme: .light,
      measurer: ApproximateTextMeasurer()
    ).document()
    let scenes = SceneBuilder(theme: .light).build(document)
    #expect(scenes.anchors.count == 13)
    #expect(scenes.anchors[0] == SceneDocument.Anchor(destination: "year-2027", parent: nil))
    #expect(scenes.anchors[3] == SceneDocument.Anchor(destination: "month-2027-03", parent: 0))
    #expect(
      scenes.pages[0].links.map(\.destination)
        == (1...12).map { String(format: "month-2027-%02d", $0) })
    #expect(scenes.pages[0].links[2].area == document.pages[0].navigation.months[2].frame)
    #expect(
      scenes.pages[3].links == [
        SceneLink(area: document.pages[3].navigation.links[0].frame, destination: "year-2027")
      ])
    for (tree, page) in zip(document.pages, scenes.pages) {
      #expect(page.nodes == SceneBuilder(theme: .light).build(tree).nodes)
    }
    // The dump shows them: a `link` line per link, and the outline after the last page.
    let dump = scenes.dump()
    #expect(dump.contains("\nlink 34.02,34.02 527.24x"))
    #expect(dump.contains("→ month-2027-12\n"))
    #expect(dump.hasSuffix("outline   \"December 2027\" → month-2027-12\n"))
    #expect(
      dump.contains("\noutline \"2027\" → year-2027\noutline   \"January 2027\" → month-2027-01\n"))
  }
}

/// A planner's writing space and a tablet's greys, painted.
@Suite struct PlannerSceneTests {
  @Test(arguments: [WritingSpace.lines, .dots, .grid])
  func aDaysSpaceIsFilledEverySpacing(style: WritingSpace) {
    let frame = Rect(x: 10, y: 20, width: 60, height: 40)
    let nodes = YearSceneBuilder.writingSpace(
      .init(date: Day(iso: "2027-03-10")!, style: style, spacing: 17), in: frame,
      color: Color(hex: 0xDDDDDD))
    // 40 pt hold two rows of 17, 60 pt three columns.
    switch style {
    case .lines: #expect(nodes.count == 2)
    case .dots: #expect(nodes.count == 2 * 3)
    case .grid: #expect(nodes.count == 3 + 4)
    case .none: #expect(nodes.isEmpty)
    }
    for node in nodes {
      switch node {
      case .rect(let rect, _): #expect(rect.minX >= 9.7 && rect.maxX <= 70.3 && rect.maxY <= 60.3)
      // Dots are centred: 60 pt hold three 17 pt apart, 12.5 pt from each side, so the next
      // day's dots are never beside them.
      case .circle(let center, _, _):
        #expect(center.x >= 10 + 8.5 && center.x <= 70 - 8.5 && center.y <= 60)
      default: Issue.record("\(node)")
      }
    }
  }

  @Test func aTabletsPageIsGreyWithReadableText() {
    let scene = Scene(
      width: 100, height: 100, background: .white,
      nodes: [
        .rect(Rect(x: 50, y: 50, width: 10, height: 10), Color(hex: 0x0070F2)),
        .text(
          TextRun(
            text: "a", font: FontSpec(size: 12), color: Color(hex: 0xA0B0C0),
            frame: Rect(x: 0, y: 0, width: 10, height: 10))),
      ]
    ).inTabletGreys()
    guard case .rect(_, let fill) = scene.nodes[0], case .text(let run) = scene.nodes[1] else {
      Issue.record("nodes changed kind")
      return
    }
    #expect(fill.red == fill.green && fill.green == fill.blue)
    #expect(run.color.red == 102 && run.color.green == 102 && run.color.blue == 102)
    // A white title on a dark bar stays light.
    let bar = Scene(
      width: 100, height: 100, background: .white,
      nodes: [
        .band(
          Rect(x: 0, y: 0, width: 50, height: 10), roundLeft: true, roundRight: true,
          Color(hex: 0x0057D2)),
        .text(
          TextRun(
            text: "Book fair", font: FontSpec(size: 9), color: .white,
            frame: Rect(x: 2, y: 0, width: 40, height: 10))),
      ]
    ).inTabletGreys()
    guard case .text(let title) = bar.nodes[1] else { return }
    #expect(title.color.red == 255)
  }

  /// Today's header in the accent (#0070F2) was a lighter grey than the other days' dark
  /// text on a tablet, so today faded; an accent's text takes black on the page and white on
  /// a dark bar.
  @Test func anAccentsTextIsTheStrongestGreyOnATablet() {
    func text(_ color: Color, x: Double) -> SceneNode {
      .text(
        TextRun(
          text: "6", font: FontSpec(size: 12), color: color,
          frame: Rect(x: x, y: 0, width: 10, height: 10)))
    }
    let scene = Scene(
      width: 100, height: 100, background: .white,
      nodes: [
        text(Color(hex: 0x0070F2), x: 0), text(Color(hex: 0x1D2D3E), x: 20),
        .rect(Rect(x: 40, y: 0, width: 20, height: 10), Color(hex: 0x1D2D3E)),
        text(Color(hex: 0x0070F2), x: 45), text(Color(hex: 0xA0B0C0), x: 70),
      ]
    ).inTabletGreys()
    let greys = scene.nodes.compactMap { node -> Int? in
      if case .text(let run) = node { Int(run.color.red) } else { nil }
    }
    // Today black, the other day's label its own dark grey, today on a dark bar white, a
    // pale label no lighter than #666666.
    #expect(greys == [0, 43, 255, 102])
  }
}
