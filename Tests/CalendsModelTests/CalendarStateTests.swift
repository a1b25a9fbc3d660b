import CalendsValues
import SpecTestingSupport
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }

private func spec(_ style: ControlStyle, _ configure: (inout ControlInputs) -> Void = { _ in })
  -> ControlInputs
{
  var spec = ControlInputs(style: style)
  spec.canvas.weekStartDay = .sunday
  configure(&spec)
  return spec
}

private func start(
  _ style: ControlStyle, today: String = "2019-01-10",
  _ configure: (inout ControlInputs) -> Void = { _ in }
)
  -> CalendarState
{
  let inputs = spec(style, configure)
  return CalendarState(canvas: inputs.canvas, control: inputs.control, today: d(today))
}

private func run(
  _ style: ControlStyle, today: String = "2019-01-10", _ interactions: [Interaction],
  _ configure: (inout ControlInputs) -> Void = { _ in }
) -> CalendarState {
  var spec = spec(style, configure)
  spec.interactions = interactions
  return CalendarState.run(canvas: spec.canvas, control: spec.control, today: d(today))
}

private func selectedCells(_ page: MonthPage) -> [Day] {
  page.cells.flatMap { $0 }.filter(\.isSelected).map(\.day)
}

private let singleMonthStyles: [ControlStyle] = [.month, .fullScreenMonth, .expandable]

/// Rule 1: month, fullScreenMonth and the expandable style's month form select one day.
@Suite struct Rule1MonthSingleSelectionTests {
  // "The default selection behavior is that the first date of every month is automatically
  // selected when the month is displayed. If the month contains today's date, then the
  // current date shows selected instead."
  @Test(arguments: singleMonthStyles)
  func rule1StartSelection(style: ControlStyle) {
    #expect(start(style).selection == .single(d("2019-01-10")))
    #expect(
      start(style) { $0.displayDateAtStartup = d("2019-03-14") }.selection
        == .single(d("2019-03-01")))
    #expect(
      start(style) { $0.selectedDate = d("2019-01-23") }.selection == .single(d("2019-01-23")))
    // The first of `selectedDates` acts as `selectedDate` for a single-selection style.
    #expect(
      start(style) { $0.selectedDates = [d("2019-01-24"), d("2019-01-25")] }.selection
        == .single(d("2019-01-24")))
    // "no date appears selected when the calendar is initially displayed (unless the
    // developer has set a selected date using the selectDate: API)"
    #expect(start(style) { $0.isPersistentSelection = true }.selection == .none)
    #expect(
      start(style) {
        $0.isPersistentSelection = true
        $0.selectedDate = d("2019-01-02")
      }.selection == .single(d("2019-01-02")))
    // A first of the month that cannot be selected leaves the month without a selection.
    let disabledFirst = start(style) {
      $0.displayDateAtStartup = d("2019-03-14")
      $0.disabledDates.dates = [d("2019-03-01")]
    }
    #expect(disabledFirst.selection == .none)
  }

  // "When the user clicks on another date, then that date appears selected."
  @Test(arguments: singleMonthStyles)
  func rule1TapSelectsASelectableDay(style: ControlStyle) {
    let limits: (inout ControlInputs) -> Void = {
      $0.startDate = d("2019-01-05")
      $0.endDate = d("2019-12-31")
      $0.disabledDates.dates = [d("2019-01-15")]
    }
    #expect(run(style, [.tap(d("2019-01-25"))], limits).selection == .single(d("2019-01-25")))
    #expect(
      run(style, [.tap(d("2019-01-25")), .tap(d("2019-01-15"))], limits).selection
        == .single(d("2019-01-25")))
    #expect(
      run(style, [.tap(d("2019-01-25")), .tap(d("2019-01-04"))], limits).selection
        == .single(d("2019-01-25")))
    #expect(run(style, [.tap(d("2019-01-25")), .tap(nil)], limits).selection == .none)
  }

  // "assume that January is displayed with Jan 1st selected. Then, if a user clicks on another
  // date, for example Jan 25th, it is selected now. If the user then scrolls to Feb, then Feb
  // 1st shows as selected. Scrolling back to January, the 1st of January is selected now and
  // not the 25th as the user had previously selected."
  @Test(arguments: singleMonthStyles)
  func rule1NonPersistentScrollSelectsTheNewMonthsDefault(style: ControlStyle) {
    var state = start(style, today: "2019-03-05") { $0.displayDateAtStartup = d("2019-01-01") }
    #expect(state.selection == .single(d("2019-01-01")))
    state.apply(.tap(d("2019-01-25")))
    #expect(state.selection == .single(d("2019-01-25")))
    state.apply(.scroll(1))
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 2))
    #expect(state.selection == .single(d("2019-02-01")))
    state.apply(.scroll(-1))
    #expect(state.selection == .single(d("2019-01-01")))
    state.apply(.scroll(2))  // March holds today
    #expect(state.selection == .single(d("2019-03-05")))
  }

  // "When the user selects a date, that date stays selected regardless of scrolling to
  // another month."
  @Test(arguments: singleMonthStyles)
  func rule1PersistentScrollKeepsTheSelection(style: ControlStyle) {
    let state = run(style, [.tap(d("2019-01-25")), .scroll(1)]) { $0.isPersistentSelection = true }
    #expect(state.selection == .single(d("2019-01-25")))
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 2))
    // Shown only where the day is visible.
    #expect(selectedCells(MonthPage(state: state, month: state.visibleMonth)).isEmpty)
    #expect(
      selectedCells(MonthPage(state: state, month: YearMonth(year: 2019, month: 1)!)) == [
        d("2019-01-25")
      ])
  }

  @Test(arguments: singleMonthStyles)
  func rule1ScrollIsClampedToTheMonthsOfTheRange(style: ControlStyle) {
    let bounds: (inout ControlInputs) -> Void = {
      $0.startDate = d("2019-01-15")
      $0.endDate = d("2019-03-10")
    }
    #expect(run(style, [.scroll(10)], bounds).visibleMonth == YearMonth(year: 2019, month: 3))
    #expect(
      run(style, [.scroll(10), .scroll(-100)], bounds).visibleMonth
        == YearMonth(year: 2019, month: 1))
    // A scroll that cannot move shows no new month, so the user's pick stays.
    #expect(
      run(style, [.tap(d("2019-01-20")), .scroll(-1)], bounds).selection == .single(d("2019-01-20"))
    )
  }

  // "When a date is selected, then the title is updated to denote the corresponding month."
  @Test(arguments: singleMonthStyles)
  func rule1TapOnAnotherMonthsDayShowsThatMonth(style: ControlStyle) {
    let state = run(style, [.tap(d("2019-02-01"))])
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 2))
    #expect(state.selection == .single(d("2019-02-01")))
  }

  @Test func rule1MonthPageIsAViewOverTheState() {
    var configured = spec(.month) { $0.displayDateAtStartup = d("2019-01-01") }
    configured.interactions = [.tap(d("2019-01-25")), .scroll(1)]
    let page = MonthPage(
      canvas: configured.canvas, control: configured.control, today: d("2019-03-05"))
    #expect(page.displayedMonth == YearMonth(year: 2019, month: 2))
    #expect(selectedCells(page) == [d("2019-02-01")])
    #expect(page.state.selection == .single(d("2019-02-01")))
  }
}

