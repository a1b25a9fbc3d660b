import CalendsValues
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }

/// The start/end/display defaults, each sentence of the FUICalendarView document.
@Suite struct CalendarRangeTests {
  @Test func noneGivenIsTwoYearsFromJanuaryFirstOfThisYearShowingToday() {
    let range = CalendarRange.resolve(start: nil, end: nil, display: nil, today: d("2026-11-21"))
    #expect(range.start == d("2026-01-01"))
    #expect(range.end == d("2027-12-31"))
    #expect(range.displayDate == d("2026-11-21"))
  }

  @Test func startAndEndGivenShowTodayWhenInRange() {
    let range = CalendarRange.resolve(
      start: d("2026-06-01"), end: d("2027-03-31"), display: nil, today: d("2026-11-21"))
    #expect(range.start == d("2026-06-01"))
    #expect(range.end == d("2027-03-31"))
    #expect(range.displayDate == d("2026-11-21"))
  }

  @Test func startAndEndGivenShowStartWhenTodayIsOutside() {
    let range = CalendarRange.resolve(
      start: d("2019-01-01"), end: d("2019-06-30"), display: nil, today: d("2026-11-21"))
    #expect(range.displayDate == d("2019-01-01"))
  }

  @Test func onlyDisplayDateGivesJanuaryFirstOfItsYearToDecemberNextYear() {
    let range = CalendarRange.resolve(
      start: nil, end: nil, display: d("2019-06-15"), today: d("2026-11-21"))
    #expect(range.start == d("2019-01-01"))
    #expect(range.end == d("2020-12-31"))
    #expect(range.displayDate == d("2019-06-15"))
  }

  @Test func explicitDisplayDateIsKept() {
    let range = CalendarRange.resolve(
      start: d("2018-01-01"), end: d("2020-12-31"), display: d("2019-06-01"), today: d("2026-11-21")
    )
    #expect(range.displayDate == d("2019-06-01"))
  }

  @Test func displayDateOutsideTheRangeMovesToItsNearestEnd() {
    let range = CalendarRange.resolve(
      start: d("2018-01-01"), end: d("2018-12-31"), display: d("2019-06-01"), today: d("2026-11-21")
    )
    #expect(range.displayDate == d("2018-12-31"))
  }

  @Test func onlyStartOrOnlyEnd() {
    let fromStart = CalendarRange.resolve(
      start: d("2030-05-05"), end: nil, display: nil, today: d("2026-11-21"))
    #expect(fromStart.start == d("2030-05-05"))
    #expect(fromStart.end == d("2031-12-31"))
    #expect(fromStart.displayDate == d("2030-05-05"))
    let toEnd = CalendarRange.resolve(
      start: nil, end: d("2020-02-02"), display: nil, today: d("2026-11-21"))
    #expect(toEnd.start == d("2019-01-01"))
    #expect(toEnd.end == d("2020-02-02"))
  }
}
