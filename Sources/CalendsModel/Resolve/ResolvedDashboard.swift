public import CalendsValues

/// The dashboard resolved: each pane's family resolved for the shared `today`, and the
/// days of all of them, over which the calendars are read once and handed to every pane.
public struct ResolvedDashboard: FamilyCalendarRules, Hashable {
  public private(set) var dashboard: DashboardSpec
  /// The panes' families, row by row, pane by pane.
  public private(set) var panes: [[ResolvedFamily]]

  init(_ dashboard: DashboardSpec, today: Day) {
    self.dashboard = dashboard
    panes = dashboard.rows.map { row in row.panes.map { ResolvedFamily($0.spec, today: today) } }
  }

  /// From the first day any pane draws to the last.
  public var calendarDays: ClosedRange<Day>? {
    let spans = panes.joined().compactMap(\.rules.calendarDays)
    guard let first = spans.map(\.lowerBound).min(), let last = spans.map(\.upperBound).max()
    else { return nil }
    return first...last
  }

  public func reads(_ source: CalendarSource) -> Bool {
    panes.joined().contains { $0.rules.reads(source) }
  }

  public var document: FamilyDocument {
    var drawn = dashboard
    for (row, families) in panes.enumerated() {
      for (index, family) in families.enumerated() {
        drawn.rows[row].panes[index].spec.family = family.document
      }
    }
    return .dashboard(drawn)
  }

  mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    for row in panes.indices {
      for index in panes[row].indices {
        guard panes[row][index].rules.calendarDays != nil else { continue }
        try panes[row][index].draw(occurrences)
      }
    }
  }
}