/// Rule 2: the week style (and the expandable style's week form).
@Suite struct Rule2WeekTests {
  @Test func rule2VisibleWeekHoldsTheDisplayDate() {
    let sunday = start(.week) { $0.displayDateAtStartup = d("2019-01-23") }
    #expect(sunday.visibleWeekStart == d("2019-01-20"))
    #expect(sunday.visibleWeek == (20...26).map { d("2019-01-\($0)") })
    let monday = start(.week) {
      $0.displayDateAtStartup = d("2019-01-23")
      $0.weekStartDay = .monday
    }
    #expect(monday.visibleWeekStart == d("2019-01-21"))
    let saturday = start(.week) {
      $0.displayDateAtStartup = d("2019-01-23")
      $0.weekStartDay = .saturday
    }
    #expect(saturday.visibleWeekStart == d("2019-01-19"))
    #expect(sunday.showsWeekForm)
  }

  // "The default selection behavior is that the first date of every month is automatically
  // selected, and if the user chooses another date then that date appears selected."
  @Test func rule2StartSelection() {
    #expect(
      start(.week) { $0.selectedDate = d("2019-01-23") }.selection == .single(d("2019-01-23")))
    // Today, when the visible week holds it.
    #expect(start(.week, today: "2019-01-10").selection == .single(d("2019-01-10")))
    // Else the first of a month in the visible week (Jan 27 … Feb 2).
    #expect(
      start(.week, today: "2019-03-05") { $0.displayDateAtStartup = d("2019-01-30") }.selection
        == .single(d("2019-02-01")))
    // Else the first selectable day from the display date on.
    #expect(
      start(.week, today: "2019-03-05") { $0.displayDateAtStartup = d("2019-01-16") }.selection
        == .single(d("2019-01-16")))
    let disabled = start(.week, today: "2019-03-05") {
      $0.displayDateAtStartup = d("2019-01-16")
      $0.disabledDates.dates = [d("2019-01-16")]
    }
    #expect(disabled.selection == .single(d("2019-01-17")))
    // Persistent: nothing unless set.
    #expect(start(.week) { $0.isPersistentSelection = true }.selection == .none)
  }

  // "if the user selects date 22 of the month and it falls on a Wednesday, then after a
  // forward scroll, date 29 is selected since it will be the next Wednesday."
  @Test func rule2ScrollSelectsTheSameWeekday() {
    var state = start(.week, today: "2019-03-05") { $0.displayDateAtStartup = d("2019-05-20") }
    state.apply(.tap(d("2019-05-22")))
    #expect(d("2019-05-22").weekday == 4)  // a Wednesday
    state.apply(.scroll(1))
    // The week May 26 … Jun 1 holds June 1st, but the weekday rule wins.
    #expect(state.visibleWeekStart == d("2019-05-26"))
    #expect(state.selection == .single(d("2019-05-29")))
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 5))
    state.apply(.scroll(1))
    #expect(state.selection == .single(d("2019-06-05")))
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 6))
    state.apply(.scroll(-3))
    #expect(state.selection == .single(d("2019-05-15")))
  }

  @Test func rule2ScrollOntoAnUnselectableWeekdayThenTheStartRule() {
    var state = start(.week, today: "2019-03-05") {
      $0.displayDateAtStartup = d("2019-05-22")
      $0.selectedDate = d("2019-05-22")
      $0.disabledDates.dates = [d("2019-05-29")]
    }
    state.apply(.scroll(1))
    #expect(state.selection == .none)
    state.apply(.scroll(1))  // June 2 … 8: no selection to follow, so the first selectable day
    #expect(state.selection == .single(d("2019-06-02")))
  }

  // "If isPersistentSelection is set to true, then when the user selects a date, that date
  // stays selected regardless of scrolling."
  @Test func rule2PersistentScrollKeepsTheSelection() {
    let state = run(.week, [.tap(d("2019-01-09")), .scroll(2)]) { $0.isPersistentSelection = true }
    #expect(state.selection == .single(d("2019-01-09")))
    #expect(state.visibleWeekStart == d("2019-01-20"))
    #expect(
      state.visibleWeek.allSatisfy {
        state.cell(for: $0, inDisplayedMonth: true).selection == .none
      })
  }

  @Test func rule2ScrollIsClampedToWeeksOverlappingTheRange() {
    let bounds: (inout ControlInputs) -> Void = {
      $0.startDate = d("2019-01-01")
      $0.endDate = d("2019-02-28")
    }
    #expect(run(.week, [.scroll(-100)], bounds).visibleWeekStart == d("2018-12-30"))
    #expect(run(.week, [.scroll(100)], bounds).visibleWeekStart == d("2019-02-24"))
    // A programmatic scroll of any size is clamped, not an overflow.
    #expect(run(.week, [.scroll(.max)], bounds).visibleWeekStart == d("2019-02-24"))
    #expect(run(.month, [.scroll(.min)], bounds).visibleMonth == YearMonth(year: 2019, month: 1))
  }

  // "In this mode, the previous month dates are displayed only for the very first month in the
  // entire calendar range."
  @Test func rule2PreviousMonthDatesOnlyForTheFirstMonthOfTheRange() {
    let first = run(.week, [.scroll(-100)]) {
      $0.startDate = d("2019-01-01")
      $0.endDate = d("2019-12-31")
    }
    #expect(
      first.visibleWeek.map(first.weekShowsAsAdjacent) == [
        true, true, false, false, false, false, false,
      ])
    let cells = first.visibleWeek.map {
      first.cell(for: $0, inDisplayedMonth: !first.weekShowsAsAdjacent($0))
    }
    #expect(cells[0].isDisabled && !cells[0].inDisplayedMonth)
    #expect(!cells[2].isDisabled && cells[2].inDisplayedMonth)
    // A week across a month boundary inside the range shows both months' days as normal days.
    let across = start(.week, today: "2019-03-05") { $0.displayDateAtStartup = d("2019-01-30") }
    #expect(across.visibleWeek.allSatisfy { !across.weekShowsAsAdjacent($0) })
    #expect(
      across.visibleWeek.allSatisfy { !across.cell(for: $0, inDisplayedMonth: true).isDisabled })
  }
}

