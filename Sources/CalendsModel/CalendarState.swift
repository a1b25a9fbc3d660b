public import CalendsValues
import Foundation

/// Everything a calendar shows that user interaction can change: the visible page and the
/// selection, for all six styles.
///
/// Pure and value-typed so a spec's taps, swipes and scrolls replay to the same state every
/// time, and a layout can draw any state without knowing how it was reached. The rules are
/// the FUICalendarView documentation's, quoted at each place they are applied.
public struct CalendarState: Hashable, Sendable {
  /// The control style whose selection rules apply.
  public let style: ControlStyle
  /// The day drawn as today.
  public let today: Day
  /// The calendar's first and last day and the date shown at start-up, with the defaults
  /// applied; the page cannot be scrolled past its ends.
  public let range: CalendarRange
  /// 1 = Sunday … 7 = Saturday: the first column of every page.
  public let firstWeekday: Int
  /// The effective value: "always true" for rangeSelection and datesSelection, whatever
  /// the spec says ("if the developer sets isPersistentSelection to false, it will have no
  /// effect").
  public let isPersistentSelection: Bool
  /// Days that cannot be selected (`ControlSpec.disabledDates`).
  public let disabledDates: DisabledDates
  /// Days marked with the event indicator (`ControlSpec.eventDates`).
  public let eventDates: Set<Day>
  /// The calendars' colours per day (`ControlSpec.calendarDots`).
  public internal(set) var calendarDots: [Day: [ColorSpecifier?]]
  /// Whether days draw event dots (`ControlSpec.hasEventIndicator`).
  public let hasEventIndicator: Bool
  /// The week style always; the expandable style when it starts with (or is in) its week
  /// form; no other style.
  public var showsWeekForm: Bool
  /// The (first) displayed month; in a week form, the month the visible week belongs to for
  /// the title.
  public var visibleMonth: YearMonth
  /// Column 0 of the displayed week; in a month form, the week the expandable style would
  /// collapse to.
  public var visibleWeekStart: Day
  /// What is selected now: one day, a range, a set of days or nothing.
  public var selection: Selection

  /// The state at start-up, before any interaction.
  public init(canvas: Canvas, control spec: ControlSpec, today: Day) {
    style = spec.style
    self.today = today
    range = CalendarRange.resolve(
      start: spec.startDate, end: spec.endDate, display: canvas.displayDateAtStartup, today: today)
    firstWeekday = canvas.weekStartDay.firstWeekday(locale: Locale(identifier: canvas.locale))
    isPersistentSelection = spec.isPersistentSelection || !spec.style.selectsSingleDay
    disabledDates = spec.disabledDates
    eventDates = spec.eventDates
    calendarDots = spec.calendarDots
    hasEventIndicator = spec.hasEventIndicator
    showsWeekForm =
      spec.style == .week || (spec.style == .expandable && spec.expandableStyleStartsWithWeek)
    visibleMonth = range.displayDate.yearMonth
    visibleWeekStart = CalendarState.weekStart(of: range.displayDate, firstWeekday: firstWeekday)
    selection = .none
    selection = initialSelection(spec)
    if showsWeekForm { followWeek() } else { followMonth() }
  }

  /// The state a spec draws: start-up, then every interaction in the spec's order.
  public static func run(canvas: Canvas, control spec: ControlSpec, today: Day) -> CalendarState {
    var state = CalendarState(canvas: canvas, control: spec, today: today)
    for interaction in spec.interactions { state.apply(interaction) }
    return state
  }

  /// Applies one tap, swipe or scroll as the control would: a tap on a day that cannot be
  /// selected changes nothing, and a scroll stops at the range's ends.
  public mutating func apply(_ interaction: Interaction) {
    switch interaction {
    case .tap(let day): tap(day)
    case .swipe(let days): swipe(days)
    case .scroll(let pages): scroll(pages)
    }
  }

  /// "The selected dates will not change if a disabled date is specified", and the control
  /// cannot scroll past its range, so neither kind of day can ever be selected.
  public func isSelectable(_ day: Day) -> Bool {
    range.contains(day) && !disabledDates.contains(day)
  }

  /// An adjacent month's day is "grayed out" and not part of the page's month, so it is
  /// never today, selected or marked with an event, and is always disabled.
  public func cell(for day: Day, inDisplayedMonth: Bool) -> DayCell {
    guard inDisplayedMonth else {
      return DayCell(
        day: day, inDisplayedMonth: false, isToday: false, isDisabled: true, eventDots: [],
        selection: .none)
    }
    return DayCell(
      day: day, inDisplayedMonth: true, isToday: day == today, isDisabled: !isSelectable(day),
      eventDots: eventDots(of: day), selection: selection.kind(of: day))
  }

