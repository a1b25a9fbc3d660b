public import CalendsValues
import Foundation

/// The wall month resolved: its month and the days of its grid (adjacent days are drawn).
public struct ResolvedWallMonth: FamilyCalendarRules, Hashable {
  public private(set) var wall: WallMonthSpec
  public let month: YearMonth
  /// The grid's rows, first to last day.
  public let gridDays: ClosedRange<Day>

  init(_ wall: WallMonthSpec, canvas: Canvas, today: Day) {
    self.wall = wall
    month = WallMonthSpec.month(canvas: canvas, today: today)
    let firstWeekday = canvas.weekStartDay.firstWeekday(locale: Locale(identifier: canvas.locale))
    gridDays = MonthGrid(month: month, firstWeekday: firstWeekday).span
  }

  public var calendarDays: ClosedRange<Day>? { gridDays }
  public var document: FamilyDocument { .wallMonth(wall) }

  mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    wall.events = try occurrences.events(after: wall.events)
  }
}
