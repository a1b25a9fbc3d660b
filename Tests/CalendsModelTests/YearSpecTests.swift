import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }
private func m(_ year: Int, _ month: Int) -> YearMonth { YearMonth(year: year, month: month)! }

/// The year family's fields (`style: year | multiMonth | weeks`): every field, its default,
/// its range, and the rules between fields.
@Suite struct YearSpecTests: SpecParsing {
  @Test func defaults() throws {
    let year = try #require(try read("style: year").year)
    #expect(year.view == .year && year.year == nil && year.columns == nil)
    #expect(year.months == 3 && year.weeks == 6)
    #expect(year.showsTitle && !year.showsAdjacentDays && !year.showsWeekNumbers)
    #expect(year.selectedDate == nil && year.selectedDates.isEmpty && year.selectedDateRange == nil)
    #expect(year.eventDates.isEmpty && year.hasEventIndicator && year.disabledDates == .none)
    #expect(try read("style: multiMonth").year?.view == .multiMonth)
    #expect(try read("style: weeks").year?.view == .weeks)
  }

  @Test func readsEveryField() throws {
    let year = try #require(
      try read(
        """
        style: year
        year: 2027
        columns: 4
        showsTitle: false
        showsAdjacentDays: true
        showsWeekNumbers: true
        selectedDates: [2027-03-01, 2027-03-05]
        selectedDate: 2027-03-09
        eventDates: [2027-01-10, 2027-01-10, 2027-02-11]
        hasEventIndicator: false
        disabledDates: {weekdays: [sunday, 7], before: 2027-01-15, dates: [2027-06-01]}
        """
      ).year)
    #expect(year.year == 2027 && year.columns == 4)
    #expect(!year.showsTitle && year.showsAdjacentDays && year.showsWeekNumbers)
    #expect(year.selectedDates == [d("2027-03-01"), d("2027-03-05")])
    #expect(year.selectedDate == d("2027-03-09"))
    #expect(year.eventDates == [d("2027-01-10"), d("2027-02-11")])
    #expect(!year.hasEventIndicator)
    #expect(
      year.disabledDates
        == DisabledDates(dates: [d("2027-06-01")], weekdays: [1, 7], before: d("2027-01-15")))
    let multi = try #require(try read("style: multiMonth\nmonths: 24\ncolumns: 6").year)
    #expect(multi.months == 24 && multi.columns == 6)
    let weeks = try #require(
      try read("style: weeks\nweeks: 52\nselectedDateRange: {start: 2027-01-04, end: 2027-02-02}")
        .year)
    #expect(weeks.weeks == 52)
    #expect(weeks.selectedDateRange == DateRange(start: d("2027-01-04"), end: d("2027-02-02")))
  }

  @Test func flagTextsAreReadAsNumbers() throws {
    let year = try #require(
      try read(#"{"style": "multiMonth", "months": "7", "columns": "2"}"#).year)
    #expect(year.months == 7 && year.columns == 2)
  }

  @Test(arguments: [
    ("style: multiMonth\nmonths: 0", "spec.yaml: months: 0 is out of range; expected 1…24"),
    ("style: multiMonth\nmonths: 25", "spec.yaml: months: 25 is out of range; expected 1…24"),
    ("style: multiMonth\nmonths: 2.5", "spec.yaml: months: expected a whole number, found 2.5"),
    ("style: weeks\nweeks: 53", "spec.yaml: weeks: 53 is out of range; expected 1…52"),
    ("style: weeks\nweeks: 0", "spec.yaml: weeks: 0 is out of range; expected 1…52"),
    ("style: year\ncolumns: 7", "spec.yaml: columns: 7 is out of range; expected 1…6"),
    ("style: year\ncolumns: 0", "spec.yaml: columns: 0 is out of range; expected 1…6"),
    ("style: year\nyear: 0", "spec.yaml: year: 0 is out of range; expected 1…9999"),
    ("style: year\nyear: 10000", "spec.yaml: year: 10000 is out of range; expected 1…9999"),
    ("style: year\nyear: twenty", "spec.yaml: year: expected a number, found 'twenty'"),
    (
      "style: year\nshowsTitle: maybe",
      "spec.yaml: showsTitle: expected true or false, found a string"
    ),
    (
      "style: year\nselectedDate: 2027-02-30",
      "spec.yaml: selectedDate: '2027-02-30' is not a valid date (no such day in the calendar)"
    ),
    (
      "style: year\nselectedDateRange: {start: 2027-03-02, end: 2027-03-01}",
      "spec.yaml: selectedDateRange.end: 2027-03-01 is before start 2027-03-02; the end of a range must not be earlier than its start"
    ),
  ])
  func badValuesNameTheField(yaml: String, expected: String) {
    #expect(error(yaml) == expected)
  }

  @Test(arguments: [
    (
      "style: multiMonth\nyear: 2027",
      "spec.yaml: year: is read by style year only, but style is multiMonth: multiMonth and weeks start at the month or week of displayDateAtStartup"
    ),
    (
      "style: year\nmonths: 6",
      "spec.yaml: months: is read by style multiMonth only, but style is year: the year view draws 12 months; weeks counts rows with weeks"
    ),
    (
      "style: multiMonth\nweeks: 6",
      "spec.yaml: weeks: is read by style weeks only, but style is multiMonth: the year and multiMonth views count months"
    ),
    (
      "style: weeks\ncolumns: 2",
      "spec.yaml: columns: the weeks view is one continuous grid, not columns of month blocks; use style year or multiMonth"
    ),
    (
      "style: weeks\nshowsAdjacentDays: true",
      "spec.yaml: showsAdjacentDays: the weeks view is one continuous grid and has no adjacent days; use style year or multiMonth"
    ),
    (
      "style: year\nselectedDate: 2027-01-01\nselectedDateRange: {start: 2027-03-01, end: 2027-03-02}",
      "spec.yaml: selectedDateRange: cannot be combined with selectedDate; select either a range or separate days"
    ),
    (
      "style: year\ndisabledDates: {before: 2027-05-01, after: 2027-04-01}",
      "spec.yaml: disabledDates.after: 2027-04-01 is before disabledDates.before 2027-05-01: every day would be disabled; did you swap them?"
    ),
    (
      "style: year\nmonthTitle: double",
      "spec.yaml: monthTitle: is a field of the FUICalendarView styles (month, week, expandable, rangeSelection, datesSelection, fullScreenMonth), but style is year"
    ),
    (
      "style: year\nitems: []",
      "spec.yaml: items: is a field of the booking style, but style is year"
    ),
    (
      "style: month\ncolumns: 3",
      "spec.yaml: columns: is a field of the year views (year, multiMonth, weeks), but style is month"
    ),
    ("style: year\ncolums: 3", "spec.yaml: colums: unknown field; did you mean 'columns'?"),
  ])
  func rulesBetweenFieldsAndFamilies(yaml: String, expected: String) {
    #expect(error(yaml) == expected)
  }

  @Test func theYearWinsOverTheDisplayDateWhichWinsOverToday() throws {
    let today = d("2026-11-23")
    let plain = try read("style: year")
    #expect(plain.year!.resolvedYear(canvas: plain.canvas, today: today) == 2026)
    let shown = try read("style: year\ndisplayDateAtStartup: 2030-05-05")
    #expect(shown.year!.resolvedYear(canvas: shown.canvas, today: today) == 2030)
    let both = try read("style: year\ndisplayDateAtStartup: 2030-05-05\nyear: 1999")
    #expect(both.year!.resolvedYear(canvas: both.canvas, today: today) == 1999)
    #expect(
      both.year!.blockMonths(canvas: both.canvas, today: today)
        == (1...12).map { m(1999, $0) })
  }

  @Test func multiMonthStartsAtTheDisplayedMonthAndStopsAtYear9999() throws {
    let today = d("2026-11-23")
    let spec = try read("style: multiMonth\nmonths: 5")
    #expect(
      spec.year!.blockMonths(canvas: spec.canvas, today: today)
        == [m(2026, 11), m(2026, 12), m(2027, 1), m(2027, 2), m(2027, 3)])
    let late = try read("style: multiMonth\nmonths: 5\ndisplayDateAtStartup: 9999-11-02")
    #expect(
      late.year!.blockMonths(canvas: late.canvas, today: today) == [m(9999, 11), m(9999, 12)])
    let weeks = try read("style: weeks")
    #expect(weeks.year!.blockMonths(canvas: weeks.canvas, today: today).isEmpty)
  }

  @Test func writesBackWhatItReads() throws {
    for yaml in [
      "style: year\nyear: 2027\ncolumns: 3\nshowsAdjacentDays: true\nselectedDates: [2027-01-02]",
      "style: multiMonth\nmonths: 7\nselectedDateRange: {start: 2027-01-04, end: 2027-02-02}",
      "style: weeks\nweeks: 10\ndisabledDates: {weekdays: [1]}\neventDates: [2027-01-05]",
    ] {
      let spec = try read(yaml)
      #expect(try spec.validated() == spec)
    }
  }
}