/// Rule 3: the expandable style is a month form and a week form.
@Suite struct Rule3ExpandableTests {
  // "This view is a combination of month and week styles."
  @Test func rule3ExpandableStartsInTheMonthFormByDefault() {
    let state = start(.expandable, today: "2019-01-10") {
      $0.displayDateAtStartup = d("2019-03-14")
    }
    #expect(!state.showsWeekForm)
    #expect(state.selection == .single(d("2019-03-01")))  // the month rule, not the week rule
    // The week it would collapse to holds the selection.
    #expect(state.visibleWeek.contains(d("2019-03-01")))
    #expect(run(.expandable, [.scroll(1)]).visibleWeek.contains(d("2019-02-01")))
  }

  // "expandableStyleStartsWithWeek … indicates whether to start with week view if
  // calendarStyle is .expandable … This parameter is ignored if calendarStyle is not
  // .expandable."
  @Test func rule3ExpandableStartsWithWeekFollowsTheWeekRule() {
    let weekFirst: (inout ControlInputs) -> Void = {
      $0.expandableStyleStartsWithWeek = true
      $0.displayDateAtStartup = d("2019-05-20")
    }
    var state = start(.expandable, today: "2019-03-05", weekFirst)
    #expect(state.showsWeekForm)
    #expect(state.visibleWeekStart == d("2019-05-19"))
    #expect(state.selection == .single(d("2019-05-20")))  // from the display date on
    state.apply(.tap(d("2019-05-22")))
    state.apply(.scroll(1))  // a week, not a month
    #expect(state.selection == .single(d("2019-05-29")))
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 5))
    state.apply(.scroll(1))
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 6))
    #expect(!start(.month) { $0.expandableStyleStartsWithWeek = true }.showsWeekForm)
    #expect(!start(.rangeSelection) { $0.expandableStyleStartsWithWeek = true }.showsWeekForm)
  }
}

