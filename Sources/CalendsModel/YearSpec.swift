public import CalendsValues

/// The three views of the year family: a whole year, a run of months, a rolling grid of weeks.
public enum YearView: String, Hashable, Sendable, CaseIterable {
  /// The twelve months of `year`, each a compact month block, in columns.
  case year
  /// `months` month blocks from the month of `displayDateAtStartup`, in columns.
  case multiMonth
  /// `weeks` rows of seven days from the week holding `displayDateAtStartup`, one continuous
  /// grid across month boundaries.
  case weeks

  /// The same view as the `style` field's value.
  public var calendarStyle: CalendarStyle {
    switch self {
    case .year: .year
    case .multiMonth: .multiMonth
    case .weeks: .weeks
    }
  }
}

/// How the year view arranges its days: twelve month blocks, or a contribution calendar.
public enum YearArrangement: String, Hashable, Sendable, CaseIterable {
  /// A compact month block per month, in columns.
  case blocks
  /// GitHub's contribution calendar: one column per week and one row per weekday, exactly
  /// the year's days, cells filled by the heat map.
  case contributions
}

/// The year family's own fields (`style: year | multiMonth | weeks`). The day states reuse
/// the control's model types and fields (`selectedDate`, `selectedDates`,
/// `selectedDateRange`, `disabledDates`, `eventDates`, `hasEventIndicator`,
/// `showsWeekNumbers`), so a day looks and reads the same as in the month style.
public struct YearSpec: Hashable, Sendable {
  /// Which view draws the document: `year` (the default), `multiMonth` or `weeks`.
  public var view: YearView = .year
  /// `layout`: the year view's arrangement.
  public var arrangement: YearArrangement = .blocks
  /// The year drawn by the year view; nil means the year of `displayDateAtStartup`, else of
  /// `today` (see `resolvedYear`).
  public var year: Int?
  /// Month blocks of the multiMonth view.
  public var months: Int = Defaults.months
  /// Rows of the weeks view.
  public var weeks: Int = Defaults.weeks
  /// Columns of month blocks; nil fits as many as the width holds (`YearLayout`).
  public var columns: Int?
  /// The title above the blocks: the year, or the first and last month.
  public var showsTitle: Bool = true
  /// The adjacent months' days in each block's first and last rows, greyed.
  public var showsAdjacentDays: Bool = false
  /// A leading column of ISO 8601 week numbers in each month block (or the weeks grid);
  /// default `false`. Not with `layout: contributions`.
  public var showsWeekNumbers: Bool = false
  /// A selected day, drawn as the month style draws one; nil for none. Not with
  /// `selectedDateRange`.
  public var selectedDate: Day?
  /// Selected days, each drawn as a single selection; up to 10,000. Not with
  /// `selectedDateRange`.
  public var selectedDates: [Day] = []
  /// A selected range, drawn as rangeSelection's band across the blocks; nil for none. Not
  /// with `selectedDate` or `selectedDates`.
  public var selectedDateRange: DateRange?
  /// Days that draw the event indicator dot, up to 10,000.
  public var eventDates: Set<Day> = []
  /// As `ControlSpec.calendarDots`: the calendars' dots, set when the spec is prepared.
  public var calendarDots: [Day: [ColorSpecifier?]] = [:]
  /// Whether days draw event dots; `false` gives cells with numbers only. Default `true`.
  public var hasEventIndicator: Bool = true
  /// Days drawn disabled (greyed): listed dates, weekdays, and every day before or after a
  /// date. Default none.
  public var disabledDates: DisabledDates = .none
  /// The printed page (`paper` and the fields with it); nil for a screen image.
  public var page: PageSetup?
  /// `days` and `heatmap`: per-day classes, subtitles, dots and heat-map values.
  public var dayData: DayData = .none
  /// The timeline's events (and the `calendars`' occurrences), drawn on the month pages of
  /// `pages: months` as the wall month draws them: a printed year's month page is a wall
  /// month. Read only with `pages: months`; the overview shows days, not titles.
  public var events: [TimelineEvent] = []
  /// `dayMaxEvents` on the month pages, as the wall month's: at most this many events in a
  /// day's cell, then "+N more"; nil as many as fit.
  public var dayMaxEvents: Int?
  /// `eventTitleLines` on the month pages, as the wall month's.
  public var eventTitleLines = WallMonthSpec.Defaults.eventTitleLines
  /// What fills the free space of each day on the month and week pages: nothing (the
  /// default), ruled lines, dots or a grid, thin and light. Read only with month pages.
  public var writingSpace: WritingSpace = .none