/// `layout: contributions` belongs to `style: year` and has no month-block fields.
@Suite struct YearArrangementSpecTests: SpecParsing {
  @Test func contributionsIsRead() throws {
    let year = try #require(try read("style: year\nlayout: contributions").year)
    #expect(year.arrangement == .contributions)
    #expect(try read("style: year").year?.arrangement == .blocks)
  }

  @Test(arguments: [
    (
      "style: multiMonth\nlayout: contributions",
      "spec.yaml: layout: is read by style year only, but style is multiMonth: the contribution calendar draws one whole year"
    ),
    (
      "style: year\nlayout: contributions\ncolumns: 3",
      "spec.yaml: columns: has no meaning in the contribution calendar (layout: contributions): it has no month blocks"
    ),
    (
      "style: year\nlayout: contributions\npaper: a4\npages: months",
      "spec.yaml: pages: months makes month pages; the contribution calendar is one page"
    ),
    (
      "style: year\nlayout: github",
      "spec.yaml: layout: unknown value 'github'; expected one of: blocks, contributions"
    ),
    (
      "style: month\nlayout: contributions",
      "spec.yaml: layout: is a field of the year views (year, multiMonth, weeks), but style is month"
    ),
  ])
  func badLayoutNamesTheField(yaml: String, expected: String) {
    #expect(error(yaml) == expected)
  }
}