/// Rule 4: rangeSelection.
@Suite struct Rule4RangeSelectionTests {
  // "isPersistentSelection is always set to true and the selected dateRange stays selected
  // regardless of scrolling to another month."
  @Test func rule4RangeSelectionIsAlwaysPersistent() {
    let initial = start(.rangeSelection) { $0.isPersistentSelection = false }
    #expect(initial.isPersistentSelection)
    #expect(initial.selection == .none)
    let scrolled = run(.rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-16")), .scroll(3)])
    #expect(scrolled.selection == .range(start: d("2019-01-14"), end: d("2019-01-16")))
    #expect(scrolled.visibleMonth == YearMonth(year: 2019, month: 4))
  }

  // "The first date selected is the startDate of the range and when a second date is selected
  // it becomes the end date of the range"
  @Test func rule4FirstTapStartsSecondTapEnds() {
    #expect(
      run(.rangeSelection, [.tap(d("2019-01-14"))]).selection
        == .range(start: d("2019-01-14"), end: nil))
    #expect(
      run(.rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-18"))]).selection
        == .range(start: d("2019-01-14"), end: d("2019-01-18")))
    // A second tap on the start makes a one-day range.
    #expect(
      run(.rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-14"))]).selection
        == .range(start: d("2019-01-14"), end: d("2019-01-14")))
    // "The end range of the range must be a later date than the start date."
    #expect(
      run(.rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-12"))]).selection
        == .range(start: d("2019-01-12"), end: nil))
  }

