public import CalendsValues

/// The agenda resolved: the days it lists, from its first day.
public struct ResolvedAgenda: FamilyCalendarRules, Hashable {
  public private(set) var agenda: AgendaSpec
  /// The days listed, first to last.
  public let days: ClosedRange<Day>

  init(_ agenda: AgendaSpec, canvas: Canvas, today: Day) {
    self.agenda = agenda
    let first = AgendaSpec.firstDay(canvas: canvas, today: today)
    days = first...first.adding(days: agenda.listDays - 1)
  }

  public var calendarDays: ClosedRange<Day>? { days }
  public var document: FamilyDocument { .agenda(agenda) }

  mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    agenda.events = try occurrences.events(after: agenda.events)
  }
}