  /// A document for `view` with every field at its default: a screen image, no selection.
  public init(view: YearView = .year) {
    self.view = view
  }

  /// The defaults of `months` and `weeks`.
  public enum Defaults {
    /// A quarter: the usual "three months at a glance".
    public static let months = 3
    /// Six weeks: a month and its neighbours' edges, as a month view's six rows.
    public static let weeks = 6
  }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// `year`: the supported years, 1…9999.
    public static let years =
      Double(
        Day.supportedYears.lowerBound)...Double(
        Day.supportedYears.upperBound)
    /// `months`: month blocks, 1…24.
    public static let months = 1...Double(CalendsValues.Limits.monthsPerImage)
    /// `weeks`: rows, 1…52.
    public static let weeks: ClosedRange<Double> = 1...52
    /// `columns`: columns of month blocks, 1…6.
    public static let columns: ClosedRange<Double> = 1...6
  }

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .year)

  /// The year view's year: `year`, else the year of `displayDateAtStartup`, else `today`'s.
  public func resolvedYear(canvas: Canvas, today: Day) -> Int {
    year ?? (canvas.displayDateAtStartup ?? today).year
  }

  /// The months drawn as blocks, first to last; empty for the weeks view. Clamped to the
  /// supported years, so a multiMonth run starting late in 9999 stops at its December.
  public func blockMonths(canvas: Canvas, today: Day) -> [YearMonth] {
    switch view {
    case .year:
      let year = resolvedYear(canvas: canvas, today: today)
      return (1...12).map { YearMonth(unchecked: year, $0) }
    case .multiMonth:
      let first = (canvas.displayDateAtStartup ?? today).yearMonth
      let last = YearMonth(unchecked: Day.supportedYears.upperBound, 12)
      return (0..<months).map { first.adding(months: $0) }.filter { $0 <= last && $0 >= first }
    case .weeks:
      return []
    }
  }
}

extension SpecReader {
  /// Reads a year-family document from the fields that are not the canvas's.
  func readYear(_ view: YearView, _ fields: [(String, SpecValue)], canvas: Canvas)
    throws(SpecError) -> YearSpec
  {
    var year = YearSpec(view: view)
    var given: Set<String> = []
    var pageFields: [String: SpecValue] = [:]
    for (key, value) in fields {
      if PageSetup.fieldNames.contains(key) {
        pageFields[key] = value
        continue
      }
      try readYearField(key, value, into: &year)
      given.insert(key)
    }
    try checkYearRules(year, given: given)
    year.page = try readPageSetup(pageFields, view: view, canvas: canvas)
    if year.arrangement == .contributions, let pages = year.page?.pages, pages.hasMonthPages {
      throw fail(
        "pages", "\(pages.rawValue) makes month pages; the contribution calendar is one page")
    }
    if given.contains("events"), year.page?.pages.hasMonthPages != true {
      throw fail(
        "events",
        "are drawn on the month (week, day) pages of a printed year (paper and pages: months, weeks or days); a single page shows days, not titles: mark them with eventDates"
      )
    }
    if given.contains("eventTitleLines"), year.page?.pages.hasMonthPages != true {
      throw fail(
        "eventTitleLines",
        "counts the lines of an event's text on the month pages of a printed year (paper and pages: months)"
      )
    }
    if given.contains("writingSpace"), year.page?.pages.hasMonthPages != true {
      throw fail(
        "writingSpace",
        "fills the days of the month and week pages of a printed year (paper and pages: months, weeks or days)"
      )
    }
    if given.contains("dayMaxEvents"), year.page?.pages.hasMonthPages != true {
      throw fail(
        "dayMaxEvents",
        "counts the events in a day's cell on the month pages of a printed year (paper and pages: months)"
      )
    }
    if let page = year.page, view == .weeks, year.weeks > page.mostWeekRows {
      throw fail(
        "weeks",
        "\(year.weeks) rows do not fit the page: at most \(page.mostWeekRows) fit this paper inside its margins (\(Int(PageSetup.Limits.weekRow)) pt a row); use fewer weeks, larger paper or smaller margins"
      )
    }
    return year
  }

