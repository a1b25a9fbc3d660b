import Calends
import CalendsDrawing
import CalendsLayout
import Foundation
import Testing

/// Text that cannot be seen costs nothing: a feed's million-character title is shaped only
/// as far as its box could show, and a grapheme cluster wider than its box (a long emoji
/// ZWJ sequence) is cut, never drawn across the next columns. Measured with Pango, whose
/// 32-bit widths once made the million characters "fit".
@Suite(.serialized) struct UnseenTextTests {
  let renderer = TestSupport.renderer

  func prepared(_ family: FamilyDocument, today: String) throws -> CalendarRenderer.Prepared {
    var canvas = Canvas()
    canvas.today = try Day(today)
    return try renderer.prepare(CalendarSpec(canvas: canvas, family: family))
  }

  static let millionCharacters = String(
    String(repeating: "Quartalsabschlussbesprechung ", count: 35_000).prefix(1_000_000))

  @Test(arguments: OutputFormat.allCases.filter { !$0.needsPanel })
  func aMillionCharacterTitleIsDrawnAsFarAsItsBoxShows(format: OutputFormat) throws {
    var wall = WallMonthSpec()
    wall.events = [
      TimelineEvent(
        id: "long", title: Self.millionCharacters, start: try CivilTime("2026-03-10T09:00"),
        end: try CivilTime("2026-03-10T10:00"))
    ]
    let prepared = try prepared(.wallMonth(wall), today: "2026-03-11")
    let scene = renderer.scene(prepared)
    let longest = scene.nodes.compactMap { node -> Int? in
      if case .text(let run) = node { return run.text.count }
      return nil
    }.max() ?? 0
    #expect(longest < 2_000, "a text run of \(longest) characters")
    let output = try renderer.render(prepared, format: format)
    // Without the bound the SVG held a glyph reference per character: 47 MB.
    #expect(output.bytes.count < 400_000, "\(output.bytes.count) bytes")
    #expect(output.report.cut.count == 1)
    // The report keeps the whole text (a line gives its time before it).
    #expect((output.report.cut.first?.text.count ?? 0) >= 1_000_000)
  }

  /// The agenda too: its title wraps to `eventTitleLines` lines, the last cut, and the report
  /// says so; the rows a height does not hold are named behind "+N more".
  @Test func theAgendaCutsAMillionCharacterTitleAndSaysWhatItHides() throws {
    var agenda = AgendaSpec()
    agenda.events =
      [
        TimelineEvent(
          id: "long", title: Self.millionCharacters, start: try CivilTime("2026-03-10T09:00"),
          end: try CivilTime("2026-03-10T10:00"))
      ]
      + (0..<40).map { index in
        TimelineEvent(
          id: "e\(index)", title: "Event \(index)", start: try! CivilTime("2026-03-11T09:00"),
          end: try! CivilTime("2026-03-11T10:00"))
      }
    var canvas = Canvas()
    canvas.today = try Day("2026-03-10")
    canvas.width = 400
    canvas.height = 600
    let prepared = try renderer.prepare(CalendarSpec(canvas: canvas, family: .agenda(agenda)))
    let output = try renderer.render(prepared, format: .png)
    #expect(output.report.cut.map(\.identifier) == ["long"])
    #expect((output.report.cut.first?.text.count ?? 0) == 1_000_000)
    #expect((output.report.cut.first?.drawn.count ?? 0) < 2_000)
    let hidden = try #require(output.report.hidden.first)
    #expect(hidden.date == (try Day("2026-03-11")))
    let shown = renderer.layout(prepared).items.compactMap(\.agendaEvent).count
    #expect(shown + hidden.identifiers.count == 41)
  }

  @Test func anEmojiSequenceWiderThanItsBlockIsCutNotDrawnAcrossColumns() throws {
    var timeline = TimelineSpec()
    timeline.visibleDays = 5
    timeline.startDay = try Day("2026-03-09")
    timeline.hours = 8...12
    let title = Array(repeating: "\u{1F468}", count: 1_000).joined(separator: "\u{200D}")
    timeline.events = [
      TimelineEvent(
        id: "zwj", title: title, start: try CivilTime("2026-03-10T09:00"),
        end: try CivilTime("2026-03-10T11:00"))
    ]
    let prepared = try prepared(.timeline(timeline), today: "2026-03-10")
    let tree = renderer.layout(prepared)
    let block = try #require(tree.items.first { $0.timelineEvent?.identifier == "zwj" })
    let event = try #require(block.timelineEvent)
    #expect(event.truncated)
    for line in event.lines {
      #expect(line.text.count < 10, "\(line.text.prefix(40))")
      #expect(line.frame.maxX <= block.frame.maxX + 0.5)
    }
    let report = try renderer.render(prepared, format: .png).report
    #expect(report.cut.map(\.identifier) == ["zwj"])
  }
}