  /// A displayed day's dot colours (`EventDots`): none without the event indicator.
  public func eventDots(of day: Day) -> [ColorSpecifier?] {
    guard hasEventIndicator else { return [] }
    return EventDots.colors(marked: eventDates.contains(day), calendars: calendarDots[day] ?? [])
  }

  /// The seven days of the displayed week, from `visibleWeekStart`.
  public var visibleWeek: [Day] { (0..<7).map { visibleWeekStart.adding(days: $0) } }

  /// Whether a day of a week row is drawn greyed like an adjacent month's day: "the previous
  /// month dates are displayed only for the very first month in the entire calendar range",
  /// so only days before the range start are; every other day is a day of its own month.
  public func weekShowsAsAdjacent(_ day: Day) -> Bool { day < range.start }

  /// Column 0 of the week holding `day`.
  public func weekStart(of day: Day) -> Day {
    CalendarState.weekStart(of: day, firstWeekday: firstWeekday)
  }

  static func weekStart(of day: Day, firstWeekday: Int) -> Day {
    day.adding(days: -((day.weekday - firstWeekday + 7) % 7))
  }

  // MARK: - Start-up

  private func initialSelection(_ spec: ControlSpec) -> Selection {
    switch style {
    case .rangeSelection:
      // `selectDateRange:` ends are kept as given, even disabled or out of range: the
      // developer set them, and the range is drawn wherever its days are visible.
      if let given = spec.selectedDateRange { return .range(start: given.start, end: given.end) }
      // A single date given to a range calendar is its first tap: the start of a range.
      if let day = spec.selectedDate ?? spec.selectedDates.first, isSelectable(day) {
        return .range(start: day, end: nil)
      }
      return .none
    case .datesSelection:
      var days = Set(spec.selectedDates)
      if let day = spec.selectedDate { days.insert(day) }
      return Selection.dates(days.filter(isSelectable)).normalized
    case .month, .fullScreenMonth, .expandable, .week:
      let given = spec.selectedDate ?? spec.selectedDates.first
      if showsWeekForm { return weekStartSelection(given) }
      let day = MonthSelection.initial(
        selectedDate: given, isPersistent: isPersistentSelection, displayedMonth: visibleMonth,
        today: today,
        isSelectable: isSelectable)
      return day.map(Selection.single) ?? .none
    }
  }

  /// The week style's start-up rule, also used for a week reached with nothing selected.
  private func weekStartSelection(_ given: Day?) -> Selection {
    if let given, isSelectable(given) { return .single(given) }
    guard !isPersistentSelection else { return .none }
    return weekDefault().map(Selection.single) ?? .none
  }

  /// "The default selection behavior is that the first date of every month is automatically
  /// selected" — today first, as in the month style; a week holding neither gets its first
  /// selectable day (from the display date on, in the start-up week).
  private func weekDefault() -> Day? {
    let week = visibleWeek
    var candidates: [Day] = []
    if week.contains(today) { candidates.append(today) }
    candidates += week.filter { $0.day == 1 }
    let from = week.contains(range.displayDate) ? range.displayDate : week[0]
    candidates += week.filter { $0 >= from }
    return candidates.first(where: isSelectable)
  }

  // MARK: - Interactions

  private mutating func tap(_ day: Day?) {
    guard let day else {
      selection = .none
      return
    }
    // "The selected dates will not change if a disabled date is specified."
    guard isSelectable(day) else { return }
    switch style {
    case .rangeSelection: selection = rangeAfterTap(on: day)
    case .datesSelection:
      var days = selectedSet
      if days.remove(day) == nil { days.insert(day) }
      selection = .dates(days)
    case .month, .fullScreenMonth, .expandable, .week:
      selection = .single(day)
      // "When a date is selected, then the title is updated to denote the corresponding
      // month": a tap off the visible page brings the day's page into view.
      if showsWeekForm {
        if !visibleWeek.contains(day) { visibleWeekStart = weekStart(of: day) }
        followWeek()
      } else {
        visibleMonth = day.yearMonth
        followMonth()
      }
    }
    selection = selection.normalized
  }