  private func readYearField(_ key: String, _ value: SpecValue, into year: inout YearSpec)
    throws(SpecError)
  {
    switch key {
    case "year": year.year = try count(value, key, in: YearSpec.Limits.years)
    case "months": year.months = try count(value, key, in: YearSpec.Limits.months)
    case "weeks": year.weeks = try count(value, key, in: YearSpec.Limits.weeks)
    case "columns": year.columns = try count(value, key, in: YearSpec.Limits.columns)
    case "layout": year.arrangement = try enumeration(value, key)
    case "showsTitle": year.showsTitle = try bool(value, key)
    case "showsAdjacentDays": year.showsAdjacentDays = try bool(value, key)
    case "showsWeekNumbers": year.showsWeekNumbers = try bool(value, key)
    case "selectedDate": year.selectedDate = try day(value, key)
    case "selectedDates":
      year.selectedDates = try days(value, key, limit: ControlSpec.Limits.eventDates)
    case "selectedDateRange": year.selectedDateRange = try dateRange(value, key)
    case "eventDates":
      year.eventDates = Set(try days(value, key, limit: ControlSpec.Limits.eventDates))
    case "hasEventIndicator": year.hasEventIndicator = try bool(value, key)
    case "events": year.events = try events(value, key)
    case "dayMaxEvents":
      year.dayMaxEvents = try count(value, key, in: WallMonthSpec.Limits.dayMaxEvents)
    case "eventTitleLines":
      year.eventTitleLines = try count(value, key, in: WallMonthSpec.Limits.eventTitleLines)
    case "disabledDates": year.disabledDates = try disabledDates(value, key)
    case "writingSpace": year.writingSpace = try enumeration(value, key)
    default:
      if try readDayDataField(key, value, into: &year.dayData) { return }
      throw misplaced(key, style: year.view.calendarStyle)
    }
  }

  /// Fields that belong to one view of the family only, and selections that cannot be
  /// drawn together.
  private func checkYearRules(_ year: YearSpec, given: Set<String>) throws(SpecError) {
    let onlyIn: [(field: String, view: YearView, why: String)] = [
      ("year", .year, "multiMonth and weeks start at the month or week of displayDateAtStartup"),
      ("months", .multiMonth, "the year view draws 12 months; weeks counts rows with weeks"),
      ("weeks", .weeks, "the year and multiMonth views count months"),
    ]
    for rule in onlyIn where given.contains(rule.field) && year.view != rule.view {
      throw fail(
        rule.field,
        "is read by style \(rule.view.rawValue) only, but style is \(year.view.rawValue): \(rule.why)"
      )
    }
    if given.contains("layout"), year.view != .year {
      throw fail(
        "layout",
        "is read by style year only, but style is \(year.view.rawValue): the contribution calendar draws one whole year"
      )
    }
    if year.arrangement == .contributions {
      for other in ["columns", "showsAdjacentDays", "showsWeekNumbers"] where given.contains(other)
      {
        throw fail(
          other,
          "has no meaning in the contribution calendar (layout: contributions): it has no month blocks"
        )
      }
    }
    if given.contains("columns"), year.view == .weeks {
      throw fail(
        "columns",
        "the weeks view is one continuous grid, not columns of month blocks; use style year or multiMonth"
      )
    }
    if given.contains("showsAdjacentDays"), year.view == .weeks {
      throw fail(
        "showsAdjacentDays",
        "the weeks view is one continuous grid and has no adjacent days; use style year or multiMonth"
      )
    }
    if year.selectedDateRange != nil, year.selectedDate != nil || !year.selectedDates.isEmpty {
      let other = year.selectedDate != nil ? "selectedDate" : "selectedDates"
      throw fail(
        "selectedDateRange",
        "cannot be combined with \(other); select either a range or separate days")
    }
    if let after = year.disabledDates.after, let before = year.disabledDates.before,
      after < before
    {
      throw fail(
        "disabledDates.after",
        "\(after) is before disabledDates.before \(before): every day would be disabled; did you swap them?"
      )
    }
  }
}

/// What fills the free space of each day on a printed year's month and week pages
/// (`writingSpace`), in the separator's colour, thin: ruled lines, dots or a grid every
/// `WritingSpace.spacing` points.
public enum WritingSpace: String, Hashable, Sendable, CaseIterable {
  case none, lines, dots, grid

  /// 6 mm between lines, dots or grid lines: between college ruling (7.1 mm) and a 5 mm
  /// dot grid.
  public static let spacing = PrintLength.points(6, unit: .millimetre)
}
