public import CalendsValues

/// A year, multiMonth or weeks view resolved: the months it draws as blocks.
public struct ResolvedYear: FamilyCalendarRules, Hashable {
  public private(set) var year: YearSpec
  /// `YearSpec.blockMonths`: empty for the weeks view.
  public let months: [YearMonth]
  /// The months (or weeks) and the adjacent days of their first and last rows, inside the
  /// supported years.
  let shownDays: ClosedRange<Day>

  init(_ year: YearSpec, canvas: Canvas, today: Day) {
    self.year = year
    months = year.blockMonths(canvas: canvas, today: today)
    let from: Day
    let through: Day
    if let first = months.first, let last = months.last {
      from = first.firstDay.adding(days: -7)
      through = last.lastDay.adding(days: 14)
    } else {
      let start = canvas.displayDateAtStartup ?? today
      from = start.adding(days: -7)
      through = start.adding(days: 7 * (year.weeks + 1))
    }
    let earliest = Day(unchecked: Day.supportedYears.lowerBound, 1, 1)
    let latest = Day(unchecked: Day.supportedYears.upperBound, 12, 31)
    shownDays = max(from, earliest)...min(through, latest)
  }

  public var calendarDays: ClosedRange<Day>? { shownDays }
  public var document: FamilyDocument { .year(year) }

  /// Dots and day classes; a printed year's month pages draw the events as the wall month
  /// does.
  mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    year.calendarDots = occurrences.dots
    occurrences.addClasses(to: &year.dayData)
    if year.page?.pages.hasMonthPages == true {
      year.events = try occurrences.events(after: year.events)
    }
  }
}
