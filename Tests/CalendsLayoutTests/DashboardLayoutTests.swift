import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// A dashboard's panes: shares of the page by weight, `gap` apart, each laid out by its own
/// family at its share — a style as tall as its rows drawn narrower and centred where the
/// pane is short.
@Suite struct DashboardLayoutTests {
  func layout(_ yaml: String) throws -> LayoutTree {
    let spec = try SpecReader.read(
      Data(("style: dashboard\ntoday: 2026-03-11\n" + yaml).utf8), source: "spec.yaml")
    return CalendarLayout(
      spec: spec, today: d("2026-03-11"), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  @Test func panesShareThePageByWeight() throws {
    let tree = try layout(
      """
      width: 800
      height: 480
      gap: 10
      rows:
        - {weight: 2, panes: [{style: agenda, weight: 3}, {style: agenda}]}
        - panes: [{style: agenda}]
      """)
    let frames = tree.items.map(\.frame)
    #expect(tree.width == 800 && tree.height == 480)
    #expect(frames[0].width + frames[1].width + 10 == 800)
    #expect(frames[0].height + frames[2].height + 10 == 480)
    #expect(abs(frames[0].width / frames[1].width - 3) < 0.05)
    #expect(abs(frames[0].height / frames[2].height - 2) < 0.05)
    // An agenda fills its pane.
    for item in tree.items {
      let pane = try #require(item.pane)
      #expect(pane.layout.width == item.frame.width && pane.layout.height == item.frame.height)
      #expect(pane.origin == Point(x: item.frame.x, y: item.frame.y))
    }
  }

  /// A booking grid's days shrink with its width: in a short pane it is laid out narrower,
  /// centred. A month's rows do not: it keeps the pane's width, and the warning names the
  /// pane and what is left out.
  @Test func aViewTooTallForItsPaneIsNarrowerOrSaid() throws {
    let tree = try layout(
      "width: 800\nheight: 240\nrows: [{panes: [{style: booking, items: [{date: 2026-03-11, enabled: true, selected: false}]}, {style: agenda}]}]"
    )
    let booking = try #require(tree.items.first?.pane)
    let frame = tree.items[0].frame
    #expect(booking.layout.height <= frame.height + 0.5)
    #expect(booking.layout.width < frame.width)
    #expect(abs(booking.origin.x - (frame.width - booking.layout.width) / 2) < 0.001)
    #expect(tree.warnings.isEmpty)
    let month = try layout(
      "width: 800\nheight: 200\nrows: [{panes: [{style: month}, {style: agenda}]}]")
    #expect(month.items[0].pane?.layout.width == month.items[0].frame.width)
    #expect(month.warnings.count == 1)
    #expect(month.warnings.first?.hasPrefix("rows[0].panes[0]: the month view needs") == true)
  }

  /// Each pane's items are in the tree (for the report), its layout in the JSON and the
  /// dump, nested.
  @Test func paneLayoutsAreNestedInTheTree() throws {
    let tree = try layout(
      """
      width: 600
      height: 300
      rows:
        - panes:
            - {style: agenda, listDays: 1, events: [{id: a, title: A, start: 2026-03-11T09:00, end: 2026-03-11T10:00}]}
            - {style: agenda, listDays: 1, displayDateAtStartup: 2026-03-12, events: [{id: b, title: B, start: 2026-03-12T09:00, end: 2026-03-12T10:00}]}
      """)
    #expect(tree.items.count == 2)
    #expect(tree.allItems.compactMap(\.agendaEvent).map(\.identifier) == ["a", "b"])
    let json = tree.jsonString()
    #expect(json.contains("\"kind\": \"pane\"") && json.contains("\"layout\": {"))
    #expect(tree.dump().contains("\n  layout 296x300"))
  }
}