  // "click on a selected date within the range and it becomes the new end date with all the
  // dates later than that getting deselected"
  @Test func rule4TapInsideTheRangeBecomesTheNewEnd() {
    let taps: [Interaction] = [.tap(d("2019-01-14")), .tap(d("2019-01-20")), .tap(d("2019-01-17"))]
    #expect(
      run(.rangeSelection, taps).selection == .range(start: d("2019-01-14"), end: d("2019-01-17")))
    #expect(
      run(.rangeSelection, taps + [.tap(d("2019-01-14"))]).selection
        == .range(start: d("2019-01-14"), end: d("2019-01-14")))
  }

  // "If the user clicks on a date earlier than the start date, then the newly selected date now
  // becomes the start date and the original start date is deselected."
  @Test func rule4TapBeforeTheStartBecomesTheNewStart() {
    let state = run(
      .rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-20")), .tap(d("2019-01-03"))])
    #expect(state.selection == .range(start: d("2019-01-03"), end: nil))
  }

  // "To unselect the entire range, click outside the range, anywhere in the calendar view."
  @Test func rule4TapAfterTheEndClearsTheRange() {
    let state = run(
      .rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-20")), .tap(d("2019-01-25"))])
    #expect(state.selection == .none)
    #expect(
      run(.rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-20")), .tap(nil)]).selection
        == .none)
  }

  @Test func rule4TapsOnUnselectableDaysChangeNothing() {
    let state = run(
      .rangeSelection, [.tap(d("2019-01-14")), .tap(d("2019-01-15")), .tap(d("2019-01-31"))]
    ) {
      $0.disabledDates.dates = [d("2019-01-15"), d("2019-01-31")]
    }
    #expect(state.selection == .range(start: d("2019-01-14"), end: nil))
  }

  // `selectDateRange:` ends are kept as given, even a disabled start.
  @Test func rule4SelectedDateRangeIsKeptAsGivenAndDrawnAcrossMonths() {
    let state = start(.rangeSelection) {
      $0.selectedDateRange = DateRange(start: d("2019-01-30"), end: d("2019-02-02"))
      $0.disabledDates.dates = [d("2019-01-30")]
    }
    #expect(state.selection == .range(start: d("2019-01-30"), end: d("2019-02-02")))
    let january = MonthPage(state: state, month: YearMonth(year: 2019, month: 1)!)
    let february = MonthPage(state: state, month: YearMonth(year: 2019, month: 2)!)
    func kinds(_ page: MonthPage) -> [SelectionKind] {
      page.cells.flatMap { $0 }.filter(\.isSelected).map(\.selection)
    }
    #expect(kinds(january) == [.rangeStart, .rangeMiddle])
    #expect(kinds(february) == [.rangeMiddle, .rangeEnd])
    // A single selectedDate given to a range calendar is its first tap.
    #expect(
      start(.rangeSelection) { $0.selectedDate = d("2019-01-05") }.selection
        == .range(start: d("2019-01-05"), end: nil))
  }

  @Test func rule4SelectionKinds() {
    let range = Selection.range(start: d("2019-01-14"), end: d("2019-01-16"))
    #expect(
      (13...17).map { range.kind(of: d("2019-01-\($0)")) } == [
        .none, .rangeStart, .rangeMiddle, .rangeEnd, .none,
      ])
    #expect(
      Selection.range(start: d("2019-01-14"), end: d("2019-01-14")).kind(of: d("2019-01-14"))
        == .rangeSingle)
    #expect(
      Selection.range(start: d("2019-01-14"), end: nil).kind(of: d("2019-01-14")) == .rangeSingle)
    #expect(Selection.range(start: d("2019-01-14"), end: nil).kind(of: d("2019-01-15")) == .none)
    #expect(Selection.single(d("2019-01-14")).kind(of: d("2019-01-14")) == .single)
    #expect(Selection.dates([d("2019-01-14")]).kind(of: d("2019-01-14")) == .single)
    #expect(range.selectedDays == [d("2019-01-14"), d("2019-01-15"), d("2019-01-16")])
    #expect(
      Selection.dates([d("2019-01-16"), d("2019-01-02")]).selectedDays == [
        d("2019-01-02"), d("2019-01-16"),
      ])
    #expect(Selection.none.selectedDays.isEmpty)
  }
}

/// Rule 5: datesSelection.
@Suite struct Rule5DatesSelectionTests {
  // "allowing for the selection of multiple noncontiguous dates"
  @Test func rule5StartWithSelectedDatesAndSelectedDate() {
    let state = start(.datesSelection) {
      $0.selectedDates = [d("2019-01-03"), d("2019-01-15")]
      $0.selectedDate = d("2019-01-20")
      $0.disabledDates.dates = [d("2019-01-15")]
      $0.isPersistentSelection = false
    }
    #expect(state.isPersistentSelection)
    #expect(state.selection == .dates([d("2019-01-03"), d("2019-01-20")]))
    #expect(start(.datesSelection).selection == .none)
  }

