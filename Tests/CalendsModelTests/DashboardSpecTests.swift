import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// A dashboard's rows and panes: each pane a spec of another style that shares the
/// dashboard's today, locale, theme and calendars; errors name the pane's field path.
@Suite struct DashboardSpecTests: SpecParsing {
  /// A spec of this style from the rest of its text (`SpecParsing`).
  func dashboard(_ yaml: String) throws -> CalendarSpec { try read("style: dashboard\n" + yaml) }
  func failure(_ yaml: String) -> String { error("style: dashboard\n" + yaml) }

  @Test func panesShareTheDashboardsFields() throws {
    let spec = try dashboard(
      """
      today: 2026-03-11
      locale: de_DE
      theme: dark
      width: 800
      height: 480
      calendars: [{ics: team.ics}]
      gap: 4
      rows:
        - {weight: 2, panes: [{style: month, weight: 3}, {style: agenda, listDays: 3}]}
        - panes: [{style: timeline, visibleDays: 3, displayDateAtStartup: 2026-04-01}]
      """)
    let dashboard = try #require(spec.dashboard)
    #expect(dashboard.gap == 4 && dashboard.rows.map(\.weight) == [2, 1])
    let panes = dashboard.rows.flatMap(\.panes)
    #expect(panes.map(\.spec.style) == [.month, .agenda, .timeline])
    #expect(panes.map(\.weight) == [3, 1, 1])
    for pane in panes {
      #expect(pane.spec.canvas.locale == "de_DE" && pane.spec.canvas.theme == "dark")
      #expect(pane.spec.canvas.today == Day(iso: "2026-03-11"))
      #expect(pane.spec.canvas.calendars.count == 1 && pane.spec.canvas.width == nil)
    }
    #expect(panes[2].spec.canvas.displayDateAtStartup == Day(iso: "2026-04-01"))
    #expect(try SpecReader(source: "again").read(SpecWriter.value(of: spec)) == spec)
  }

  @Test func errorsNameThePanesField() {
    #expect(failure("rows: []").contains("rows: a dashboard needs at least one row"))
    #expect(
      failure("rows: [{panes: [{style: agenda, listDays: 0}]}]")
        .contains("rows[0].panes[0].listDays: "))
    #expect(
      failure("rows: [{panes: [{style: month, locale: fr_FR}]}]")
        .contains("rows[0].panes[0].locale: a pane shares the dashboard's locale"))
    #expect(
      failure("rows: [{panes: [{style: month}, {style: month, width: 300}]}]")
        .contains("rows[0].panes[1].width: a pane's size is its share"))
    #expect(failure("rows: [{panes: [{listDays: 3}]}]").contains("rows[0].panes[0].style"))
    #expect(
      failure("rows: [{panes: [{style: dashboard, rows: []}]}]")
        .contains("a pane cannot be a dashboard"))
    #expect(
      failure("rows: [{panes: [{style: wallMonth, paper: a4}]}]")
        .contains("rows[0].panes[0].paper"))
    #expect(failure("rows: [{weight: 0, panes: [{style: month}]}]").contains("rows[0].weight"))
    let many = Array(repeating: "{style: month}", count: 13).joined(separator: ", ")
    #expect(failure("rows: [{panes: [\(many)]}]").contains("over the limit of 12"))
  }

  /// The calendars are read once, over every pane's days, and drawn into each pane.
  @Test func theCalendarDaysCoverEveryPane() throws {
    let spec = try dashboard(
      """
      rows:
        - panes: [{style: agenda, listDays: 3}, {style: month, displayDateAtStartup: 2026-05-01}]
      """)
    let days = ResolvedFamily(spec, today: Day(iso: "2026-03-11")!).rules.calendarDays
    #expect(days?.lowerBound == Day(iso: "2026-03-11"))
    #expect(days.map { $0.upperBound >= Day(iso: "2026-05-31")! } == true)
  }
}