  private func rangeAfterTap(on day: Day) -> Selection {
    switch selection {
    case .range(let start, nil):
      // "The end range of the range must be a later date than the start date. If the user
      // clicks on a date earlier than the start date, then the newly selected date now
      // becomes the start date." A second tap on the start makes a one-day range.
      return day < start ? .range(start: day, end: nil) : .range(start: start, end: day)
    case .range(let start, let end?):
      // "the newly selected date now becomes the start date and the original start date is
      // deselected"
      if day < start { return .range(start: day, end: nil) }
      // "click on a selected date within the range and it becomes the new end date with all
      // the dates later than that getting deselected"
      if day <= end { return .range(start: start, end: day) }
      // "To unselect the entire range, click outside the range, anywhere in the calendar view."
      return .none
    default:
      // "The first date selected is the startDate of the range"
      return .range(start: day, end: nil)
    }
  }

  /// "swiping across the screen would select or deselect the corresponding dates": the
  /// first day crossed decides which, as a finger starting on a selected day deselects.
  private mutating func swipe(_ crossed: [Day]) {
    guard style == .datesSelection, let first = crossed.first else { return }
    var days = selectedSet
    let deselecting = days.contains(first)
    for day in crossed where isSelectable(day) {
      if deselecting { days.remove(day) } else { days.insert(day) }
    }
    selection = Selection.dates(days).normalized
  }

  private mutating func scroll(_ pages: Int) {
    // Far more pages than any range holds, and far from overflowing the day arithmetic.
    let pages = min(max(pages, -1_000_000), 1_000_000)
    if showsWeekForm {
      let lower = weekStart(of: range.start)
      let upper = weekStart(of: range.end)
      let target = min(max(visibleWeekStart.adding(days: 7 * pages), lower), upper)
      guard target != visibleWeekStart else { return }
      visibleWeekStart = target
      if !isPersistentSelection {
        if let previous = selection.singleDay {
          // "in the next set of 7 dates shown after the scroll, the date corresponding to the
          // day of the week of the previously selected date appears automatically selected"
          let sameWeekday = visibleWeekStart.adding(days: (previous.weekday - firstWeekday + 7) % 7)
          selection = isSelectable(sameWeekday) ? .single(sameWeekday) : .none
        } else {
          selection = weekStartSelection(nil)
        }
      }
      followWeek()
    } else {
      let lower = range.start.yearMonth
      let upper = range.end.yearMonth
      let target = min(max(visibleMonth.adding(months: pages), lower), upper)
      guard target != visibleMonth else { return }
      visibleMonth = target
      if !isPersistentSelection {
        // "If the user then scrolls to Feb, then Feb 1st shows as selected. Scrolling back to
        // January, the 1st of January is selected now and not the 25th."
        let day = MonthSelection.initial(
          selectedDate: nil, isPersistent: false, displayedMonth: visibleMonth, today: today,
          isSelectable: isSelectable)
        selection = day.map(Selection.single) ?? .none
      }
      followMonth()
    }
  }

  // MARK: - Keeping the month and the week in step

  /// After the month changed: the week the expandable style would collapse to is the one
  /// with the selected day, else the display date, else today, else the month's first day.
  private mutating func followMonth() {
    let anchor: Day
    if let day = selection.singleDay, visibleMonth.contains(day) {
      anchor = day
    } else if visibleMonth.contains(range.displayDate) {
      anchor = range.displayDate
    } else if visibleMonth.contains(today) && range.contains(today) {
      anchor = today
    } else {
      anchor = min(max(visibleMonth.firstDay, range.start), range.end)
    }
    visibleWeekStart = weekStart(of: anchor)
  }

  /// After the week changed: the title's month is that of the selected day, else the display
  /// date, else today, else a month starting in this week, else the week's first day in range.
  private mutating func followWeek() {
    let week = visibleWeek
    let candidates = [selection.singleDay, range.displayDate, range.contains(today) ? today : nil]
      .compactMap { $0 }
    let anchor =
      candidates.first(where: week.contains)
      ?? week.first { $0.day == 1 && range.contains($0) }
      ?? week.first(where: range.contains)
      ?? min(max(week[0], range.start), range.end)
    visibleMonth = anchor.yearMonth
  }

  private var selectedSet: Set<Day> {
    if case .dates(let days) = selection { return days }
    return []
  }
}

extension Selection {
  /// An empty dates selection is no selection, so equal-looking states compare equal.
  var normalized: Selection {
    if case .dates(let days) = self, days.isEmpty { return .none }
    return self
  }
}