  @Test func rule5TapTogglesADay() {
    let state = run(
      .datesSelection, [.tap(d("2019-01-03")), .tap(d("2019-01-09")), .tap(d("2019-01-03"))])
    #expect(state.selection == .dates([d("2019-01-09")]))
    #expect(
      run(.datesSelection, [.tap(d("2019-01-03")), .tap(d("2019-01-03"))]).selection == .none)
    #expect(run(.datesSelection, [.tap(d("2019-01-03")), .tap(nil)]).selection == .none)
  }

  // "It also provides a swipeToSelect functionality, where swiping across the screen would
  // select or deselect the corresponding dates at that location."
  @Test func rule5SwipeSelectsOrDeselectsByItsFirstDay() {
    let days = (14...18).map { d("2019-01-\($0)") }
    let disabled: (inout ControlInputs) -> Void = { $0.disabledDates.dates = [d("2019-01-16")] }
    let selected = run(.datesSelection, [.swipe(days)], disabled)
    #expect(selected.selection == .dates(Set(days).subtracting([d("2019-01-16")])))
    // Starting on a selected day deselects every day crossed.
    let deselected = run(
      .datesSelection,
      [.swipe(days), .swipe([d("2019-01-17"), d("2019-01-18"), d("2019-01-19")])], disabled)
    #expect(deselected.selection == .dates([d("2019-01-14"), d("2019-01-15")]))
    // Starting on an unselected day selects, even across selected ones.
    let widened = run(
      .datesSelection, [.tap(d("2019-01-15")), .swipe([d("2019-01-14"), d("2019-01-15")])])
    #expect(widened.selection == .dates([d("2019-01-14"), d("2019-01-15")]))
  }

  @Test func rule5ScrollMovesOnlyTheVisibleMonth() {
    let state = run(.datesSelection, [.tap(d("2019-01-03")), .scroll(2)])
    #expect(state.visibleMonth == YearMonth(year: 2019, month: 3))
    #expect(state.selection == .dates([d("2019-01-03")]))
  }
}

/// Rule 6: disabled and out-of-range days are never selectable.
@Suite struct Rule6DisabledDatesTests {
  // "The selected dates will not change if a disabled date is specified."
  @Test(arguments: ControlStyle.allCases)
  func rule6DisabledDatesAreNeverSelectable(style: ControlStyle) {
    let limits: (inout ControlInputs) -> Void = {
      $0.startDate = d("2019-01-05")
      $0.endDate = d("2019-06-30")
      $0.disabledDates = DisabledDates(dates: [d("2019-01-15")], weekdays: [1])
    }
    let before = start(style, limits)
    for day in [d("2019-01-15"), d("2019-01-13"), d("2019-01-04"), d("2019-07-01")] {
      #expect(!before.isSelectable(day))
      var after = before
      after.apply(.tap(day))
      #expect(after == before)
      after.apply(.swipe([day]))
      #expect(after == before)
    }
    // A disabled start-up date is ignored too (the range style keeps its given range).
    let ignored = start(style) {
      limits(&$0)
      $0.selectedDate = d("2019-01-15")
      $0.isPersistentSelection = true
    }
    #expect(ignored.selection == .none)
  }
}

@Suite struct CalendarStateCellTests {
  // "some dates from the previous month and the next month are also displayed, but appear in a
  // grayed-out font color" — never today, selected or with an event.
  @Test func todayIsHighlightedOnlyInItsOwnMonth() {
    let state = start(.month, today: "2019-01-31") {
      $0.displayDateAtStartup = d("2019-01-31")
      $0.eventDates = [d("2019-01-31")]
    }
    let january = MonthPage(state: state, month: YearMonth(year: 2019, month: 1)!)
    let february = MonthPage(state: state, month: YearMonth(year: 2019, month: 2)!)
    let inJanuary = january.cells.flatMap { $0 }.first { $0.day == d("2019-01-31") }!
    let inFebruary = february.cells.flatMap { $0 }.first { $0.day == d("2019-01-31") }!
    #expect(inJanuary.isToday && inJanuary.isSelected && inJanuary.hasEvent)
    #expect(
      !inFebruary.isToday && !inFebruary.isSelected && !inFebruary.hasEvent && inFebruary.isDisabled
    )
  }

  @Test func runReplaysTheSpecsInteractionsInOrder() {
    var configured = spec(.rangeSelection)
    configured.interactions = [.tap(d("2019-01-20")), .tap(d("2019-01-10"))]
    #expect(
      CalendarState.run(
        canvas: configured.canvas, control: configured.control, today: d("2019-01-10")
      ).selection
        == .range(start: d("2019-01-10"), end: nil))
    #expect(
      CalendarState(canvas: configured.canvas, control: configured.control, today: d("2019-01-10"))
        .selection == .none)
  }
}
